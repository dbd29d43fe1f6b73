import { type FileHandle, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { applyStep, type ItemRecord, type Ledger, type LedgerStep } from '../ledger.js';
import { createMemoryQuotaStore, memoryLedgerOver } from '../memory.js';
import { emptyQuotaState, type QuotaName, type QuotaState, type QuotaStore } from '../quota.js';
import { asDiskFull } from './disk-space.js';
import { type LedgerLockLostError, lockLedger } from './ledger-lock.js';
import { applyQuotaDelta, type QuotaDelta, quotaDelta } from './quota-delta.js';

/** Options of `openJournalLedger`. */
export interface JournalLedgerOptions {
  /** Rewrites the journal to one line per item once it holds this many more lines (default 20 000). */
  compactAfter?: number;
  /** The lock's lease: another process takes a lock over that was not renewed this long (default 10 s). */
  lockLeaseMs?: number;
  /** Called when another process took the lock over (this one froze past the lease); steps are refused from then on. */
  onLockLost?: (error: LedgerLockLostError) => void;
}

/** The file ledger: an append-only JSON-lines journal with a lock file; also the quota store. */
export interface JournalLedger extends Ledger, QuotaStore {
  /** The journal's path. */
  readonly path: string;
  /** Items it holds. */
  readonly size: number;
  /** Rewrites the journal to one line per item and quota. */
  compact(): Promise<void>;
  /** Set when another process took the lock over: no step has been written since. */
  readonly lockLost: LedgerLockLostError | undefined;
}

const HEADER = JSON.stringify({ scribekit_batch_ledger: 1 });

/** One line of the journal. */
type Line =
  | { i: string; s: LedgerStep } // a step of item i (written with i's number, see `serialize`)
  | { a: number; id: string } // item id's number in this file
  | { i: number; s: LedgerStep } // a step of the item numbered i
  | { r: ItemRecord } // a compacted record
  | { q: QuotaName; state: QuotaState } // a quota's whole state (compaction writes these)
  | { q: QuotaName; d: QuotaDelta }; // what one update changed in it

/**
 * Opens (or creates) the journal at `path` and locks it for this process (`LedgerLockedError` when
 * a live process holds it). Each step is one line, written and flushed to disk (`fdatasync`)
 * before `record` resolves; steps arriving together share one flush. A quota update is one line
 * of what changed (a lease, a hit, a cooldown), never the whole state, and an update that changes
 * nothing (a worker looking again while it waits) writes nothing. The journal is compacted to one
 * line per item when opened, when it grows, and when closed. A line torn by a crash is dropped.
 */
export async function openJournalLedger(
  path: string,
  options: JournalLedgerOptions = {},
): Promise<JournalLedger> {
  await mkdir(dirname(path), { recursive: true });
  let lost: LedgerLockLostError | undefined;
  const release = await lockLedger(path, {
    ...(options.lockLeaseMs ? { leaseMs: options.lockLeaseMs } : {}),
    onLost(error) {
      lost = error;
      options.onLockLost?.(error);
    },
  });
  try {
    return await openLocked(path, options, release, () => lost);
  } catch (error) {
    await release();
    throw error;
  }
}

async function openLocked(
  path: string,
  options: JournalLedgerOptions,
  release: () => Promise<void>,
  lockLost: () => LedgerLockLostError | undefined,
): Promise<JournalLedger> {
  const compactAfter = options.compactAfter ?? 20_000;
  const records = new Map<string, ItemRecord>();
  const quotas = new Map<QuotaName, QuotaState>();
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  replay(text, records, quotas);
  // This process holds the lock: requests of a process that died are in flight no more, and
  // may have counted against the quota.
  for (const [name, state] of quotas) {
    if (state.pending.length === 0) continue;
    const hits = [
      ...state.hits,
      ...state.pending.map((lease) => ({ sent: lease.sent, done: lease.renewedAt ?? lease.sent })),
    ];
    quotas.set(name, { ...state, hits: hits.sort((a, b) => a.done - b.done), pending: [] });
  }

  let handle: FileHandle = await rewrite(path, records, quotas);
  // The journal's length when every line written so far is whole: a failed write is cut back to it.
  let length = (await handle.stat()).size;
  let linesSinceCompact = 0;
  let queue: { line: Line; done: (error?: unknown) => void }[] = [];
  let flushing: Promise<void> | undefined;
  // A step names its item by a number declared once in this file ({a, id}): the absolute path
  // repeated on every step would be most of the journal. Numbered when written, so a compaction
  // (which starts a file without declarations) never leaves a step naming a number it lacks.
  const numbers = new Map<string, number>();
  const serialize = (line: Line): string => {
    if (!('i' in line) || typeof line.i !== 'string') return `${JSON.stringify(line)}\n`;
    let number = numbers.get(line.i);
    let declaration = '';
    if (number === undefined) {
      number = numbers.size;
      numbers.set(line.i, number);
      declaration = `${JSON.stringify({ a: number, id: line.i })}\n`;
    }
    return `${declaration}${JSON.stringify({ i: number, s: line.s })}\n`;
  };

  async function flush(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      const text = Buffer.from(batch.map((entry) => serialize(entry.line)).join(''));
      try {
        // Written whole: a short write (a disk filling up) is continued or fails.
        for (let offset = 0; offset < text.length; ) {
          offset += (await handle.write(text, offset)).bytesWritten;
        }
        await handle.datasync();
        length += text.length;
        linesSinceCompact += batch.length;
        for (const entry of batch) entry.done();
      } catch (error) {
        // A torn line would swallow the next one: the journal is cut back to its last whole line.
        await handle.truncate(length).catch(() => undefined);
        // What was declared may not be on disk: declare again from here on.
        numbers.clear();
        const failure = await asDiskFull(error, path, text.length);
        for (const entry of batch) entry.done(failure);
      }
      if (linesSinceCompact >= compactAfter) await compactNow().catch(() => undefined);
    }
  }

  /** Appends a line; resolves once it is on disk. */
  function append(line: Line): Promise<void> {
    // Another process holds the ledger now: what this one would write could contradict its steps.
    const lost = lockLost();
    if (lost) return Promise.reject(lost);
    return new Promise((resolve, reject) => {
      queue.push({
        line,
        done: (error) => (error ? reject(error) : resolve()),
      });
      flushing ??= flush().finally(() => {
        flushing = undefined;
      });
    });
  }

  /** Replaces the journal by its compact form; when that cannot be written the old one stays. */
  async function compactNow(): Promise<void> {
    const next = await rewrite(path, records, quotas);
    await handle.close();
    handle = next;
    length = (await handle.stat()).size;
    numbers.clear();
    linesSinceCompact = 0;
  }

  const ledger = memoryLedgerOver(records, (i, s) => append({ i, s }));
  const cooldowns = new Map<QuotaName, number | undefined>();
  const quotaStore = createMemoryQuotaStore(quotas, (q, state, previous) => {
    const d = quotaDelta(previous, state);
    if (!d) return Promise.resolve();
    const written = append({ q, d });
    // A new cooldown must survive a crash (a restart must not knock again): wait for the disk.
    // Leases and hits ride along with the next flush, which the step recorded before each
    // rate-limited request forces anyway, so a slot costs no flush of its own.
    if (state.cooldownUntil !== cooldowns.get(q)) {
      cooldowns.set(q, state.cooldownUntil);
      return written;
    }
    written.catch(() => undefined);
    return Promise.resolve();
  });
  let closed = false;
  return {
    ...ledger,
    ...quotaStore,
    path,
    get size() {
      return records.size;
    },
    get lockLost() {
      return lockLost();
    },
    async compact() {
      await flushing;
      await compactNow();
    },
    async close() {
      if (closed) return;
      closed = true;
      await flushing;
      // A journal whose lock was taken over is another process's now: left as it is.
      if (!lockLost()) await compactNow().catch(() => undefined);
      await handle.close();
      await release();
    },
  };
}

