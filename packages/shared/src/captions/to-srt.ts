import { clock } from './clock.js';
import { checkWritable, shownLines } from './cue-text.js';
import type { Cue } from './types.js';

const time = (seconds: number) => clock(seconds, ',');

/**
 * SubRip text: cues numbered from 1, `00:00:01,250 --> 00:00:03,000`, the lines, a blank line.
 * A cue that shows its speaker starts with `[Name] `. Cues without text are left out (a blank
 * cue would end the file's block early); bad times throw a `RangeError` naming the cue.
 */
export function toSrt(cues: readonly Cue[]): string {
  let out = '';
  let number = 0;
  cues.forEach((cue, index) => {
    checkWritable(cue, index);
    const lines = shownLines(cue);
    if (lines.length === 0) return;
    number++;
    out += `${number}\n${time(cue.start_s)} --> ${time(cue.end_s)}\n${lines.join('\n')}\n\n`;
  });
  return out;
}
