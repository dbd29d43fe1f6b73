// One tokenizer for indexing, queries, phrase checks and highlighting, so they always agree.

/** A word of a text and where it is. */
export interface Token {
  /** Lower case, accents removed. */
  word: string;
  /** `[start, end)` UTF-16 offsets in the text. */
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
const MARKS = /\p{M}+/gu;

/** A word as the index keeps it: lower case, without accents or apostrophes. */
export function normalizeWord(word: string): string {
  return word.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(/['’]/g, '');
}

/** The words of `text` with their offsets. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = normalizeWord(match[0]);
    if (word) tokens.push({ word, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** The normalized words of `text`. */
export function words(text: string): string[] {
  return tokenize(text).map((token) => token.word);
}
