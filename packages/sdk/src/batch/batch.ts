import type { BatchEvents, BatchListener } from './events.js';
import type { BatchItem } from './items.js';
import type { BatchPlan } from './plan.js';

/** What `run` resolves with. */
export interface BatchSummary {
  total: number;
  /** Items finished in this run. */
  done: number;
  /** Items an earlier run had finished (nothing was sent for them). */
  skipped: number;
  /** Items that failed in this run (a permanent failure is also parked for the runs after). */
  failed: number;
  /** Items parked by an earlier run (their input was refused) and skipped: nothing was sent. */
  parked: number;
  /** Items another worker held (fleet mode). */
  claimedElsewhere: number;
  /** Items left for a later run because `stop()` was called (started ones continue from the ledger). */
  stopped: number;
  /**
   * Set when the batch stopped because the service did not answer for longer than `maxOutageMs`:
   * since when (ms since the epoch). The items left count as `stopped`; a rerun continues them.
   */
  unreachableSince?: number;
  /**
   * Set when a write failed for lack of space (ENOSPC, EDQUOT): the batch stopped there, before
   * another quota slot was spent, and the items left count as `stopped`. It names the folder and
   * what the write needed; free space and run again to continue.
   */
  diskFull?: import('./disk-full.js').DiskFullError;
}

/** Thrown inside an item when `stop()` was called; the item ends at a durable step. */
export class BatchStoppedError extends Error {
  static {
    BatchStoppedError.prototype.name = 'BatchStoppedError';
  }
  constructor() {
    super('The batch was stopped; run it again to continue where it stopped.');
  }
}

/** What happened to one item in `processItem`. */
export type ItemOutcome =
  | { status: 'done'; transcriptId: string; outputs: string[]; skipped: boolean }
  | { status: 'failed'; error: import('./ledger.js').ItemError }
  /** Parked by an earlier run (its input was refused); nothing was sent. */
  | { status: 'parked'; error: import('./ledger.js').ItemError }
  | { status: 'claimed-elsewhere' }
  | { status: 'stopped' };

/** A quota-aware, durable batch (see `createBatch`). */
export interface Batch {
  /** Adds a listener of one event; returns a function that removes it. */
  on<K extends keyof BatchEvents>(name: K, listener: BatchListener<K>): () => void;
  /** What `run(items)` would do and when the quotas let it finish (reads the ledger, sends nothing). */
  plan(items: readonly BatchItem[]): Promise<BatchPlan>;
  /**
   * Works through the items, `concurrency` at a time, and resolves when every item is done or
   * failed (a failed item does not stop the others). Rerun with the same ledger to finish what is
   * left: finished items are skipped, interrupted ones continue where their ledger says. While
   * the service is unreachable every item waits (see `serviceUnreachable`). Rejects with the
   * service's `AuthenticationError` or `PermissionError` when it refuses the key: the batch halts
   * at that one refused request and fails no item.
   */
  run(items: readonly BatchItem[]): Promise<BatchSummary>;
  /**
   * Works on one item (what `run` does per item): for a fleet's queue worker, which calls it per
   * job. Throws only when the batch's signal aborts, or with the service's `AuthenticationError`
   * or `PermissionError` when it refuses the key (the item is not at fault and is not failed).
   */
  processItem(item: BatchItem): Promise<ItemOutcome>;
  /**
   * Stops gently (Ctrl+C): no item or rate-limited request starts any more, waits end, and every
   * item in progress stops right after its next step is on record — a part that is being sent
   * finishes first. `run` then resolves with the items left counted as `stopped`; a rerun
   * continues them. To stop at once, abort the batch's `signal` instead.
   */
  stop(): void;
}
