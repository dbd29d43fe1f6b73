import { randomUUID } from 'node:crypto';
import type { Store } from '../state/store.js';
import type { DeliveryLogRecord, WebhookRecord } from '../state/types.js';
import type { WebhookAddressPolicy } from './address-policy.js';
import { postNotification, RefusedAddressError } from './post-notification.js';
import { signatureHeader } from './signature.js';

/** How much of a receiver's reply a delivery reads; receivers owe no more than a status. */
const MAX_REPLY_BYTES = 64 * 1024;

export interface WebhookPayload {
  id: string;
  event: string;
  created_at: string;
  data: unknown;
}

export interface DispatcherOptions {
  /** Delay before the second attempt; doubles for each further attempt. */
  retryBaseMs: number;
  /** How long one attempt may take before it counts as failed. */
  timeoutMs: number;
  /** Attempts per notification, the first included. */
  maxAttempts: number;
  /** Which addresses notifications may go to. */
  addressPolicy: WebhookAddressPolicy;
  /** Called with each payload before it is sent, to check it against the spec. */
  checkPayload?: (payload: WebhookPayload) => void;
  /** Called after a delivery was logged (persistence saves then). */
  onLogged?: () => void;
  /**
   * Awaited before each attempt: with a data directory it resolves once the state is durable,
   * so no receiver hears of a change that a crash could still take back.
   */
  beforeSend?: () => Promise<void>;
  /** The sandbox's clock, for payload and log timestamps (default: the wall clock). */
  now?: () => number;
  /**
   * With a manual clock: retries wait on the sandbox's clock through this (instead of a real
   * timer), and each webhook gets its notifications one after another, in the order emitted.
   */
  manual?: { retryAt: (dueAtMs: number, run: () => void) => void };
}

/** Delivers notifications as signed HTTP POSTs, with retries and a delivery log. */
export class WebhookDispatcher {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly aborter = new AbortController();
  private closed = false;
  /** Per webhook, the last delivery queued (manual clock: deliveries go one at a time, in order). */
  private readonly queues = new Map<string, Promise<unknown>>();
  /** Clock times of the attempts not yet finished (manual clock), oldest first. */
  private readonly pendingAttempts: number[] = [];

  constructor(
    private readonly store: Store,
    private readonly options: DispatcherOptions,
  ) {}

  /** Which addresses notifications may go to (also checked when a webhook is subscribed). */
  get addressPolicy(): WebhookAddressPolicy {
    return this.options.addressPolicy;
  }

  /** Notifies every active webhook subscribed to `event`. */
  emit(event: string, data: unknown): void {
    if (this.closed) return;
    const payload: WebhookPayload = {
      id: randomUUID(),
      event,
      created_at: new Date(this.now()).toISOString(),
      data,
    };
    this.options.checkPayload?.(payload);
    const body = JSON.stringify(payload);
    for (const webhook of this.store.webhooks.values()) {
      if (!webhook.isActive || !webhook.events.includes(event)) continue;
      this.attempt(webhook.id, payload, body, 1);
    }
  }

  /** Sends a `webhook.test` notification once and returns its log record. */
  async test(webhook: WebhookRecord): Promise<DeliveryLogRecord> {
    const payload: WebhookPayload = {
      id: randomUUID(),
      event: 'webhook.test',
      created_at: new Date(this.now()).toISOString(),
      data: { webhook_id: webhook.id, message: 'Test notification from the Scribekit sandbox.' },
    };
    this.options.checkPayload?.(payload);
    return this.track(this.send(webhook, payload, JSON.stringify(payload), 1));
  }

  /** Resolves when no delivery is running or waiting for a retry. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0 || this.timers.size > 0) {
      await Promise.allSettled([...this.inFlight]);
      if (this.timers.size > 0) await new Promise((r) => setTimeout(r, 5));
    }
  }

  /**
   * The clock time of the oldest attempt still under way: no retry can be due before it plus
   * the first retry delay, so a manual clock may move that far without waiting for it.
   */
  oldestAttemptAt(): number | undefined {
    return this.pendingAttempts[0];
  }

