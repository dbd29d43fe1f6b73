import {
  emptyQuotaState,
  type QuotaName,
  type QuotaState,
  type QuotaStore,
} from '@scribekit/sdk/batch';
import type { Redis } from 'ioredis';
import { redisKey } from './redis-names.js';

/**
 * One quota state per API key and quota in Redis, shared by every worker using that key.
 * `update` is atomic across processes: WATCH the key, read, apply `change`, and MULTI/EXEC the
 * write, which Redis refuses when another worker wrote in between — then it runs again on the
 * fresh state (so `change` must be pure, as the QuotaStore contract says). `redis` must be a
 * connection of its own: WATCH belongs to the connection.
 */
export function redisQuotaStore(redis: Redis, keyId: string): QuotaStore {
  let chain: Promise<unknown> = Promise.resolve(); // one WATCH at a time on this connection
  const parse = (raw: string | null): QuotaState => (raw ? JSON.parse(raw) : emptyQuotaState());
  return {
    update<T>(name: QuotaName, change: (state: QuotaState) => { state: QuotaState; result: T }) {
      const key = redisKey.quota(keyId, name);
      const attempt = chain.then(async () => {
        for (;;) {
          await redis.watch(key);
          const { state, result } = change(parse(await redis.get(key)));
          const written = await redis.multi().set(key, JSON.stringify(state)).exec();
          if (written) return result; // null: another worker changed it; read again
        }
      });
      chain = attempt.catch(() => undefined);
      return attempt;
    },
    async read(name) {
      return parse(await redis.get(redisKey.quota(keyId, name)));
    },
  };
}
