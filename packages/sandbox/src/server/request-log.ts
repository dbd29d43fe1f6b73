import type { MiddlewareHandler } from 'hono';
import type { OriginName } from '../faults.js';
import type { Runtime } from '../runtime.js';
import type { AppEnv } from './middleware.js';

/** One answered request, as `GET /__sandbox/requests` lists it. */
export interface RequestLogEntry {
  request_id: string;
  origin: OriginName;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  at: string;
}

/** The most recent requests (operator requests excluded), oldest first. */
export class RequestLog {
  private entries: RequestLogEntry[] = [];

  constructor(private readonly capacity = 1000) {}

  add(entry: RequestLogEntry): void {
    this.entries.push(entry);
    // Trimmed in batches, so adding stays O(1) amortised.
    if (this.entries.length > this.capacity * 2) this.entries = this.entries.slice(-this.capacity);
  }

  recent(limit: number): RequestLogEntry[] {
    return this.entries.slice(-Math.min(limit, this.capacity));
  }

  clear(): void {
    this.entries = [];
  }
}

/** Logs every request but the operator's own after it is answered; notes changes to save. */
export function recordRequests(rt: Runtime, origin: OriginName = 'api'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    if (path.startsWith('/__sandbox/')) return next();
    const started = rt.now();
    await next();
    if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) rt.changed();
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
