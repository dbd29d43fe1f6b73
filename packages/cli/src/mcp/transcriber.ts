import { join } from 'node:path';
import {
  type Batch,
  type BatchItem,
  createBatch,
  createLocalClaims,
  createMemoryLedger,
  type ItemOutcome,
  type ItemPhase,
  type Ledger,
  memoryOutput,
  type QuotaLimit,
  type QuotaName,
  type TranscriptSettings,
} from '@scribekit/sdk/batch';
import {
  directoryContentClaims,
  LedgerLockedError,
  openJournalLedger,
} from '@scribekit/sdk/batch/node';
import { accountId, contentClaimsDir, keyQuotaStore } from '../batch/key-quota-store.js';
import type { Account } from './account.js';
import { QuotaWaitError, ToolUserError } from './tool-errors.js';

/** Longest a call waits for a quota slot; later than that, it says when the slot opens instead. */
export const SLOT_GRACE_MS = 30_000;

/** One call's request to transcribe a file or a link. */
export interface TranscribeRequest {
  account: Account;
  item: BatchItem;
  /** Language and title of the transcript. */
  settings: TranscriptSettings;
  /** Resolve when the transcript is completed (else as soon as it exists). */
  wait: boolean;
  /** The call's: aborted when the client cancels. */
  signal: AbortSignal;
  onProgress(phase: ItemPhase, fraction: number): void;
}

export interface TranscribeOutcome {
  transcriptId: string;
  /** False when `wait` was false and the service is still transcribing. */
  completed: boolean;
  /** Made earlier (this file, its content under another name, or this link): nothing was sent. */
  reused: boolean;
}

/** An item being worked on, shared by every call that asks for it meanwhile. */
interface Work {
  name: string;
  kind: BatchItem['kind'];
  /** Where it stands, and who hears of it. */
  state: {
    phase: ItemPhase;
    fraction: number;
    listeners: Set<(phase: ItemPhase, fraction: number) => void>;
  };
  batch: Batch;
  ledger: Ledger;
  itemId: string;
  /** Resolves with the transcript's id as soon as the service has one. */
  created: Promise<string>;
  outcome: Promise<ItemOutcome & { status: 'done' }>;
  callers: number;
  abort: AbortController;
}

const settled = <T>(promise: Promise<T>) =>
  promise.then(
    () => undefined,
    () => undefined,
  );

/**
 * Transcribes through the SDK's batch engine: resumable uploads recorded in a journal ledger per
 * account and language in the config folder (`mcp/<account>-<language>.jsonl`), the key's
 * quotas shared with the CLI (`keyQuotaStore`), a file whose content was transcribed before
 * reused without a request. Two calls for the same item share one piece of work. When another
 * process holds the ledger (a second MCP server), this one keeps its steps in memory.
 */
export class Transcriber {
  private readonly works = new Map<string, Work>();
  /** Work being set up: a second call meanwhile waits for it rather than starting its own. */
  private readonly starts = new Map<string, Promise<Work>>();
  private readonly ledgers = new Map<string, { ledger: Promise<Ledger>; users: number }>();
  private readonly claims = createLocalClaims();
  private closed = false;

  constructor(
    private readonly configDir: string,
    private readonly log: (line: string) => void,
    /** Limits the user stated (`--upload-limit`): else the documented ones. */
    private readonly limits?: Partial<Record<QuotaName, QuotaLimit>>,
  ) {}

  /** What is being uploaded, imported or transcribed by this server now (for list_jobs). */
  active(): { name: string; kind: BatchItem['kind']; phase: ItemPhase; fraction: number }[] {
    return [...this.works.values()].map(({ name, kind, state }) => ({
      name,
      kind,
      phase: state.phase,
      fraction: state.fraction,
    }));
  }

  async transcribe(request: TranscribeRequest): Promise<TranscribeOutcome> {
    if (this.closed) throw new ToolUserError('The server is shutting down.');
    const language = request.settings.language || 'auto';
    const key = `${accountId(request.account.credentials)}\n${language}\n${request.item.id}`;
    const work = this.works.get(key) ?? (await this.startOnce(key, request));
    work.callers++;
    const listener = request.onProgress;
    work.state.listeners.add(listener);
    listener(work.state.phase, work.state.fraction);
    try {
      const finished = work.outcome.then((outcome) => ({
        id: outcome.transcriptId,
        skipped: outcome.skipped,
      }));
      const target = request.wait
        ? finished
        : Promise.race([finished, work.created.then((id) => ({ id, skipped: false }))]);
      const { id, skipped } = await untilAborted(target, request.signal);
      const record = await work.ledger.get(work.itemId);
      return {
        transcriptId: id,
        completed: request.wait || record?.state === 'done',
        reused: skipped || Boolean(record?.transcript?.reusedFrom),
      };
    } finally {
      work.state.listeners.delete(listener);
      work.callers--;
      // A cancelled call stops an upload nobody waits for; once the transcript exists, the
      // engine only waits for it to complete and records that.
      if (work.callers === 0 && request.signal.aborted) {
        const record = await work.ledger.get(work.itemId).catch(() => undefined);
        if (!record?.transcript?.id) work.batch.stop();
      }
    }
  }

