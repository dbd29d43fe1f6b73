import type { MiddlewareHandler } from 'hono';
import type { OriginName } from '../faults.js';
import type { Runtime } from '../runtime.js';
import type { AppEnv } from './app-env.js';

/** Logs every request but the operator's own after it is answered. */
export function recordRequests(rt: Runtime, origin: OriginName = 'api'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    if (path.startsWith('/__sandbox/')) return next();
    const started = rt.now();
    await next();
    rt.requestLog.add({
      request_id: c.get('requestId'),
      origin,
      method: c.req.method,
      path,
      status: c.res.status,
      duration_ms: rt.now() - started,
      at: new Date(rt.now()).toISOString(),
    });
  };
}
