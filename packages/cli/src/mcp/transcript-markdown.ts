import type { components } from '@scribekit/sdk';
import { clock } from './clock.js';

type Schemas = components['schemas'];

/**
 * A transcript as Markdown for people and assistants: title, facts, speakers with their talk
 * time, then one paragraph per turn — a speaker's consecutive segments joined — with its time.
 */
export function transcriptMarkdown(
  meta: Schemas['TranscriptMeta'],
  speakers: readonly Schemas['Speaker'][],
  segments: readonly Schemas['Segment'][],
): string {
  const language = meta.language || meta.detected_language || 'unknown';
  const lines = [
    `# ${meta.title}`,
    '',
    `- Duration: ${clock(meta.duration_s)}`,
    `- Language: ${language}`,
    `- Created: ${meta.created_at}`,
    `- Status: ${meta.status}`,
    `- Transcript id: ${meta.id}`,
  ];
  if (meta.status !== 'completed') {
    lines.push('', `Not completed yet (${Math.round(meta.progress * 100)}%).`);
    return `${lines.join('\n')}\n`;
  }
  const names = new Map(speakers.map((s) => [s.id, s.name || s.label]));
  lines.push('', '## Speakers', '');
  for (const speaker of [...speakers].sort((a, b) => b.speaking_seconds - a.speaking_seconds)) {
    lines.push(`- ${speaker.name || speaker.label}: ${clock(speaker.speaking_seconds)} talk time`);
  }
  lines.push('', '## Transcript');
  let turn: { speaker: string; start: number; texts: string[] } | undefined;
  const flush = () => {
    if (turn) lines.push('', `**${turn.speaker}** [${clock(turn.start)}]: ${turn.texts.join(' ')}`);
  };
  for (const segment of segments) {
    const speaker = names.get(segment.speaker_id) ?? 'Unknown speaker';
    if (turn?.speaker === speaker) turn.texts.push(segment.text);
    else {
      flush();
      turn = { speaker, start: segment.start_s, texts: [segment.text] };
    }
  }
  flush();
  return `${lines.join('\n')}\n`;
}
