import { checkOption } from '../internal/check-option.js';

/**
 * Where handled webhook event ids are kept. Receivers sharing one store (several instances
 * behind a load balancer) handle each event once: `claim` must be atomic across all of them.
 */
export interface WebhookEventStore {
  /** Claims `eventId` for `ttlMs`: true for the first caller, false while the claim lasts. */
  claim(eventId: string, ttlMs: number): Promise<boolean>;
  /** Drops a claim, so that a redelivery of the event is handled (after the handler failed). */
  release(eventId: string): Promise<void>;
}

/** Options of `createMemoryEventStore`. */
export interface MemoryEventStoreOptions {
  /** Most ids remembered; the oldest are forgotten first (default 10 000). */
  maxEntries?: number | undefined;
  /** Current time in ms (for tests); default `Date.now`. */
  now?: (() => number) | undefined;
}

/**
 * A store in this process's memory: the default, right for a single instance. Memory is bounded
 * by `maxEntries` (oldest evicted first) and each claim's TTL.
 */
export function createMemoryEventStore(options: MemoryEventStoreOptions = {}): WebhookEventStore {
  const { maxEntries = 10_000, now = Date.now } = options;
  checkOption(
    Number.isInteger(maxEntries) && maxEntries >= 1,
    'maxEntries',
    'a whole number >= 1',
    maxEntries,
  );
  // id -> expiry time; insertion order is claim order, so the oldest come first.
  const expiries = new Map<string, number>();
  return {
    async claim(eventId, ttlMs) {
      const currentMs = now();
      for (const [id, expiresMs] of expiries) {
        if (expiresMs > currentMs) break;
        expiries.delete(id);
      }
      if ((expiries.get(eventId) ?? 0) > currentMs) return false;
      expiries.delete(eventId);
      expiries.set(eventId, currentMs + ttlMs);
      if (expiries.size > maxEntries) expiries.delete(expiries.keys().next().value as string);
      return true;
    },
    async release(eventId) {
      expiries.delete(eventId);
    },
  };
}
