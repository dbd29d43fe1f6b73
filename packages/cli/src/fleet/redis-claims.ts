import { randomUUID } from 'node:crypto';
import type { ItemClaims } from '@scribekit/sdk/batch';
import type { Redis } from 'ioredis';
import { redisKey } from './redis-names.js';

// Renews or releases the claim only while it is still ours.
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * Keeps two workers off one item: `SET NX PX` with a token, renewed while the worker lives, so a
 * killed worker's claim lapses after `ttlMs` and another worker takes the item over.
 */
export function redisClaims(redis: Redis, keyId: string, ttlMs: number): ItemClaims {
  return {
    async claim(itemId) {
      const key = redisKey.claim(keyId, itemId);
      const token = randomUUID();
      if ((await redis.set(key, token, 'PX', ttlMs, 'NX')) !== 'OK') return undefined;
      const renew = setInterval(
        () => {
          redis.eval(RENEW, 1, key, token, String(ttlMs)).catch(() => undefined);
        },
        Math.max(100, Math.floor(ttlMs / 3)),
      );
      return {
        async release() {
          clearInterval(renew);
          await redis.eval(RELEASE, 1, key, token);
        },
      };
    },
  };
}
