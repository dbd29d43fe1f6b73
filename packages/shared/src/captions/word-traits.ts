import { visibleLength } from './visible-length.js';
import { wordClass } from './word-classes.js';

// What a word's text says about it, as bits of one number (the word classes of
// `word-classes.ts` take the low five): numbers in arrays cost no allocation per word, and the
// layout loops read them without an object's field lookups.
/** Ends a sentence (`.`, `?`, `!`, `…`). */
export const SENTENCE_END = 1 << 5;
/** Ends a clause (`,`, `;`, `:`, a dash). */
export const CLAUSE_END = 1 << 6;
/** Punctuation alone (` — `, ` ... `): kept with the word before it. */
export const PUNCTUATION = 1 << 7;
/** Dashes alone (`-`, `–`, `—`): unlike other punctuation, a line may start with them. */
export const DASHES = 1 << 8;
/** Starts with a capital letter. */
export const CAPITAL = 1 << 9;
/** A number (`12`, `3,5`, `1.000`). */
export const NUMERIC = 1 << 10;
/** Shows something (not only whitespace). */
export const VISIBLE = 1 << 11;
/** Holds whitespace (`New York`): split into one token per part. */
export const SPACED = 1 << 12;

const SENTENCE_END_TEXT = /[.!?…。！？]["'”’»)\]]*$/u;
const CLAUSE_END_TEXT = /[,;:–—]["'”’»)\]]*$|^[-–—]+$/u;
const PUNCTUATION_ONLY = /^[\p{P}\p{S}]+$/u;
const DASHES_ONLY = /^[-–—]+$/;
const CAPITAL_TEXT = /^["'“„«(]*\p{Lu}/u;
const NUMERIC_TEXT = /^[\p{Sc}(]*[\d][\d.,:/%]*[\p{Sc})]*[.,]?$/u;
const ABBREVIATION =
  /^(?:mr|mrs|ms|dr|prof|st|vs|etc|e\.g|i\.e|z\.b|bzw|usw|ca|nr|vgl|u\.a|d\.h|inc|ltd|jr|sr)\.$/i;
const SPACE = /\s/;
const VISIBLE_TEXT = /\S/;

/** The traits of a text (the bits above and its word classes). */
export function traitsOf(text: string): number {
  const punctuation = PUNCTUATION_ONLY.test(text);
  let traits = punctuation ? PUNCTUATION : wordClass(text);
  if (punctuation && DASHES_ONLY.test(text)) traits |= DASHES;
  if (SENTENCE_END_TEXT.test(text) && !ABBREVIATION.test(text)) traits |= SENTENCE_END;
  if (CLAUSE_END_TEXT.test(text)) traits |= CLAUSE_END;
  if (CAPITAL_TEXT.test(text)) traits |= CAPITAL;
  if (NUMERIC_TEXT.test(text)) traits |= NUMERIC;
  if (VISIBLE_TEXT.test(text)) traits |= VISIBLE;
  if (SPACE.test(text)) traits |= SPACED;
  return traits;
}

/**
 * The texts a transcript uses, each read once (a transcript repeats its words: a 6-hour one has
 * 48 000 words and a few thousand texts, so a word costs one Map lookup): `id(text)` gives its
 * number, `traits[id]` and `length[id]` (characters as people see them) what it says.
 */
export class Vocabulary {
  readonly traits: number[] = [];
  readonly length: number[] = [];
  private readonly ids = new Map<string, number>();

  id(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.traits.length;
      this.ids.set(text, id);
      this.traits.push(traitsOf(text));
      this.length.push(visibleLength(text));
    }
    return id;
  }
}
