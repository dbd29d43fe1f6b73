import { createHash } from 'node:crypto';
import { ApiError, type ErrorDetail, errorBody } from '../errors/api-error.js';
import { recordProblem } from '../log/problems.js';
import type { HandlerMap, HandlerResult, OperationContext, Runtime } from '../runtime.js';
import { API_PREFIX, type OperationInfo } from '../spec/operations.js';
import type { Router } from '../spec/router.js';
import { authenticate, authorize, sessionOnly } from './auth.js';
import {
  isJsonMediaType,
  MAX_JSON_BYTES,
  MAX_MULTIPART_BYTES,
  mediaTypeOf,
  parseJson,
  readLimited,
} from './body.js';
import { findUnsafeValue } from './json-safety.js';
import {
  boundaryOf,
  MalformedMultipartError,
  parseMultipart,
  type UploadedFile,
} from './multipart.js';
import { NO_STORE } from './safe-headers.js';
import { isSessionOnly } from './session-only.js';

/** Pointer of the shared error schema, used to check errors of unknown routes. */
const ERROR_SCHEMA = '#/components/schemas/Error';

const IDEMPOTENT_HEADER = 'idempotency-key';

/** The limits' window as the error text names it: "hour" unless shortened for tests. */
function windowName(seconds: number): string {
  return seconds === 3600 ? 'hour' : `${seconds} seconds`;
}

/** The policy names the rate-limit headers give the two limits. */
const POLICY_NAMES = { uploadInit: 'upload-init', sourceImports: 'source-imports' } as const;

/**
 * The limit stated on every answer of a rate-limited operation, as the IETF draft
 * (draft-ietf-httpapi-ratelimit-headers) writes it: `RateLimit-Policy` (the quota and its window
 * in seconds) and `RateLimit` (what is left, and the seconds until the oldest hit leaves).
 */
function rateLimitHeaders(
  rt: Runtime,
  name: 'uploadInit' | 'sourceImports',
  keyId: string,
): Record<string, string> {
  const limiter = rt.limiters[name];
  const { remaining, resetS } = limiter.status(keyId);
  const policy = `"${POLICY_NAMES[name]}"`;
  return {
    'ratelimit-policy': `${policy};q=${limiter.limit};w=${rt.config.rateWindowS}`,
    ratelimit: `${policy};r=${remaining};t=${resetS}`,
  };
}

/** Operations whose calls count against a per-key hourly limit. */
const RATE_LIMITED: Record<string, 'uploadInit' | 'sourceImports'> = {
  initUpload: 'uploadInit',
  createSourceImport: 'sourceImports',
};

export interface DispatchInput {
  request: Request;
  requestId: string;
}

function json(status: number, text: string | null, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: text === null ? headers : { 'content-type': 'application/json', ...headers },
  });
}

/** The JSON text of a response body, or null for none. */
function serialize(body: unknown): string | null {
  return body === undefined ? null : JSON.stringify(body);
}

function toApiError(error: unknown, rt: Runtime): ApiError {
  if (error instanceof ApiError) return error;
  rt.config.log(`internal error: ${(error as Error)?.stack ?? String(error)}`);
  return new ApiError(500, 'internal_error', 'Something went wrong in the sandbox.');
}

function fingerprint(operationId: string, params: unknown, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([operationId, params, body ?? null]))
    .digest('hex');
}

