import { breakCost } from './break-cost.js';
import type { Token, Tokens } from './tokens.js';

/** Widths and break costs of a token list, computed once so any run of tokens is measured in O(1). */
export interface Measure {
  tokens: Token[];
  /** When token `i` starts and ends, in seconds. */
  start: number[];
  end: number[];
  /** `cum[i]`: characters of tokens before `i`, each with the space before it. */
  cum: Float64Array;
  /** 1 when a space comes before token `i` on the same line. */
  space: Uint8Array;
  /** What a line or cue break before token `i` costs (`breakCost`). */
  breakBefore: Float64Array;
}

export function measure({ tokens, start, end }: Tokens): Measure {
  const count = tokens.length;
  const cum = new Float64Array(count + 1);
  const space = new Uint8Array(count + 1);
  const breakBefore = new Float64Array(count + 1);
  for (let i = 0; i < count; i++) {
    const token = tokens[i] as Token;
    space[i] = i > 0 && !token.glued ? 1 : 0;
    cum[i + 1] = (cum[i] as number) + token.length + (space[i] as number);
    breakBefore[i] = i > 0 ? breakCost(tokens[i - 1] as Token, token) : 0;
  }
  return { tokens, start, end, cum, space, breakBefore };
}

/** Characters of tokens `[from, to)` on one line. */
export function width(m: Measure, from: number, to: number): number {
  return (m.cum[to] as number) - (m.cum[from] as number) - (m.space[from] as number);
}
