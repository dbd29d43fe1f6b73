// The base error class alone, so that entries throwing only it (webhooks) do not carry the
// subclasses and response parsing of errors.ts.
import {
  defaultKeyForStatus,
  type ErrorDetail,
  formatErrorMessage,
} from './internal/error-envelope.js';

/** What every Scribekit error is made of. */
export interface ScribekitErrorOptions {
  /** HTTP status of the response; undefined when no response arrived. */
  status?: number | undefined;
  /** Request id of the response (`request_id` or `X-Request-Id`), for support requests. */
  requestId?: string | undefined;
  /** The `detail` entries of the error body. */
  details?: readonly ErrorDetail[] | undefined;
  /** Machine-readable key; defaults to the first detail's key, then one derived from the status. */
  key?: string | undefined;
  /** Whole message; by default built as `${status} ${key}: ${text} (request ${requestId})`. */
  message?: string | undefined;
  /** Text shown when there are no details (a body excerpt or the status text). */
  fallbackText?: string | undefined;
  /** The parsed (or raw text) response body, kept for debugging. */
  body?: unknown;
  /** The response's headers; undefined when no response arrived. */
  headers?: Headers | undefined;
  /** The underlying error, if any. */
  cause?: unknown;
}

// Fields below are `declare`d and set in the constructor: TypeScript then emits no separate
// field definitions, which keeps the bundle small. Each class names itself with a `name` getter
// rather than a static block: a class without static side effects is dropped from a bundle that
// does not use it.

/** Base class of every error the SDK throws. */
export class ScribekitError extends Error {
  get name(): string {
    return 'ScribekitError';
  }
  /** HTTP status; undefined when no response arrived (connection failure, timeout). */
  declare readonly status: number | undefined;
  /** Request id to quote to support; undefined when the service sent none. */
  declare readonly requestId: string | undefined;
  /** All `{key, text, loc?}` entries of the error body (empty when it had none). */
  declare readonly details: ErrorDetail[];
  /** Machine-readable reason: the first detail's key, or one derived from the status. */
  declare readonly key: string;
  /** The response body as received (parsed JSON, or text when it was not JSON). */
  declare readonly body: unknown;
  /** The response's headers (`Retry-After`, rate-limit headers …); undefined when none arrived. */
  declare readonly headers: Headers | undefined;

  constructor(options: ScribekitErrorOptions = {}) {
    const details = [...(options.details ?? [])];
    const key = options.key ?? details[0]?.key ?? defaultKeyForStatus(options.status);
    const message = options.message ?? formatErrorMessage({ ...options, key, details });
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    const { status, requestId, body, headers } = options;
    Object.assign(this, { status, requestId, details, key, body, headers });
  }
}
