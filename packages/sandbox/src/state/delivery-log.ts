import type { ChangeSet } from './change-set.js';
import type { DeliveryLogRecord } from './types.js';

/** Delivery attempts kept per webhook: the newest ones (a full page at `limit=100`). */
export const DELIVERY_LOGS_PER_WEBHOOK = 100;
/** Delivery attempts kept in all: the newest ones, whatever their webhook. */
export const DELIVERY_LOGS_TOTAL = 10_000;

/**
 * The webhooks' delivery attempts, bounded: a webhook keeps its newest
 * `DELIVERY_LOGS_PER_WEBHOOK` and the sandbox its newest `DELIVERY_LOGS_TOTAL`, so failing
 * receivers cannot grow memory or the saved state without end. Map-like, as the store's
 * other collections, so snapshots and the journal treat it alike.
 */
export class DeliveryLog {
  /** Oldest first. */
  private readonly byId = new Map<string, DeliveryLogRecord>();
  /** Each webhook's attempts, oldest first. */
  private readonly byWebhook = new Map<string, DeliveryLogRecord[]>();

  constructor(
    private readonly changes: ChangeSet,
    private readonly perWebhook = DELIVERY_LOGS_PER_WEBHOOK,
    private readonly total = DELIVERY_LOGS_TOTAL,
  ) {}

  get size(): number {
    return this.byId.size;
  }

  get(id: string): DeliveryLogRecord | undefined {
    return this.byId.get(id);
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** Oldest first. */
  values(): IterableIterator<DeliveryLogRecord> {
    return this.byId.values();
  }

  /** The attempts kept for one webhook, oldest first. */
  forWebhook(webhookId: string): readonly DeliveryLogRecord[] {
    return this.byWebhook.get(webhookId) ?? [];
  }

  /** Appends an attempt (`id` is its id) and drops the oldest beyond the caps. */
  set(id: string, record: DeliveryLogRecord): this {
    if (this.byId.has(id)) this.delete(id);
    this.byId.set(id, record);
    this.changes.mark('deliveryLogs', id);
    let list = this.byWebhook.get(record.webhook_id);
    if (!list) {
      list = [];
      this.byWebhook.set(record.webhook_id, list);
    }
    list.push(record);
    if (list.length > this.perWebhook) this.delete((list[0] as DeliveryLogRecord).id);
    while (this.byId.size > this.total) {
      this.delete(this.byId.keys().next().value as string);
    }
    return this;
  }

  add(record: DeliveryLogRecord): void {
    this.set(record.id, record);
  }

  delete(id: string): boolean {
    const record = this.byId.get(id);
    if (!record) return false;
    this.byId.delete(id);
    this.changes.mark('deliveryLogs', id);
    const list = this.byWebhook.get(record.webhook_id) ?? [];
    // The one dropped is nearly always the oldest: found at the front.
    const index = list.indexOf(record);
    if (index >= 0) list.splice(index, 1);
    if (list.length === 0) this.byWebhook.delete(record.webhook_id);
    return true;
  }

  clear(): void {
    this.byId.clear();
    this.byWebhook.clear();
    this.changes.markCleared('deliveryLogs');
  }
}
