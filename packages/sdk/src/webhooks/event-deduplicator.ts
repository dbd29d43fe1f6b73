import { checkOption } from '../internal/check-option.js';
import { createMemoryEventStore, type WebhookEventStore } from './event-store.js';

/** Options of `createEventDeduplicator`. */
export interface EventDeduplicatorOptions {
  /** Where claimed ids live (default: this process's memory). Share one store across instances. */
  store?: WebhookEventStore | undefined;
  /** How long an event id is remembered, in ms (default 24 h; keep it above any `maxAgeMs`). */
  ttlMs?: number | undefined;
}

/** Handles each webhook event once, across every receiver sharing its store. */
export interface EventDeduplicator {
  /**
   * Runs `handler` unless the event id was already claimed within the TTL (a redelivery or a
   * replay); resolves true when it ran. When `handler` throws, the claim is released (so the
   * service's retry is handled) and the error is rethrown.
   */
  handleOnce(eventId: string, handler: () => unknown): Promise<boolean>;
  /** Claims an id: true the first time, false for a repeat (for handling it yourself). */
  claim(eventId: string): Promise<boolean>;
  /** Releases a claim, e.g. when handling the event failed and a redelivery should be processed. */
  release(eventId: string): Promise<void>;
}

/**
 * Replay and redelivery guard for webhook receivers. The signature scheme carries no timestamp,
 * so a captured notification stays valid forever; claiming event ids (stable across delivery
 * attempts) rejects repeats. In memory by default; give several instances one shared store
 * (`createRedisEventStore`).
 */
export function createEventDeduplicator(options: EventDeduplicatorOptions = {}): EventDeduplicator {
  const { store = createMemoryEventStore(), ttlMs = 24 * 60 * 60 * 1000 } = options;
  checkOption(ttlMs > 0, 'ttlMs', 'positive', ttlMs);
  const claim = (eventId: string) => store.claim(eventId, ttlMs);
  const release = (eventId: string) => store.release(eventId);
  return {
    claim,
    release,
    async handleOnce(eventId, handler) {
      if (!(await claim(eventId))) return false;
      try {
        await handler();
      } catch (error) {
        await release(eventId); // should this fail too (the store is down), its error is thrown

        throw error;
      }
      return true;
    },
  };
}
