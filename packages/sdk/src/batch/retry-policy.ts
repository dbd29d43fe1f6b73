import { RateLimitError, ScribekitError } from '../index.js';
import { retryDelayMs } from '../internal/backoff.js';
import { sleep } from '../internal/sleep.js';
import { BatchStoppedError } from './batch.js';
import type { ItemRun } from './context.js';
import { isTransient } from './failure-kind.js';
import type { SlotOutcome } from './quota-gate.js';
import { limitStatedBy } from './rate-limit-policy.js';
import { isUnanswered } from './reach.js';

/** Attempts of one step after a passing failure (connection, time-out, 5xx). */
export const STEP_ATTEMPTS = 5;

/**
 * What a step does after a failed attempt: resolves with the next attempt's number once it may
 * try again — after the SDK's backoff (0.5 s doubling up to 8 s, half of each wait random), or
 * after an outage (fresh attempts: the service was down, the item is not at fault) — or throws:
 * the error when it is not worth another attempt, `BatchStoppedError` after `stop()`.
 */
export async function nextAttempt(run: ItemRun, error: unknown, attempt: number): Promise<number> {
  const { signal, waitSignal, watch } = run.context;
  signal?.throwIfAborted();
  // After stop(), a failure is not retried: the rerun takes the item up from the ledger.
  if (run.context.stopping()) throw new BatchStoppedError();
  if (isUnanswered(error) && (await watch.noAnswer(error))) return 1;
  if (!isTransient(error) || attempt >= STEP_ATTEMPTS) throw error;
  await sleep(retryDelayMs(attempt), waitSignal);
  return attempt + 1;
}

/**
 * How a rate-limited request that failed with `error` counts against its quota; `neverReached`
 * tells a request the service never saw (refused, unresolved, no TLS) from one it may have.
 */
export function slotOutcome(
  error: unknown,
  neverReached?: (error: unknown) => boolean,
): SlotOutcome {
  if (error instanceof RateLimitError) {
    const serviceLimit = limitStatedBy(error.headers) ?? undefined;
    return {
      kind: 'limited',
      retryAfterMs: (error.retryAfter ?? 60) * 1000,
      ...(serviceLimit ? { serviceLimit } : {}),
    };
  }
  if (neverReached?.(error)) return { kind: 'not-counted' };
  const status = error instanceof ScribekitError ? error.status : undefined;
  // A request refused as invalid never reached the limiter; anything else may have counted.
  if (status !== undefined && status >= 400 && status < 500 && status !== 408) {
    return { kind: 'not-counted' };
  }
  return { kind: 'counted' };
}
