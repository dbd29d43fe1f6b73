import { type ExportFormat, ScribekitError, ServerError } from '../index.js';
import { eitherSignal } from '../internal/abort.js';
import { type Batch, BatchStoppedError, type BatchSummary, type ItemOutcome } from './batch.js';
import { createLocalClaims } from './claims.js';
import { ItemRun, type StepContext } from './context.js';
import { describeItem } from './describe-item.js';
import { DiskFullError, isDiskFull } from './disk-full.js';
import { BatchEmitter, type BatchEvents } from './events.js';
import { ensureExports, isWritten, outputName } from './export-step.js';
import { isKeyRefused, refusesInput } from './failure-kind.js';
import { ensureImported } from './import-step.js';
import { toItemError } from './item-error.js';
import type { BatchItem, FileItem } from './items.js';
import type { ItemRecord } from './ledger.js';
import { createMemoryQuotaStore } from './memory.js';
import type { BatchOptions } from './options.js';
import { type LostOutput, lostOutputs } from './output-check.js';
import { type BatchPlan, planQuota } from './plan.js';
import type { QuotaStore } from './quota.js';
import { createQuotaGate } from './quota-gate.js';
import { isUnanswered } from './reach.js';
import { ensureReport, reportName } from './report-step.js';
import { slotOutcome } from './retry-policy.js';
import { createServiceWatch } from './service-watch.js';
import { ensureTranscribed, ensureTranscript } from './transcript-step.js';
import { ensureUploaded } from './upload-step.js';

/** How long the other items wait for the answer to a run's first rate-limited request. */
const FIRST_ANSWER_WAIT_MS = 3_000;

/**
 * Creates a batch engine over a client, a ledger and an output sink.
 *
 * ```ts
 * import { createScribekit } from '@scribekit/sdk';
 * import { blobItem, createBatch, createMemoryLedger, memoryOutput } from '@scribekit/sdk/batch';
 * const scribekit = createScribekit({ apiKey: 'sk_test', baseUrl: 'https://api.example.com' });
 * const output = memoryOutput();
 * const batch = createBatch({ scribekit, ledger: createMemoryLedger(), output, formats: ['srt'] });
 * batch.on('itemDone', ({ name, outputs }) => console.log(name, outputs));
 * await batch.run([blobItem(new Blob(['…']), { id: 'a', name: 'a' })]);
 * ```
 */
