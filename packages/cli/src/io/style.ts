/** Text styles; each is the identity when colour is off. */
export interface Style {
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
  cyan(text: string): string;
  /** Marks for a line's outcome: ✔ ✖ ! › (the same characters without colour). */
  ok: string;
  fail: string;
  warn: string;
  step: string;
}

const paint = (on: boolean, open: number, close: number) => (text: string) =>
  on ? `\u001b[${open}m${text}\u001b[${close}m` : text;

export function styles(color: boolean): Style {
  const green = paint(color, 32, 39);
  const red = paint(color, 31, 39);
  const yellow = paint(color, 33, 39);
  const cyan = paint(color, 36, 39);
  return {
    bold: paint(color, 1, 22),
    dim: paint(color, 2, 22),
    red,
    green,
    yellow,
    cyan,
    ok: green('✔'),
    fail: red('✖'),
    warn: yellow('!'),
    step: cyan('›'),
  };
}

/** The text without ANSI colour codes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matches the escape codes we emit
export const stripAnsi = (text: string): string => text.replace(/\u001b\[[0-9;]*m/g, '');

/** The visible width of a string (ANSI colour codes take no room). */
export const visibleWidth = (text: string): number => [...stripAnsi(text)].length;
