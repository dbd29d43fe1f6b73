import { type DeadlineQueue, deadlineQueue } from './deadline-queue.js';
import { untilAborted } from './until-aborted.js';

/** How many attempts one abort controller serves, one after the other, before a fresh one. */
export const CONTROLLER_USES = 64;

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
  /**
   * Call once the attempt is over, its body read or cancelled: stops passing the caller's abort on
   * and, unless the attempt was aborted, frees its signal for a later attempt.
   */
  detach(): void;
}

/**
 * Time limits for the attempts of one client. A limited attempt is sent with an abort signal of
 * its own, linked to the caller's, and aborted when its time runs out: the request is torn down
 * (its socket closed) instead of left waiting for a hanging service. The limit covers the whole
 * response, from sending to the last byte of the body, when `sent` includes reading the body.
 *
 * An AbortController costs Node 20 about a tenth of a GET with `fetch` stubbed (`pnpm bench`), so a
 * controller that was not aborted serves up to `CONTROLLER_USES` attempts, one after the other:
 * never two at once, and only once the attempt before it is over (fetch then holds it for nothing
 * but a listener it drops when the request is collected).
 */
export function attemptTimeouts(
  defaultTimeoutMs: number,
): (callerSignal: AbortSignal | undefined, timeoutMs?: number) => TimedAttempt {
  // One queue per time limit: a queue's deadlines must expire in the order they were added.
  const queues = new Map<number, DeadlineQueue>();
  // Controllers of finished attempts that were never aborted, with how often each has served.
  const idle: { controller: AbortController; uses: number }[] = [];

  return (callerSignal, timeoutMs = defaultTimeoutMs) => {
    if (!Number.isFinite(timeoutMs)) {
      return { signal: callerSignal, answer: (sent) => sent, detach() {} };
    }
    const queue = queues.get(timeoutMs) ?? deadlineQueue();
    queues.set(timeoutMs, queue);
    const lease = idle.pop() ?? { controller: new AbortController(), uses: 0 };
    const own = lease.controller;
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
          // The caller's abort ends the wait itself: a fetch passed in may not see its signal.
          untilAborted(sent, own.signal).then(
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
        lease.uses += 1;
        if (!own.signal.aborted && lease.uses < CONTROLLER_USES) idle.push(lease);
      },
    };
  };
}
