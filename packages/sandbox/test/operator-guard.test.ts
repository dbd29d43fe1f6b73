import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { globMatches } from '../src/faults.js';
import { MAX_OPERATOR_BODY_BYTES } from '../src/server/operator/guard.js';
import { type Json, startTestSandbox, type TestSandbox } from './support/sandbox.js';

let sbx: TestSandbox;
let guarded: TestSandbox;
beforeAll(async () => {
  sbx = await startTestSandbox();
  guarded = await startTestSandbox({ operatorToken: 'let-me-operate' });
});
afterAll(async () => {
  await sbx.close();
  await guarded.close();
});

const KEY_BODY = JSON.stringify({ name: 'evil', scopes: ['*'] });

async function operator(
  target: TestSandbox,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const res = await fetch(`${target.baseUrl}/__sandbox${path}`, {
    method: init.method ?? 'POST',
    headers: init.headers,
    body: init.body,
  });
  const text = await res.text();
  return { res, text, body: text ? (JSON.parse(text) as Json) : null };
}

function expectEnvelope(
  result: { res: Response; body: Json; text: string },
  status: number,
  key: string,
) {
  expect(result.res.status, result.text).toBe(status);
  expect(result.body.detail[0].key).toBe(key);
  expect(result.body.request_id).toBe(result.res.headers.get('x-request-id'));
}

describe('operator endpoints refuse what a web page could send', () => {
  test('a cross-origin text/plain POST (a "simple" request) creates no key', async () => {
    const before = (await sbx.api('GET', '/transcripts/')).status;
    expect(before).toBe(200);
    const result = await operator(sbx, '/api-keys', {
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: KEY_BODY,
    });
    expectEnvelope(result, 403, 'cross_site_refused');
    // Without an Origin, the same text/plain body is still refused: JSON only.
    const plain = await operator(sbx, '/api-keys', {
      headers: { 'content-type': 'text/plain' },
      body: KEY_BODY,
    });
    expectEnvelope(plain, 415, 'unsupported_media_type');
  });

  test('Sec-Fetch-Site cross-site or same-site is refused; same-origin and none pass', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const result = await operator(sbx, '/faults', {
        method: 'GET',
        headers: { 'sec-fetch-site': site },
      });
      expectEnvelope(result, 403, 'cross_site_refused');
    }
    for (const site of ['same-origin', 'none']) {
      const result = await operator(sbx, '/faults', {
        method: 'GET',
        headers: { 'sec-fetch-site': site },
      });
      expect(result.res.status, result.text).toBe(200);
    }
  });

  test('an Origin other than the sandbox itself is refused, even an extension; its own passes', async () => {
    for (const origin of ['null', 'chrome-extension://abcdefghijklmnop', 'http://localhost:1']) {
      const result = await operator(sbx, '/api-keys', {
        headers: { origin, 'content-type': 'application/json' },
        body: KEY_BODY,
      });
      expectEnvelope(result, 403, 'cross_site_refused');
    }
    const own = await operator(sbx, '/api-keys', {
      headers: { origin: sbx.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'mine', scopes: ['transcripts:read'] }),
    });
    expect(own.res.status, own.text).toBe(201);
  });

  test('a CORS preflight from another origin is not granted', async () => {
    const res = await fetch(`${sbx.baseUrl}/__sandbox/api-keys`, {
      method: 'OPTIONS',
      headers: {
        origin: 'chrome-extension://abcdefghijklmnop',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('a body over 1 MiB is 413 with the envelope, whether declared or streamed', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(MAX_OPERATOR_BODY_BYTES), scopes: ['*'] });
    const declared = await operator(sbx, '/api-keys', {
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expectEnvelope(declared, 413, 'payload_too_large');
    // Chunked, without Content-Length: counted while read.
    const streamed = await new Promise<{ status: number; body: Json }>((resolve, reject) => {
      const url = new URL(`${sbx.baseUrl}/__sandbox/faults`);
      const req = request(
        { host: url.hostname, port: url.port, path: url.pathname, method: 'POST' },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString()),
            }),
          );
        },
      );
      req.on('error', reject);
      req.setHeader('content-type', 'application/json');
      req.setHeader('transfer-encoding', 'chunked');
      const chunk = Buffer.alloc(256 * 1024, 0x20);
      for (let i = 0; i < 6; i++) req.write(chunk);
      req.end('{}');
    });
    expect(streamed.status).toBe(413);
    expect(streamed.body.detail[0].key).toBe('payload_too_large');
  });

  test('malformed JSON is 422 with the envelope', async () => {
    const result = await operator(sbx, '/faults', {
      headers: { 'content-type': 'application/json' },
      body: '{"match":',
    });
    expectEnvelope(result, 422, 'validation_error');
  });
});

describe('--operator-token', () => {
  test('operator endpoints need the token; the API does not', async () => {
    expectEnvelope(
      await operator(guarded, '/faults', { method: 'GET' }),
      401,
      'operator_token_required',
    );
    expectEnvelope(
      await operator(guarded, '/faults', {
        method: 'GET',
        headers: { authorization: 'Bearer let-me-operat' },
      }),
      401,
      'operator_token_invalid',
    );
    for (const headers of [
      { authorization: 'Bearer let-me-operate' } as Record<string, string>,
      { 'x-operator-token': 'let-me-operate' },
    ]) {
      const ok = await operator(guarded, '/faults', { method: 'GET', headers });
      expect(ok.res.status, ok.text).toBe(200);
    }
    expect((await guarded.api('GET', '/transcripts/')).status).toBe(200);
  });
});

describe('fault paths are globs, never regular expressions', () => {
  test('path_regex (e.g. the catastrophic ^/(a+)+$) is refused with a pointer to path', async () => {
    const result = await operator(sbx, '/faults', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ match: { path_regex: '^/(a+)+$' }, effect: { status: 500 } }),
    });
    expectEnvelope(result, 422, 'validation_error');
    expect(result.body.detail[0].text).toContain('match.path');
  });

  test('a pathological glob against a long path answers at once', async () => {
    const pattern = `${'*a'.repeat(30)}b`;
    const path = `/${'a'.repeat(2000)}`;
    const started = performance.now();
    expect(globMatches(pattern, path)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
    const inject = await operator(sbx, '/faults', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ match: { path: pattern }, effect: { status: 500 } }),
    });
    expect(inject.res.status, inject.text).toBe(201);
    const t0 = performance.now();
    const res = await fetch(`${sbx.baseUrl}${path}`);
    expect(res.status).toBe(404);
    expect(performance.now() - t0).toBeLessThan(2000);
    await operator(sbx, '/faults', { method: 'DELETE' });
  });

  test('globMatches: * matches any run, the rest is literal', () => {
    expect(globMatches('/api/v1/*', '/api/v1/transcripts/')).toBe(true);
    expect(globMatches('/api/v1/*/export', '/api/v1/transcripts/x/export')).toBe(true);
    expect(globMatches('/api/v1/*/export', '/api/v1/transcripts/x/exports')).toBe(false);
    expect(globMatches('/api/v1/files', '/api/v1/files/')).toBe(false);
    expect(globMatches('/a.c', '/abc')).toBe(false);
    expect(globMatches('*', '')).toBe(true);
  });
});
