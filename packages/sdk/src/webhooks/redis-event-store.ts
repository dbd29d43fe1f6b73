import type { WebhookEventStore } from './event-store.js';

/**
 * The two Redis commands the store sends, as node-redis v4/v5 (`createClient()`) and ioredis
 * (`new Redis()`) clients both have them. The SDK depends on no Redis library.
 */
export interface RedisEventStoreClient {
  // biome-ignore lint/suspicious/noExplicitAny: each library types the SET options its own way.
  set(key: string, value: string, ...options: any[]): Promise<unknown>;
  del(key: string): Promise<unknown>;
}

/** Options of `createRedisEventStore`. */
export interface RedisEventStoreOptions {
  /** Prefix of the keys (default `scribekit:webhook-event:`). */
  keyPrefix?: string | undefined;
}

/**
 * A store in Redis, shared by every receiver instance: a claim is one atomic
 * `SET key 1 NX PX ttl`, so of two instances given the same event only one handles it. A Redis
 * error rejects the claim: answer the delivery with a 5xx and the service will retry it.
 */
export function createRedisEventStore(
  client: RedisEventStoreClient,
  options: RedisEventStoreOptions = {},
): WebhookEventStore {
  const { keyPrefix = 'scribekit:webhook-event:' } = options;
  // ioredis clients have a string `status` and take options positionally; node-redis an object.
  const positional = typeof (client as { status?: unknown }).status === 'string';
  return {
    async claim(eventId, ttlMs) {
      const key = keyPrefix + eventId;
      const px = Math.max(1, Math.ceil(ttlMs));
      const reply = positional
        ? await client.set(key, '1', 'PX', px, 'NX')
        : await client.set(key, '1', { NX: true, PX: px });
      return reply === 'OK';
    },
    async release(eventId) {
      await client.del(keyPrefix + eventId);
    },
  };
}
