import type { ItemError } from './ledger.js';
import type { BatchPlan } from './plan.js';
import type { QuotaLimit, QuotaName } from './quota.js';

/** Where an item stands. */
export type ItemPhase =
  | 'queued'
  | 'hashing'
  | 'waiting-for-slot'
  | 'uploading'
  | 'importing'
  | 'transcribing'
  | 'exporting'
  | 'reporting'
  | 'done'
  | 'failed'
  /** Left for a later run by `stop()`. */
  | 'stopped';

/** The events of a batch, by name; every listener gets one object. */
export interface BatchEvents {
  /** What the batch will do and how long the quotas make it take (sent when `run` starts). */
  plan: BatchPlan;
  /** An item moved on: its phase, and the fraction of its work done (0–1). */
  itemProgress: { itemId: string; name: string; phase: ItemPhase; fraction: number };
  /** The whole batch: items finished, failed, parked and in total, and the fraction settled. */
  progress: { done: number; failed: number; parked: number; total: number; fraction: number };
  /**
   * The service said 429: no request of `quota` is sent before `until` (ms since the epoch); after
   * that the batch goes on at `limit` (stated or documented; a 429 never lowers it).
   * `countedHere`: the requests this batch's quota store counted in the window — fewer than the
   * limit means other clients of the key used the rest (or the service allows fewer).
   */
  rateLimited: { quota: QuotaName; until: number; limit?: QuotaLimit; countedHere?: number };
  /** An item is finished: its outputs (names given to the output sink) and its transcript. */
  itemDone: {
    itemId: string;
    name: string;
    transcriptId: string;
    outputs: string[];
    /** True when the item had been finished by an earlier run (nothing was sent). */
    skipped: boolean;
    /** The item whose transcript was reused (same content), if any. */
    reusedFrom?: string;
    /**
     * Outputs an earlier run had written that were missing or changed on disk and were made
     * again (exported or rendered anew: nothing uploaded, no new transcript).
     */
    restored?: string[];
  };
  /**
   * An item failed; the others go on. The error carries the service's message and request id;
   * `error.permanent` means the item is parked: later runs skip it (see `itemParked`).
   */
  itemFailed: { itemId: string; name: string; error: ItemError };
  /**
   * An item an earlier run parked (its input was refused) is skipped: nothing is sent for it.
   * `retryFailed` tries it again; a file that changed since is tried again anyway.
   */
  itemParked: { itemId: string; name: string; error: ItemError };
  /**
   * The service does not answer (no connection, time-outs, a gateway's 502–504): every item waits
   * — none fails for it — and it is checked again at `nextTryAt`. Sent after each check that fails.
   */
  serviceUnreachable: { since: number; nextTryAt: number; error: ItemError };
  /**
   * A write failed for lack of space: the batch stops (nothing new starts, no slot is spent) and
   * `run` resolves with `diskFull` in its summary.
   */
  diskFull: { error: import('./disk-full.js').DiskFullError };
  /** The service answers again after being unreachable since `since`; the batch carries on. */
  serviceReachable: { since: number; downMs: number };
  /**
   * An earlier run sent a create (`resource`) at `sentAt` and ended before its answer, and the
   * service has no such resource yet: the request may still be handled until `until`, so the item
   * waits until then and looks once more before it creates (nothing is made twice).
   */
  createInDoubt: {
    itemId: string;
    name: string;
    resource: 'import' | 'transcript' | 'export';
    sentAt: number;
    until: number;
  };
}

/** A listener of one event. */
export type BatchListener<K extends keyof BatchEvents> = (event: BatchEvents[K]) => void;

/** A small typed event emitter (portable: no node:events). */
export class BatchEmitter {
  private readonly listeners = new Map<keyof BatchEvents, Set<(event: never) => void>>();

  /** Adds a listener; returns a function that removes it. */
  on<K extends keyof BatchEvents>(name: K, listener: BatchListener<K>): () => void {
    let set = this.listeners.get(name);
    if (!set) {
      set = new Set();
      this.listeners.set(name, set);
    }
    set.add(listener as (event: never) => void);
    return () => set.delete(listener as (event: never) => void);
  }

  /** Sends an event; a listener that throws does not stop the batch. */
  emit<K extends keyof BatchEvents>(name: K, event: BatchEvents[K]): void {
    for (const listener of this.listeners.get(name) ?? []) {
      try {
        (listener as BatchListener<K>)(event);
      } catch {
        // A UI's mistake must not fail the work.
      }
    }
  }
}
