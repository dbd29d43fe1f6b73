import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.js';

/** Cache-Control of answers that carry a secret or a signed link: kept by no cache. */
export const NO_STORE = 'private, no-store';

function setHeader(c: Parameters<MiddlewareHandler<AppEnv>>[0], name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    // Immutable headers (a response passed through): copy it.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}

/** `X-Content-Type-Options: nosniff` on every answer: browsers use the type the sandbox sent. */
export function noSniff(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    setHeader(c, 'x-content-type-options', 'nosniff');
  };
}

/** `Cache-Control: private, no-store` on every answer of the routes it guards. */
export function noStore(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    setHeader(c, 'cache-control', NO_STORE);
  };
}
