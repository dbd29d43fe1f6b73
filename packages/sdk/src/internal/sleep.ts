/**
 * Waits `ms` milliseconds; rejects with `signal.reason` as soon as `signal` aborts (at once when it
 * already has), as `signal.throwIfAborted()` throws. A public call turns that into its
 * `AbortError` (see `asAbortError`).
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(
      () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      },
      Math.max(0, ms),
    );
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
