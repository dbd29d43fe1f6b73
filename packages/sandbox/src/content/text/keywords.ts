// Word statistics for extractive summaries: chapter titles, report overviews and key points.

// Grammar: words that carry no subject in any text.
const FUNCTION_WORDS = (
  'a about above after again against all also am an and any are as at be because been before ' +
  'being below between both but by can could did do does doing down during each few for from ' +
  'further had has have having he her here hers him his how i if in into is it its itself ' +
  "just let let's me more most my myself no nor not now of off on once only or other our ours " +
  'out over own same she should so some such than that the their theirs them then there these ' +
  'they this those through to too under until up very was we were what when where which while ' +
  "who whom why will with would you your yours i'm i'll we'll we're it's that's don't can't " +
  "won't isn't yes okay hi hello hey"
).split(/\s+/);

// Small talk of meetings: frequent in every transcript, so no theme of any.
const MEETING_FILLER = (
  'well still next last one two three get got going go make sure need needs want think thing ' +
  'things really lot much many everyone good morning name team today tomorrow week monday ' +
  'tuesday wednesday thursday friday send share update follow take care meeting point fair ' +
  'agree sense mostly whole picture keep eye clear like said says say see seen mean may might ' +
  'every another new since instead right'
).split(/\s+/);

// How questions ask, not what they ask about ("what did anyone say about ...").
const ASKING_WORDS = (
  'tell know anything anyone anybody someone somebody something discuss discussed talk talked ' +
  'said say says mention mentioned happen happened please give list show'
).split(/\s+/);

const STOPWORDS = new Set([...FUNCTION_WORDS, ...MEETING_FILLER]);
const QUESTION_STOPWORDS = new Set([...FUNCTION_WORDS, ...ASKING_WORDS]);

/** Lower-case words of a text, without punctuation. */
function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? []).map((word) =>
    word.replace(/'s$/, ''),
  );
}

/** Words that carry meaning (no stopwords, no short words, no digits-only). */
export function contentWords(text: string, exclude: ReadonlySet<string> = new Set()): string[] {
  return tokenize(text).filter(
    (word) => word.length > 2 && !STOPWORDS.has(word) && !exclude.has(word) && !/^\d+$/.test(word),
  );
}

/** How often each content word occurs across the texts. */
export function wordFrequencies(
  texts: readonly string[],
  exclude: ReadonlySet<string> = new Set(),
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of contentWords(text, exclude)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/** The `count` most frequent words, ties broken alphabetically so the order is stable. */
export function topKeywords(frequencies: ReadonlyMap<string, number>, count: number): string[] {
  return [...frequencies.entries()]
    .sort(([wordA, countA], [wordB, countB]) => countB - countA || wordA.localeCompare(wordB))
    .slice(0, count)
    .map(([word]) => word);
}

/**
 * How much a sentence talks about the main themes: the summed frequency of its content words over
 * the square root of their number, which mildly favours informative sentences over short ones.
 */
export function sentenceScore(sentence: string, frequencies: ReadonlyMap<string, number>): number {
  const words = contentWords(sentence);
  if (words.length === 0) return 0;
  const total = words.reduce((sum, word) => sum + (frequencies.get(word) ?? 0), 0);
  return total / Math.sqrt(words.length);
}

/**
 * Folds the common English endings (plural, -ed, -ing, a final e) so that "decide", "decided"
 * and "decides" compare equal; a stem keeps at least three letters.
 */
export function foldWord(word: string): string {
  const strip = (suffix: string) =>
    word.endsWith(suffix) && word.length - suffix.length >= 3
      ? word.slice(0, -suffix.length)
      : null;
  const plural = word.endsWith('ies') && word.length > 4 ? `${word.slice(0, -3)}y` : null;
  const stem =
    plural ??
    strip('ing') ??
    strip('ed') ??
    strip('es') ??
    (word.endsWith('ss') ? word : strip('s')) ??
    word;
  return stem.length > 3 && stem.endsWith('e') ? stem.slice(0, -1) : stem;
}

/** The folded words a question asks about: no grammar, no asking words, two letters at least. */
export function questionTerms(text: string): Set<string> {
  return new Set(
    tokenize(text)
      .filter((word) => word.length > 1 && !QUESTION_STOPWORDS.has(word))
      .map(foldWord),
  );
}

/** How many of the terms a text holds (each counted once). */
export function sharedTermCount(text: string, terms: ReadonlySet<string>): number {
  const found = new Set(
    tokenize(text)
      .map(foldWord)
      .filter((word) => terms.has(word)),
  );
  return found.size;
}
