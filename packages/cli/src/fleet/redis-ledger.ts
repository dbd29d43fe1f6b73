import { applyStep, type ItemRecord, type Ledger, type LedgerStep } from '@scribekit/sdk/batch';
import type { Redis } from 'ioredis';
import { redisKey } from './redis-names.js';

/**
 * The batch ledger in Redis, shared by every worker of a fleet: each item's steps are a list
 * (RPUSH, acknowledged before the engine sends the request a step announces), folded into the
 * record with the SDK's one `applyStep`. Done items are indexed by SHA-256, so the same content
 * is never uploaded twice. Durable as the Redis server is configured (use `appendonly yes`).
 */
export function redisLedger(redis: Redis, ledger: string): Ledger {
  const fold = (itemId: string, steps: string[]): ItemRecord | undefined =>
    steps.reduce<ItemRecord | undefined>(
      (record, step) => applyStep(itemId, record, JSON.parse(step) as LedgerStep),
      undefined,
    );
  const get = async (itemId: string) =>
    fold(itemId, await redis.lrange(redisKey.steps(ledger, itemId), 0, -1));
  return {
    get,
    async record(itemId, step) {
      const key = redisKey.steps(ledger, itemId);
      const [, steps] =
        (await redis.multi().rpush(key, JSON.stringify(step)).lrange(key, 0, -1).exec()) ?? [];
      const record = fold(itemId, (steps?.[1] as string[]) ?? []) as ItemRecord;
      if (record.state === 'done' && record.sha256) {
        await redis.hset(redisKey.doneBySha(ledger), record.sha256, itemId);
      }
      return record;
    },
    async findDone(sha256) {
      const itemId = await redis.hget(redisKey.doneBySha(ledger), sha256);
      if (!itemId) return undefined;
      const record = await get(itemId);
      return record?.state === 'done' ? record : undefined;
    },
    async close() {},
  };
}
