import { mkdirSync } from 'node:fs';
import {
  BatchEmitter,
  type BatchEvents,
  type BatchPlan,
  type BatchSummary,
  emptyQuotaState,
  type ItemPhase,
  lostOutputs,
  planQuota,
  type QuotaName,
  type QuotaStore,
} from '@scribekit/sdk/batch';
import { directoryOutput } from '@scribekit/sdk/batch/node';
import { lineView } from '../batch/batch-view.js';
import type { BatchInput } from '../batch/expand-inputs.js';
import { markFleetFolder, refuseForeignFolder } from '../batch/fleet-marker.js';
import { manifestRow, manifestWriter } from '../batch/manifest.js';
import { slotClock } from '../batch/slot-clock.js';
import { printStopped } from '../batch/stopped-message.js';
import { type NamedInput, nameInputs, recordNames } from '../batch/to-items.js';
import { resolveCredentials } from '../config/credentials.js';
import { EXIT } from '../errors.js';
import type { Io } from '../io/io.js';
import type { FleetJobData, FleetJobProgress, FleetJobResult } from './fleet-job.js';
import { loadFleetLibraries } from './load-fleet-libraries.js';
import { redisLedger } from './redis-ledger.js';
import { apiKeyId, jobId, ledgerId } from './redis-names.js';
import { redisQuotaStore } from './redis-quota-store.js';

export interface FleetBatchOptions {
  io: Io;
  redisUrl: string;
  queue: string;
  profile: string | undefined;
  json: boolean;
  inputs: BatchInput[];
  outDir: string;
  settings: FleetJobData['settings'];
  resume: string;
}

const JOB_OPTIONS = {
  // Attempts are spent only when a worker gives an item back (it stops, or another holds it);
  // an item the service refuses is a completed job whose result says so.
  attempts: 1000,
  backoff: { type: 'fixed', delay: 1000 },
  removeOnComplete: false,
  removeOnFail: false,
} as const;

async function plan(
  named: NamedInput[],
  pending: Set<string>,
  quotas: QuotaStore | undefined,
  limits: FleetJobData['settings']['limits'],
): Promise<BatchPlan> {
  const now = Date.now();
  const state = async (name: QuotaName) => (quotas ? quotas.read(name) : emptyQuotaState());
  const needed = (kind: 'file' | 'url') =>
    named.filter((n) => n.kind === kind && pending.has(n.id)).length;
  const uploads = planQuota('upload-init', needed('file'), await state('upload-init'), now, limits);
  const imports = planQuota(
    'source-import',
    needed('url'),
    await state('source-import'),
    now,
    limits,
  );
  return {
    total: named.length,
    done: named.length - pending.size,
    uploads,
    imports,
    quotaBoundUntil: Math.max(uploads.lastSlotAt, imports.lastSlotAt),
    at: now,
  };
}

/**
 * `transcribe --redis`: queues one BullMQ job per input (its id derived from the output folder
 * and the input, so queueing twice is one job) and follows them while `scribekit worker`s do the
 * work, with the same views as a local batch. Ctrl+C stops following; the workers carry on.
 */
