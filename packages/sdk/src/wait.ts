import {
  type JobPhase,
  jobPhase,
  jobProgress,
  type ResourceKind,
} from '@scribekit/shared/job-phase';
import { AbortError, JobFailedError, TimeoutError } from './errors.js';
import { abortError, anySignal } from './internal/abort.js';
import { pollDelays } from './internal/backoff.js';
import { sleep } from './internal/sleep.js';
import type { RequestOptions } from './request-options.js';

/**
 * Options of every `waitFor…` helper. `signal`, `headers` and `maxRetries` apply to every poll;
 * `timeoutMs` limits the whole wait (each poll keeps the client's attempt time limit).
 */
export interface WaitOptions<T = unknown>
  extends Omit<RequestOptions, 'timeoutMs' | 'idempotencyKey'> {
  /** Called after every poll with where the job stands and the resource as read. */
  onProgress?:
    | ((status: { phase: JobPhase; progress: number | null }, resource: T) => void)
    | undefined;
  /** Stops waiting (rejects with an `AbortError` whose `cause` is the signal's reason). */
  signal?: AbortSignal | undefined;
  /** Gives up after this many ms with a `TimeoutError` (default 30 minutes). */
  timeoutMs?: number | undefined;
  /** First delay between polls in ms; it grows by half each poll (default 1 000). */
  pollIntervalMs?: number | undefined;
  /** Longest delay between polls in ms (default 10 000). */
  maxPollIntervalMs?: number | undefined;
}

/** The fields of a job resource that waiting reads. */
export interface JobFields {
  status?: string | null | undefined;
  progress?: number | null | undefined;
  progress_percent?: number | null | undefined;
}

/**
 * Polls `read` with growing delays until the resource reaches a terminal phase. Resolves with it
 * when `done`; throws `JobFailedError` when it ends `failed` or `cancelled`.
 */
export async function waitForJob<T extends JobFields, R extends T = T>(
  kind: ResourceKind,
  read: (signal: AbortSignal) => Promise<R>,
  options: WaitOptions<T> = {},
): Promise<R> {
  const { timeoutMs = 30 * 60_000, pollIntervalMs = 1_000, maxPollIntervalMs = 10_000 } = options;
  // Our own timer, cleared when the wait ends: a pending AbortSignal.timeout of 30 minutes keeps
  // some runtimes (Deno) from exiting.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  const signal = anySignal([options.signal, deadline.signal]);
  const delays = pollDelays(pollIntervalMs, maxPollIntervalMs);
  try {
    while (true) {
      const resource = await read(signal);
      const phase = jobPhase(kind, resource.status);
      options.onProgress?.(
        { phase, progress: phase === 'done' ? 1 : jobProgress(resource) },
        resource,
      );
      if (phase === 'done') return resource;
      if (phase === 'failed' || phase === 'cancelled') {
        throw new JobFailedError(kind, resource);
      }
      await sleep(delays.next().value, signal);
    }
  } catch (error) {
    // Our own deadline becomes a TimeoutError; a caller's abort an AbortError with its reason.
    if (options.signal?.aborted) {
      throw error instanceof AbortError ? error : abortError(options.signal);
    }
    if (deadline.signal.aborted) {
      throw new TimeoutError({ message: `Gave up waiting for ${kind} after ${timeoutMs} ms` });
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
