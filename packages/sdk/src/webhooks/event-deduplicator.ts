import { checkOption } from '../internal/check-option.js';

/** Options of `createEventDeduplicator`. */
export interface EventDeduplicatorOptions {
  /** How long an event id is remembered, in ms (default 24 h; keep it above any `maxAgeMs`). */
  ttlMs?: number;
  /** Most ids remembered; the oldest are forgotten first (default 10 000). */
  maxEntries?: number;
  /** Current time in ms (for tests); default `Date.now`. */
  now?: () => number;
}

/** Remembers recently handled webhook event ids. */
export interface EventDeduplicator {
  /**
   * True when `eventId` was already seen within the TTL (a redelivery or a replay: skip it);
   * otherwise records it and returns false.
   */
  seen(eventId: string): boolean;
  /** Forgets an id, e.g. when handling the event failed and a redelivery should be processed. */
  forget(eventId: string): void;
  /** Number of ids currently remembered. */
  readonly size: number;
}

/**
 * In-memory replay and redelivery guard for webhook receivers. The signature scheme carries no
 * timestamp, so a captured notification stays valid forever; remembering event ids (stable
 * across delivery attempts) rejects repeats. Memory is bounded by `maxEntries` (oldest evicted)
 * and `ttlMs`. It protects one process: several instances need a shared store keyed by event id.
 */
export function createEventDeduplicator(options: EventDeduplicatorOptions = {}): EventDeduplicator {
  const { ttlMs = 24 * 60 * 60 * 1000, maxEntries = 10_000, now = Date.now } = options;
  checkOption(ttlMs > 0, 'ttlMs', 'positive', ttlMs);
  checkOption(
    Number.isInteger(maxEntries) && maxEntries >= 1,
    'maxEntries',
    'a whole number >= 1',
    maxEntries,
  );
  // Insertion order is expiry order (entries are never refreshed), so the oldest come first.
  const seenAt = new Map<string, number>();

  function dropExpired(currentMs: number): void {
    for (const [id, at] of seenAt) {
      if (currentMs - at < ttlMs) break;
      seenAt.delete(id);
    }
  }

  return {
    seen(eventId) {
      const currentMs = now();
      dropExpired(currentMs);
      if (seenAt.has(eventId)) return true;
      seenAt.set(eventId, currentMs);
      if (seenAt.size > maxEntries) {
        const oldest = seenAt.keys().next();
        if (!oldest.done) seenAt.delete(oldest.value);
      }
      return false;
    },
    forget(eventId) {
      seenAt.delete(eventId);
    },
    get size() {
      dropExpired(now());
      return seenAt.size;
    },
  };
}