async function readBody(operation: OperationInfo, request: Request, rt: Runtime): Promise<unknown> {
  const spec = operation.requestBody;
  if (!spec) return undefined;
  const contentType = request.headers.get('content-type');
  const mediaType = mediaTypeOf(contentType);
  const accepted = Object.keys(spec.contents);
  const wantsMultipart = accepted.includes('multipart/form-data');
  const wantsJson = accepted.some(isJsonMediaType);

  if (mediaType === 'multipart/form-data' && wantsMultipart) {
    const bytes = await readLimited(request, MAX_MULTIPART_BYTES);
    const boundary = boundaryOf(contentType ?? '');
    let form: Map<string, string | UploadedFile>;
    try {
      if (!boundary) throw new MalformedMultipartError('no boundary');
      form = parseMultipart(bytes, boundary);
    } catch {
      throw new ApiError(422, 'validation_error', 'body: malformed multipart/form-data', {
        loc: ['body'],
      });
    }
    const fields: Record<string, unknown> = {};
    const shape: Record<string, unknown> = {};
    for (const [name, value] of form) {
      fields[name] = value;
      // Files are checked as strings (OpenAPI's `format: binary`); the handler gets the file.
      shape[name] = typeof value === 'string' ? value : value.name || 'file';
    }
    const problems = rt.validator.validateBody(operation, 'multipart/form-data', shape);
    if (problems.length > 0) throw ApiError.many(422, problems);
    return fields;
  }

  const bytes = await readLimited(request, wantsJson ? MAX_JSON_BYTES : MAX_MULTIPART_BYTES);
  if (bytes.byteLength === 0) {
    if (spec.required) {
      throw new ApiError(422, 'validation_error', 'body: Field required', { loc: ['body'] });
    }
    return undefined;
  }
  const jsonType = accepted.find(isJsonMediaType);
  if (
    !jsonType ||
    (mediaType !== '' && !isJsonMediaType(mediaType) && mediaType !== 'text/plain')
  ) {
    throw new ApiError(
      422,
      'validation_error',
      `body: Content-Type must be one of ${accepted.join(', ')}`,
      { loc: ['body'] },
    );
  }
  const body = parseJson(bytes);
  const problems = rt.validator.validateBody(operation, jsonType, body);
  if (problems.length > 0) throw ApiError.many(422, problems);
  return body;
}

function collectParams(operation: OperationInfo, url: URL, request: Request) {
  const query: Record<string, unknown> = {};
  const headers: Record<string, unknown> = {};
  for (const p of operation.parameters) {
    if (p.in === 'query') {
      const values = url.searchParams.getAll(p.name);
      if (values.length === 0) continue;
      query[p.name] = p.isArray ? values : values[values.length - 1];
    } else if (p.in === 'header') {
      const value = request.headers.get(p.name);
      if (value !== null) headers[p.name.toLowerCase()] = value;
    }
  }
  return { query, headers };
}

function validateParams(
  rt: Runtime,
  operation: OperationInfo,
  path: Record<string, unknown>,
  query: Record<string, unknown>,
  headers: Record<string, unknown>,
): void {
  const badParams: ErrorDetail[] = [
    ...rt.validator.validateParameters(operation, 'path', path),
    ...rt.validator.validateParameters(operation, 'query', query),
  ];
  if (badParams.length > 0) throw ApiError.many(400, badParams);
  // Coercion turns `Infinity` or `1e309` into numbers that JSON cannot carry back.
  const unsafe = findUnsafeValue(path, ['path']) ?? findUnsafeValue(query, ['query']);
  if (unsafe) {
    const where = unsafe.loc.join('.');
    throw new ApiError(400, 'invalid_input_data', `${where}: ${unsafe.problem}`, {
      loc: unsafe.loc,
    });
  }
  const badHeaders = rt.validator.validateParameters(operation, 'header', headers);
  if (badHeaders.length > 0) throw ApiError.many(422, badHeaders);
}

/** Operations whose answers carry a secret (a webhook's signing secret). */
const SECRET_OPERATIONS = new Set(['createWebhook', 'regenerateWebhookSecret']);

/** True for an answer no cache may keep: a secret, or a signed upload or download link. */
function carriesSecret(operation: OperationInfo | null, text: string): boolean {
  return (
    (operation !== null && SECRET_OPERATIONS.has(operation.operationId)) ||
    text.includes('signature=')
  );
}

/**
 * Serializes a response and, in test mode, checks what the client will parse (not the object
 * before serialization, where `Infinity` still looks like a number) against the spec; a mismatch
 * becomes a loud 500.
 */
