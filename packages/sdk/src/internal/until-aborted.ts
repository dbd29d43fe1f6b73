/**
 * `sent`, or a rejection with `signal`'s reason as soon as it aborts, whichever comes first; what
 * arrives after the abort goes to `discardLate`. A fetch passed in may not see the abort: undici
 * (Node 20 to 24) loses the signal of a Request copied from another after a garbage collection
 * (nodejs/undici#4068), which a fetch wrapping its input in `new Request(input, init)` does — its
 * request would then outlive the time limit.
 */
export function untilAborted<T>(
  sent: Promise<T>,
  signal: AbortSignal,
  discardLate?: (late: T) => unknown,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      reject(signal.reason);
      if (discardLate) sent.then(discardLate, () => undefined);
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    sent.then(
      (response) => {
        signal.removeEventListener('abort', onAbort);
        resolve(response);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
