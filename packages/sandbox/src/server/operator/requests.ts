import type { Context, Hono } from 'hono';
import { ApiError } from '../../errors/api-error.js';
import type { OriginName } from '../../faults.js';
import type { RequestFilter } from '../../log/request-log.js';
import type { Runtime } from '../../runtime.js';
import type { AppEnv } from '../middleware.js';

function badQuery(name: string, text: string): ApiError {
  return new ApiError(400, 'invalid_input_data', `query.${name}: ${text}`, {
    loc: ['query', name],
  });
}

function timeParam(c: Context<AppEnv>, name: string): number | undefined {
  const value = c.req.query(name);
  if (value === undefined) return undefined;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw badQuery(name, 'an ISO 8601 time is expected');
  return ms;
}

/** The filter of `GET /__sandbox/requests` and `/requests/count` from their query. */
function requestFilterOf(c: Context<AppEnv>): RequestFilter {
  const filter: RequestFilter = {};
  const method = c.req.query('method');
  if (method !== undefined) {
    if (!/^[A-Za-z]{1,16}$/.test(method)) throw badQuery('method', 'an HTTP method is expected');
    filter.method = method.toUpperCase();
  }
  const path = c.req.query('path');
  if (path !== undefined) {
    if (path.length === 0 || path.length > 2048) throw badQuery('path', '1 to 2048 characters');
    filter.path = path;
  }
  const status = c.req.query('status');
  if (status !== undefined) {
    if (!/^([1-5]\d\d|[1-5]xx)$/i.test(status)) {
      throw badQuery('status', 'a status such as 429 or a class such as 4xx');
    }
    filter.status = status;
  }
  const origin = c.req.query('origin');
  if (origin !== undefined) {
    if (!['api', 'upload', 'media'].includes(origin)) {
      throw badQuery('origin', 'api, upload or media');
    }
    filter.origin = origin as OriginName;
  }
  const header = c.req.query('header');
  if (header !== undefined) {
    if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,256}$/.test(header)) {
      throw badQuery('header', 'a header name is expected');
    }
    filter.header = header;
  }
  filter.sinceMs = timeParam(c, 'since');
  filter.untilMs = timeParam(c, 'until');
  return filter;
}

/** `GET /__sandbox/requests` (filtered entries) and `GET /__sandbox/requests/count`. */
export function mountRequestRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  app.get('/__sandbox/requests', (c) => {
    const limit = Number(c.req.query('limit') ?? '100');
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
      throw badQuery('limit', 'an integer from 1 to 1000');
    }
    return c.json({ items: rt.requestLog.find(requestFilterOf(c), limit) });
  });

  app.get('/__sandbox/requests/count', (c) => {
    return c.json({ count: rt.requestLog.count(requestFilterOf(c)) });
  });
}
