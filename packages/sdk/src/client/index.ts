// `@scribekit/sdk/client`: the typed client alone — every operation with retries, time-outs,
// typed errors and logging, without the resource namespaces and workflow helpers. An app that
// only calls `client.GET`/`POST` pays for just that.
import { createCore, type ScribekitClient, type ScribekitOptions } from '../client.js';

export type {
  ScribekitClient,
  ScribekitClientMethod,
  ScribekitOptions,
} from '../client.js';
export {
  AbortError,
  AuthenticationError,
  ConflictError,
  ConnectionError,
  type ErrorDetail,
  errorFromResponse,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ResponseParseError,
  readErrorBody,
  ScribekitError,
  ServerError,
  TimeoutError,
  ValidationError,
} from '../errors.js';
export type { components, operations, paths } from '../generated/schema.js';
export { newIdempotencyKey } from '../internal/idempotency.js';
export type { Logger, LogLevel } from '../logger.js';
export type { RequestOptions } from '../request-options.js';
export { type FetchResult, unwrap } from '../unwrap.js';

/**
 * Creates the typed client: `client.GET('/transcripts/{id}', { params: { path: { id } } })`
 * resolves to openapi-fetch's `{ data, error, response }`. Takes the same options as
 * `createScribekit` and throws the same `TypeError` on a missing or malformed `apiKey`/`baseUrl`.
 *
 * ```ts
 * import { createClient, unwrap } from '@scribekit/sdk/client';
 * const client = createClient({ apiKey: 'sk_test', baseUrl: 'https://api.example.com' });
 * const page = await unwrap(client.GET('/transcripts/', { params: { query: { limit: 10 } } }));
 * ```
 */
export function createClient(options: ScribekitOptions): ScribekitClient {
  return createCore(options).client;
}
