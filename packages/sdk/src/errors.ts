import {
  bodyExcerpt,
  defaultKeyForStatus,
  findRequestId,
  parseErrorDetails,
} from './internal/error-envelope.js';
import { firstText, isRecord } from './internal/guards.js';
import { asksForWebSession, findRequiredScope } from './internal/permission-text.js';
import { parseRetryAfterMs } from './internal/retry-after.js';
import { ScribekitError, type ScribekitErrorOptions } from './scribekit-error.js';

export type { ErrorDetail } from './internal/error-envelope.js';
export { ScribekitError, type ScribekitErrorOptions } from './scribekit-error.js';

/** 401: the API key is missing, malformed, revoked or unknown. */
export class AuthenticationError extends ScribekitError {
  get name(): string {
    return 'AuthenticationError';
  }
}

/**
 * 403 `not_enough_access_rights`. Two cases share that key: the key lacks a scope
 * (`requiredScope` names it) or the operation needs a signed-in web session (`needsWebSession`).
 */
export class PermissionError extends ScribekitError {
  get name(): string {
    return 'PermissionError';
  }
  /** The scope the text names, e.g. `exports:write`; null when it names none. */
  declare readonly requiredScope: string | null;
  /** True when the text asks for a web-session login: no API key can do this operation. */
  declare readonly needsWebSession: boolean;

  constructor(options: ScribekitErrorOptions = {}) {
    super(options);
    const texts = this.details.map((detail) => detail.text);
    this.requiredScope = findRequiredScope(texts);
    this.needsWebSession = asksForWebSession(texts);
  }
}

/** 404: the resource does not exist or is not visible to this key. */
export class NotFoundError extends ScribekitError {
  get name(): string {
    return 'NotFoundError';
  }
}

/** 409: the resource is in the wrong state (`transcript_not_ready`, `idempotency_key_reused`, …). */
export class ConflictError extends ScribekitError {
  get name(): string {
    return 'ConflictError';
  }
}

/** 400 or 422: the request's parameters or body were rejected; `details[].loc` names fields. */
export class ValidationError extends ScribekitError {
  get name(): string {
    return 'ValidationError';
  }
}

/** Options of a `RateLimitError`. */
export interface RateLimitErrorOptions extends ScribekitErrorOptions {
  /** Seconds to wait before trying again, from `Retry-After`; null when not given. */
  retryAfter?: number | null | undefined;
}

/** 429: too many requests, or more than 3 concurrent LLM jobs (`too_many_concurrent_jobs`). */
export class RateLimitError extends ScribekitError {
  get name(): string {
    return 'RateLimitError';
  }
  /** Seconds to wait before trying again (from `Retry-After`, seconds or HTTP date); null if absent. */
  declare readonly retryAfter: number | null;

  constructor(options: RateLimitErrorOptions = {}) {
    super(options);
    this.retryAfter = options.retryAfter ?? null;
  }
}

/** 5xx: the service (or a proxy in front of it) failed. */
export class ServerError extends ScribekitError {
  get name(): string {
    return 'ServerError';
  }
}

/** Options of errors raised when no usable response arrived. */
export interface TransportErrorOptions extends ScribekitErrorOptions {
  /** How many times the request was sent. */
  attempts?: number | undefined;
}

/** The request never got a response: DNS, refused or reset connection, TLS, offline. */
export class ConnectionError extends ScribekitError {
  get name(): string {
    return 'ConnectionError';
  }
  /** How many times the request was sent. */
  declare readonly attempts: number;

  constructor(options: TransportErrorOptions = {}) {
    super({ key: 'connection_error', ...options });
    this.attempts = options.attempts ?? 1;
  }
}

/** Options of a `TimeoutError`. */
export interface TimeoutErrorOptions extends TransportErrorOptions {
  /** The per-attempt time limit that was exceeded, in ms. */
  timeoutMs?: number | undefined;
}

/** An attempt's whole response (headers and body) did not arrive within `timeoutMs` (on every attempt). */
export class TimeoutError extends ScribekitError {
  get name(): string {
    return 'TimeoutError';
  }
  /** How many times the request was sent. */
  declare readonly attempts: number;
  /** The per-attempt time limit, in ms. */
  declare readonly timeoutMs: number | undefined;

  constructor(options: TimeoutErrorOptions = {}) {
    super({ key: 'timeout', ...options });
    this.attempts = options.attempts ?? 1;
    this.timeoutMs = options.timeoutMs;
  }
}

/** Options of an `AbortError`. */
export interface AbortErrorOptions extends ScribekitErrorOptions {
  /** The caller's signal's `reason`. */
  cause?: unknown;
}

