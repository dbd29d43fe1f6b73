import { stripVTControlCharacters, styleText } from 'node:util';

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

type Format = 'bold' | 'dim' | 'red' | 'green' | 'yellow' | 'cyan';

// Whether to colour is decided once, by `colorAllowed` for the Io's own stream (NO_COLOR,
// FORCE_COLOR, CI, TERM=dumb): styleText must not judge process.stdout again (Node ≥ 20.18 would).
const paint = (on: boolean, format: Format) => (text: string) =>
  on ? styleText(format, text, { validateStream: false }) : text;

export function styles(color: boolean): Style {
  const green = paint(color, 'green');
  const red = paint(color, 'red');
  const yellow = paint(color, 'yellow');
  const cyan = paint(color, 'cyan');
  return {
    bold: paint(color, 'bold'),
    dim: paint(color, 'dim'),
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

/** The text without ANSI colour (and other terminal control) codes. */
export const stripAnsi = (text: string): string => stripVTControlCharacters(text);

/** The visible width of a string (ANSI colour codes take no room). */
export const visibleWidth = (text: string): number => [...stripAnsi(text)].length;
