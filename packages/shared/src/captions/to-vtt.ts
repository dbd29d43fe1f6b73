import { clock } from './clock.js';
import { checkWritable, cleanLines, cleanName, shownLines } from './cue-text.js';
import type { Cue } from './types.js';

/** Options of `toVtt`. */
export interface VttOptions {
  /**
   * Name speakers with WebVTT voice spans, `<v Name>`, on every cue that has a speaker (default
   * true): players may show or style them, and they take no room on screen. False writes the
   * SRT-style `[Name] ` label as text on the cues that show their speaker instead.
   */
  voices?: boolean;
}

const time = (seconds: number) => clock(seconds, '.');

// `&`, `<` and `>` are markup in cue text; escaping `>` also keeps `-->` out of it.
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** WebVTT text: the `WEBVTT` header, then cues numbered from 1 with `00:00:01.250 --> …`. */
export function toVtt(cues: readonly Cue[], options: VttOptions = {}): string {
  const voices = options.voices !== false;
  let out = 'WEBVTT\n\n';
  let number = 0;
  cues.forEach((cue, index) => {
    checkWritable(cue, index);
    const name = cue.speaker ? cleanName(cue.speaker) : '';
    const lines = (voices ? cleanLines(cue) : shownLines(cue)).map(escapeText);
    if (lines.length === 0) return;
    if (voices && name) lines[0] = `<v ${escapeText(name)}>${lines[0]}`;
    number++;
    out += `${number}\n${time(cue.start_s)} --> ${time(cue.end_s)}\n${lines.join('\n')}\n\n`;
  });
  return out;
}