/** Folds the journal's lines into records and quota states; a torn or foreign line is skipped. */
function replay(
  text: string,
  records: Map<string, ItemRecord>,
  quotas: Map<QuotaName, QuotaState>,
) {
  const ids = new Map<number, string>();
  for (const raw of text.split('\n')) {
    if (!raw) continue;
    let line: Partial<{
      a: number;
      id: string;
      i: string | number;
      s: LedgerStep;
      r: ItemRecord;
      q: QuotaName;
      state: QuotaState;
      d: QuotaDelta;
    }>;
    try {
      line = JSON.parse(raw);
    } catch {
      continue; // the last line of a crash, cut short
    }
    if (line.r) records.set(line.r.id, line.r);
    else if (typeof line.a === 'number' && typeof line.id === 'string') ids.set(line.a, line.id);
    else if (line.i !== undefined && line.s) {
      // A number declared earlier in the file (the journal's own), or an id (older journals).
      const id = typeof line.i === 'number' ? ids.get(line.i) : line.i;
      if (id !== undefined) records.set(id, applyStep(id, records.get(id), line.s));
    } else if (line.q && line.state) quotas.set(line.q, line.state);
    else if (line.q && line.d) {
      quotas.set(line.q, applyQuotaDelta(quotas.get(line.q) ?? emptyQuotaState(), line.d));
    }
  }
}

/**
 * Writes the compacted journal beside the old one, flushes it and renames it over the old one (an
 * atomic replace), then returns a handle appending to it.
 */
async function rewrite(
  path: string,
  records: Map<string, ItemRecord>,
  quotas: Map<QuotaName, QuotaState>,
): Promise<FileHandle> {
  const temporary = `${path}.compact`;
  const lines = [HEADER];
  for (const record of records.values()) lines.push(JSON.stringify({ r: record }));
  for (const [q, state] of quotas) lines.push(JSON.stringify({ q, state }));
  const text = `${lines.join('\n')}\n`;
  try {
    const out = await open(temporary, 'w');
    try {
      await out.writeFile(text);
      await out.sync();
    } finally {
      await out.close();
    }
    await rename(temporary, path);
  } catch (error) {
    // A full disk leaves no half-written copy behind (the journal itself is untouched).
    await rm(temporary, { force: true });
    throw await asDiskFull(error, path, text.length);
  }
  await syncDirectory(dirname(path));
  return open(path, 'a');
}

/** Makes a rename durable (a no-op where directories cannot be opened, as on Windows). */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r').catch(() => undefined);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on a directory.
  } finally {
    await handle.close();
  }
}
