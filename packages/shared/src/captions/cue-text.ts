import type { Cue } from './types.js';

// Whitespace that breaks a line or the file's layout; other spaces (no-break, thin) are kept.
const BREAKING = /[\t\n\v\f\r\u0085\u2028\u2029 ]+/g;

/** Whether a line needs `BREAKING` collapsed (a loop: in a cold process cheaper than a regex). */
function unclean(line: string): boolean {
  const last = line.length - 1;
  for (let i = 0; i <= last; i++) {
    const code = line.charCodeAt(i);
    if (code === 32) {
      if (i === 0 || i === last || line.charCodeAt(i - 1) === 32) return true;
    } else if (code < 32 || code === 0x85 || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

/** A cue's lines as written: no line breaks inside a line, no empty line (it would end the cue). */
export function cleanLines(cue: Cue): string[] {
  const lines: string[] = [];
  for (const given of Array.isArray(cue.lines) ? cue.lines : []) {
    const line = typeof given === 'string' ? given : String(given ?? '');
    // Most lines are clean already (the builder's are): only the others are rewritten.
    const clean = unclean(line) ? line.replace(BREAKING, ' ').trim() : line;
    if (clean) lines.push(clean);
  }
  return lines;
}

/** A speaker name fit for a label or a voice: one line, no brackets that would end the label. */
export function cleanName(name: string): string {
  return name.replace(/\s+/g, ' ').replace(/[[\]]/g, '').trim();
}

/** The text lines of a cue as shown, its `[Name] ` label on the first when it shows its speaker. */
export function shownLines(cue: Cue): string[] {
  const lines = cleanLines(cue);
  const name = cue.showSpeaker && cue.speaker ? cleanName(cue.speaker) : '';
  if (name && lines.length > 0) lines[0] = `[${name}] ${lines[0]}`;
  else if (name) lines.push(`[${name}]`);
  return lines;
}

/** Throws when a cue cannot be written: times that are not numbers, negative, or run backwards. */
export function checkWritable(cue: Cue, index: number): void {
  const ok =
    Number.isFinite(cue?.start_s) &&
    Number.isFinite(cue?.end_s) &&
    cue.start_s >= 0 &&
    cue.end_s >= cue.start_s;
  if (!ok) {
    throw new RangeError(
      `Cue ${index + 1} has times that cannot be written (start ${String(cue?.start_s)}, end ${String(cue?.end_s)}): each needs 0 ≤ start ≤ end`,
    );
  }
}
