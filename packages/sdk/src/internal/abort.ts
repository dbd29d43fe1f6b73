/**
 * A signal that aborts when any of `signals` aborts, with that signal's reason; undefined entries
 * (an optional caller signal) are skipped. Uses `AbortSignal.any` (Node 20.3+, current browsers)
 * and falls back to listeners elsewhere.
 */
export function anySignal(signals: readonly (AbortSignal | undefined)[]): AbortSignal {
  const given = signals.filter((signal) => signal !== undefined);
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(given);
  return linkSignals(given);
}

/** The listener-based fallback of `anySignal`, exported so it can be tested on any runtime. */
export function linkSignals(signals: readonly AbortSignal[]): AbortSignal {
  const controller = new AbortController();
  const aborted = signals.find((signal) => signal.aborted);
  if (aborted) {
    controller.abort(aborted.reason);
    return controller.signal;
  }
  const onAbort = (event: Event) => {
    for (const signal of signals) signal.removeEventListener('abort', onAbort);
    controller.abort((event.target as AbortSignal).reason);
  };
  for (const signal of signals) signal.addEventListener('abort', onAbort, { once: true });
  return controller.signal;
}
