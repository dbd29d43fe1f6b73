import type { Segment } from '../types.js';

/** Segments serialized or parsed per turn of the event loop (a few hundred KB of JSON). */
const SEGMENTS_PER_SLICE = 100;
/** Characters of segment JSON kept for reuse at most; the oldest lists are forgotten first. */
const CACHE_CHARS = 64 << 20;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * A transcript's segments as JSON, remembered: segment lists are never changed in place, so
 * their text, made once (by the worker that generated them, or a slice per turn of the event
 * loop), serves every later save and export without holding the loop again.
 */
const cache = new Map<readonly Segment[], string[]>();
let cachedChars = 0;

function remember(segments: readonly Segment[], slices: string[]): void {
  if (cache.has(segments)) return;
  cache.set(segments, slices);
  cachedChars += slices.reduce((sum, slice) => sum + slice.length, 0);
  for (const [oldest, old] of cache) {
    if (cachedChars <= CACHE_CHARS || oldest === segments) break;
    cache.delete(oldest);
    cachedChars -= old.reduce((sum, slice) => sum + slice.length, 0);
  }
}

/** The segments as JSON arrays of up to `SEGMENTS_PER_SLICE` each (what the workers make). */
export function sliceSegmentsJson(segments: readonly Segment[]): string[] {
  const slices: string[] = [];
  for (let at = 0; at < segments.length; at += SEGMENTS_PER_SLICE) {
    slices.push(JSON.stringify(segments.slice(at, at + SEGMENTS_PER_SLICE)));
  }
  return slices;
}

/** The segments' JSON slices when known (see `segmentsJsonInTurns`), else undefined. */
export function cachedSegmentsJson(segments: readonly Segment[]): string[] | undefined {
  const slices = cache.get(segments);
  if (slices) {
    // Used again: the newest in the cache.
    cache.delete(segments);
    cache.set(segments, slices);
  }
  return slices;
}

/** The segments' JSON slices, made a slice per turn of the event loop unless known. */
export async function segmentsJsonInTurns(segments: readonly Segment[]): Promise<string[]> {
  const known = cachedSegmentsJson(segments);
  if (known) return known;
  const slices: string[] = [];
  for (let at = 0; at < segments.length; at += SEGMENTS_PER_SLICE) {
    slices.push(JSON.stringify(segments.slice(at, at + SEGMENTS_PER_SLICE)));
    await nextTurn();
  }
  remember(segments, slices);
  return slices;
}

/** Parses JSON slices into one segment list, a slice per turn; their text is remembered. */
export async function parseSegmentsInTurns<S extends Segment>(slices: string[]): Promise<S[]> {
  const segments: S[] = [];
  for (const slice of slices) {
    for (const segment of JSON.parse(slice) as S[]) segments.push(segment);
    await nextTurn();
  }
  remember(segments, slices);
  return segments;
}

/** The JSON of the whole list, from its slices: what `JSON.stringify(segments)` gives. */
export function joinSegmentsJson(slices: readonly string[]): string {
  return `[${slices.map((slice) => slice.slice(1, -1)).join(',')}]`;
}
