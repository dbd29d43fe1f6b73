import { firstText, isRecord } from './guards.js';

/** One entry of an error body's `detail` array. */
export interface ErrorDetail {
  /** Machine-readable reason, e.g. `not_enough_access_rights`. */
  key: string;
  /** Human-readable explanation. */
  text: string;
  /** Path of the offending field (`['body', 'filename']`), when the service names one. */
  loc?: (string | number)[] | undefined;
}

const keysByStatus: Record<number, string> = {
  400: 'invalid_input_data',
  401: 'not_authenticated',
  403: 'not_enough_access_rights',
  404: 'not_found',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  422: 'validation_error',
  429: 'rate_limited',
  500: 'internal_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'gateway_timeout',
};

/** The key used when a response names none (the DECISIONS.md keys where they exist). */
export function defaultKeyForStatus(status: number | undefined): string {
  if (status === undefined) return 'client_error';
  return keysByStatus[status] ?? `http_${status}`;
}

function detailsFrom(item: unknown, fallbackKey: string): ErrorDetail[] {
  if (typeof item === 'string') return [{ key: fallbackKey, text: item }];
  if (!isRecord(item)) return [];
  // FastAPI's own 422 items are {loc, msg, type}; the service's are {key, text, loc?}.
  const detail: ErrorDetail = {
    key: firstText(item.key, item.type) ?? fallbackKey,
    text: firstText(item.text, item.msg, item.message) ?? '',
  };
  const { loc } = item;
  if (Array.isArray(loc) || typeof loc === 'string') {
    detail.loc = (Array.isArray(loc) ? loc : [loc]).filter(
      (part): part is string | number => typeof part === 'string' || typeof part === 'number',
    );
  }
  return [detail];
}

/**
 * Reads `detail` from an error body, tolerating every shape FastAPI-style services produce:
 * an array of `{key, text, loc?}` or `{msg, type, loc}`, a bare string, a single object, or a
 * body with top-level `message`/`error`. Anything else gives no details.
 */
export function parseErrorDetails(body: unknown, fallbackKey: string): ErrorDetail[] {
  if (!isRecord(body)) return [];
  const { detail } = body;
  if (Array.isArray(detail)) return detail.flatMap((item) => detailsFrom(item, fallbackKey));
  if (typeof detail === 'string' || isRecord(detail)) return detailsFrom(detail, fallbackKey);
  const key = firstText(body.key);
  const text = firstText(body.text, body.message, body.error);
  return key || text ? [{ key: key ?? fallbackKey, text: text ?? '' }] : [];
}

/** `request_id` of the body, else the `X-Request-Id` header. */
export function findRequestId(body: unknown, headers: Headers): string | undefined {
  const fromBody = isRecord(body) ? firstText(body.request_id) : undefined;
  return fromBody ?? headers.get('x-request-id') ?? undefined;
}

/** A short one-line excerpt of a non-JSON body (an HTML error page from a proxy, say). */
export function bodyExcerpt(body: unknown, maxLength = 200): string | undefined {
  if (typeof body !== 'string') return undefined;
  const oneLine = body
    .replace(/<(head|script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (oneLine.length === 0) return undefined;
  return oneLine.length > maxLength ? `${oneLine.slice(0, maxLength - 1)}…` : oneLine;
}

function formatDetail({ key, text, loc }: ErrorDetail): string {
  return `${key}${text ? `: ${text}` : ''}${loc?.length ? ` (at ${loc.join('.')})` : ''}`;
}

/** What goes into an error's message. */
export interface ErrorMessageParts {
  status?: number | undefined;
  key: string;
  details: readonly ErrorDetail[];
  requestId?: string | undefined;
  /** Used when there are no details: an excerpt of the body or the status text. */
  fallbackText?: string | undefined;
}

const shownDetails = 3;

/** `403 not_enough_access_rights: this key lacks scope exports:write (request 7f3a…)`. */
export function formatErrorMessage(parts: ErrorMessageParts): string {
  const { status, key, details, requestId, fallbackText } = parts;
  let text = fallbackText ? `${key}: ${fallbackText}` : key;
  if (details.length > 0) {
    text = details.slice(0, shownDetails).map(formatDetail).join('; ');
    if (details.length > shownDetails) text += ` (+${details.length - shownDetails} more)`;
  }
  return `${status === undefined ? '' : `${status} `}${text}${requestId ? ` (request ${requestId})` : ''}`;
}
