import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createEventDeduplicator,
  createRedisEventStore,
  type RedisEventStoreClient,
  unwrapWebhook,
  type WebhookEvent,
  WebhookSignatureError,
} from '../../src/webhooks/index.js';
import { type RedisServer, startRedisServer } from './redis-server.js';

const secret = 'whsec_cluster_51e0';

/** One receiver instance: verifies, then handles each event once across all instances. */
function startReceiver(
  client: RedisEventStoreClient,
  handled: WebhookEvent[],
  failNext: Set<string>,
) {
  const dedupe = createEventDeduplicator({ store: createRedisEventStore(client) });
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let event: WebhookEvent;
    try {
      event = await unwrapWebhook(Buffer.concat(chunks), req.headers, secret);
    } catch (error) {
      return res.writeHead(error instanceof WebhookSignatureError ? 401 : 400).end();
    }
    try {
      const ran = await dedupe.handleOnce(event.id, async () => {
        if (failNext.delete(event.id)) throw new Error('handler failed');
        // Slow enough that concurrent deliveries overlap the handling.
        await new Promise((resolve) => setTimeout(resolve, 20));
        handled.push(event);
      });
      res.writeHead(ran ? 204 : 200).end(ran ? undefined : 'duplicate');
    } catch {
      res.writeHead(500).end();
    }
  });
  return new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function signedEvent() {
  const body = JSON.stringify({
    id: randomUUID(),
    event: 'webhook.test',
    created_at: new Date().toISOString(),
    data: { webhook_id: randomUUID(), message: 'cluster' },
  });
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  return { id: JSON.parse(body).id as string, body, signature };
}

let redis: RedisServer;
let nodeRedis: ReturnType<typeof createClient>;
let ioredis: Redis;
const servers: Server[] = [];
const handled: WebhookEvent[] = [];
const failNext = new Set<string>();
let urls: [string, string];

beforeAll(async () => {
  redis = await startRedisServer();
  nodeRedis = createClient({ url: redis.url });
  await nodeRedis.connect();
  ioredis = new Redis(redis.url);
  // Instance A talks to Redis through node-redis, instance B through ioredis: one key space.
  for (const client of [nodeRedis, ioredis])
    servers.push(await startReceiver(client, handled, failNext));
  const [a, b] = servers.map((s) => `http://127.0.0.1:${(s.address() as AddressInfo).port}/`);
  urls = [a as string, b as string];
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  await nodeRedis?.quit();
  ioredis?.disconnect();
  await redis?.stop();
});

const deliver = (url: string, { body, signature }: { body: string; signature: string }) =>
  fetch(url, { method: 'POST', body, headers: { 'X-Signature': signature } }).then((r) => r.status);
const handledCount = (id: string) => handled.filter((event) => event.id === id).length;

describe('webhook receivers sharing a Redis store', () => {
  test('a replay sent to either instance is handled once', async () => {
    const [a, b] = urls;
    const event = signedEvent();
    expect(await deliver(a, event)).toBe(204);
    expect(await deliver(b, event)).toBe(200);
    expect(await deliver(a, event)).toBe(200);
    const other = signedEvent();
    expect(await deliver(b, other)).toBe(204);
    expect(await deliver(a, other)).toBe(200);
    expect([handledCount(event.id), handledCount(other.id)]).toEqual([1, 1]);
  });

  test('concurrent deliveries of one event to both instances: exactly one handles it', async () => {
    const event = signedEvent();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => deliver(urls[i % 2] as string, event)),
    );
    expect(statuses.filter((status) => status === 204)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(9);
    expect(handledCount(event.id)).toBe(1);
  });

  test('a failed handling is retried by the other instance, then deduplicated', async () => {
    const [a, b] = urls;
    const event = signedEvent();
    failNext.add(event.id);
    expect(await deliver(a, event)).toBe(500);
    expect(handledCount(event.id)).toBe(0);
    expect(await deliver(b, event)).toBe(204);
    expect(await deliver(a, event)).toBe(200);
    expect(handledCount(event.id)).toBe(1);
  });

  test('a forged replay is refused before any claim', async () => {
    const event = signedEvent();
    const forged = { body: event.body, signature: `sha256=${'0'.repeat(64)}` };
    expect(await deliver(urls[0], forged)).toBe(401);
    expect(await nodeRedis.exists(`scribekit:webhook-event:${event.id}`)).toBe(0);
    expect(await deliver(urls[1], event)).toBe(204);
  });

  test('claims are SET NX PX keys that expire after the TTL', async () => {
    for (const client of [nodeRedis, ioredis]) {
      const store = createRedisEventStore(client, { keyPrefix: 'test:ttl:' });
      const id = randomUUID();
      expect(await store.claim(id, 150)).toBe(true);
      const ttl = await nodeRedis.pTTL(`test:ttl:${id}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(150);
      expect(await store.claim(id, 150)).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await store.claim(id, 150)).toBe(true);
      await store.release(id);
      expect(await nodeRedis.exists(`test:ttl:${id}`)).toBe(0);
    }
  });

  test('a Redis failure rejects the claim instead of handling twice or dropping silently', async () => {
    const broken = createClient({ url: 'redis://127.0.0.1:1', disableOfflineQueue: true });
    broken.on('error', () => {});
    const store = createRedisEventStore(broken);
    await expect(store.claim(randomUUID(), 1_000)).rejects.toThrow();
  });
});
