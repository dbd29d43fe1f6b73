import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors/api-error.js';
import type { Runtime } from '../runtime.js';
import type { AppEnv } from './app-env.js';
import { HostPolicy } from './host-policy.js';
import { errorJson } from './middleware.js';

/**
 * Refuses requests whose `Host` the sandbox does not serve (DNS rebinding), on every origin and
 * before anything else reads them. The header Node received is checked, not the URL built from
 * it, so an absolute-form request target cannot name another host.
 */
export function hostGuard(rt: Runtime): MiddlewareHandler<AppEnv> {
  const policy = new HostPolicy(rt.config.host, rt.config.allowHosts);
  return async (c, next) => {
    const host = c.env.incoming.headers.host;
    if (!host) {
      return errorJson(c, new ApiError(400, 'host_required', 'The request has no Host header.'));
    }
    if (!policy.allows(host)) {
      const shown = host.slice(0, 100);
      return errorJson(
        c,
        new ApiError(
          403,
          'host_not_allowed',
          `Host ${shown} is not served by this sandbox (a page on a name pointed at it is refused). Start the sandbox with --allow-host NAME to serve a name in front of it.`,
        ),
      );
    }
    return next();
  };
}