  private startOnce(key: string, request: TranscribeRequest): Promise<Work> {
    let starting = this.starts.get(key);
    if (!starting) {
      starting = this.start(key, request).finally(() => this.starts.delete(key));
      this.starts.set(key, starting);
    }
    return starting;
  }

  private async start(key: string, request: TranscribeRequest): Promise<Work> {
    const { account, item, settings } = request;
    const language = settings.language || 'auto';
    const ledgerPath = join(
      this.configDir,
      'mcp',
      `${accountId(account.credentials)}-${language.replace(/[^\w-]/g, '_')}.jsonl`,
    );
    const ledger = await this.useLedger(ledgerPath);
    const abort = new AbortController();
    const quotas = keyQuotaStore(this.configDir, account.credentials);
    const batch = createBatch({
      scribekit: account.scribekit,
      ledger,
      output: memoryOutput(),
      formats: [],
      quotas,
      // Another `scribekit mcp` (or a batch) uploading the same content is waited for and reused.
      contentClaims: directoryContentClaims(contentClaimsDir(this.configDir, account.credentials)),
      ...(this.limits ? { limits: this.limits } : {}),
      transcript: settings,
      claims: this.claims,
      concurrency: 1,
      signal: abort.signal,
    });
    try {
      await this.refuseLongWait(batch, item);
    } catch (error) {
      await this.releaseLedger(ledgerPath);
      throw error;
    }
    let announceCreated: (id: string) => void = () => undefined;
    const created = new Promise<string>((resolve) => {
      announceCreated = resolve;
    });
    const state: Work['state'] = { phase: 'queued', fraction: 0, listeners: new Set() };
    batch.on('itemProgress', ({ phase, fraction }) => {
      state.phase = phase;
      state.fraction = Math.max(state.fraction, fraction);
      for (const listener of state.listeners) listener(phase, state.fraction);
      if (phase === 'transcribing' || phase === 'done') {
        void ledger.get(item.id).then((record) => {
          if (record?.transcript?.id) announceCreated(record.transcript.id);
        });
      }
      if (phase === 'waiting-for-slot') {
        void this.refuseLongWait(batch, item).catch((error) => abort.abort(error));
      }
    });
    batch.on('rateLimited', ({ quota, until, limit, countedHere }) => {
      if (until - Date.now() > SLOT_GRACE_MS && quota !== 'smart-report') {
        abort.abort(new QuotaWaitError(quota, until, limit, countedHere));
      }
    });
    const outcome = batch
      .processItem(item)
      .then((result) => {
        if (result.status === 'done') {
          announceCreated(result.transcriptId);
          return result;
        }
        if (result.status === 'failed') {
          const { message, requestId } = result.error;
          throw new ToolUserError(
            `${item.kind === 'file' ? 'The file' : 'The link'} could not be transcribed: ${message}${requestId ? ` (request id ${requestId})` : ''}.`,
          );
        }
        throw new ToolUserError(
          'The transcription was stopped before the transcript was made; call transcribe again to continue where it stopped (nothing done so far is repeated).',
        );
      })
      .finally(async () => {
        this.works.delete(key);
        await this.releaseLedger(ledgerPath);
      });
    // Nobody may be waiting any more (wait: false, a cancelled call): never an unhandled rejection.
    void settled(outcome);
    const work: Work = {
      name: item.kind === 'file' ? (item.filename ?? item.name) : item.url,
      kind: item.kind,
      state,
      batch,
      ledger,
      itemId: item.id,
      created,
      outcome,
      callers: 0,
      abort,
    };
    this.works.set(key, work);
    return work;
  }

  /** Throws `QuotaWaitError` when the item needs a slot that opens later than a call waits. */
  private async refuseLongWait(batch: Batch, item: BatchItem): Promise<void> {
    const plan = await batch.plan([item]);
    const quota = item.kind === 'file' ? plan.uploads : plan.imports;
    if (quota.needed > 0 && quota.nextSlotAt - Date.now() > SLOT_GRACE_MS) {
      throw new QuotaWaitError(quota.quota, quota.nextSlotAt, quota.limit);
    }
  }

  private async useLedger(path: string): Promise<Ledger> {
    let entry = this.ledgers.get(path);
    if (!entry) {
      const ledger = openJournalLedger(path).catch((error: unknown) => {
        if (!(error instanceof LedgerLockedError)) throw error;
        // Another `scribekit mcp` uses this account: its uploads resume there, ours in memory.
        this.log(`${error.message} Steps of this server are kept in memory instead.`);
        return createMemoryLedger();
      });
      entry = { ledger, users: 0 };
      this.ledgers.set(path, entry);
    }
    entry.users++;
    try {
      return await entry.ledger;
    } catch (error) {
      this.ledgers.delete(path);
      throw error;
    }
  }

  private async releaseLedger(path: string): Promise<void> {
    const entry = this.ledgers.get(path);
    if (!entry) return;
    entry.users--;
    if (entry.users > 0) return;
    this.ledgers.delete(path);
    // The journal is closed (and its lock released) while no call uses it.
    await (await entry.ledger).close();
  }

  /** Stops every piece of work (each ends at a step on record) and closes the ledgers. */
  async close(): Promise<void> {
    this.closed = true;
    for (const work of this.works.values()) work.abort.abort(new Error('server closing'));
    await Promise.all([...this.works.values()].map((work) => settled(work.outcome)));
  }
}

/** `promise`, or a rejection as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