  /** The first retry's delay: the earliest a failed attempt's retry falls due after it. */
  get firstRetryDelayMs(): number {
    return this.options.retryBaseMs;
  }

  /** Resolves when no delivery is running (retries waiting for their time do not count). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.aborter.abort();
    await Promise.allSettled([...this.inFlight]);
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    promise.finally(() => this.inFlight.delete(promise)).catch(() => undefined);
    return promise;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** Sends now, or (manual clock) after the webhook's earlier notifications were delivered. */
  private queued(webhook: WebhookRecord, send: () => Promise<DeliveryLogRecord>) {
    if (!this.options.manual) return send();
    const previous = this.queues.get(webhook.id) ?? Promise.resolve();
    const next = previous.then(send, send);
    this.queues.set(webhook.id, next);
    next
      .finally(() => {
        if (this.queues.get(webhook.id) === next) this.queues.delete(webhook.id);
      })
      .catch(() => undefined);
    return next;
  }

  private attempt(webhookId: string, payload: WebhookPayload, body: string, attempt: number): void {
    const webhook = this.store.webhooks.get(webhookId);
    // A webhook disabled between attempts gets no further attempts.
    if (this.closed || !webhook || !webhook.isActive) return;
    // On a manual clock the attempt happens at this moment, however long the queue before it.
    const attemptedAt = this.now();
    if (this.options.manual) this.pendingAttempts.push(attemptedAt);
    void this.track(
      this.queued(webhook, () => this.send(webhook, payload, body, attempt, attemptedAt)).then(
        (record) => {
          if (this.options.manual)
            this.pendingAttempts.splice(this.pendingAttempts.indexOf(attemptedAt), 1);
          if (record.success || attempt >= this.options.maxAttempts || this.closed) return;
          const delay = this.options.retryBaseMs * 2 ** (attempt - 1);
          const manual = this.options.manual;
          if (manual) {
            manual.retryAt(attemptedAt + delay, () =>
              this.attempt(webhookId, payload, body, attempt + 1),
            );
            return;
          }
          const timer = setTimeout(() => {
            this.timers.delete(timer);
            this.attempt(webhookId, payload, body, attempt + 1);
          }, delay);
          this.timers.add(timer);
        },
      ),
    );
  }

  private async send(
    webhook: WebhookRecord,
    payload: WebhookPayload,
    body: string,
    attempt: number,
    attemptedAt?: number,
  ): Promise<DeliveryLogRecord> {
    if (this.options.beforeSend) await this.options.beforeSend().catch(() => undefined);
    const started = Date.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      statusCode = await postNotification(
        new URL(webhook.url),
        {
          'content-type': 'application/json',
          'user-agent': 'scribekit-sandbox-webhooks',
          'x-signature': signatureHeader(webhook.secret, body),
          'x-event': payload.event,
          'x-event-id': payload.id,
        },
        body,
        {
          policy: this.options.addressPolicy,
          timeoutMs: this.options.timeoutMs,
          signal: this.aborter.signal,
          maxReplyBytes: MAX_REPLY_BYTES,
        },
      );
      if (statusCode < 200 || statusCode > 299) error = `The receiver answered HTTP ${statusCode}.`;
    } catch (caught) {
      const failure = caught as Error;
      error =
        failure instanceof RefusedAddressError
          ? `Delivery refused: ${failure.message} (the sandbox's --allow-webhook-address widens this).`
          : failure.name === 'TimeoutError'
            ? `No answer within ${this.options.timeoutMs} ms.`
            : `Delivery failed: ${failure.cause ?? failure.message}`;
    }
    const now = new Date(attemptedAt ?? this.now());
    const record: DeliveryLogRecord = {
      id: randomUUID(),
      webhook_id: webhook.id,
      event: payload.event,
      event_id: payload.id,
      attempt,
      status_code: statusCode,
      success: error === null,
      duration_ms: Date.now() - started,
      error,
      created_at: now.toISOString(),
    };
    this.store.deliveryLogs.add(record);
    webhook.lastDeliveryAt = now.toISOString();
    webhook.lastStatusCode = statusCode;
    this.store.webhooks.markChanged(webhook);
    this.options.onLogged?.();
    return record;
  }
}
