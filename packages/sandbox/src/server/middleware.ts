import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { type ApiError, errorBody } from '../errors/api-error.js';
import type { Runtime } from '../runtime.js';
import type { AppEnv } from './app-env.js';

export type { AppEnv } from './app-env.js';

/** Gives every request an id and every response the `X-Request-Id` header. */
export function requestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = randomUUID();
    c.set('requestId', id);
    await next();
    try {
      c.res.headers.set('x-request-id', id);
    } catch {
      // Immutable headers (a response passed through): copy it.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('x-request-id', id);
    }
  };
}

/** True for browser-extension origins, which are always allowed. */
function isExtensionOrigin(origin: string): boolean {
  return /^(chrome-extension|moz-extension|safari-web-extension):\/\/[^/]+$/.test(origin);
}

/** CORS for extension origins plus the configured ones (`*` allows any origin). */
export function corsFor(rt: Runtime): MiddlewareHandler<AppEnv> {
  return cors({
    origin: (origin) => {
      if (!origin) return null;
      if (isExtensionOrigin(origin)) return origin;
      if (rt.config.corsOrigins.includes('*')) return origin;
      return rt.config.corsOrigins.includes(origin) ? origin : null;
    },
    allowMethods: ['GET', 'HEAD', 'PUT', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'Range', 'X-Request-Id'],
    exposeHeaders: [
      'X-Request-Id',
      'Retry-After',
      'ETag',
      'Content-Range',
      'Content-Length',
      'Accept-Ranges',
      'Idempotent-Replayed',
      'RateLimit-Policy',
      'RateLimit',
    ],
    maxAge: 600,
  });
}

export function errorJson(c: Context<AppEnv>, error: ApiError): Response {
  return new Response(JSON.stringify(errorBody(c.get('requestId'), error.detail)), {
    status: error.status,
    headers: { 'content-type': 'application/json', ...error.headers },
  });
}
