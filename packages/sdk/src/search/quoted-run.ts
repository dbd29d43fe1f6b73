import { STOP_WORDS } from './stop-words.js';

/** A run of the question's words said in its order: how many words, how many not stop words. */
interface Run {
  words: number;
  content: number;
}

const NONE: Run = { words: 0, content: 0 };

/**
 * How much of the question a segment quotes: the most words of any run of the question's words
 * that the segment says one after another, in the question's order, and that holds two words or
 * more that are not stop words (0 when none does). `positionsIn(word)` gives the word's positions
 * in the segment.
 */
export function quotedWords(asked: string[], positionsIn: (word: string) => Int32Array): number {
  let best = 0;
  // The run ending at each position, for the question's word before.
  let before = new Map<number, Run>();
  for (const word of asked) {
    const content = STOP_WORDS.has(word) ? 0 : 1;
    const ending = new Map<number, Run>();
    for (const position of positionsIn(word)) {
      const previous = before.get(position - 1) ?? NONE;
      const run = { words: previous.words + 1, content: previous.content + content };
      ending.set(position, run);
      if (run.content >= 2 && run.words > best) best = run.words;
    }
    before = ending;
  }
  return best;
}
