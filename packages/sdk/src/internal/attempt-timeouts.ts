import { type DeadlineQueue, deadlineQueue } from './deadline-queue.js';

/** How long after an attempt times out every attempt of the client gets an abort signal of its own. */
export const TEARDOWN_WINDOW_MS = 300_000;

/** What `answer` rejects with when the attempt's time runs out. */
export const TIMED_OUT: unique symbol = Symbol();

/** One attempt's time limit. */
export interface TimedAttempt {
  /** The signal to send the attempt with: the caller's, one of its own, or none. */
  readonly signal: AbortSignal | undefined;
  /** The attempt's response, or a rejection with `TIMED_OUT` once its time runs out. */
  answer(sent: Promise<Response>): Promise<Response>;
  /** Stops passing the caller's abort on; call it when the response is not handed back. */
  detach(): void;
}

/**
 * Time limits for the attempts of one client, with an abort signal only where it earns its cost.
 *
 * A signal handed to fetch lets a timeout tear the connection down, but Node 20's fetch spends about
 * 20 µs linking each one: a fifth of loopback GET throughput (`pnpm bench` measures it). So an
 * attempt is sent with the caller's signal, if any, and its limit is a deadline; the response of
 * an attempt abandoned that way has its body cancelled when it arrives, which frees the connection.
 * Once an attempt has timed out (the service is hanging), every attempt of the next five minutes
 * gets a signal of its own that is aborted when its time runs out, so no more connections are left
 * waiting.
 */
export function attemptTimeouts(
  defaultTimeoutMs: number,
): (callerSignal: AbortSignal | undefined, timeoutMs?: number) => TimedAttempt {
  // One queue per time limit: a queue's deadlines must expire in the order they were added.
  const queues = new Map<number, DeadlineQueue>();
  let lastTimeoutAt = Number.NEGATIVE_INFINITY;

  return (callerSignal, timeoutMs = defaultTimeoutMs) => {
    const limited = Number.isFinite(timeoutMs);
    const deadlines = queues.get(timeoutMs) ?? deadlineQueue();
    if (limited) queues.set(timeoutMs, deadlines);
    const own =
      limited && performance.now() - lastTimeoutAt < TEARDOWN_WINDOW_MS
        ? new AbortController()
        : undefined;
    const passOnAbort = own && callerSignal ? () => own.abort(callerSignal.reason) : undefined;
    if (passOnAbort) callerSignal?.addEventListener('abort', passOnAbort, { once: true });

    return {
      signal: own?.signal ?? callerSignal,
      answer(sent) {
        if (!limited) return sent;
        return new Promise((resolve, reject) => {
          const deadline = deadlines.add(performance.now() + timeoutMs, () => {
            lastTimeoutAt = performance.now();
            if (own) {
              own.abort(
                new DOMException(`attempt timed out after ${timeoutMs} ms`, 'TimeoutError'),
              );
            } else {
              sent.then(discardBody, ignore);
            }
            reject(TIMED_OUT);
          });
          sent.then(
            (response) => {
              deadlines.meet(deadline);
              resolve(response);
            },
            (error: unknown) => {
              deadlines.meet(deadline);
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

function discardBody(response: Response): void {
  response.body?.cancel().catch(ignore);
}

function ignore(): void {}
