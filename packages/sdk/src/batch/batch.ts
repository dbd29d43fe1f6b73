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
}

/** What happened to one item in `processItem`. */
export type ItemOutcome =
  | { status: 'done'; transcriptId: string; outputs: string[]; skipped: boolean }
  | { status: 'failed'; error: import('./ledger.js').ItemError }
  | { status: 'claimed-elsewhere' };

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
}
