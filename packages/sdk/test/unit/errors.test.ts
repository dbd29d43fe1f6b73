import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  AuthenticationError,
  ConflictError,
  errorFromResponse,
  JobFailedError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  readErrorBody,
  ScribekitError,
  ServerError,
  ValidationError,
} from '../../src/errors.js';
import { type LoopbackServer, sendJson, startLoopbackServer } from './helpers/loopback-server.js';

const requestId = '7f3a9c2e-1b4d-4e8f-9a6b-2c1d0e9f8a7b';

type Route = (res: ServerResponse) => void;

const routes: Record<string, Route> = {
  '/scope': (res) =>
    sendJson(
      res,
      403,
      {
        detail: [
          {
            key: 'not_enough_access_rights',
            text: 'this key lacks scope exports:write',
          },
        ],
        request_id: requestId,
      },
      { 'x-request-id': requestId },
    ),
  '/session': (res) =>
    sendJson(res, 403, {
      detail: [
        {
          key: 'not_enough_access_rights',
          text: 'This operation is not available by API key. Please log in to the web app.',
        },
      ],
      request_id: requestId,
    }),
  '/unauthenticated': (res) =>
    sendJson(res, 401, {
      detail: [{ key: 'not_authenticated', text: 'Invalid or revoked API key' }],
      request_id: requestId,
    }),
  '/fastapi-404': (res) => sendJson(res, 404, { detail: 'Not Found' }, { 'x-request-id': 'hdr-1' }),
  '/conflict': (res) =>
    sendJson(res, 409, {
      detail: [{ key: 'transcript_not_ready', text: 'Transcript is still processing' }],
      request_id: requestId,
    }),
  '/unprocessable': (res) =>
    sendJson(res, 422, {
      detail: [
        { key: 'validation_error', text: 'Field required', loc: ['body', 'filename'] },
        { key: 'validation_error', text: 'Must be positive', loc: ['body', 'size_bytes'] },
      ],
      request_id: requestId,
    }),
  '/fastapi-422': (res) =>
    sendJson(res, 422, {
      detail: [
        {
          loc: ['body', 'size_bytes'],
          msg: 'Input should be a valid integer',
          type: 'int_parsing',
        },
      ],
    }),
  '/bad-input': (res) =>
    sendJson(res, 400, {
      detail: [{ key: 'invalid_input_data', text: 'personal=true or organization_id is required' }],
      request_id: requestId,
    }),
  '/rate-seconds': (res) =>
    sendJson(
      res,
      429,
      {
        detail: [{ key: 'too_many_concurrent_jobs', text: 'At most 3 LLM jobs' }],
        request_id: requestId,
      },
      { 'retry-after': '30' },
    ),
  '/rate-date': (res) =>
    sendJson(
      res,
      429,
      { detail: [] },
      { 'retry-after': new Date(Date.now() + 120_000).toUTCString() },
    ),
  '/rate-none': (res) =>
    sendJson(res, 429, { detail: [{ key: 'rate_limited', text: 'Slow down' }] }),
  '/internal': (res) =>
    sendJson(res, 500, {
      detail: [{ key: 'internal_error', text: 'Unexpected error' }],
      request_id: requestId,
    }),
  '/html-502': (res) => {
    res.writeHead(502, { 'content-type': 'text/html', 'x-request-id': 'edge-9' });
    res.end(
      '<html><head><title>502</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>',
    );
  },
  '/empty-503': (res) => {
    res.writeHead(503);
    res.end();
  },
  '/teapot': (res) => sendJson(res, 418, { detail: [{ key: 'teapot', text: 'short and stout' }] }),
};

let server: LoopbackServer;

beforeAll(async () => {
  server = await startLoopbackServer((req, res) => {
    const route = routes[req.path];
    if (route) route(res);
    else sendJson(res, 500, { detail: 'no such test route' });
  });
});

afterAll(() => server.close());

async function errorFor(path: string): Promise<ScribekitError> {
  const response = await fetch(`${server.url}${path}`);
  return errorFromResponse(response, await readErrorBody(response));
}

