import { AbortError } from '../errors.js';

/**
 * A signal that aborts when any of `signals` aborts, with that signal's reason; undefined entries
 * (an optional caller signal) are skipped. `AbortSignal.any` is in Node 20.3+ and every browser
 * since 2024 (Baseline).
 */
export function anySignal(signals: readonly (AbortSignal | undefined)[]): AbortSignal {
  return AbortSignal.any(signals.filter((signal) => signal !== undefined));
}

/**
 * A signal that aborts when either does. Not `AbortSignal.any`: Node warns of a leak when more
 * than ten listeners wait on one of its signals, as a batch's waiting items do.
 */
export function eitherSignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  const both = new AbortController();
  for (const signal of [a, b]) {
    if (signal.aborted) both.abort(signal.reason);
    else signal.addEventListener('abort', () => both.abort(signal.reason), { once: true });
  }
  return both.signal;
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

/**
 * For a `.catch` after a wait on the caller's `signal`: its abort becomes the call's `AbortError`
 * (cause: the reason); any other rejection passes as it is.
 */
export function asAbortError(signal: AbortSignal | undefined): (error: unknown) => never {
  return (error) => {
    throwIfAborted(signal);
    throw error;
  };
}
