import { formatClock, formatDurationWithUnits } from '../text/time-format.js';
import {
  type ExportableTranscript,
  exportLines,
  speakerNames,
  transcriptDuration,
} from './export-model.js';

/** Plain text: title, a line of facts, then "[MM:SS] Speaker: text" per segment. */
export function renderTxt(transcript: ExportableTranscript): string {
  const facts = [
    `Duration: ${formatDurationWithUnits(transcriptDuration(transcript))}`,
    `Speakers: ${speakerNames(transcript).join(', ') || 'none'}`,
    ...(transcript.language ? [`Language: ${transcript.language}`] : []),
  ];
  const lines = exportLines(transcript).map(
    (line) => `[${formatClock(line.start_s)}] ${line.speaker}: ${line.text}`,
  );
  return `${transcript.title}\n${facts.join(' | ')}\n\n${lines.join('\n')}\n`;
}
