import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors/api-error.js';
import type { Runtime } from '../runtime.js';
import type { AppEnv } from './app-env.js';
import { errorJson } from './middleware.js';

/**
 * Holds every answer until what changed before it is durable (with `--data-dir`; at once
 * without): an acknowledged write is never lost, and no read shows state a crash could take
 * back. Concurrent answers share one journal commit.
 */
export function durableAnswers(rt: Runtime): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    try {
      await rt.persist();
    } catch (error) {
      rt.config.log(`saving state failed: ${(error as Error)?.stack ?? String(error)}`);
      c.res = errorJson(
        c,
        new ApiError(
          500,
          'state_not_saved',
          'The sandbox could not save this change to its data directory, so it is not acknowledged; retry.',
        ),
      );
    }
  };
}
