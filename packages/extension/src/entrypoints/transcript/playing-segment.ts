import type { SegmentView } from '../../messages/transcript-page.js';

/**
 * The index of the segment playing at `seconds`: the last one that starts at or before it (a
 * gap between two segments keeps the earlier one), -1 before the first. `segments` are in order
 * of their start; a binary search, so a 6-hour transcript costs a dozen comparisons a frame.
 */
export function segmentIndexAt(segments: readonly SegmentView[], seconds: number): number {
  let low = 0;
  let high = segments.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    // A hair of slack: a seek to a start lands a few microseconds short of it in some decoders.
    if ((segments[middle] as SegmentView).startS <= seconds + 0.001) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}
