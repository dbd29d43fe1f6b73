import {
  ConnectionError,
  RateLimitError,
  ScribekitError,
  ServerError,
  TimeoutError,
  UploadIncompleteError,
} from '../index.js';
import { BatchStoppedError } from './batch.js';
import type { ItemRun } from './context.js';
import type { SlotOutcome } from './quota-gate.js';
import { limitStatedBy } from './rate-limit-policy.js';
import { isUnanswered } from './reach.js';
import { sleep } from './sleep.js';

/** Attempts of one step after a passing failure (connection, time-out, 5xx). */
export const STEP_ATTEMPTS = 5;

/** Whether an error may pass if the step is tried again (the service or the network hiccuped). */
export function isTransient(error: unknown): boolean {
  return (
    error instanceof ConnectionError ||
    error instanceof TimeoutError ||
    error instanceof ServerError ||
    error instanceof UploadIncompleteError
  );
}

// Compared by name, so the batch bundle does not carry these classes' parsing for one check.
const named = (error: unknown, ...names: string[]): error is ScribekitError =>
  error instanceof ScribekitError && names.includes(error.name);

/**
 * The service refused the API key itself (401 `AuthenticationError`) or its scopes (403
 * `PermissionError`): no item is at fault. (A 403 of a pre-signed upload or download address is
 * another error, inside an `UploadIncompleteError` or a failed download.)
 */
export function isKeyRefused(error: unknown): error is ScribekitError {
  return named(error, 'AuthenticationError', 'PermissionError');
}

// Errors that say the input itself is refused, marked where they are raised.
const refusals = new WeakSet<object>();

/** Marks an error as the service's (or the local check's) refusal of the input itself. */
export function refusesInput<E>(error: E): E {
  if (typeof error === 'object' && error !== null) refusals.add(error);
  return error;
}

/**
 * Whether a failure is permanent: the input itself was refused — by the local check (empty, not
 * audio or video), by upload-init or the import as invalid (400, 413, 415, 422), or by the
 * transcription or import job (the service could not use the media). Trying again changes
 * nothing, so the item is parked: later runs skip it until asked to retry.
 */
export function isPermanent(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && refusals.has(error)) return true;
  if (!named(error, 'JobFailedError')) return false;
  const job = error as ScribekitError & { resourceType: string; jobStatus: string | null };
  return (
    (job.resourceType === 'transcript' || job.resourceType === 'source_import') &&
    job.jobStatus !== 'cancelled'
  );
}

/** Whether an error of upload-init or of an import's creation refuses the file or the link. */
export function refusedAsInvalid(error: unknown): boolean {
  return error instanceof ScribekitError && [400, 413, 415, 422].includes(error.status as number);
}

/** Delay before attempt `attempt` (1-based) of a step: 0.5 s, 1 s, 2 s … up to 8 s. */
export function backoffMs(attempt: number): number {
  return Math.min(8_000, 500 * 2 ** (attempt - 1));
}

/**
 * What a step does after a failed attempt: resolves with the next attempt's number once it may
 * try again — after a backoff, or after an outage (fresh attempts: the service was down, the
 * item is not at fault) — or throws: the error when it is not worth another attempt,
 * `BatchStoppedError` after `stop()`.
 */
export async function nextAttempt(run: ItemRun, error: unknown, attempt: number): Promise<number> {
  const { signal, waitSignal, watch } = run.context;
  signal?.throwIfAborted();
  // After stop(), a failure is not retried: the rerun takes the item up from the ledger.
  if (run.context.stopping()) throw new BatchStoppedError();
  if (isUnanswered(error) && (await watch.noAnswer(error))) return 1;
  if (!isTransient(error) || attempt >= STEP_ATTEMPTS) throw error;
  await sleep(backoffMs(attempt), waitSignal);
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
