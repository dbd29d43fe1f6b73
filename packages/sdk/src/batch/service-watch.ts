import { sleep } from '../internal/sleep.js';
import type { BatchEmitter } from './events.js';
import { toItemError } from './item-error.js';

/** Requests in a row without an answer after which the batch checks whether the service is down. */
const UNANSWERED_IN_A_ROW = 3;
/**
 * Pause before the second check of a service that is down; it doubles up to the longest, kept
 * short so that a service that returns is noticed within 10 s (a check is one small GET).
 */
const FIRST_PAUSE_MS = 2_000;
const LONGEST_PAUSE_MS = 8_000;

/** Asks the service for any answer: undefined when it answered, else why not. */
export type ServiceCheck = (signal: AbortSignal) => Promise<unknown>;

export interface ServiceWatchOptions {
  check: ServiceCheck;
  events: BatchEmitter;
  now: () => number;
  /** Ends the checks (the batch stops). */
  signal: AbortSignal;
  /** Gives up after this long without an answer (default: waits for the service as long as it takes). */
  maxOutageMs?: number | undefined;
  /**
   * Told when the batch gives up after `maxOutageMs` (with when the outage began); it stops the
   * batch, which ends the waits.
   */
  giveUp(since: number): void;
}

/**
 * Tells an outage from a failed request. Steps report requests that got no answer; after a few
 * in a row, one check asks the service for any answer. When it answers, the failures were
 * ordinary (the steps retry as usual). When it does not, the service is down: every step and every
 * new item waits here — no item fails for it — while checks follow with growing pauses, each
 * announced as `serviceUnreachable`; the first answer ends the outage (`serviceReachable`).
 */
export interface ServiceWatch {
  /** The service answered a request: failures in a row start again from zero. */
  answered(): void;
  /**
   * A request got no answer. Resolves true once an outage it was part of is over (the step then
   * tries again with fresh attempts), false when the service does answer (an ordinary failure).
   * Rejects when the batch stops or gives up while it waits.
   */
  noAnswer(error: unknown): Promise<boolean>;
  /** Resolves at once, or when an outage under way is over (a new item or slot waits for it). */
  reachable(): Promise<void>;
}

// A closure rather than a class: its names minify, and the portable batch bundle stays small.
export function createServiceWatch(options: ServiceWatchOptions): ServiceWatch {
  const { check, events, now, signal, maxOutageMs } = options;
  let unanswered = 0;
  let firstUnansweredAt = 0;
  let outage: Promise<boolean> | undefined;

  async function watch(error: unknown): Promise<boolean> {
    const since = firstUnansweredAt;
    let why = error;
    for (
      let pause = FIRST_PAUSE_MS, down = false;
      ;
      pause = Math.min(2 * pause, LONGEST_PAUSE_MS)
    ) {
      const failure = await check(signal);
      if (failure === undefined) {
        unanswered = 0;
        if (down) events.emit('serviceReachable', { since, downMs: now() - since });
        return down;
      }
      why = failure;
      down = true;
      let wait = pause;
      if (maxOutageMs !== undefined) {
        const left = since + maxOutageMs - now();
        if (left <= 0) {
          options.giveUp(since);
          signal.throwIfAborted();
        }
        wait = Math.min(pause, left);
      }
      events.emit('serviceUnreachable', {
        since,
        nextTryAt: now() + wait,
        error: toItemError(why),
      });
      await sleep(wait, signal);
    }
  }

  return {
    answered() {
      unanswered = 0;
    },
    noAnswer(error) {
      if (unanswered++ === 0) firstUnansweredAt = now();
      if (!outage && unanswered < UNANSWERED_IN_A_ROW) return Promise.resolve(false);
      outage ??= watch(error).finally(() => {
        outage = undefined;
      });
      return outage;
    },
    async reachable() {
      if (outage) await outage;
    },
  };
}
