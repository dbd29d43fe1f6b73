import type { MiddlewareHandler } from 'hono';
import type { OriginName } from '../faults.js';
import type { Logger } from '../log/log-level.js';
import type { AppEnv } from './app-env.js';

/** Status the sandbox gives a request whose client went away before the answer (as nginx does). */
export const CLIENT_CLOSED = 499;

/**
 * One info line per request: origin, method, path (never the query, which holds signatures),
 * status, duration and request id.
 */
export function requestLog(logger: Logger, origin: OriginName): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    const path = new URL(c.req.url).pathname;
    const status =
      c.res.status === CLIENT_CLOSED
        ? `${CLIENT_CLOSED} client closed the connection`
        : c.res.status;
    logger.info(`${origin} ${c.req.method} ${path} ${status} ${ms} ms id=${c.get('requestId')}`);
  };
}
