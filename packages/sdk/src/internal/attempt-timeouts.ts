import { type DeadlineQueue, deadlineQueue } from './deadline-queue.js';

/** What `answer` rejects with when the attempt's time runs out. */
export const TIMED_OUT: unique symbol = Symbol();

/** One attempt's time limit. */
export interface TimedAttempt {
  /** The signal to send the attempt with: its own (linked to the caller's), or the caller's when unlimited. */
  readonly signal: AbortSignal | undefined;
  /**
   * The attempt's outcome (its response, body read), or a rejection with `TIMED_OUT` once its time
   * runs out; the attempt's signal is then aborted, which closes its connection.
   */
  answer<T>(sent: Promise<T>): Promise<T>;
  /** Stops passing the caller's abort on; call it once the attempt is over. */
  detach(): void;
}

/**
 * Time limits for the attempts of one client. A limited attempt is sent with an abort signal of
 * its own, linked to the caller's, and aborted when its time runs out: the request is torn down
 * (its socket closed) instead of left waiting for a hanging service. The limit covers the whole
 * response, from sending to the last byte of the body, when `sent` includes reading the body.
 */
export function attemptTimeouts(
  defaultTimeoutMs: number,
): (callerSignal: AbortSignal | undefined, timeoutMs?: number) => TimedAttempt {
  // One queue per time limit: a queue's deadlines must expire in the order they were added.
  const queues = new Map<number, DeadlineQueue>();

  return (callerSignal, timeoutMs = defaultTimeoutMs) => {
    if (!Number.isFinite(timeoutMs)) {
      return { signal: callerSignal, answer: (sent) => sent, detach() {} };
    }
    const queue = queues.get(timeoutMs) ?? deadlineQueue();
    queues.set(timeoutMs, queue);
    const own = new AbortController();
    const passOnAbort = callerSignal ? () => own.abort(callerSignal.reason) : undefined;
    if (passOnAbort) callerSignal?.addEventListener('abort', passOnAbort, { once: true });

    return {
      signal: own.signal,
      answer(sent) {
        return new Promise((resolve, reject) => {
          const deadline = queue.add(performance.now() + timeoutMs, () => {
            reject(TIMED_OUT);
            own.abort(new DOMException(`attempt timed out after ${timeoutMs} ms`, 'TimeoutError'));
          });
          sent.then(
            (value) => {
              queue.meet(deadline);
              resolve(value);
            },
            (error: unknown) => {
              queue.meet(deadline);
              reject(error);
            },
          );
        });
      },
      detach() {
        if (passOnAbort) callerSignal?.removeEventListener('abort', passOnAbort);
      },
    };
  };
}
