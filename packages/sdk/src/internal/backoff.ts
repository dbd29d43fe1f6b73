import { checkOption } from './check-option.js';

/** Options of `retryDelayMs`. */
export interface RetryDelayOptions {
  /** Random source in [0, 1) (default Math.random). */
  random?: () => number;
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

/** Options of `pollDelays`. */
export interface PollDelayOptions {
  /** First delay in ms (default 1 000). */
  initialMs?: number;
  /** Largest delay in ms; later delays stay there (default 10 000). */
  maxMs?: number;
  /** Growth per step, at least 1 (default 1.5). */
  factor?: number;
  /** Fraction in [0, 1] of each delay that is randomised downwards, spreading pollers (default 0). */
  jitter?: number;
  /** Random source in [0, 1) (default Math.random). */
  random?: () => number;
}

/**
 * Endless sequence of delays between status polls: initialMs, initialMs*factor, … capped at maxMs.
 * Used by the wait-for helpers; take as many as needed (`for (const ms of pollDelays())`).
 */
export function* pollDelays(options: PollDelayOptions = {}): Generator<number, never, void> {
  const {
    initialMs = 1_000,
    maxMs = 10_000,
    factor = 1.5,
    jitter = 0,
    random = Math.random,
  } = options;
  checkOption(
    initialMs > 0 && Number.isFinite(initialMs),
    'initialMs',
    'a positive number',
    initialMs,
  );
  checkOption(maxMs >= initialMs, 'maxMs', `at least initialMs (${initialMs})`, maxMs);
  checkOption(factor >= 1 && Number.isFinite(factor), 'factor', 'a finite number >= 1', factor);
  checkOption(jitter >= 0 && jitter <= 1, 'jitter', 'between 0 and 1', jitter);
  let delay = initialMs;
  while (true) {
    yield Math.round(delay * (1 - jitter * random()));
    delay = Math.min(maxMs, delay * factor);
  }
}
