import { Hono } from 'hono';
import { ApiError } from '../errors/api-error.js';
import type { HandlerMap, Runtime } from '../runtime.js';
import type { Router } from '../spec/router.js';
import { canonicalPath } from './canonical-path.js';
import { dispatchApi } from './dispatch.js';
import { durableAnswers } from './durable-answers.js';
import { faultInjection } from './fault-injection.js';
import { hostGuard } from './host-guard.js';
import { requestLog } from './logger.js';
import { type AppEnv, corsFor, errorJson, requestId } from './middleware.js';
import { operatorGuard } from './operator/guard.js';
import { mountOperatorRoutes } from './operator/routes.js';
import { recordRequests } from './request-log.js';
import { mountRootRoutes } from './root-routes.js';
import { noSniff, noStore } from './safe-headers.js';

/**
 * The API origin: `/api/v1/*` routed by the spec, the `/__sandbox/*` operator routes, and the
 * index, docs and spec pages at `/`, `/api/v1`, `/docs` and `/openapi.json`.
 */
export function createApiApp(rt: Runtime, router: Router, handlers: HandlerMap): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(
    '*',
    requestId(),
    requestLog(rt.config.logger, 'api'),
    // Before the request log reads a body: a Host not served is refused unread.
    hostGuard(rt),
    canonicalPath(),
    noSniff(),
    recordRequests(rt),
  );
  // Operator answers carry keys (api-keys) and test data: no cache keeps them.
  app.use('/__sandbox/*', noStore());
  // Before CORS, so no preflight of another origin is ever granted on operator endpoints.
  app.use('/__sandbox/*', operatorGuard(rt));
  // Durable answers innermost: a fault that damages an answer damages one already kept.
  app.use('*', corsFor(rt), faultInjection(rt, 'api'), durableAnswers(rt));
  mountOperatorRoutes(app, rt);
  mountRootRoutes(app, rt, rt.config.specPath);
  app.all('/api/v1/*', (c) =>
    dispatchApi(rt, router, handlers, { request: c.req.raw, requestId: c.get('requestId') }),
  );
  app.notFound((c) =>
    errorJson(
      c,
      new ApiError(404, 'not_found', `No route ${c.req.method} ${new URL(c.req.url).pathname}.`),
    ),
  );
  app.onError((error, c) => {
    // Handlers (operator routes too) throw ApiError for a clear answer; anything else is a bug.
    if (error instanceof ApiError) return errorJson(c, error);
    rt.config.log(`api origin error: ${(error as Error).stack ?? String(error)}`);
    return errorJson(
      c,
      new ApiError(500, 'internal_error', 'Something went wrong in the sandbox.'),
    );
  });
  return app;
}
