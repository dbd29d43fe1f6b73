import { breakCost } from './break-cost.js';
import type { Tokens } from './tokens.js';
import { SENTENCE_END } from './word-traits.js';

/** Widths and break costs of a token list, computed once so any run of tokens is measured in O(1). */
export interface Measure extends Tokens {
  /** `cum[i]`: characters of tokens before `i`, each with the space before it. */
  cum: Int32Array;
  /** 1 when a space comes before token `i` on the same line. */
  space: Uint8Array;
  /** What a line break before token `i` costs (`breakCost`, 0 to 100). */
  breakBefore: Uint8Array;
  /** What ending a cue before token `i` costs: a line break's, less for a pause or a new segment. */
  cueBreak: Float64Array;
  /** 1 when token `i` ends a sentence. */
  sentenceEnd: Uint8Array;
}

export function measure(tokens: Tokens): Measure {
  const { start, end, traits, length, segment, glued } = tokens;
  const count = traits.length;
  const cum = new Int32Array(count + 1);
  const space = new Uint8Array(count + 1);
  const breakBefore = new Uint8Array(count + 1);
  const cueBreak = new Float64Array(count + 1);
  const sentenceEnd = new Uint8Array(count + 1);
  for (let i = 0; i < count; i++) {
    const gap = i > 0 && !glued[i] ? 1 : 0;
    space[i] = gap;
    cum[i + 1] = (cum[i] as number) + (length[i] as number) + gap;
    sentenceEnd[i] = (traits[i] as number) & SENTENCE_END ? 1 : 0;
    if (i === 0) continue;
    const cost = breakCost(traits[i - 1] as number, traits[i] as number, glued[i] as number);
    breakBefore[i] = cost;
    const pause = (start[i] as number) - (end[i - 1] as number);
    let cueCost = cost * 1.5;
    if (pause >= 0.25) cueCost -= Math.min(pause, 1.5) * 4;
    if (segment[i] !== segment[i - 1]) cueCost -= 3;
    cueBreak[i] = Math.max(0, cueCost);
  }
  return { ...tokens, cum, space, breakBefore, cueBreak, sentenceEnd };
}

/** Characters of tokens `[from, to)` on one line. */
export function width(m: Measure, from: number, to: number): number {
  return (m.cum[to] as number) - (m.cum[from] as number) - (m.space[from] as number);
}
