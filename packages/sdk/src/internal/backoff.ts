import { checkOption } from './check-option.js';

/** Options of `retryDelayMs`. */
export interface RetryDelayOptions {
  /** Random source in [0, 1) (default Math.random). */
  random?: (() => number) | undefined;
}

/**
 * Backoff before retry number `retry` (1 for the first retry): a scale of 500 ms doubling up to
 * 8 s, with "equal jitter": half of the scale is fixed, the other half random, so a retry never
 * comes right away but clients still spread out.
 */
export function retryDelayMs(
  retry: number,
  { random = Math.random }: RetryDelayOptions = {},
): number {
  const scale = Math.min(8_000, 500 * 2 ** Math.max(0, retry - 1));
  return Math.round(scale / 2 + (random() * scale) / 2);
}

/**
 * Endless sequence of delays between status polls: `initialMs`, growing by half each step up to
 * `maxMs`, each shortened by up to a tenth at random so pollers spread out. Used by the wait-for
 * helpers; take as many as needed.
 */
export function* pollDelays(
  initialMs: number,
  maxMs: number,
  random: () => number = Math.random,
): Generator<number, never, void> {
  checkOption(
    initialMs > 0 && initialMs < Infinity,
    'pollIntervalMs',
    'a positive number',
    initialMs,
  );
  const longest = Math.max(initialMs, maxMs);
  let delay = initialMs;
  while (true) {
    yield Math.round(delay * (1 - 0.1 * random()));
    delay = Math.min(longest, delay * 1.5);
  }
}