describe('errorFromResponse on real responses', () => {
  test('403 naming a scope is a PermissionError with requiredScope', async () => {
    const error = await errorFor('/scope');
    expect(error).toBeInstanceOf(PermissionError);
    expect(error).toBeInstanceOf(ScribekitError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'PermissionError',
      status: 403,
      key: 'not_enough_access_rights',
      requestId,
      requiredScope: 'exports:write',
      needsWebSession: false,
    });
    expect(error.message).toBe(
      `403 not_enough_access_rights: this key lacks scope exports:write (request ${requestId})`,
    );
    expect(error.stack).toMatch(/^PermissionError: 403 not_enough_access_rights/);
  });

  test('403 asking for a session login is a PermissionError with needsWebSession', async () => {
    const error = (await errorFor('/session')) as PermissionError;
    expect(error).toBeInstanceOf(PermissionError);
    expect(error.needsWebSession).toBe(true);
    expect(error.requiredScope).toBeNull();
  });

  test('401 is an AuthenticationError', async () => {
    const error = await errorFor('/unauthenticated');
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error.message).toBe(
      `401 not_authenticated: Invalid or revoked API key (request ${requestId})`,
    );
  });

  test('404 with FastAPI’s string detail uses the X-Request-Id header', async () => {
    const error = await errorFor('/fastapi-404');
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.details).toEqual([{ key: 'not_found', text: 'Not Found' }]);
    expect(error).toMatchObject({ key: 'not_found', requestId: 'hdr-1' });
    expect(error.message).toBe('404 not_found: Not Found (request hdr-1)');
  });

  test('409 is a ConflictError keeping the specific key', async () => {
    const error = await errorFor('/conflict');
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.key).toBe('transcript_not_ready');
  });

  test('422 is a ValidationError with every detail and its loc', async () => {
    const error = await errorFor('/unprocessable');
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.details).toEqual([
      { key: 'validation_error', text: 'Field required', loc: ['body', 'filename'] },
      { key: 'validation_error', text: 'Must be positive', loc: ['body', 'size_bytes'] },
    ]);
    expect(error.message).toBe(
      '422 validation_error: Field required (at body.filename); ' +
        `validation_error: Must be positive (at body.size_bytes) (request ${requestId})`,
    );
  });

  test('422 in FastAPI’s own {loc, msg, type} shape is understood', async () => {
    const error = await errorFor('/fastapi-422');
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.details).toEqual([
      { key: 'int_parsing', text: 'Input should be a valid integer', loc: ['body', 'size_bytes'] },
    ]);
    expect(error.requestId).toBeUndefined();
  });

  test('400 is a ValidationError too', async () => {
    const error = await errorFor('/bad-input');
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.key).toBe('invalid_input_data');
  });

  test('429 with Retry-After in seconds is a RateLimitError with retryAfter', async () => {
    const error = (await errorFor('/rate-seconds')) as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.retryAfter).toBe(30);
    expect(error.key).toBe('too_many_concurrent_jobs');
  });

  test('429 with Retry-After as an HTTP date gives the seconds until then', async () => {
    const error = (await errorFor('/rate-date')) as RateLimitError;
    expect(error.retryAfter).toBeGreaterThanOrEqual(118);
    expect(error.retryAfter).toBeLessThanOrEqual(120);
    expect(error.key).toBe('rate_limited');
  });

  test('429 without Retry-After has retryAfter null', async () => {
    expect(((await errorFor('/rate-none')) as RateLimitError).retryAfter).toBeNull();
  });

  test('500 is a ServerError', async () => {
    const error = await errorFor('/internal');
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status: 500, key: 'internal_error', requestId });
  });

  test('502 with an HTML body is a ServerError with a readable excerpt', async () => {
    const error = await errorFor('/html-502');
    expect(error).toBeInstanceOf(ServerError);
    expect(error.details).toEqual([]);
    expect(error.key).toBe('bad_gateway');
    expect(error.body).toMatch(/^<html>/);
    expect(error.message).toBe('502 bad_gateway: 502 Bad Gateway nginx (request edge-9)');
  });

  test('503 with an empty body falls back to the status text', async () => {
    const error = await errorFor('/empty-503');
    expect(error).toBeInstanceOf(ServerError);
    expect(error.message).toBe('503 service_unavailable: Service Unavailable');
  });

  test('an unlisted status is a plain ScribekitError', async () => {
    const error = await errorFor('/teapot');
    expect(error.constructor).toBe(ScribekitError);
    expect(error).toMatchObject({ status: 418, key: 'teapot' });
  });
});

