import type { Scribekit } from '@scribekit/sdk';
import {
  type BatchItem,
  createBatch,
  type ItemPhase,
  type ItemRecord,
  memoryOutput,
  nameFromUrl,
  type QuotaStore,
  urlItem,
} from '@scribekit/sdk/batch';
import { videosOnPage } from '@scribekit/shared';
import { i18n } from '#i18n';
import type { BatchDetails, BatchPlanView, BatchView } from '../../messages/page-batches.js';
import type { PageVideoLink } from '../../messages/popup.js';
import { BadInputError } from '../errors-to-text.js';
import type { AlarmsLike } from '../poller.js';
import { createBatchList, toView } from './batch-list.js';
import { importPlan, importWindowMs, nextImportAt, withServiceImports } from './batch-quota.js';
import {
  type BatchArea,
  type BatchMeta,
  isLive,
  MAX_KEPT_BATCHES,
  recordKey,
  type StoredVideo,
  videosKey,
} from './batch-records.js';
import { createBatchedWriter } from './batched-writer.js';
import { itemView } from './item-view.js';
import { readServiceImports } from './on-service.js';
import { openStorageLedger, openStorageQuotas } from './storage-ledger.js';

/** Name of the alarm that wakes a stopped background for its page batches. */
export const BATCH_ALARM = 'scribekit-batch';

/** Browsers run alarms at most every 30 seconds; a live batch is looked at least that often. */
const KEEP_LOOKING_MS = 30_000;
/** Items worked on at once (their imports are still sent one at a time: `maxInFlight`). */
const CONCURRENCY = 4;
/** First delay between checks of an import or transcript (the SDK grows it to 5 s). */
const POLL_MS = 2_000;
/** Every item waiting for the quota this long (two checks): the slice ends, an alarm wakes it. */
const IDLE_CHECK_MS = 1_000;
/** A quota wait shorter than this is waited out in place. */
const MIN_SLEEP_MS = 3_000;

/** What the batch runner works with. */
export interface BatchRunnerDeps {
  /** `storage.local`. */
  area: BatchArea;
  /** The SDK client of the saved key (throws when none is saved). */
  scribekit: () => Promise<Scribekit>;
  /** Alarms, to wake a stopped service worker. */
  alarms: AlarmsLike;
  /** Tells, once, that a batch has ended. */
  notifyEnded: (batch: BatchView) => Promise<void> | void;
  /** True while the saved key stands refused: no batch runs and no alarm is kept. */
  paused?: () => Promise<boolean>;
  /** Told when the engine halted because the service refused the key (401, or 403). */
  onRefused?: (error: unknown) => Promise<void> | void;
  /** The clock (ms since epoch). */
  now?: () => number;
}

/** One run of a batch's engine in this service worker (until done, a quota wait or a stop). */
interface Slice {
  finished: Promise<void>;
  stop(reason: 'cancel' | 'quota'): void;
}

/**
 * Page batches: the videos of a page imported with the SDK's batch engine, its ledger and the
 * shared quota state in `storage.local`. A batch runs in slices: while there is work it runs; when
 * every item waits for the import quota it stops, stores when the next import may go and sets an
 * alarm for then, so no service worker is kept alive to wait. A slice that a stopped worker or a
 * closed browser cut short resumes from the ledger on the next alarm or start.
 */
