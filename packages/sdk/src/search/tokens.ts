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
/** `WORD` for text that is all ASCII (most of it): the same words, found several times faster. */
const ASCII_WORD = /[A-Za-z0-9]+(?:'[A-Za-z]+)*/g;
const MARKS = /\p{M}+/gu;

const ASCII = /^[\t\n\r\x20-\x7e]*$/;
/** ASCII with typographic dashes, quotes and ellipses: none is a letter, ’ is an apostrophe. */
const PLAIN = /^[\t\n\r\x20-\x7e\u2013\u2014\u2018\u2019\u201c\u201d\u2026]*$/;

/** A word as the index keeps it: lower case, without accents or apostrophes. */
export function normalizeWord(word: string): string {
  // Most words are plain ASCII: lower-casing them is all (indexing calls this for every word).
  const folded = ASCII.test(word) ? word : word.normalize('NFKD').replace(MARKS, '');
  return folded.toLowerCase().replace(/['’]/g, '');
}

/** An ASCII word lower-cased, without apostrophes (what `normalizeWord` makes of it). */
const asciiWord = (word: string) => {
  const lower = word.toLowerCase();
  return lower.includes("'") ? lower.replaceAll("'", '') : lower;
};

/** The words of `text` with their offsets. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  if (PLAIN.test(text)) {
    // One character for one: the offsets stay those of `text`.
    for (const match of text.replaceAll('’', "'").matchAll(ASCII_WORD)) {
      tokens.push({
        word: asciiWord(match[0]),
        start: match.index,
        end: match.index + match[0].length,
      });
    }
    return tokens;
  }
  for (const match of text.matchAll(WORD)) {
    const word = normalizeWord(match[0]);
    if (word) tokens.push({ word, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** The normalized words of `text` (what `tokenize` finds, without the offsets). */
export function words(text: string): string[] {
  if (PLAIN.test(text)) return (text.replaceAll('’', "'").match(ASCII_WORD) ?? []).map(asciiWord);
  const found: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = normalizeWord(match[0]);
    if (word) found.push(word);
  }
  return found;
}