describe('errorFromResponse on odd bodies', () => {
  const response = (status: number) => new Response(null, { status });

  test.each([
    [
      'a single detail object',
      { detail: { key: 'conflict', text: 'busy' } },
      [{ key: 'conflict', text: 'busy' }],
    ],
    [
      'string items',
      { detail: ['first', 'second'] },
      [
        { key: 'conflict', text: 'first' },
        { key: 'conflict', text: 'second' },
      ],
    ],
    ['top-level message', { message: 'nope' }, [{ key: 'conflict', text: 'nope' }]],
    [
      'junk items skipped',
      { detail: [42, null, { key: 'k', text: 't' }] },
      [{ key: 'k', text: 't' }],
    ],
    ['a number body', 7, []],
    ['no body', undefined, []],
  ])('%s', (_name, body, want) => {
    expect(errorFromResponse(response(409), body).details).toEqual(want);
  });

  test('more than three details are summarised', () => {
    const body = { detail: [1, 2, 3, 4, 5].map((n) => ({ key: `k${n}`, text: `t${n}` })) };
    expect(errorFromResponse(response(422), body).message).toBe(
      '422 k1: t1; k2: t2; k3: t3 (+2 more)',
    );
  });
});

describe('PermissionError text parsing', () => {
  const permission = (text: string) =>
    new PermissionError({ status: 403, details: [{ key: 'not_enough_access_rights', text }] });

  test.each([
    ['Missing required scope: transcripts:read', 'transcripts:read', false],
    ["API key does not have the 'kb:write' scope", 'kb:write', false],
    ['Scope RECORDINGS:WRITE is required', 'recordings:write', false],
    ['Required scope(s): webhooks:read.', 'webhooks:read', false],
    ['This key needs the newfamily:read scope', 'newfamily:read', false],
    ['This endpoint requires a web session', null, true],
    ['Please sign in to the web application to do this', null, true],
    ['Not available with an API key: use the website after logging in', null, true],
    ['Login required', null, true],
    ['Access denied', null, false],
  ])('%s', (text, scope, session) => {
    const error = permission(text);
    expect(error.requiredScope).toBe(scope);
    expect(error.needsWebSession).toBe(session);
  });
});

describe('JobFailedError', () => {
  test('carries a failed transcript’s error, code and hint', () => {
    const transcript = {
      id: 't-1',
      status: 'failed',
      error: 'Audio could not be decoded',
      error_code: 'unsupported_codec',
      error_hint: 'Convert the file to MP3 or WAV',
    };
    const error = new JobFailedError('transcript', transcript);
    expect(error).toBeInstanceOf(ScribekitError);
    expect(error).toMatchObject({
      name: 'JobFailedError',
      resourceType: 'transcript',
      resource: transcript,
      jobStatus: 'failed',
      jobError: 'Audio could not be decoded',
      errorCode: 'unsupported_codec',
      errorHint: 'Convert the file to MP3 or WAV',
      key: 'unsupported_codec',
      status: undefined,
    });
    expect(error.message).toBe(
      'transcript t-1 ended failed: Audio could not be decoded [unsupported_codec] ' +
        '(hint: Convert the file to MP3 or WAV)',
    );
  });

  test('a cancelled recording job without error fields', () => {
    const error = new JobFailedError('recording_job', {
      id: 'r-9',
      status: 'cancelled',
      error: null,
    });
    expect(error).toMatchObject({ key: 'job_cancelled', jobError: null, errorCode: null });
    expect(error.message).toBe('recording_job r-9 ended cancelled');
  });

  test('a failed export keeps its error text as the detail', () => {
    const error = new JobFailedError('export', {
      id: 'e-2',
      status: 'failed',
      error: 'Renderer crashed',
    });
    expect(error.key).toBe('job_failed');
    expect(error.details).toEqual([{ key: 'job_failed', text: 'Renderer crashed' }]);
  });
});
