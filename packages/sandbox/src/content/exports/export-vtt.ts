import { formatTimestamp } from '@scribekit/shared';
import { type ExportableTranscript, exportLines } from './export-model.js';

const cueTime = (seconds: number) =>
  formatTimestamp(seconds, { milliseconds: true, decimalMark: '.' });

const escapeCueText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** WebVTT captions: "WEBVTT" header, cues "HH:MM:SS.mmm --> …", speakers as <v Name> voice spans. */
export function renderVtt(transcript: ExportableTranscript): string {
  const cues = exportLines(transcript).map(
    (line) =>
      `${line.index + 1}\n${cueTime(line.start_s)} --> ${cueTime(line.end_s)}\n` +
      `<v ${escapeCueText(line.speaker)}>${escapeCueText(line.text)}\n`,
  );
  return ['WEBVTT\n', ...cues].join('\n');
}
