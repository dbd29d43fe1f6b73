import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RequestLog, type RequestLogEntry } from '../src/log/request-log.js';
import { recordedBody } from '../src/server/request-record.js';
import { makeWav } from './support/media.js';
import { operatorCall } from './support/operator.js';
import { type Json, startTestSandbox, type TestSandbox } from './support/sandbox.js';
import { uploadBytes } from './support/upload.js';

let sbx: TestSandbox;
beforeAll(async () => {
  sbx = await startTestSandbox();
});
afterAll(async () => {
  await sbx.close();
});

describe('assertions on what a client sent', () => {
  test('in process: exactly one upload-init with an Idempotency-Key, its body and redacted key', async () => {
    await operatorCall(sbx.baseUrl, 'POST', '/reset');
    const init = await sbx.api('POST', '/files/upload-init', {
      body: { filename: 'talk.wav', size_bytes: 3 },
      headers: { 'idempotency-key': 'init-1' },
    });
    await sbx.api('POST', '/files/upload-init', { body: { filename: 'other.wav', size_bytes: 3 } });
    const inits = sbx.requests({ method: 'POST', path: '/api/v1/files/upload-init' });
    expect(inits).toHaveLength(2);
    expect(sbx.countRequests({ path: '/api/v1/files/*', header: 'Idempotency-Key' })).toBe(1);
    const [first] = inits as [RequestLogEntry];
    expect(first.request_id).toBe(init.headers.get('x-request-id'));
    expect(first.headers['idempotency-key']).toBe('init-1');
    expect(first.headers.authorization).toBe('Bearer [redacted]');
    expect(JSON.stringify(first)).not.toContain(sbx.apiKey);
    expect(first.body).toEqual({ filename: 'talk.wav', size_bytes: 3 });
    expect(first.body_bytes).toBe(JSON.stringify({ filename: 'talk.wav', size_bytes: 3 }).length);
    expect(first.status).toBe(200);
  });

  test('a part PUT: the signature in its query is redacted, binary bodies kept by size only', async () => {
    const wav = makeWav(1);
    await uploadBytes(sbx, wav);
    const [put] = sbx.requests({ origin: 'upload', method: 'PUT' }).slice(-1) as [RequestLogEntry];
    expect(put.query.signature).toBe('[redacted]');
    expect(Number(put.query.expires)).toBeGreaterThan(0);
    expect(put.body).toBeNull();
    expect(put.body_bytes).toBe(wav.length);
    expect(JSON.stringify(sbx.requests())).not.toMatch(/signature=[0-9a-f]{64}/);
  });

  test('over HTTP: filters by method, path glob, status class, origin and time; count answers a number', async () => {
    await operatorCall(sbx.baseUrl, 'POST', '/reset');
    const before = new Date().toISOString();
    await sbx.api('GET', '/transcripts/');
    await sbx.api('GET', '/transcripts/00000000-0000-4000-8000-000000000000');
    await sbx.api('GET', '/transcripts/?limit=abc');
    await sbx.api('GET', '/webhooks/', { key: null });
    const q = (query: string) => operatorCall(sbx.baseUrl, 'GET', `/requests?${query}`);
    const count = async (query: string) =>
      (await operatorCall(sbx.baseUrl, 'GET', `/requests/count?${query}`)).body.count;

    expect(await count('path=/api/v1/transcripts/*')).toBe(3);
    expect(await count('status=4xx')).toBe(3);
    expect(await count('status=404')).toBe(1);
    expect(await count('status=401&path=/api/v1/webhooks/')).toBe(1);
    expect(await count('method=post')).toBe(0);
    expect(await count('origin=upload')).toBe(0);
    expect(await count(`since=${encodeURIComponent(before)}`)).toBe(4);
    expect(await count('until=2000-01-01T00:00:00Z')).toBe(0);
    const listed = await q('status=400');
    expect(listed.status).toBe(200);
    expect(listed.body.items).toHaveLength(1);
    expect(listed.body.items[0]).toMatchObject({
      method: 'GET',
      path: '/api/v1/transcripts/',
      query: { limit: 'abc' },
      status: 400,
      origin: 'api',
    });
    expect((await q('limit=2')).body.items.map((e: Json) => e.path)).toEqual([
      '/api/v1/transcripts/',
      '/api/v1/webhooks/',
    ]);
    for (const bad of ['status=600', 'status=2x', 'origin=moon', 'since=yesterday', 'limit=0']) {
      const res = await q(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.detail[0].key).toBe('invalid_input_data');
    }
  });

  test('a long text body is kept up to 16 KiB and marked truncated', async () => {
    const title = 'x'.repeat(20_000);
    await sbx.api('POST', '/transcripts/', {
      raw: JSON.stringify({ file_id: '00000000-0000-4000-8000-000000000000', title }),
      headers: { 'content-type': 'application/json' },
    });
    const [entry] = sbx.requests({ method: 'POST', path: '/api/v1/transcripts/' }).slice(-1) as [
      RequestLogEntry,
    ];
    expect(entry.body_truncated).toBe(true);
    expect((entry.body as string).length).toBe(16 * 1024);
    expect(entry.body_bytes).toBeGreaterThan(20_000);
  });

  test('the log keeps the last 1,000 requests', async () => {
    await operatorCall(sbx.baseUrl, 'POST', '/reset');
    const ids: string[] = [];
    for (let i = 0; i < 1020; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: 20 }, () => sbx.api('GET', '/source-imports/providers')),
      );
      ids.push(...batch.map((r) => r.headers.get('x-request-id') as string));
    }
    expect(await sbx.countRequests()).toBe(1000);
    const kept = new Set(sbx.requests().map((e) => e.request_id));
    // The newest 1,000: the first 20 sent are gone.
    expect(ids.slice(20).filter((id) => kept.has(id))).toHaveLength(1000);
  });
});

describe('the request log store', () => {
  const entry = (i: number, body: string | null = null): RequestLogEntry => ({
    request_id: `r${i}`,
    origin: 'api',
    method: 'POST',
    path: '/api/v1/x',
    query: {},
    headers: {},
    body,
    body_bytes: body?.length ?? 0,
    body_truncated: false,
    status: 200,
    duration_ms: 1,
    at: new Date(0).toISOString(),
  });

  test('drops the oldest entries beyond the entry cap and beyond the byte cap', () => {
    const log = new RequestLog({ entries: 5, bytes: 1_000_000, bodyBytes: 100 });
    for (let i = 0; i < 12; i++) log.add(entry(i));
    expect(log.find({}).map((e) => e.request_id)).toEqual(['r7', 'r8', 'r9', 'r10', 'r11']);

    const small = new RequestLog({ entries: 1000, bytes: 10_000, bodyBytes: 16_384 });
    for (let i = 0; i < 100; i++) small.add(entry(i, 'y'.repeat(1000)));
    expect(small.usage().bytes).toBeLessThanOrEqual(10_000);
    expect(small.usage().entries).toBeLessThan(10);
    expect(small.find({}).at(-1)?.request_id).toBe('r99');
  });

  test('JSON bodies have fields named like secrets redacted at any depth', () => {
    const body = JSON.stringify({
      name: 'n',
      api_key: 'k',
      nested: [{ password: 'p' }],
      token: 't',
    });
    const kept = recordedBody('application/json', new TextEncoder().encode(body));
    expect(kept.body).toEqual({
      name: 'n',
      api_key: '[redacted]',
      nested: [{ password: '[redacted]' }],
      token: '[redacted]',
    });
  });
});