export function createBatchRunner(deps: BatchRunnerDeps) {
  const now = deps.now ?? Date.now;
  const { area } = deps;
  const writer = createBatchedWriter(area);
  const list = createBatchList(area, writer);
  const { patch, readVideos } = list;
  const slices = new Map<string, Slice>();
  const starting = new Map<string, Promise<BatchView>>();
  let quotas: Promise<QuotaStore> | null = null;
  let wakeTimer: ReturnType<typeof setTimeout> | null = null;
  // Aborted only by `halt()`: everything stops at once, as when the browser ends the worker.
  const halted = new AbortController();

  const quotaStore = () => {
    quotas ??= openStorageQuotas(area, writer).catch((error) => {
      quotas = null;
      throw error;
    });
    return quotas;
  };

  /** The videos, each once and checked, as the shared catalog reads them. */
  function checkedVideos(videos: readonly PageVideoLink[]) {
    const links = (Array.isArray(videos) ? videos : []).map((video) => ({
      href: String(video?.url ?? ''),
      text: String(video?.title ?? ''),
    }));
    return videosOnPage(links);
  }

  /** The page's batch that still has work, if any. */
  async function liveBatchOf(pageUrl: string): Promise<BatchMeta | undefined> {
    return (await list.read()).find((meta) => meta.pageUrl === pageUrl && isLive(meta));
  }

  /** What the service already has of these videos, and its imports in the quota's window. */
  async function serviceImportsOf(videos: readonly { url: string }[]) {
    const quotas = await quotaStore();
    const windowMs = importWindowMs(await quotas.read('source-import'));
    const service = await readServiceImports(
      await deps.scribekit(),
      new Set(videos.map((video) => video.url)),
      windowMs,
      now(),
    );
    return { quotas, service };
  }

  async function plan(request: {
    pageUrl: string;
    videos: PageVideoLink[];
  }): Promise<BatchPlanView> {
    const { videos, found } = checkedVideos(request.videos);
    const running = await liveBatchOf(request.pageUrl);
    const base = { found, total: videos.length, running: running ? toView(running) : null };
    const { quotas, service } = await serviceImportsOf(videos);
    const alreadyDone = videos.filter((video) => service.imported.has(video.url)).length;
    const toImport = videos.length - alreadyDone;
    const at = now();
    const state = withServiceImports(await quotas.read('source-import'), service.recentImports, at);
    const planned = importPlan(state, toImport, at);
    return {
      ...base,
      alreadyDone,
      toImport,
      quotaWaitMs: planned.waitMs,
      limit: planned.limit,
      windowMs: planned.windowMs,
    };
  }

  async function start(request: {
    pageUrl: string;
    title: string;
    videos: PageVideoLink[];
  }): Promise<BatchView> {
    // Two clicks (or two popups) on one page while the first start is on its way: one batch.
    const inFlight = starting.get(request.pageUrl);
    if (inFlight) return inFlight;
    const started = createBatchOf(request).finally(() => starting.delete(request.pageUrl));
    starting.set(request.pageUrl, started);
    return started;
  }

  async function createBatchOf(request: {
    pageUrl: string;
    title: string;
    videos: PageVideoLink[];
  }): Promise<BatchView> {
    const live = await liveBatchOf(request.pageUrl);
    if (live) return toView(live);
    const { videos } = checkedVideos(request.videos);
    if (videos.length === 0) {
      throw new BadInputError(i18n.t('errors.noVideos'), i18n.t('errors.noVideosDetail'));
    }
    const { quotas, service } = await serviceImportsOf(videos);
    // The batch's gate starts from what the service has counted (imports made elsewhere too).
    await quotas.update('source-import', (state) => ({
      state: withServiceImports(state, service.recentImports, now()),
      result: undefined,
    }));
    const stored: StoredVideo[] = videos.map((video) => {
      const known = service.imported.get(video.url);
      if (!known) return { u: video.url, t: video.title };
      return known.transcriptId
        ? { u: video.url, t: video.title, s: known.transcriptId }
        : { u: video.url, t: video.title, w: true };
    });
    const at = now();
    const meta: BatchMeta = {
      id: `${at.toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      pageUrl: request.pageUrl,
      title: String(request.title ?? '').slice(0, 200),
      total: stored.length,
      skipped: stored.filter((video) => video.s || video.w).length,
      done: 0,
      failed: 0,
      state: 'running',
      nextAt: null,
      createdAt: at,
      endedAt: null,
      notified: false,
    };
    // The videos first: a batch in the list always has them.
    await writer.put(videosKey(meta.id), stored);
    const dropped = await list.update((metas) => {
      const next = [meta, ...metas];
      const kept: BatchMeta[] = [];
      const gone: BatchMeta[] = [];
      for (const one of next) {
        (isLive(one) || kept.length < MAX_KEPT_BATCHES ? kept : gone).push(one);
      }
      return { metas: kept, result: gone };
    });
    for (const gone of dropped) void list.forget(gone);
    void drive(meta.id);
    return toView(meta);
  }

  /** Runs a batch in this service worker unless it already runs here. */
  async function drive(id: string): Promise<void> {
    const running = slices.get(id);
    if (running) return running.finished;
    if (halted.signal.aborted) return;
    let stopReason: 'cancel' | 'quota' | null = null;
    let stopEngine: () => void = () => undefined;
    const slice: Slice = {
      finished: Promise.resolve(),
      stop(reason) {
        stopReason ??= reason;
        stopEngine();
      },
    };
    slices.set(id, slice);
    slice.finished = (async () => {
      try {
        await runSlice(
          id,
          (stop) => {
            stopEngine = stop;
          },
          () => stopReason,
        );
      } finally {
        slices.delete(id);
        await scheduleWake();
      }
    })().catch(() => undefined);
    return slice.finished;
  }

  async function runSlice(
    id: string,
    onEngine: (stop: () => void) => void,
    stopReason: () => 'cancel' | 'quota' | null,
  ): Promise<void> {
    if (await deps.paused?.()) return;
    const meta = (await list.read()).find((one) => one.id === id);
    if (!meta || !isLive(meta)) return;
    if (meta.state === 'waiting') await patch(id, { state: 'running', nextAt: null });
    await scheduleWake();
    const videos = await readVideos(id);
    const ids = videos.map((_, index) => String(index));
    const { ledger, records } = await openStorageLedger(area, writer, id, ids);
    await recount(id, records);
    const work: BatchItem[] = [];
    videos.forEach((video, index) => {
      const state = records.get(String(index))?.state;
      if (video.s || video.w || state === 'done' || state === 'failed') return;
      work.push(urlItem(video.u, { id: String(index), name: video.t || nameFromUrl(video.u) }));
    });
    if (work.length > 0) {
      const quotas = await quotaStore();
      const engine = createBatch({
        scribekit: await deps.scribekit(),
        ledger,
        output: memoryOutput(),
        formats: [],
        quotas,
        concurrency: CONCURRENCY,
        // One import in flight at a time (each is answered at once): a key revoked mid-batch is
        // refused once, not once per item under way.
        maxInFlight: 1,
        pollIntervalMs: POLL_MS,
        signal: halted.signal,
        now,
      });
      onEngine(() => engine.stop());
      if (stopReason()) engine.stop();
      const phases = new Map<string, ItemPhase>();
      engine.on('itemProgress', ({ itemId, phase }) => phases.set(itemId, phase));
      engine.on('itemDone', () => void recount(id, records));
      engine.on('itemFailed', () => void recount(id, records));
      let waitUntil: number | null = null;
      let idleChecks = 0;
      const watch = setInterval(() => {
        const active = [...phases.values()].filter(
          (phase) => phase !== 'done' && phase !== 'failed' && phase !== 'stopped',
        );
        if (active.length === 0 || active.some((phase) => phase !== 'waiting-for-slot')) {
          idleChecks = 0;
          return;
        }
        idleChecks += 1;
        if (idleChecks < 2) return;
        void nextImportAt(quotas, now()).then((at) => {
          if (waitUntil !== null || at - now() < MIN_SLEEP_MS) return;
          waitUntil = at;
          engine.stop();
        });
      }, IDLE_CHECK_MS);
      try {
        await engine.run(work);
      } catch (error) {
        // The engine halts at the first refused request; the key's record stops everything else.
        await deps.onRefused?.(error);
        throw error;
      } finally {
        clearInterval(watch);
      }
      await writer.idle();
      if (stopReason() === 'cancel') return;
      if (waitUntil !== null) {
        await patch(id, { state: 'waiting', nextAt: waitUntil });
        return;
      }
    }
    const counted = await recount(id, records);
    if (!counted || stopReason() === 'cancel') return;
    if (counted.done + counted.failed + counted.skipped < counted.total) return;
    const ended = await patch(id, { state: 'done', nextAt: null, endedAt: now() });
    if (ended && !ended.notified) {
      // Told first, marked after: a crash in between tells again under the same id (replacing it).
      await deps.notifyEnded(toView(ended));
      await patch(id, { notified: true });
    }
  }

  /** Counts done and failed items from the ledger (what a crash between a step and a count left). */
  function recount(id: string, records: Map<string, ItemRecord>) {
    let done = 0;
    let failed = 0;
    for (const record of records.values()) {
      if (record.state === 'done') done += 1;
      else if (record.state === 'failed') failed += 1;
    }
    return patch(id, { done, failed });
  }

  /** Sets the alarm (and a timer while this worker lives) for the soonest batch that needs one. */
  async function scheduleWake(): Promise<void> {
    const live = (await list.read()).filter(isLive);
    if (wakeTimer !== null) clearTimeout(wakeTimer);
    wakeTimer = null;
    if (live.length === 0 || (await deps.paused?.())) {
      await deps.alarms.clear(BATCH_ALARM);
      return;
    }
    const at = now();
    const waits = live.filter((meta) => meta.state === 'waiting' && meta.nextAt !== null);
    const soonestWait = Math.min(...waits.map((meta) => meta.nextAt as number));
    if (Number.isFinite(soonestWait)) {
      wakeTimer = setTimeout(() => void resumeAll(), Math.max(0, soonestWait - at));
    }
    const running = live.some((meta) => meta.state === 'running');
    const when = Math.min(running ? at + KEEP_LOOKING_MS : Infinity, soonestWait);
    await deps.alarms.create(BATCH_ALARM, { when: Math.max(when, at + 1_000) });
  }

  /** Drives every batch that has work now (on start, on the alarm, when a popup opens). */
  async function resumeAll(): Promise<void> {
    if (halted.signal.aborted) return;
    if (await deps.paused?.()) {
      await scheduleWake();
      return;
    }
    const at = now();
    const due = (await list.read()).filter(
      (meta) =>
        meta.state === 'running' || (meta.state === 'waiting' && (meta.nextAt ?? 0) <= at + 500),
    );
    for (const meta of due) void drive(meta.id);
    await scheduleWake();
  }

  async function cancel(id: string): Promise<BatchView> {
    slices.get(id)?.stop('cancel');
    const meta = await list.update((metas) => {
      const found = metas.find((one) => one.id === id);
      if (!found) throw noBatch();
      if (!isLive(found)) return { metas, result: found };
      const next: BatchMeta = { ...found, state: 'cancelled', nextAt: null, endedAt: now() };
      return { metas: metas.map((one) => (one.id === id ? next : one)), result: next };
    });
    await scheduleWake();
    return toView(meta);
  }

  async function details(id: string): Promise<BatchDetails> {
    const meta = (await list.read()).find((one) => one.id === id);
    if (!meta) throw noBatch();
    const videos = await readVideos(id);
    const keys = videos.map((_, index) => recordKey(id, String(index)));
    const stored = keys.length ? await area.get(keys) : {};
    return {
      ...toView(meta),
      items: videos.map((video, index) =>
        itemView(video, stored[recordKey(id, String(index))] as ItemRecord | undefined),
      ),
    };
  }

  return {
    plan,
    start,
    cancel,
    details,
    resumeAll,
    /** Every batch kept, newest first. */
    list: async (): Promise<BatchView[]> => (await list.read()).map(toView),
    /** Stops everything at once, requests in flight included, as a worker the browser ends (tests). */
    halt(): void {
      halted.abort(new Error('halted'));
      if (wakeTimer !== null) clearTimeout(wakeTimer);
      wakeTimer = null;
    },
    /** Resolves when every slice running in this worker has ended (tests). */
    async settled(): Promise<void> {
      while (slices.size > 0) await Promise.all([...slices.values()].map((s) => s.finished));
      await writer.idle();
    },
  };
}

const noBatch = () => new BadInputError(i18n.t('errors.noBatch'), i18n.t('errors.noBatchDetail'));

/** What `createBatchRunner` returns. */
export type BatchRunner = ReturnType<typeof createBatchRunner>;
