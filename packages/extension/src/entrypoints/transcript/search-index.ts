import type { SegmentView } from '../../messages/transcript-page.js';

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

/** One row of the list: a segment, whether it matched, and whether lines were left out above it. */
export interface ListEntry {
  /** The segment. */
  segment: SegmentView;
  /** A match of the search (false: a neighbouring line shown for context). */
  match: boolean;
  /** Lines of the transcript were left out between this row and the one before. */
  gapBefore: boolean;
}

/** Lines shown before and after each match, so a match reads in its context. */
export const CONTEXT_LINES = 1;

/**
 * The rows of the transcript list: every segment when nothing is searched; else each match with
 * its neighbouring lines (a line shared by two matches once), in the transcript's order. Built
 * in one pass over the matches, so a keystroke stays cheap on a 6-hour transcript.
 */
export function listEntries(
  index: SearchIndex,
  query: string,
): { entries: readonly ListEntry[]; matches: number } {
  const needle = query.trim().toLocaleLowerCase();
  const all = index.segments;
  if (needle === '') {
    return {
      entries: all.map((segment) => ({ segment, match: true, gapBefore: false })),
      matches: all.length,
    };
  }
  const entries: ListEntry[] = [];
  let matches = 0;
  // The index of the last segment put in the list, to skip duplicates and see gaps.
  let last = -1;
  for (let i = 0; i < index.folded.length; i += 1) {
    if (!index.folded[i]?.includes(needle)) continue;
    matches += 1;
    const from = Math.max(i - CONTEXT_LINES, last + 1);
    const to = Math.min(i + CONTEXT_LINES, all.length - 1);
    for (let at = from; at <= to; at += 1) {
      const match = at === i || Boolean(index.folded[at]?.includes(needle));
      // A later match within this window is listed as a match when the loop reaches it.
      if (at > i && match) break;
      entries.push({
        segment: all[at] as SegmentView,
        match,
        gapBefore: at > last + 1 && last >= 0,
      });
      last = at;
    }
  }
  return { entries, matches };
}
