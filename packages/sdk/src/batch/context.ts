import type { Scribekit } from '../index.js';
import { BatchStoppedError } from './batch.js';
import type { BatchEmitter, ItemPhase } from './events.js';
import type { BatchItem } from './items.js';
import type { ItemRecord, Ledger, LedgerStep } from './ledger.js';
import type { BatchOptions } from './options.js';
import type { OutputSink } from './output.js';
import type { QuotaName } from './quota.js';
import type { QuotaGate, SlotOutcome } from './quota-gate.js';
import type { ServiceWatch } from './service-watch.js';

/** What every step of an item works with. */
export interface StepContext {
  scribekit: Scribekit;
  ledger: Ledger;
  output: OutputSink;
  gate: QuotaGate;
  events: BatchEmitter;
  options: BatchOptions;
  now: () => number;
  /** Aborts requests in flight at once: the caller's signal, or the service refusing the key. */
  signal: AbortSignal | undefined;
  /** Ends waits (for a job, for a quota slot) at once: aborted by the signal or by `stop()`. */
  waitSignal: AbortSignal;
  /** Whether `stop()` was called. */
  stopping(): boolean;
  /** Waits for a slot of `quota`, telling the UI while it waits. */
  slot(quota: QuotaName, item: BatchItem): Promise<string>;
  /** Settles a slot with how its request ended; a 429 is announced once as `rateLimited`. */
  settle(quota: QuotaName, lease: string, outcome: SlotOutcome): Promise<void>;
  /**
   * Settles a slot whose request failed with `error`. A refused key halts the batch before the
   * slot is freed, so no other request is sent with it.
   */
  failed(quota: QuotaName, lease: string, error: unknown): Promise<void>;
  /** Tells outages from failures; steps wait here while the service is down. */
  watch: ServiceWatch;
}

// Steps recorded after the service answered a request (intents are recorded before one).
const ANSWER = /started$|^(part|uploaded|transcribed|written|report-written)$/;

/** One item under way: its record, kept current as steps are recorded. */
export class ItemRun {
  constructor(
    readonly context: StepContext,
    readonly item: BatchItem,
    public record: ItemRecord,
  ) {}

  /** Records a step durably and keeps the new record. */
  async step(step: LedgerStep): Promise<ItemRecord> {
    if (ANSWER.test(step.type)) this.context.watch.answered();
    this.record = await this.context.ledger.record(this.item.id, step);
    // A stop takes effect at a step on record, so the rerun continues right after it.
    if (this.context.stopping() && step.type !== 'done' && step.type !== 'failed') {
      throw new BatchStoppedError();
    }
    return this.record;
  }

  /** Tells listeners where the item stands. */
  progress(phase: ItemPhase, fraction: number): void {
    this.context.events.emit('itemProgress', {
      itemId: this.item.id,
      name: this.item.name,
      phase,
      fraction: Math.min(1, Math.max(0, fraction)),
    });
  }

  /** Options of a job wait: the batch's polling and signal, progress mapped into [from, to]. */
  waitOptions(phase: ItemPhase, from: number, to: number) {
    const { pollIntervalMs = 1_000 } = this.context.options;
    return {
      pollIntervalMs,
      maxPollIntervalMs: Math.max(pollIntervalMs, 5_000),
      timeoutMs: 6 * 60 * 60_000,
      signal: this.context.waitSignal,
      onProgress: ({ progress }: { progress: number | null }) => {
        this.context.watch.answered();
        this.progress(phase, from + (to - from) * (progress ?? 0));
      },
    };
  }
}
