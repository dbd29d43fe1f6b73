import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors/api-error.js';
import type { AppEnv } from './app-env.js';
import { errorJson } from './middleware.js';

/** A `.` or `..` segment, written plainly or percent-encoded (`%2e%2E`). */
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

/**
 * Answers a request target with dot segments with 404: URL parsing would resolve
 * `/api/v1/transcripts/%2e%2e` to `/api/v1/`, so one address would name another resource.
 */
export function canonicalPath(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const target = c.env.incoming.url ?? '';
    const query = target.indexOf('?');
    const path = query === -1 ? target : target.slice(0, query);
    if (DOT_SEGMENT.test(path)) {
      return errorJson(
        c,
        new ApiError(404, 'not_found', 'No such address: paths with dot segments are not served.'),
      );
    }
    return next();
  };
}
