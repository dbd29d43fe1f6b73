import { copyStoredBody } from './transcript-bodies.js';

/**
 * A copy of a state record that shares nothing the sandbox changes in place. Plain objects and
 * Maps are copied all the way down; arrays become new arrays of the same elements, because the
 * sandbox replaces or appends array elements (action items, delivery logs) but never changes
 * one in place — so segments and their words, the bulk of a transcript, are shared, which keeps
 * copying 5,000 transcripts within milliseconds. Objects reached twice (a completed
 * transcript's `prepared` is its result's `generated`) stay one object in the copy.
 */
export function copyRecord<T>(record: T, seen = new Map<object, unknown>()): T {
  return copyValue(record, seen) as T;
}

function copyValue(value: unknown, seen: Map<object, unknown>): unknown {
  if (value === null || typeof value !== 'object') return value;
  // Arrays are not remembered: each is reached through one parent object, which is.
  if (Array.isArray(value)) return value.slice();
  const known = seen.get(value);
  if (known !== undefined) return known;
  if (value instanceof Map) {
    const copy = new Map();
    seen.set(value, copy);
    for (const [key, item] of value) copy.set(key, copyValue(item, seen));
    return copy;
  }
  const proto = Object.getPrototypeOf(value);
  // Not a plain record (bytes, a Date): never changed in place by the sandbox, so shared.
  if (proto !== Object.prototype && proto !== null) return value;
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  // A transcript body stored apart is shared where it is, not read (see transcript-bodies.ts).
  for (const key of Object.keys(value)) {
    if (!copyStoredBody(value, copy, key)) {
      copy[key] = copyValue((value as Record<string, unknown>)[key], seen);
    }
  }
  return copy;
}
