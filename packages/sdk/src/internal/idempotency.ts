import { ValidationError } from '../errors.js';
import { idempotentPaths } from '../generated/idempotent-operations.js';
import type { CallFields, PlainRequest } from './plain-request.js';

/** Header the service reads for idempotent creation. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Longest key the service accepts (section 8 of the reference). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 128;

/** A fresh random key (a UUID v4) for one logical operation; reuse it when repeating that operation. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

function keyProblem(key: string): string | undefined {
  if (key.length === 0) return 'must not be empty';
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    return `is ${key.length} characters long; the limit is ${MAX_IDEMPOTENCY_KEY_LENGTH}`;
  }
  // Visible ASCII only: a header value must not carry control characters or non-ASCII text.
  if (/[^\x21-\x7e]/.test(key)) return 'may only contain visible ASCII characters';
}

/** Throws a `ValidationError` (`invalid_idempotency_key`) unless `key` is 1..128 visible ASCII characters. */
export function assertValidIdempotencyKey(key: string): void {
  const problem = keyProblem(key);
  if (problem) {
    throw new ValidationError({
      details: [
        {
          key: 'invalid_idempotency_key',
          text: `${IDEMPOTENCY_HEADER} ${problem}`,
          loc: ['header', IDEMPOTENCY_HEADER],
        },
      ],
    });
  }
}

/**
 * Whether the service deduplicates a request by `Idempotency-Key` (the spec marks its operation
 * `x-idempotent: true`), which makes it safe to repeat. `path` is the spec path or the URL's
 * path ending in it (`/api/v1/files/upload-init`).
 */
export function takesIdempotencyKey(method: string, path: string): boolean {
  return idempotentPaths[method.toUpperCase()]?.test(path) ?? false;
}

/** What a request carries of the per-call options (fields of a PlainRequest, or a Request's expandos). */
type WithCallFields<R> = R & CallFields;

/**
 * The request with an `Idempotency-Key`: the caller's key (`idempotencyKey` or the header) is
 * validated and kept; an operation the spec marks idempotent gets a fresh one when it has none;
 * anything else passes unchanged. Call it once per logical operation, before the retrying fetch
 * (as `withIdempotency` does), so every retry of that operation carries the same key.
 */
export function withIdempotencyKey<R extends Request | PlainRequest>(request: R): R {
  // Reads take no key: most calls are GETs, and looking for one would be wasted work.
  if (request.method === 'GET') return request;
  const option = (request as WithCallFields<R>).idempotencyKey;
  const given = option ?? request.headers.get(IDEMPOTENCY_HEADER);
  if (given !== null) {
    assertValidIdempotencyKey(given);
    // The call's own Request (openapi-fetch builds one per call) takes the header in place.
    if (option !== undefined) request.headers.set(IDEMPOTENCY_HEADER, option);
    return request;
  }
  // A Request's url is always absolute, so it parses.
  if (!takesIdempotencyKey(request.method, new URL(request.url).pathname)) return request;
  request.headers.set(IDEMPOTENCY_HEADER, newIdempotencyKey());
  return request;
}

/**
 * The fetch for openapi-fetch: gives the request its Idempotency-Key once per call, then hands it
 * to `send` (the retrying fetch), whose every attempt therefore carries the same key.
 */
export function withIdempotency(
  send: (request: Request | PlainRequest) => Promise<Response>,
): (request: Request | PlainRequest) => Promise<Response> {
  return (request) => send(withIdempotencyKey(request));
}