export async function runFleetBatch(options: FleetBatchOptions): Promise<number> {
  const { io, outDir, settings } = options;
  refuseForeignFolder(outDir, 'fleet');
  const { Queue, QueueEvents, Redis } = await loadFleetLibraries();
  const connection = { url: options.redisUrl, maxRetriesPerRequest: null };
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const quotaConnection = redis.duplicate();
  const queue = new Queue<FleetJobData, FleetJobResult>(options.queue, { connection });
  const queueEvents = new QueueEvents(options.queue, { connection });
  try {
    const ledger = ledgerId(outDir);
    const ledgerStore = redisLedger(redis, ledger);
    const named = await nameInputs(options.inputs, ledgerStore);
    // Names are decided now and kept, whichever worker reaches an item first.
    await recordNames(named, ledgerStore);
    mkdirSync(outDir, { recursive: true });
    markFleetFolder(outDir, options.redisUrl, options.queue);
    // The key only names the shared quota state for the plan; the workers use their own.
    let quotas: QuotaStore | undefined;
    try {
      quotas = redisQuotaStore(
        quotaConnection,
        apiKeyId(resolveCredentials(io, options.profile).apiKey),
      );
    } catch {
      quotas = undefined;
    }
    const emitter = new BatchEmitter();
    const view =
      io.isTerminal && !options.json
        ? (await import('../batch/progress-view.js')).progressView(
            io,
            emitter,
            quotas ? { quotas: slotClock(quotas, settings.limits) } : {},
          )
        : lineView(io, emitter, options.json, outDir);
    // The follower keeps the manifest: the workers share no file but the outputs.
    const manifest = manifestWriter(outDir, () =>
      Promise.all(
        named.map(async (input) =>
          manifestRow(input, await ledgerStore.get(input.id), settings.report),
        ),
      ),
    );
    await queueEvents.waitUntilReady();

    // The disk is the truth: a done item whose outputs were deleted or changed is queued again
    // (its worker finds the loss too, and exports them anew; nothing is uploaded).
    const output = directoryOutput(outDir);
    const lostOnDisk = async (result: FleetJobResult, itemId: string) => {
      if (result.status !== 'done') return false;
      const record = await ledgerStore.get(itemId);
      if (!record) return true;
      const lost = await lostOutputs(record, output, settings.report);
      return lost.some(({ name }) => result.outputs.includes(name));
    };
    const byJob = new Map<string, NamedInput>();
    const results = new Map<string, FleetJobResult & { before?: boolean }>();
    const fingerprint = JSON.stringify({ outDir, settings });
    for (const input of named) {
      const id = jobId(ledger, input.id);
      byJob.set(id, input);
      const data: FleetJobData = {
        item:
          input.kind === 'file'
            ? { kind: 'file', id: input.id, name: input.name, path: input.path }
            : { kind: 'url', id: input.id, name: input.name, url: input.url },
        out: outDir,
        ledgerId: ledger,
        settings,
      };
      const existing = await queue.getJob(id);
      if (existing) {
        const state = await existing.getState();
        const sameWork =
          JSON.stringify({ outDir: existing.data.out, settings: existing.data.settings }) ===
          fingerprint;
        const finalOutcome =
          existing.returnvalue?.status === 'done' ||
          (existing.returnvalue?.status === 'parked' && !settings.retryFailed);
        if (
          state === 'completed' &&
          sameWork &&
          finalOutcome &&
          !(await lostOnDisk(existing.returnvalue, input.id))
        ) {
          results.set(id, { ...existing.returnvalue, before: true });
          continue;
        }
        if (state === 'failed' && sameWork) {
          await existing.retry();
          continue;
        }
        if (state !== 'completed' && state !== 'failed') continue; // queued or running: follow it
        await existing.remove(); // a failed item, or new settings: queued again, the ledger keeps what is done
      }
      await queue.add('item', data, { ...JOB_OPTIONS, jobId: id });
    }
    const pending = new Set(named.map((n) => n.id));
    for (const [id] of results) pending.delete(byJob.get(id)?.id ?? '');
    emitter.emit('plan', await plan(named, pending, quotas, settings.limits));

    const summary: BatchSummary = {
      total: named.length,
      done: 0,
      skipped: 0,
      failed: 0,
      parked: 0,
      claimedElsewhere: 0,
      stopped: 0,
    };
    const progress = () =>
      emitter.emit('progress', {
        done: summary.done + summary.skipped,
        failed: summary.failed,
        parked: summary.parked,
        total: summary.total,
        fraction:
          (summary.done + summary.skipped + summary.failed + summary.parked) /
          Math.max(1, summary.total),
      });
    const settle = (id: string, result: FleetJobResult & { before?: boolean }) => {
      const input = byJob.get(id) as NamedInput;
      if (result.status === 'done') {
        if (result.before || result.skipped) summary.skipped++;
        else summary.done++;
        const event: BatchEvents['itemDone'] = {
          itemId: input.id,
          name: input.name,
          transcriptId: result.transcriptId,
          outputs: result.outputs,
          skipped: Boolean(result.before || result.skipped),
        };
        emitter.emit('itemDone', event);
      } else if (result.status === 'parked') {
        summary.parked++;
        emitter.emit('itemParked', { itemId: input.id, name: input.name, error: result.error });
      } else {
        summary.failed++;
        emitter.emit('itemFailed', { itemId: input.id, name: input.name, error: result.error });
      }
      manifest.changed();
      progress();
    };
    for (const [id, result] of results) settle(id, result);
    queueEvents.on('progress', ({ jobId: id, data }) => {
      const input = byJob.get(id);
      if (!input || results.has(id)) return;
      const { phase, fraction } = data as unknown as FleetJobProgress;
      emitter.emit('itemProgress', {
        itemId: input.id,
        name: input.name,
        phase: phase as ItemPhase,
        fraction,
      });
    });

    // Follow the jobs by their state: events alone could be missed while this process starts.
    while (results.size < byJob.size && !io.interrupt.aborted) {
      for (const id of byJob.keys()) {
        if (results.has(id)) continue;
        const job = await queue.getJob(id);
        if (job && (await job.getState()) === 'completed' && job.returnvalue) {
          results.set(id, job.returnvalue);
          settle(id, job.returnvalue);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await manifest.flush();
    if (io.interrupt.aborted) {
      view.finish(undefined);
      printStopped(io, {
        json: options.json,
        resume: options.resume,
        reason: io.interrupt.reason,
        what: 'the workers carry on with the queue.',
        following: true,
      });
      return EXIT.interrupted;
    }
    view.finish(summary);
    return summary.failed === 0 ? EXIT.ok : EXIT.failed;
  } finally {
    await queueEvents.close();
    await queue.close();
    quotaConnection.disconnect();
    redis.disconnect();
  }
}
