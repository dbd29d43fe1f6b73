import { formatDuration } from '@scribekit/shared';
import type { ChapterView, SpeakerView, TranscriptView } from '../../messages/transcript-page.js';
import { momentUrl } from './seek.js';

function speakerName(speakers: ReadonlyMap<string, SpeakerView>, id: string, unknown: string) {
  return speakers.get(id)?.name ?? unknown;
}

/** The transcript as plain text: a title line, then `[m:ss] Speaker: text` per segment (`[h:mm:ss]` from an hour on). */
export function plainText(
  transcript: TranscriptView,
  speakers: ReadonlyMap<string, SpeakerView>,
  unknownSpeaker: string,
): string {
  const lines = transcript.segments.map(
    (segment) =>
      `[${formatDuration(segment.startS)}] ${speakerName(speakers, segment.speakerId, unknownSpeaker)}: ${segment.text}`,
  );
  return `${transcript.title}\n\n${lines.join('\n')}\n`;
}

/** Escapes the characters Markdown would read as formatting. */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_{}[\]()#+\-.!|<>~])/g, '\\$1');
}

/**
 * The transcript as Markdown: the title, chapters as headings, and per segment its time (a link
 * to that moment of the source, when there is one), the speaker in bold and the text.
 */
export function markdownText(
  transcript: TranscriptView,
  speakers: ReadonlyMap<string, SpeakerView>,
  chapters: readonly ChapterView[],
  unknownSpeaker: string,
): string {
  const out = [`# ${escapeMarkdown(transcript.title)}`, ''];
  let next = 0;
  for (const segment of transcript.segments) {
    while (next < chapters.length && (chapters[next]?.startS ?? 0) <= segment.startS) {
      out.push(`## ${escapeMarkdown(chapters[next]?.title ?? '')}`, '');
      next += 1;
    }
    const time = formatDuration(segment.startS);
    const stamp = transcript.source
      ? `[${time}](${momentUrl(transcript.source, segment.startS)})`
      : `\`${time}\``;
    const who = escapeMarkdown(speakerName(speakers, segment.speakerId, unknownSpeaker));
    out.push(`${stamp} **${who}:** ${escapeMarkdown(segment.text)}`, '');
  }
  return out.join('\n');
}
