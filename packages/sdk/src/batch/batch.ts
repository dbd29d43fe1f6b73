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
  failed: number;
  /** Items another worker held (fleet mode). */
  claimedElsewhere: number;
  /** Items left for a later run because `stop()` was called (started ones continue from the ledger). */
  stopped: number;
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
   * left: finished items are skipped, interrupted ones continue where their ledger says.
   */
  run(items: readonly BatchItem[]): Promise<BatchSummary>;
  /**
   * Works on one item (what `run` does per item): for a fleet's queue worker, which calls it per
   * job. Throws only when the batch's signal aborts.
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
