import { escapeMarkdown } from '../text/markdown-escape.js';
import { formatClock, formatDurationWithUnits } from '../text/time-format.js';
import {
  type ExportableTranscript,
  exportLines,
  speakerNames,
  transcriptDuration,
} from './export-model.js';

/** Markdown: a heading, a list of facts, then one paragraph per segment with speaker and time. */
export function renderMd(transcript: ExportableTranscript): string {
  const facts = [
    `- **Duration:** ${formatDurationWithUnits(transcriptDuration(transcript))}`,
    `- **Speakers:** ${speakerNames(transcript).map(escapeMarkdown).join(', ') || 'none'}`,
    ...(transcript.language ? [`- **Language:** ${escapeMarkdown(transcript.language)}`] : []),
  ];
  const paragraphs = exportLines(transcript).map(
    (line) =>
      `**${escapeMarkdown(line.speaker)}** \`${formatClock(line.start_s)}\`  \n${escapeMarkdown(line.text)}`,
  );
  return `# ${escapeMarkdown(transcript.title)}\n\n${facts.join('\n')}\n\n## Transcript\n\n${paragraphs.join('\n\n')}\n`;
}
