// Checks on request JSON before and after parsing, so that no body can overflow a recursive walk
// (the idempotency fingerprint, validation) and nothing stored can break a later read or export.

/** Deepest nesting of arrays and objects a JSON body may have; the API's bodies need four. */
export const MAX_JSON_DEPTH = 32;

/**
 * The deepest nesting of `[`/`{` in JSON text, stopping early once `limit` is passed. A linear
 * scan that skips strings, so it runs before `JSON.parse` and needs no recursion.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

// In a `u` regex a surrogate pair is one code point, so `\p{Cs}` matches only lone surrogates.
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether a string is valid Unicode text (no lone surrogate). */
function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** A value the API cannot store: where it is and what is wrong with it. */
export interface UnsafeValue {
  loc: (string | number)[];
  problem: string;
}

/**
 * The first value in parsed JSON that the sandbox refuses to store: text that is not valid
 * Unicode (a lone surrogate, e.g. `"\ud800"`, in a value or a key), a number that is not finite
 * (`1e309`) or an integer beyond ±2^53 that JavaScript cannot hold exactly. Iterative, so depth
 * does not matter.
 */
export function findUnsafeValue(value: unknown, root: (string | number)[]): UnsafeValue | null {
  const stack: { value: unknown; loc: (string | number)[] }[] = [{ value, loc: root }];
  while (stack.length > 0) {
    const { value: current, loc } = stack.pop() as { value: unknown; loc: (string | number)[] };
    if (typeof current === 'string') {
      if (!isWellFormedText(current)) return { loc, problem: 'is not valid Unicode text' };
    } else if (typeof current === 'number') {
      if (!Number.isFinite(current)) return { loc, problem: 'is not a finite number' };
      if (Number.isInteger(current) && !Number.isSafeInteger(current)) {
        return { loc, problem: 'is beyond the integers that can be held exactly (±2^53)' };
      }
    } else if (Array.isArray(current)) {
      for (const [index, item] of current.entries())
        stack.push({ value: item, loc: [...loc, index] });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (!isWellFormedText(key))
          return { loc, problem: 'has a field name that is not valid Unicode' };
        stack.push({ value: item, loc: [...loc, key] });
      }
    }
  }
  return null;
}
