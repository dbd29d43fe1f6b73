import type { Cue } from './types.js';

// Whitespace that breaks a line or the file's layout; other spaces (no-break, thin) are kept.
const BREAKING = /[\t\n\v\f\r\u0085\u2028\u2029 ]+/g;

// What `BREAKING` would change: a breaking character, a space at an end or two in a row. A regex
// runs as machine code from its second call; a loop over the characters would run interpreted
// until the engine optimises it.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const UNCLEAN = /[\x00-\x1f\x85\u2028\u2029]|^ | $| {2}/;

/** A cue's lines as written: no line breaks inside a line, no empty line (it would end the cue). */
export function cleanLines(cue: Cue): string[] {
  const lines: string[] = [];
  const given = Array.isArray(cue.lines) ? cue.lines : [];
  for (let i = 0; i < given.length; i++) {
    const text = given[i];
    const line = typeof text === 'string' ? text : String(text ?? '');
    // Most lines are clean already (the builder's are): only the others are rewritten.
    const clean = UNCLEAN.test(line) ? line.replace(BREAKING, ' ').trim() : line;
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
