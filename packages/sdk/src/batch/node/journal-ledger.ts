import type { Ledger } from '../ledger.js';
import type { QuotaStore } from '../quota.js';

/** Another process holds the ledger (its lock file names the process). */
export class LedgerLockedError extends Error {
  static {
    LedgerLockedError.prototype.name = 'LedgerLockedError';
  }
  declare readonly path: string;
  declare readonly pid: number;

  constructor(path: string, pid: number, since: string) {
    super(
      `The batch ledger ${path} is in use by process ${pid} (since ${since}). Wait for it to finish or stop it; a lock left by a process that is gone is taken over automatically.`,
    );
    this.path = path;
    this.pid = pid;
  }
}

/** Options of `openJournalLedger`. */
export interface JournalLedgerOptions {
  /** Rewrite the journal to one line per item when it holds this many superseded lines (default 4 096). */
  compactAfter?: number;
}

/** The file ledger: an append-only JSON-lines journal with a lock file, also the quota store. */
export interface JournalLedger extends Ledger, QuotaStore {
  /** The journal's path. */
  readonly path: string;
  /** Items it holds. */
  readonly size: number;
  /** Rewrites the journal to one line per item and quota. */
  compact(): Promise<void>;
}

/**
 * Opens (or creates) the journal at `path` and locks it for this process.
 * STUB: implemented in the next commit.
 */
export async function openJournalLedger(
  path: string,
  options: JournalLedgerOptions = {},
): Promise<JournalLedger> {
  void options;
  throw new Error(`openJournalLedger(${path}): not implemented yet`);
}
