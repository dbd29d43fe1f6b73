import { AbortError } from '../errors.js';

/**
 * A signal that aborts when any of `signals` aborts, with that signal's reason; undefined entries
 * (an optional caller signal) are skipped. `AbortSignal.any` is in Node 20.3+ and every browser
 * since 2024 (Baseline).
 */
export function anySignal(signals: readonly (AbortSignal | undefined)[]): AbortSignal {
  return AbortSignal.any(signals.filter((signal) => signal !== undefined));
}

/** The `AbortError` for a caller's aborted signal: its reason is the `cause`. */
export function abortError(signal: AbortSignal): AbortError {
  const { reason } = signal;
  const why = reason instanceof Error && reason.message ? `: ${reason.message}` : '';
  return new AbortError({ message: `The call was aborted${why}`, cause: reason });
}

/** Throws the `AbortError` of `signal` when it has aborted. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError(signal);
}