export function respond(
  rt: Runtime,
  operation: OperationInfo | null,
  result: HandlerResult,
  requestId: string,
  label: string,
): Response {
  const text = serialize(result.body);
  const headers =
    text !== null && carriesSecret(operation, text)
      ? { ...result.headers, 'cache-control': NO_STORE }
      : result.headers;
  if (!rt.config.validateResponses) return json(result.status, text, headers);
  const sent = text === null ? undefined : JSON.parse(text);
  const contentType = text === null ? null : 'application/json';
  const problems = operation
    ? rt.validator.validateResponse(operation, result.status, contentType, sent)
    : result.status >= 400
      ? rt.validator.validatePointer(ERROR_SCHEMA, sent)
      : [];
  if (problems.length === 0) return json(result.status, text, headers);
  const report = `Response of ${label} (status ${result.status}) does not match the spec: ${problems.join('; ')}`;
  recordProblem(rt.problems, report);
  rt.config.log(report);
  return json(
    500,
    serialize(errorBody(requestId, [{ key: 'response_validation_failed', text: report }])),
  );
}

/** Handles one request to the API origin under /api/v1. */
export async function dispatchApi(
  rt: Runtime,
  router: Router,
  handlers: HandlerMap,
  { request, requestId }: DispatchInput,
): Promise<Response> {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const label = `${method} ${url.pathname}`;
  let operation: OperationInfo | null = null;
  let result: HandlerResult;
  try {
    const match = router.match(method, url.pathname);
    if (!match || 'allowed' in match) {
      const inner = url.pathname.startsWith(API_PREFIX)
        ? url.pathname.slice(API_PREFIX.length)
        : null;
      if (inner !== null && isSessionOnly(method, inner)) {
        authenticate(rt.store, request.headers.get('authorization') ?? undefined);
        throw sessionOnly();
      }
      if (match && 'allowed' in match) {
        throw new ApiError(
          405,
          'method_not_allowed',
          `${method} is not allowed on ${url.pathname}.`,
          {
            headers: { allow: match.allowed.join(', ') },
          },
        );
      }
      throw new ApiError(404, 'not_found', `No route ${method} ${url.pathname}.`);
    }
    operation = match.operation;
    const key = authenticate(rt.store, request.headers.get('authorization') ?? undefined);
    authorize(key, operation.security);

    const path: Record<string, unknown> = { ...match.pathParams };
    const { query, headers } = collectParams(operation, url, request);
    validateParams(rt, operation, path, query, headers);
    const body = await readBody(operation, request, rt);

    const handler = handlers[operation.operationId];
    if (!handler) throw new Error(`No handler for ${operation.operationId}`);
    const ctx: OperationContext = {
      rt,
      operation,
      params: path,
      query,
      headers: headers as Record<string, string>,
      body,
      key,
      requestId,
    };

    const idempotencyKey = headers[IDEMPOTENT_HEADER] as string | undefined;
    const scope = `${key.id}\n${operation.operationId}`;
    const print = fingerprint(operation.operationId, path, body);
    const earlier = idempotencyKey ? rt.idempotency.lookup(scope, idempotencyKey, print) : null;
    if (earlier?.kind === 'mismatch') {
      throw new ApiError(
        409,
        'idempotency_key_reused',
        'This Idempotency-Key was used in the last 60 seconds with a different request.',
      );
    }
    const limiterName = RATE_LIMITED[operation.operationId];
    if (earlier?.kind === 'replay') {
      result = { ...earlier.response, headers: { 'idempotent-replayed': 'true' } };
    } else {
      if (limiterName) {
        const limiter = rt.limiters[limiterName];
        const wait = limiter.take(key.id);
        if (wait > 0) {
          throw new ApiError(
            429,
            'rate_limited',
            `Rate limit of ${limiter.limit} requests per ${windowName(rt.config.rateWindowS)} exceeded; retry in ${wait} seconds.`,
            {
              headers: {
                'retry-after': String(wait),
                ...rateLimitHeaders(rt, limiterName, key.id),
              },
            },
          );
        }
      }
      rt.scheduler.catchUp();
      result = await handler(ctx);
      if (idempotencyKey && result.status < 300) {
        rt.idempotency.remember(scope, idempotencyKey, print, {
          status: result.status,
          body: result.body,
        });
      }
    }
    if (limiterName && result.status < 300) {
      result = {
        ...result,
        headers: { ...result.headers, ...rateLimitHeaders(rt, limiterName, key.id) },
      };
    }
  } catch (caught) {
    const error = toApiError(caught, rt);
    return respond(
      rt,
      operation,
      { status: error.status, body: errorBody(requestId, error.detail), headers: error.headers },
      requestId,
      label,
    );
  }
  return respond(rt, operation, result, requestId, label);
}
