import { ARTICLE, AUXILIARY, CONJUNCTION, PREPOSITION, PRONOUN } from './word-classes.js';
import { CAPITAL, CLAUSE_END, DASHES, NUMERIC, PUNCTUATION, SENTENCE_END } from './word-traits.js';

/** What a break never to make costs: still possible when nothing else fits. */
export const NEVER = 100;

/**
 * What breaking the text between words of traits `before` and `after` (`word-traits.ts`) costs,
 * 0 (after a sentence) to `NEVER` (between an article and its noun): after punctuation is best,
 * then before a conjunction or a preposition; never after an article, rarely after a
 * preposition, a conjunction, a subject pronoun or an auxiliary, nor between two capitalised
 * words (a name) or a number and its unit. A piece of a word cut for length (`glued`) costs 0:
 * the cut is already made.
 */
export function breakCost(before: number, after: number, glued: number): number {
  if (glued) return 0;
  // A comma or dash standing alone stays with the word before it.
  if (after & PUNCTUATION && !(after & DASHES)) return NEVER / 2;
  if (before & SENTENCE_END) return 0;
  if (before & CLAUSE_END) return 1;
  if (before & ARTICLE) return NEVER;
  if (before & PREPOSITION) return 24;
  if (before & CONJUNCTION) return 20;
  if (before & PRONOUN) return 18;
  if (before & AUXILIARY) return 14;
  if (before & NUMERIC) return after & NUMERIC ? 30 : 16;
  if (before & CAPITAL && after & CAPITAL) return 12;
  if (after & CONJUNCTION) return 2;
  if (after & PREPOSITION) return 3;
  return 6;
}
