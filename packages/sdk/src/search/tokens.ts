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

const ASCII = /^[\x20-\x7e]*$/;

/** A word as the index keeps it: lower case, without accents or apostrophes. */
export function normalizeWord(word: string): string {
  // Most words are plain ASCII: lower-casing them is all (indexing calls this for every word).
  const folded = ASCII.test(word) ? word : word.normalize('NFKD').replace(MARKS, '');
  return folded.toLowerCase().replace(/['’]/g, '');
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

/** The normalized words of `text` (what `tokenize` finds, without the offsets). */
export function words(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = normalizeWord(match[0]);
    if (word) found.push(word);
  }
  return found;
}
