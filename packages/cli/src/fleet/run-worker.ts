import { createBatch } from '@scribekit/sdk/batch';
import { directoryOutput, neverReachedService } from '@scribekit/sdk/batch/node';
import { apiClient } from '../api/client.js';
import { failureText, say } from '../batch/batch-view.js';
import { toItem } from '../batch/to-items.js';
import { captionRenderers } from '../captions/caption-renderers.js';
import { describeError, EXIT } from '../errors.js';
import { err, type Io, out } from '../io/io.js';
import type { FleetJobData, FleetJobProgress, FleetJobResult } from './fleet-job.js';
import { loadFleetLibraries } from './load-fleet-libraries.js';
import { redisClaims } from './redis-claims.js';
import { redisLedger } from './redis-ledger.js';
import { apiKeyId } from './redis-names.js';
import { redisQuotaStore } from './redis-quota-store.js';

export interface WorkerOptions {
  io: Io;
  profile: string | undefined;
  redisUrl: string;
  queue: string;
  concurrency: number;
  /** How long a job (and an item's claim) stays a worker's without a sign of life. */
  lockMs: number;
  json: boolean;
}

/**
 * A fleet worker: takes items from the BullMQ queue and runs each through the SDK's batch engine
 * with the shared state in Redis — the ledger, the quota of the worker's API key, and item
 * claims. A killed worker's jobs stall, BullMQ hands them to another worker after `lockMs`, and
 * the ledger lets that one continue where the first stopped. Runs until Ctrl+C.
 */
export async function runWorker(options: WorkerOptions): Promise<number> {
  const { io } = options;
  const { Worker, Redis } = await loadFleetLibraries();
  const { scribekit, credentials } = await apiClient(io, options.profile);
  const keyId = apiKeyId(credentials.apiKey);
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const quotaConnection = redis.duplicate();
  const quotas = redisQuotaStore(quotaConnection, keyId);
  const claims = redisClaims(redis, keyId, options.lockMs);
  // Batches of the jobs in progress: Ctrl+C stops each gently, at a step on record.
  const running = new Set<{ stop(): void }>();
  let stopping = false;
  // The service refused the key: said once, and the worker stops (exit 3) — every job would be.
  let refusedKey: unknown;
  // A full output disk: said once, and the worker stops (exit 1) before it spends another slot.
  let diskFull: Error | undefined;
  let stopWorker = () => {};
  const stopped = new Promise<void>((resolve) => {
    stopWorker = resolve;
    if (io.interrupt.aborted) resolve();
    io.interrupt.addEventListener('abort', () => resolve(), { once: true });
  });
  const tell = (line: string, data: object) =>
    options.json ? out(io, JSON.stringify(data)) : out(io, line);

  const worker = new Worker<FleetJobData, FleetJobResult>(
    options.queue,
    async (job) => {
      const { item, out: outDir, ledgerId, settings } = job.data;
      if (stopping || diskFull) throw new Error(`${item.name}: the worker is stopping`);
      const { captions, ...batchSettings } = settings;
      const batch = createBatch({
        scribekit,
        ledger: redisLedger(redis, ledgerId),
        output: directoryOutput(outDir),
        quotas,
        claims,
        // A slot whose worker died frees within the lock time, as the item claims do.
        quotaLeaseMs: options.lockMs,
        neverReached: neverReachedService,
        ...batchSettings,
        ...(captions
          ? { render: await captionRenderers(captions, batchSettings.formats ?? []) }
          : {}),
      });
      batch.on('itemProgress', ({ phase, fraction }) => {
        const progress: FleetJobProgress = { phase, fraction };
        job.updateProgress(progress).catch(() => undefined);
      });
      batch.on('diskFull', ({ error }) => {
        if (diskFull) return;
        diskFull = error;
        stopWorker();
      });
      batch.on('serviceUnreachable', (event) =>
        options.json
          ? out(io, JSON.stringify({ event: 'serviceUnreachable', ...event }))
          : err(io, say.serviceUnreachable(io, event)),
      );
      // A dead worker's heir waits out the create it left unanswered: said, not silent.
      batch.on('createInDoubt', (event) =>
        options.json
          ? out(io, JSON.stringify({ event: 'createInDoubt', ...event }))
          : err(io, say.createInDoubt(io, event)),
      );
      running.add(batch);
      const outcome = await batch
        .processItem(toItem(item))
        .catch((error: unknown) => {
          const status = (error as { status?: number }).status;
          if (status === 401 || status === 403) {
            if (!refusedKey) {
              refusedKey = error;
              stopWorker();
            }
          }
          throw error;
        })
        .finally(() => running.delete(batch));
      if (outcome.status === 'stopped') {
        // This worker is stopping: the job goes back to the queue and continues from the ledger.
        throw new Error(`${item.name}: the worker stopped; another worker continues it`);
      }
      if (outcome.status === 'claimed-elsewhere') {
        // Another worker holds the item (a job handed over while its first worker still lives):
        // fail this attempt; the job is tried again after the backoff.
        throw new Error(`${item.name} is being worked on by another worker`);
      }
      if (outcome.status === 'parked') {
        tell(`${io.style.warn} ${item.name}: parked, not sent (${failureText(outcome.error)})`, {
          event: 'itemParked',
          name: item.name,
          error: outcome.error,
        });
        return outcome;
      }
      if (outcome.status === 'done') {
        const what = outcome.skipped ? '(done before)' : outcome.outputs.join(', ');
        tell(`${io.style.ok} ${item.name}  ${what}`, {
          event: 'itemDone',
          name: item.name,
          ...outcome,
        });
        return outcome;
      }
      tell(`${io.style.fail} ${item.name}: ${failureText(outcome.error)}`, {
        event: 'itemFailed',
        name: item.name,
        error: outcome.error,
      });
      return outcome;
    },
    {
      connection: { url: options.redisUrl, maxRetriesPerRequest: null },
      concurrency: options.concurrency,
      lockDuration: options.lockMs,
      stalledInterval: Math.max(500, Math.floor(options.lockMs / 2)),
      // A job whose worker died is handed over as often as it takes: the ledger makes that safe.
      maxStalledCount: 1000,
    },
  );
  worker.on('error', (error) => err(io, `${io.style.warn} ${error.message}`));
  await worker.waitUntilReady();
  if (!options.json) {
    err(
      io,
      `${io.style.ok} Worker ready on queue ${options.queue} (${options.concurrency} at a time); Ctrl+C to stop`,
    );
  }
  await stopped;
  // Steps in flight end; their jobs go back to the queue for another worker.
  stopping = true;
  for (const batch of running) batch.stop();
  await worker.close();
  quotaConnection.disconnect();
  redis.disconnect();
  if (refusedKey) {
    err(
      io,
      `${io.style.fail} The service refused this worker's key: ${describeError(refusedKey)}. Worker stopped; its jobs stay queued for other workers.`,
    );
    return EXIT.auth;
  }
  if (diskFull) {
    err(
      io,
      `${io.style.fail} ${diskFull.message} Worker stopped before spending another slot; its jobs stay queued. Free some space there and start the worker again.`,
    );
    return EXIT.failed;
  }
  if (!options.json) err(io, `${io.style.ok} Worker stopped.`);
  return 0;
}
