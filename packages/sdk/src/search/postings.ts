// A term's postings: the segments (document ids, ascending) it occurs in and its word positions
// in each, kept as one compact string so a shard's JSON parses without touching the terms a
// search does not ask for. The string is decimal numbers joined by commas, per document:
// `doc - previous doc, count, first position, position - previous position, …`.

/** A term's decoded postings: document `docs[i]` holds it at `positions[offsets[i] … offsets[i+1])`. */
export interface Postings {
  docs: Int32Array;
  offsets: Int32Array;
  positions: Int32Array;
}

export const NO_POSTINGS: Postings = {
  docs: new Int32Array(0),
  offsets: new Int32Array(1),
  positions: new Int32Array(0),
};

/**
 * Postings being built: the same numbers as the string, before they are joined, in a typed array
 * that doubles as it fills (millions of numbers at 1,000 hours, nothing for the collector to walk).
 */
export interface PostingsBuilder {
  numbers: Int32Array;
  /** How many of `numbers` are used. */
  size: number;
  /** The last document added (0 before any: the first is counted from 0). */
  last: number;
  /** Where the last document's count is in `numbers` (-1 before any). */
  countAt: number;
  /** The last position added in the last document. */
  position: number;
}

export const newPostingsBuilder = (): PostingsBuilder => ({
  numbers: new Int32Array(8),
  size: 0,
  last: 0,
  countAt: -1,
  position: 0,
});

function push(builder: PostingsBuilder, value: number) {
  if (builder.size === builder.numbers.length) {
    const grown = new Int32Array(builder.numbers.length * 2);
    grown.set(builder.numbers);
    builder.numbers = grown;
  }
  builder.numbers[builder.size++] = value;
}

/**
 * Adds one occurrence of the term: in document `doc` (the last one added or above it) at
 * `position` (above the last one added in that document). Nothing is allocated per word.
 */
export function addOccurrence(builder: PostingsBuilder, doc: number, position: number): void {
  if (builder.countAt === -1 || doc !== builder.last) {
    push(builder, doc - builder.last);
    push(builder, 0);
    builder.countAt = builder.size - 1;
    builder.last = doc;
    builder.position = 0;
  }
  builder.numbers[builder.countAt] = (builder.numbers[builder.countAt] as number) + 1;
  push(builder, position - builder.position);
  builder.position = position;
}

/** The built postings as a string; `after` is the last document of the postings they follow. */
export function joinPostings(builder: PostingsBuilder, after = 0): string {
  const numbers = builder.numbers.subarray(0, builder.size);
  if (numbers.length > 0) numbers[0] = (numbers[0] as number) - after;
  return numbers.join(',');
}

/** Parses a postings string (the numbers by the engine's JSON parser, then one pass over them). */
export function decodePostings(text: string): Postings {
  if (text.length === 0) return NO_POSTINGS;
  const numbers = JSON.parse(`[${text}]`) as number[];
  const n = numbers.length;
  // Each document takes at least three numbers: sized for the most there can be, then cut.
  const docs = new Int32Array(Math.ceil(n / 3));
  const offsets = new Int32Array(docs.length + 1);
  const positions = new Int32Array(n);
  let doc = 0;
  let p = 0;
  let d = 0;
  for (let i = 0; i < n; ) {
    doc += numbers[i] as number;
    const count = numbers[i + 1] as number;
    docs[d] = doc;
    offsets[d++] = p;
    let position = 0;
    for (let k = i + 2; k < i + 2 + count; k++) {
      position += numbers[k] as number;
      positions[p++] = position;
    }
    i += 2 + count;
  }
  offsets[d] = p;
  return { docs: docs.subarray(0, d), offsets: offsets.subarray(0, d + 1), positions };
}

/** The postings without the documents `keep` refuses, and their last document (for compaction). */
export function filterPostings(
  text: string,
  keep: (doc: number) => boolean,
): { text: string; last: number } | undefined {
  const { docs, offsets, positions } = decodePostings(text);
  const builder = newPostingsBuilder();
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i] as number;
    if (!keep(doc)) continue;
    for (let p = offsets[i] as number; p < (offsets[i + 1] as number); p++) {
      addOccurrence(builder, doc, positions[p] as number);
    }
  }
  return builder.size > 0 ? { text: joinPostings(builder), last: builder.last } : undefined;
}

/** The positions of the `i`th document of `postings`. */
export function positionsOf(postings: Postings, i: number): Int32Array {
  return postings.positions.subarray(postings.offsets[i], postings.offsets[i + 1]);
}