/**
 * The caller's `signal` aborted the call (before it was sent, while waiting, or while the body
 * arrived). `cause` is the signal's `reason`.
 */
export class AbortError extends ScribekitError {
  get name(): string {
    return 'AbortError';
  }

  constructor(options: AbortErrorOptions = {}) {
    super({ key: 'aborted', message: 'The call was aborted', ...options });
  }
}

/** Options of a `ResponseParseError`. */
export interface ResponseParseErrorOptions extends ScribekitErrorOptions {
  /** The first bytes of the body as received (at most 200 characters). */
  received?: string | undefined;
}

/**
 * A successful status came with a body that is not the JSON the API sends (garbled, cut short,
 * empty, or an HTML page from a proxy or captive portal). `received` holds its first characters.
 */
export class ResponseParseError extends ScribekitError {
  get name(): string {
    return 'ResponseParseError';
  }
  /** The first characters of the body as received (at most 200). */
  declare readonly received: string;

  constructor(options: ResponseParseErrorOptions = {}) {
    super({ key: 'invalid_response', ...options });
    this.received = options.received ?? '';
  }
}

function stringField(resource: unknown, name: string): string | null {
  return (isRecord(resource) && firstText(resource[name])) || null;
}

/**
 * A job the SDK waited for (transcript, export, import, report, recording) ended `failed` or
 * `cancelled`. Carries the final resource and its `error`, `error_code` and `error_hint`.
 */
export class JobFailedError<T = unknown> extends ScribekitError {
  get name(): string {
    return 'JobFailedError';
  }
  /** What kind of job it was: `transcript`, `export`, `source_import`, `smart_report`, … */
  declare readonly resourceType: string;
  /** The resource as last read, in its final state. */
  declare readonly resource: T;
  /** Its final `status` (`failed`, `cancelled`, …). */
  declare readonly jobStatus: string | null;
  /** Its `error` text, if any. */
  declare readonly jobError: string | null;
  /** Its `error_code`, if any (transcripts have one). */
  declare readonly errorCode: string | null;
  /** Its `error_hint`, if any: what the user can do about it. */
  declare readonly errorHint: string | null;

  constructor(resourceType: string, resource: T) {
    const id = stringField(resource, 'id');
    const jobStatus = stringField(resource, 'status');
    const jobError = stringField(resource, 'error');
    const errorCode = stringField(resource, 'error_code');
    const errorHint = stringField(resource, 'error_hint');
    const key = errorCode ?? (jobStatus === 'cancelled' ? 'job_cancelled' : 'job_failed');
    let message = `${resourceType}${id ? ` ${id}` : ''} ended ${jobStatus ?? 'unsuccessfully'}`;
    if (jobError) message += `: ${jobError}`;
    if (errorCode) message += ` [${errorCode}]`;
    if (errorHint) message += ` (hint: ${errorHint})`;
    super({ key, message, details: jobError ? [{ key, text: jobError }] : [], body: resource });
    Object.assign(this, { resourceType, resource, jobStatus, jobError, errorCode, errorHint });
  }
}

/**
 * Reads a response body for `errorFromResponse`: parsed JSON when it is JSON, else the text
 * (an HTML page from a proxy), or undefined when it is empty or unreadable.
 */
export async function readErrorBody(response: Response): Promise<unknown> {
  // An unreadable body counts as an empty one.
  const text = await response.text().catch(() => '');
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

// Statuses with a class of their own; any other 5xx is a ServerError, the rest a ScribekitError.
const errorClassByStatus: Record<number, new (options: RateLimitErrorOptions) => ScribekitError> = {
  400: ValidationError,
  401: AuthenticationError,
  403: PermissionError,
  404: NotFoundError,
  409: ConflictError,
  422: ValidationError,
  429: RateLimitError,
};

/**
 * The typed error for a failed response. `body` is the already-read body (as openapi-fetch
 * returns it in `error`, or from `readErrorBody`); the envelope `{detail: [{key, text, loc?}],
 * request_id}` is expected but any shape is tolerated. The request id falls back to `X-Request-Id`.
 */
export function errorFromResponse(response: Response, body: unknown): ScribekitError {
  const { status, headers } = response;
  const ErrorClass = errorClassByStatus[status] ?? (status >= 500 ? ServerError : ScribekitError);
  const retryAfterMs = status === 429 ? parseRetryAfterMs(headers.get('retry-after')) : null;
  return new ErrorClass({
    status,
    requestId: findRequestId(body, headers),
    details: parseErrorDetails(body, defaultKeyForStatus(status)),
    fallbackText: bodyExcerpt(body) ?? (response.statusText || undefined),
    body,
    headers,
    retryAfter: retryAfterMs === null ? null : Math.ceil(retryAfterMs / 1000),
  });
}
