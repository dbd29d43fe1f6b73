// Word statistics for extractive summaries: chapter titles, report overviews and key points.

const STOPWORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before ' +
    'being below between both but by can could did do does doing down during each few for from ' +
    'further had has have having he her here hers him his how i if in into is it its itself ' +
    "just let let's me more most my myself no nor not now of off on once only or other our ours " +
    'out over own same she should so some such than that the their theirs them then there these ' +
    'they this those through to too under until up very was we were what when where which while ' +
    'who whom why will with would you your yours yes okay right well still next last one two ' +
    'three get got going go make sure need needs want think thing things really lot much many ' +
    "i'm i'll we'll we're it's that's don't can't won't isn't hi hello hey everyone good morning " +
    'name team today tomorrow week monday tuesday wednesday thursday friday send share update ' +
    'follow take care meeting point fair agree sense mostly whole picture keep eye clear like ' +
    'said says say see seen mean may might every another new since instead'
  ).split(/\s+/),
);

/** Lower-case words of a text, without punctuation. */
export function tokenize(text: string): string[] {
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
