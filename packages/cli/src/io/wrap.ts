import { visibleWidth } from './style.js';

/**
 * Splits text into lines of at most `width` visible characters at spaces, continuation lines
 * starting with `indent`; a word longer than a line (a path, a request id) is cut, never dropped.
 * Colour codes take no room.
 */
export function wrap(text: string, width: number, indent = ''): string[] {
  const room = Math.max(visibleWidth(indent) + 10, width);
  const lines: string[] = [];
  let line = '';
  const lead = () => (lines.length === 0 ? '' : indent);
  const flush = () => {
    lines.push(lead() + line);
    line = '';
  };
  for (let word of text.split(' ')) {
    for (;;) {
      const free = room - visibleWidth(lead()) - (line ? visibleWidth(line) + 1 : 0);
      if (visibleWidth(word) <= free) {
        line = line ? `${line} ${word}` : word;
        break;
      }
      if (line) {
        flush();
        continue;
      }
      const take = room - visibleWidth(lead());
      line = word.slice(0, take);
      word = word.slice(take);
      flush();
      if (!word) break;
    }
  }
  if (line || lines.length === 0) flush();
  return lines;
}

/** Cuts a line to `width` visible characters (colour codes kept whole), ending it with `…`. */
export function fitLine(text: string, width: number): string {
  if (visibleWidth(text) <= width) return text;
  let out = '';
  let shown = 0;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes we emit
  for (const part of text.split(/(\u001b\[[0-9;]*m)/)) {
    if (part.startsWith('\u001b[')) {
      out += part;
      continue;
    }
    for (const char of part) {
      if (shown >= width - 1) break;
      out += char;
      shown++;
    }
  }
  return `${out}…${text.includes('\u001b[') ? '\u001b[0m' : ''}`;
}
