import {
  ConnectionError,
  RateLimitError,
  ScribekitError,
  ServerError,
  TimeoutError,
  UploadIncompleteError,
} from '../index.js';
import type { SlotOutcome } from './quota-gate.js';

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

/** Delay before attempt `attempt` (1-based) of a step: 0.5 s, 1 s, 2 s … up to 8 s. */
export function backoffMs(attempt: number): number {
  return Math.min(8_000, 500 * 2 ** (attempt - 1));
}

/** How a rate-limited request that failed with `error` counts against its quota. */
export function slotOutcome(error: unknown): SlotOutcome {
  if (error instanceof RateLimitError) {
    return { kind: 'limited', retryAfterMs: (error.retryAfter ?? 60) * 1000 };
  }
  const status = error instanceof ScribekitError ? error.status : undefined;
  // A request refused as invalid never reached the limiter; anything else may have counted.
  if (status !== undefined && status >= 400 && status < 500 && status !== 408) {
    return { kind: 'not-counted' };
  }
  return { kind: 'counted' };
}
