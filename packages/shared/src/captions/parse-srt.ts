import { CaptionParseError } from './parse-errors.js';
import { parseTimingLine, textLines } from './parse-time.js';
import type { Cue } from './types.js';

/**
 * Reads SubRip text into cues, lines kept as written (a `[Name] ` label stays in the text, where
 * viewers see it). Tolerates a byte-order mark, CRLF, missing or wrong cue numbers, `.` for `,`
 * and extra blank lines; throws a `CaptionParseError` with the line number when a block has no
 * timing line.
 */
export function parseSrt(text: string): Cue[] {
  if (typeof text !== 'string') throw new TypeError('parseSrt: text must be a string');
  if (text.includes('\u0000')) {
    throw new CaptionParseError('not_text', 1, 'the file holds NUL bytes: it is not SubRip text');
  }
  const lines = textLines(text);
  const cues: Cue[] = [];
  let i = 0;
  while (i < lines.length) {
    if (!(lines[i] as string).trim()) {
      i++;
      continue;
    }
    let id: string | undefined;
    let timing = parseTimingLine(lines[i] as string);
    if (!timing && /^\s*\d+\s*$/.test(lines[i] as string)) {
      id = (lines[i] as string).trim();
      timing = parseTimingLine(lines[i + 1] ?? '');
      i++;
    }
    if (!timing) {
      const found = (lines[i] ?? '').trim().slice(0, 60);
      const after = id ? ` after cue number ${id}` : '';
      throw new CaptionParseError(
        'bad_timing',
        i + 1,
        `expected a time line such as "00:00:01,000 --> 00:00:02,500"${after}, found "${found}"`,
      );
    }
    i++;
    const textLinesOfCue: string[] = [];
    while (i < lines.length && (lines[i] as string).trim()) {
      textLinesOfCue.push((lines[i] as string).trim());
      i++;
    }
    const cue: Cue = { start_s: timing.start, end_s: timing.end, lines: textLinesOfCue };
    cue.id = id ?? String(cues.length + 1);
    cues.push(cue);
  }
  return cues;
}
