/**
 * Waits `ms` milliseconds; rejects with `signal.reason` as soon as `signal` aborts (at once when it
 * already has), as `signal.throwIfAborted()` throws. A public call turns that into its
 * `AbortError` (see `asAbortError`).
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    // A negative wait is none (setTimeout runs it at once).
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}
