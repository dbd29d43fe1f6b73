import type { SegmentView } from '../../messages.js';

/** Segments with their text lower-cased once, so a keystroke only scans strings. */
export interface SearchIndex {
  /** The segments, in order. */
  segments: readonly SegmentView[];
  /** `segments[i].text`, lower-cased. */
  folded: readonly string[];
}

/** Prepares the index of a transcript's segments (once per transcript). */
export function buildIndex(segments: readonly SegmentView[]): SearchIndex {
  return { segments, folded: segments.map((segment) => segment.text.toLocaleLowerCase()) };
}

/** The segments holding `query` (ignoring case); all of them for an empty query. */
export function search(index: SearchIndex, query: string): readonly SegmentView[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return index.segments;
  const found: SegmentView[] = [];
  for (let i = 0; i < index.folded.length; i += 1) {
    if (index.folded[i]?.includes(needle)) found.push(index.segments[i] as SegmentView);
  }
  return found;
}
