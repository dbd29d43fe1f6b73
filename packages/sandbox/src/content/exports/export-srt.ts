import { formatTimestamp } from '@scribekit/shared';
import { type ExportableTranscript, exportLines } from './export-model.js';

const cueTime = (seconds: number) =>
  formatTimestamp(seconds, { milliseconds: true, decimalMark: ',' });

/** SubRip subtitles: numbered cues "HH:MM:SS,mmm --> HH:MM:SS,mmm" with "Speaker: text". */
export function renderSrt(transcript: ExportableTranscript): string {
  return exportLines(transcript)
    .map(
      (line) =>
        `${line.index + 1}\n${cueTime(line.start_s)} --> ${cueTime(line.end_s)}\n` +
        `${line.speaker}: ${line.text}\n`,
    )
    .join('\n');
}
