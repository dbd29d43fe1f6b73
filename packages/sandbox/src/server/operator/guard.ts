import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../../errors/api-error.js';
import type { Runtime } from '../../runtime.js';
import { isJsonMediaType, mediaTypeOf, parseJson, readLimited } from '../body.js';
import { type AppEnv, errorJson } from '../middleware.js';

/** Largest body an operator endpoint reads. */
export const MAX_OPERATOR_BODY_BYTES = 1024 * 1024;

function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, so the comparison takes the same time for any guess.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Refuses requests a web page could make: another origin, or a site other than this one. */
function crossSiteReason(headers: Headers): string | null {
  const site = headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') {
    return `Sec-Fetch-Site: ${site} requests are refused`;
  }
  const origin = headers.get('origin');
  if (origin === null) return null; // curl, Node, tests: no browser involved
  const host = headers.get('host');
  if (!host || (origin !== `http://${host}` && origin !== `https://${host}`)) {
    return `requests from origin ${origin} are refused`;
  }
  return null;
}

function operatorToken(headers: Headers): string | null {
  const auth = headers.get('authorization');
  const bearer = auth?.match(/^Bearer\s+(.+)$/i)?.[1];
  return bearer ?? headers.get('x-operator-token');
}

async function readOperatorBody(request: Request): Promise<unknown> {
  const bytes = await readLimited(
    request,
    MAX_OPERATOR_BODY_BYTES,
    () =>
      new ApiError(
        413,
        'payload_too_large',
        `body: operator requests are limited to ${MAX_OPERATOR_BODY_BYTES} bytes`,
        { loc: ['body'] },
      ),
  );
  return bytes.byteLength === 0 ? undefined : parseJson(bytes);
}

/**
 * Guards `/__sandbox/*`: no cross-site or other-origin browser request, the operator token when
 * one is configured, JSON bodies only (so a `text/plain` form post cannot reach them) of at most
 * 1 MiB. The parsed body is left in `c.var.operatorBody`.
 */
export function operatorGuard(rt: Runtime): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    try {
      const headers = c.req.raw.headers;
      const crossSite = crossSiteReason(headers);
      if (crossSite) {
        throw new ApiError(403, 'cross_site_refused', `Operator endpoints: ${crossSite}.`);
      }
      const expected = rt.config.operatorToken;
      if (expected) {
        const given = operatorToken(headers);
        if (!given) {
          throw new ApiError(
            401,
            'operator_token_required',
            'Operator endpoints need the operator token (Authorization: Bearer or X-Operator-Token).',
          );
        }
        if (!sameSecret(given, expected)) {
          throw new ApiError(401, 'operator_token_invalid', 'The operator token is wrong.');
        }
      }
      const hasBody =
        headers.has('transfer-encoding') || Number(headers.get('content-length') ?? '0') > 0;
      if (hasBody && !isJsonMediaType(mediaTypeOf(headers.get('content-type')))) {
        throw new ApiError(
          415,
          'unsupported_media_type',
          'Operator request bodies must be Content-Type: application/json.',
        );
      }
      c.set('operatorBody', hasBody ? await readOperatorBody(c.req.raw) : undefined);
    } catch (error) {
      if (error instanceof ApiError) return errorJson(c, error);
      throw error;
    }
    return next();
  };
}
