import type { Token } from './tokens.js';
import { ARTICLE, AUXILIARY, CONJUNCTION, PREPOSITION, PRONOUN } from './word-classes.js';

/** What a break never to make costs: still possible when nothing else fits. */
export const NEVER = 100;

/**
 * What breaking the text between `before` and `after` costs, 0 (after a sentence) to `NEVER`
 * (between an article and its noun): after punctuation is best, then before a conjunction or a
 * preposition; never after an article, rarely after a preposition, a conjunction, a subject pronoun
 * or an auxiliary, nor between two capitalised words (a name) or a number and its unit.
 */
export function breakCost(before: Token, after: Token): number {
  // The next piece of a word cut for length: the cut is already made.
  if (after.glued) return 0;
  // A comma or dash standing alone stays with the word before it.
  if (after.punctuation && !/^[-–—]+$/.test(after.text)) return NEVER / 2;
  if (before.sentenceEnd) return 0;
  if (before.clauseEnd) return 1;
  if (before.classes & ARTICLE) return NEVER;
  if (before.classes & PREPOSITION) return 24;
  if (before.classes & CONJUNCTION) return 20;
  if (before.classes & PRONOUN) return 18;
  if (before.classes & AUXILIARY) return 14;
  if (before.numeric && !after.numeric) return 16;
  if (before.numeric && after.numeric) return 30;
  if (before.capital && after.capital) return 12;
  if (after.classes & CONJUNCTION) return 2;
  if (after.classes & PREPOSITION) return 3;
  return 6;
}
