import { words } from './tokens.js';

/** A parsed search query. */
export interface SearchQuery {
  /** Every word that must occur (those of the phrases too), normalized, without repeats. */
  terms: string[];
  /** `"quoted phrases"`: each a run of normalized words that must occur in this order. */
  phrases: string[][];
}

/** Splits a query into words and `"quoted phrases"` (an unclosed quote runs to the end). */
export function parseSearchQuery(query: string): SearchQuery {
  const phrases: string[][] = [];
  const loose = query.replace(/["“”]([^"“”]*)(["“”]|$)/g, (_, inner: string) => {
    const phrase = words(inner);
    if (phrase.length > 1) phrases.push(phrase);
    return ` ${inner} `;
  });
  return { terms: [...new Set(words(loose))], phrases };
}
