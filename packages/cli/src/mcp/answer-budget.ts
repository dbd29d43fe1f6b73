import * as z from 'zod';

/** Most characters one tool result may take, text and structuredContent together, as JSON. */
export const RESULT_BUDGET = 60_000;
/** The smallest budget a caller may ask for: room for one item with its page facts. */
export const MIN_BUDGET = 5_000;

/** A tool's `max_chars` argument: a smaller budget for this call's whole result. */
export const maxCharsArgument = z
  .number()
  .int()
  .min(MIN_BUDGET)
  .max(RESULT_BUDGET)
  .default(RESULT_BUDGET)
  .describe(
    `Most characters of the whole answer (text and structured data together, as JSON), ${MIN_BUDGET}–${RESULT_BUDGET}; a page ends early to stay within it.`,
  );

/** What a result costs a client's context: its whole serialized JSON. */
/** The first `n` characters of `text` cut back to a line end (all of it when `n` covers it). */
export const startToLineEnd = (text: string, n: number): string =>
  n < text.length ? text.slice(0, Math.max(text.lastIndexOf('\n', n), 0)) : text;

export const resultSize = (result: unknown) => JSON.stringify(result).length;

/**
 * The largest `n` in 0..count whose rendering fits `budget`, for a size that grows with `n`:
 * doubling from 1, then halving the gap — so no probe renders much more than twice the budget,
 * however many items there are.
 */
export function largestFitting(count: number, sizeOf: (n: number) => number, budget: number) {
  if (count === 0 || sizeOf(1) > budget) return 0;
  let fits = 1;
  let over = count + 1;
  for (let n = 2; n <= count; n *= 2) {
    if (sizeOf(n) > budget) {
      over = n;
      break;
    }
    fits = n;
  }
  if (over === count + 1 && fits < count) {
    if (sizeOf(count) <= budget) return count;
    over = count;
  }
  while (over - fits > 1) {
    const middle = Math.floor((fits + over) / 2);
    if (sizeOf(middle) <= budget) fits = middle;
    else over = middle;
  }
  return fits;
}

/** Cuts a long input to a short prefix for a message: `"/very/long/pa…" (100,000 characters)`. */
export function quoteInput(value: string, max = 120): string {
  if (value.length <= max) return value;
  return `${value.slice(0, max)}… (${value.length.toLocaleString('en-US')} characters)`;
}

/** Longest message a tool error carries (a long input it quotes is cut to its start). */
export const MAX_ERROR_CHARS = 1_500;

/**
 * An error text fit to send: every run of more than 200 characters without a space (a path, a
 * link, an id the caller sent) cut to its start, and the whole kept under `MAX_ERROR_CHARS`.
 */
export function clipErrorText(text: string): string {
  const clipped = text.replace(/\S{201,}/g, (run) => quoteInput(run));
  return clipped.length <= MAX_ERROR_CHARS ? clipped : `${clipped.slice(0, MAX_ERROR_CHARS - 1)}…`;
}

/** A JSON-RPC message going out, its error's message and data strings cut by `clipErrorText`. */
export function clipErrorMessage<M>(message: M): M {
  const error = (message as { error?: { message?: unknown; data?: unknown } }).error;
  if (!error || JSON.stringify(error).length <= 1_000) return message;
  const clip = (value: unknown): unknown =>
    typeof value === 'string'
      ? clipErrorText(value)
      : Array.isArray(value)
        ? value.map(clip)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, clip(inner)]))
          : value;
  return { ...message, error: clip(error) };
}