export function createBatch(options: BatchOptions): Batch {
  const { ledger, output, scribekit, signal } = options;
  // `[]` asks for transcripts only (no export, nothing written); absent means `txt`.
  const formats: readonly ExportFormat[] = options.formats ?? ['txt'];
  const now = options.now ?? Date.now;
  const quotas: QuotaStore =
    options.quotas ?? (isQuotaStore(ledger) ? ledger : createMemoryQuotaStore());
  const gate = createQuotaGate(quotas, now, options.limits, options.quotaLeaseMs, {
    ...(options.maxInFlight !== undefined ? { maxInFlight: options.maxInFlight } : {}),
  });
  const claims = options.claims ?? createLocalClaims();
  const events = new BatchEmitter();
  const stopper = new AbortController();
  // Cancels requests in flight: aborted when the service refuses the key.
  const halt = new AbortController();
  const requestSignal = signal ? eitherSignal(signal, halt.signal) : halt.signal;
  const waitSignal = eitherSignal(requestSignal, stopper.signal);
  const stopped = () => stopper.signal.aborted && !signal?.aborted;
  let keyRefused: ScribekitError | undefined;
  let unreachableSince: number | undefined;
  // The first full disk stops the batch: every later item would need the disk too.
  let diskFull: DiskFullError | undefined;
  const stopForFullDisk = (error: unknown) => {
    if (!diskFull) {
      const raw = error as { code: string; path?: string; message: string };
      diskFull =
        error instanceof DiskFullError
          ? error
          : new DiskFullError(raw.message, {
              code: raw.code,
              folder: raw.path ?? '',
              path: raw.path ?? '',
              needed: 0,
            });
      events.emit('diskFull', { error: diskFull });
    }
    stopper.abort(new BatchStoppedError());
  };
  /** The first 401/403 halts everything at once: every other request would be refused alike. */
  const refuseKey = (error: ScribekitError) => {
    if (keyRefused) return;
    keyRefused = error;
    stopper.abort(error);
    halt.abort(error);
  };

  // Items of this process uploading a content, by SHA-256: a second item with it waits for the first.
  const sameContent = new Map<string, Promise<string>>();
  const announcedCooldowns = new Set<number>();
  let firstAnswer: Promise<void> | undefined;
  let answerArrived = () => {};
  let firstLease: string | undefined;
  const announce = (event: BatchEvents['rateLimited']) => {
    if (announcedCooldowns.has(event.until)) return;
    announcedCooldowns.add(event.until);
    events.emit('rateLimited', event);
  };

  const watch = createServiceWatch({
    // Any answer of the service's own will do (even a 403 for a key without transcripts:read).
    async check(checkSignal) {
      try {
        const { response } = await scribekit.client.GET('/transcripts/', {
          params: { query: { limit: 1 } },
          maxRetries: 0,
          timeoutMs: 15_000,
          signal: checkSignal,
        });
        const { status } = response;
        // A gateway's 502–504 is not the service answering.
        if (status < 502 || status > 504) return undefined;
        return new ServerError({ status, message: `${status} from a gateway` });
      } catch (error) {
        if (isUnanswered(error)) return error;
        throw error;
      }
    },
    events,
    now,
    signal: waitSignal,
    maxOutageMs: options.maxOutageMs,
    giveUp(since) {
      unreachableSince = since;
      stopper.abort(new BatchStoppedError());
    },
  });

  const context: StepContext = {
    scribekit,
    ledger,
    output,
    gate,
    events,
    options,
    now,
    signal: requestSignal,
    waitSignal,
    watch,
    stopping: () => stopper.signal.aborted,
    slot: async (quota, item) => {
      // No slot is taken while the service is down: its request could not be answered.
      await watch.reachable();
      // The run's first rate-limited request goes alone (a refused key costs one request); the
      // others wait for its answer, but not long: a slow one must not hold them up.
      const first = !firstAnswer;
      if (firstAnswer) await soonerOf(firstAnswer, FIRST_ANSWER_WAIT_MS);
      else firstAnswer = new Promise((resolve) => (answerArrived = resolve));
      const lease = await gate
        .acquire(quota, waitSignal, ({ until, cooldown }) => {
          events.emit('itemProgress', {
            itemId: item.id,
            name: item.name,
            phase: 'waiting-for-slot',
            fraction: 0,
          });
          // A cooldown set by an earlier run or another worker is announced once too.
          if (cooldown) announce({ quota, until });
        })
        .catch((error: unknown) => {
          if (first) answerArrived();
          throw error;
        });
      if (first) firstLease = lease;
      // Stopped while the slot was granted (a full disk, Ctrl+C): its request is not sent.
      if (stopper.signal.aborted) {
        await gate.settle(quota, lease, { kind: 'not-counted' });
        if (first) answerArrived();
        throw new BatchStoppedError();
      }
      return lease;
    },
    async settle(quota, lease, outcome) {
      if (lease === firstLease) answerArrived();
      const { cooldownUntil, limit, countedHere } = await gate.settle(quota, lease, outcome);
      if (cooldownUntil) {
        announce({
          quota,
          until: cooldownUntil,
          ...(limit ? { limit } : {}),
          ...(countedHere !== undefined ? { countedHere } : {}),
        });
      }
    },
    async failed(quota, lease, error) {
      if (isKeyRefused(error)) refuseKey(error);
      await context.settle(quota, lease, slotOutcome(error, options.neverReached));
    },
  };

  const outputsOf = (item: BatchItem) => [
    ...formats.map((format) => outputName(item.name, format)),
    ...(options.report ? [reportName(item.name, options.report)] : []),
  ];

  /** Whether an item the ledger calls done has every output this batch asks for. */
  const complete = (record: ItemRecord) =>
    formats.every((format) => isWritten(record, format, options)) &&
    (!options.report || record.report?.written === true);

  async function transcriptOfFile(run: ItemRun, item: FileItem): Promise<string> {
    if (run.record.transcript?.id) return run.record.transcript.id;
    const sha256 = run.record.sha256 as string;
    if (!run.record.upload) {
      const done = await ledger.findDone(sha256);
      const reused = done?.id !== item.id ? done?.transcript?.id : undefined;
      if (done && reused) {
        await run.step({ type: 'reused', transcriptId: reused, from: done.id });
        return reused;
      }
      const inFlight = sameContent.get(sha256);
      if (inFlight) {
        const other = await inFlight.catch(() => undefined);
        if (other) {
          await run.step({ type: 'reused', transcriptId: other, from: 'this run' });
          return other;
        }
      }
    }
    const mine = (async () => {
      // Other processes on the key: the content is claimed before its upload-init.
      const claim =
        options.contentClaims && !run.record.upload
          ? await options.contentClaims.claim(sha256, waitSignal)
          : undefined;
      if (claim && !claim.mine) {
        await run.step({
          type: 'reused',
          transcriptId: claim.transcriptId,
          from: 'another process',
        });
        return claim.transcriptId;
      }
      try {
        const id = await ensureTranscript(run, await ensureUploaded(run, item));
        await claim?.finish(id);
        return id;
      } catch (error) {
        await claim?.release().catch(() => undefined);
        throw error;
      }
    })();
    if (!sameContent.has(sha256)) {
      sameContent.set(sha256, mine);
      mine.catch(() => sameContent.delete(sha256));
    }
    return mine;
  }

  // Outputs checked while planning, reused by `run` for a minute so it does not read every
  // output twice (an item reached later is checked again: the disk may have changed meanwhile).
  const checked = new Map<string, { lost: LostOutput[]; at: number }>();
  /** The outputs a done item's record calls written but the output does not hold as written. */
  const lostOf = async (record: ItemRecord) => {
    const known = checked.get(record.id);
    checked.delete(record.id);
    if (known && now() - known.at < 60_000) return known.lost;
    return lostOutputs(record, output, options.report);
  };

  async function work(
    item: BatchItem,
    known: ItemRecord | undefined,
    restored: string[] = [],
  ): Promise<ItemOutcome> {
    let record = known;
    const step = await describeItem(item, record, () =>
      events.emit('itemProgress', {
        itemId: item.id,
        name: item.name,
        phase: 'hashing',
        fraction: 0,
      }),
    );
    if (step) record = await ledger.record(item.id, step);
    const current = record as ItemRecord;
    // Checked before an upload slot is spent (fileItem looks at the first bytes).
    if (item.kind === 'file' && options.checkMedia !== false && !current.upload) {
      const refusal = !current.transcript?.id && (await item.checkMedia?.());
      if (refusal) {
        throw refusesInput(
          new ScribekitError({
            key: refusal.key,
            message: `${refusal.text}; nothing was uploaded`,
          }),
        );
      }
    }
    const run = new ItemRun(context, item, current);
    run.progress('queued', 0);
    const transcriptId =
      item.kind === 'file' ? await transcriptOfFile(run, item) : await ensureImported(run, item);
    await ensureTranscribed(run, transcriptId);
    const outputs = await ensureExports(run, transcriptId, formats);
    if (options.report) outputs.push(await ensureReport(run, transcriptId, options.report));
    await run.step({ type: 'done' });
    // Done items are found through the ledger from now on: the run keeps nothing per item.
    if (run.record.sha256 && run.record.upload) sameContent.delete(run.record.sha256);
    run.progress('done', 1);
    const reusedFrom = run.record.transcript?.reusedFrom;
    events.emit('itemDone', {
      itemId: item.id,
      name: item.name,
      transcriptId,
      outputs,
      skipped: false,
      ...(reusedFrom ? { reusedFrom } : {}),
      ...(restored.length > 0 ? { restored } : {}),
    });
    return { status: 'done', transcriptId, outputs, skipped: false };
  }

  async function processItem(item: BatchItem): Promise<ItemOutcome> {
    signal?.throwIfAborted();
    if (keyRefused) throw keyRefused;
    if (stopped()) return { status: 'stopped' };
    const claim = await claims.claim(item.id);
    if (!claim) return { status: 'claimed-elsewhere' };
    try {
      let record = await ledger.get(item.id);
      // The disk is the truth: an output deleted or changed since it was written is made again.
      const lost = record?.state === 'done' ? await lostOf(record) : [];
      for (const { format } of lost) {
        record = await ledger.record(item.id, { type: 'output-lost', format });
      }
      if (record?.state === 'done' && record.transcript?.id && complete(record)) {
        const outputs = outputsOf(item);
        events.emit('itemDone', {
          itemId: item.id,
          name: item.name,
          transcriptId: record.transcript.id,
          outputs,
          skipped: true,
        });
        return { status: 'done', transcriptId: record.transcript.id, outputs, skipped: true };
      }
      // A parked item stays parked while its input is as it was (a file not changed since).
      if (
        record?.state === 'failed' &&
        record.error?.permanent &&
        !options.retryFailed &&
        !(await describeItem(item, record, () => undefined))
      ) {
        events.emit('itemParked', { itemId: item.id, name: item.name, error: record.error });
        return { status: 'parked', error: record.error };
      }
      if (record && record.state !== 'pending')
        record = await ledger.record(item.id, { type: 'retry' });
      const wanted = outputsOf(item);
      const restored = lost.map(({ name }) => name).filter((name) => wanted.includes(name));
      return await work(item, record, restored);
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (isKeyRefused(error)) {
        refuseKey(error);
        throw error;
      }
      if (keyRefused) throw keyRefused;
      // Not the item's fault: it stays as it is and the rerun (after freeing space) finishes it.
      if (isDiskFull(error)) stopForFullDisk(error);
      if (error instanceof BatchStoppedError || stopped()) {
        events.emit('itemProgress', {
          itemId: item.id,
          name: item.name,
          phase: 'stopped',
          fraction: 0,
        });
        return { status: 'stopped' };
      }
      const itemError = toItemError(error);
      await ledger.record(item.id, { type: 'failed', error: itemError }).catch(() => undefined);
      events.emit('itemProgress', {
        itemId: item.id,
        name: item.name,
        phase: 'failed',
        fraction: 1,
      });
      events.emit('itemFailed', { itemId: item.id, name: item.name, error: itemError });
      return { status: 'failed', error: itemError };
    } finally {
      await claim.release();
    }
  }

  async function plan(items: readonly BatchItem[]): Promise<BatchPlan> {
    let done = 0;
    let parked = 0;
    let uploads = 0;
    let imports = 0;
    const list = unique(items);
    const refusedAt: NonNullable<BatchPlan['refused']> = [];
    const classify = async (item: BatchItem, index: number) => {
      const record = await ledger.get(item.id);
      const lost =
        record?.state === 'done' ? await lostOutputs(record, output, options.report) : [];
      if (record?.state === 'done') checked.set(record.id, { lost, at: now() });
      if (record?.state === 'done' && complete(record) && lost.length === 0) done++;
      else if (record?.state === 'failed' && record.error?.permanent && !options.retryFailed)
        parked++;
      else if (record?.transcript?.id) return;
      else if (item.kind === 'file' && !record?.upload?.fileId) {
        // Checked as the run checks it, before a slot: a refused file needs none.
        const refusal =
          options.checkMedia !== false && !record?.upload
            ? await item.checkMedia?.().catch(() => undefined)
            : undefined;
        if (refusal) refusedAt[index] = { itemId: item.id, name: item.name, ...refusal };
        else uploads++;
      } else if (item.kind === 'url' && !record?.import?.importId) imports++;
    };
    // Outputs are read and hashed 16 items at a time: a rerun of thousands plans in moments.
    let next = 0;
    const reader = async () => {
      while (next < list.length) {
        const index = next++;
        await classify(list[index] as BatchItem, index);
      }
    };
    await Promise.all(Array.from({ length: Math.min(16, list.length) }, reader));
    const refused = refusedAt.filter(Boolean); // in the order of the items
    const at = now();
    const uploadPlan = planQuota(
      'upload-init',
      uploads,
      await quotas.read('upload-init'),
      at,
      options.limits,
    );
    const importPlan = planQuota(
      'source-import',
      imports,
      await quotas.read('source-import'),
      at,
      options.limits,
    );
    return {
      total: list.length,
      done,
      parked,
      ...(refused.length > 0 ? { refused } : {}),
      uploads: uploadPlan,
      imports: importPlan,
      quotaBoundUntil: Math.max(uploadPlan.lastSlotAt, importPlan.lastSlotAt),
      at,
    };
  }

  async function run(items: readonly BatchItem[]): Promise<BatchSummary> {
    const list = unique(items);
    events.emit('plan', await plan(list));
    const summary: BatchSummary = {
      total: list.length,
      done: 0,
      skipped: 0,
      failed: 0,
      parked: 0,
      claimedElsewhere: 0,
      stopped: 0,
    };
    const report = () => {
      const finished =
        summary.done + summary.skipped + summary.failed + summary.parked + summary.claimedElsewhere;
      events.emit('progress', {
        done: summary.done + summary.skipped,
        failed: summary.failed,
        parked: summary.parked,
        total: summary.total,
        fraction: summary.total ? finished / summary.total : 1,
      });
    };
    report();
    let next = 0;
    const worker = async () => {
      while (next < list.length && !signal?.aborted && !stopper.signal.aborted) {
        // While the service is down no new item starts (one that is parked or done would not
        // need it, but keeping the order keeps the output calm).
        await watch.reachable().catch(() => undefined);
        // Another worker may have taken the last item while this one waited.
        if (stopper.signal.aborted || signal?.aborted || next >= list.length) break;
        const item = list[next++] as BatchItem;
        const outcome = await processItem(item);
        if (outcome.status === 'done') summary[outcome.skipped ? 'skipped' : 'done']++;
        else if (outcome.status === 'failed') summary.failed++;
        else if (outcome.status === 'parked') summary.parked++;
        else if (outcome.status === 'claimed-elsewhere') summary.claimedElsewhere++;
        report();
      }
    };
    const workers = Math.max(1, Math.min(options.concurrency ?? 4, list.length));
    const results = await Promise.allSettled(Array.from({ length: workers }, worker));
    signal?.throwIfAborted();
    if (keyRefused) throw keyRefused;
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw (failure as PromiseRejectedResult).reason;
    summary.stopped =
      summary.total -
      summary.done -
      summary.skipped -
      summary.failed -
      summary.parked -
      summary.claimedElsewhere;
    if (unreachableSince !== undefined) summary.unreachableSince = unreachableSince;
    if (diskFull) summary.diskFull = diskFull;
    return summary;
  }

  return {
    on: (name, listener) => events.on(name, listener),
    plan,
    run,
    processItem,
    stop: () => stopper.abort(new BatchStoppedError()),
  };
}

/** Resolves when `promise` settles or after `ms`, whichever comes first (no timer left behind). */
function soonerOf(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}

/** Items without repeats (the first of each id). */
function unique(items: readonly BatchItem[]): BatchItem[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

function isQuotaStore(value: unknown): value is QuotaStore {
  return (
    typeof (value as QuotaStore).update === 'function' &&
    typeof (value as QuotaStore).read === 'function'
  );
}
