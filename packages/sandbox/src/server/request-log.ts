import type { MiddlewareHandler } from 'hono';
import type { OriginName } from '../faults.js';
import { REQUEST_LOG_CAPS } from '../log/request-log.js';
import type { Runtime } from '../runtime.js';
import type { AppEnv } from './app-env.js';
import { recordedBody, redactedHeaders, redactedQuery, TEXT_TYPE } from './request-record.js';

/** Reads a copy of a text body small enough to keep (the handler reads the original). */
async function bodyCopy(request: Request): Promise<Uint8Array | null> {
  const length = Number(request.headers.get('content-length') ?? 'NaN');
  // Only bodies that announce their size, up to twice the cap (a longer text is cut anyway).
  if (!(length > 0 && length <= REQUEST_LOG_CAPS.bodyBytes * 2) || !request.body) return null;
  try {
    return new Uint8Array(await request.clone().arrayBuffer());
  } catch {
    return null;
  }
}

/**
 * Logs every request but the operator's own after it is answered — with its query, headers
 * and body, secrets redacted. (Changes to save are marked by the store itself.)
 */
export function recordRequests(rt: Runtime, origin: OriginName = 'api'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const path = url.pathname;
    if (path.startsWith('/__sandbox/')) return next();
    const started = performance.now();
    const request = c.req.raw;
    const contentType = request.headers.get('content-type');
    // Only text announcing a small size is copied: touching the body of any other request
    // would change how the server drains a body a handler refused without reading.
    const copy =
      contentType && TEXT_TYPE.test(contentType) ? bodyCopy(request) : Promise.resolve(null);
    await next();
    const bytes = await copy;
    rt.requestLog.add({
      request_id: c.get('requestId'),
      origin,
      method: c.req.method,
      path,
      query: redactedQuery(url.searchParams),
      headers: redactedHeaders(request.headers),
      ...recordedBody(contentType, bytes),
      body_bytes: Number(request.headers.get('content-length') ?? bytes?.byteLength ?? 0) || 0,
      status: c.res.status,
      duration_ms: Math.round(performance.now() - started),
      at: new Date(rt.now()).toISOString(),
    });
  };
}
