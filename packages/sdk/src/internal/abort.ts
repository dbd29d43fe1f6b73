/**
 * A signal that aborts when any of `signals` aborts, with that signal's reason; undefined entries
 * (an optional caller signal) are skipped. `AbortSignal.any` is in Node 20.3+ and every browser
 * since 2024 (Baseline).
 */
export function anySignal(signals: readonly (AbortSignal | undefined)[]): AbortSignal {
  return AbortSignal.any(signals.filter((signal) => signal !== undefined));
}
