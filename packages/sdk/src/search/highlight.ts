import type { Token } from './tokens.js';

/**
 * The `[start, end)` ranges of `text` to mark: every token that is a query term, with the
 * spaces and punctuation between marked neighbours joined, so a phrase is one range.
 */
export function matchRanges(
  text: string,
  tokens: Token[],
  terms: Set<string>,
): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const token of tokens) {
    if (!terms.has(token.word)) continue;
    const last = ranges.at(-1);
    if (last && /^[\s\p{P}]+$/u.test(text.slice(last[1], token.start))) last[1] = token.end;
    else ranges.push([token.start, token.end]);
  }
  return ranges;
}
