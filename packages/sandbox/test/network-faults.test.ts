import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { operatorCall } from './support/operator.js';
import { expectError, type Json, startTestSandbox, type TestSandbox } from './support/sandbox.js';

let sbx: TestSandbox;
beforeAll(async () => {
  sbx = await startTestSandbox();
});
afterEach(async () => {
  await operatorCall(sbx.baseUrl, 'DELETE', '/faults');
});
afterAll(async () => {
  await sbx.close();
});

async function inject(fault: unknown) {
  const res = await operatorCall(sbx.baseUrl, 'POST', '/faults', fault);
  expect(res.status, res.text).toBe(201);
  return res.body;
}

const PROVIDERS = '/api/v1/source-imports/providers';

interface RawAnswer {
  status: number;
  announced: number;
  received: number;
  ended: boolean;
  error: string | null;
  bytes: Buffer;
}

/** GETs `path` with Node's HTTP client and reports what arrived before the end, an error or `waitMs`. */
function rawGet(path: string, waitMs = 1500): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let answer: RawAnswer = {
      status: 0,
      announced: -1,
      received: 0,
      ended: false,
      error: null,
      bytes: Buffer.alloc(0),
    };
    const finish = (patch: Partial<RawAnswer>) => {
      answer = { ...answer, ...patch, bytes: Buffer.concat(chunks) };
      answer.received = answer.bytes.length;
      clearTimeout(timer);
      outgoing.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => finish({}), waitMs);
    const outgoing = request(
      `${sbx.baseUrl}${path}`,
      { headers: { authorization: `Bearer ${sbx.apiKey}` }, agent: false },
      (res) => {
        answer.status = res.statusCode ?? 0;
        answer.announced = Number(res.headers['content-length'] ?? -1);
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => finish({ ended: res.complete }));
        res.on('error', (e) => finish({ error: (e as NodeJS.ErrnoException).code ?? e.message }));
        res.on('aborted', () => finish({ error: 'aborted' }));
      },
    );
    outgoing.on('error', (e) => finish({ error: (e as NodeJS.ErrnoException).code ?? e.message }));
    outgoing.end();
  });
}

describe('faults a real network makes', () => {
  test('stall_body_after_bytes: headers and the first bytes, then nothing', async () => {
    await inject({ match: { path: PROVIDERS }, effect: { stall_body_after_bytes: 20 } });
    const started = Date.now();
    const stalled = await rawGet(PROVIDERS, 600);
    expect(stalled.status).toBe(200);
    expect(stalled.received).toBe(20);
    expect(stalled.announced).toBeGreaterThan(20);
    expect(stalled.ended).toBe(false);
    expect(stalled.error).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    // A client with a deadline gives up; the next request is answered normally.
    expect((await sbx.api('GET', '/source-imports/providers')).status).toBe(200);
  });

  test('stall_ms closes a stalled connection after that long', async () => {
    await inject({
      match: { path: PROVIDERS },
      effect: { stall_body_after_bytes: 5, stall_ms: 200 },
    });
    const started = Date.now();
    const cut = await rawGet(PROVIDERS, 3000);
    expect(cut.received).toBe(5);
    expect(cut.ended).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  test('truncate_body: the body stops short of its Content-Length and the connection closes', async () => {
    await inject({ match: { path: PROVIDERS }, effect: { truncate_body: 12 } });
    const cut = await rawGet(PROVIDERS);
    expect(cut.received).toBe(12);
    expect(cut.announced).toBeGreaterThan(12);
    expect(cut.ended).toBe(false);
    await inject({ match: { path: PROVIDERS }, effect: { truncate_body: 12 } });
    await expect(sbx.api('GET', '/source-imports/providers')).rejects.toThrow();
  });

  test('reset_after_bytes: the connection is reset part-way', async () => {
    await inject({ match: { path: PROVIDERS }, effect: { reset_after_bytes: 8 } });
    const reset = await rawGet(PROVIDERS);
    expect(reset.received).toBeLessThanOrEqual(8);
    expect(reset.ended).toBe(false);
    expect(reset.error).toMatch(/ECONNRESET|aborted/);
  });

  test('garble_body: same length and headers, other bytes', async () => {
    const clean = await rawGet(PROVIDERS);
    await inject({ match: { path: PROVIDERS }, effect: { garble_body: true } });
    const garbled = await rawGet(PROVIDERS);
    expect(garbled.status).toBe(200);
    expect(garbled.ended).toBe(true);
    expect(garbled.received).toBe(clean.received);
    expect(garbled.bytes.equals(clean.bytes)).toBe(false);
    expect(() => JSON.parse(garbled.bytes.toString('utf8'))).toThrow();
  });

  test('body: a chosen answer with its status, as JSON or as text', async () => {
    await inject({
      match: { path: PROVIDERS },
      effect: { status: 200, body: { items: [] } },
    });
    const json = await sbx.api('GET', '/source-imports/providers');
    expect(json.status).toBe(200);
    expect(json.body).toEqual({ items: [] });
    await inject({
      match: { path: PROVIDERS },
      effect: { status: 502, body: '<html>Bad gateway</html>', retry_after: 3 },
    });
    const text = await sbx.api('GET', '/source-imports/providers');
    expect(text.status).toBe(502);
    expect(text.text).toBe('<html>Bad gateway</html>');
    expect(text.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(text.headers.get('retry-after')).toBe('3');
  });

  test('a body effect combines with a chosen answer (a 503 cut short)', async () => {
    await inject({ match: { path: PROVIDERS }, effect: { status: 503, truncate_body: 4 } });
    const cut = await rawGet(PROVIDERS);
    expect(cut.status).toBe(503);
    expect(cut.received).toBe(4);
  });

  test('delay_ms from a range: each request waits a random time within it', async () => {
    await inject({ match: { path: PROVIDERS }, effect: { delay_ms: [150, 300] }, times: 3 });
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      expect((await sbx.api('GET', '/source-imports/providers')).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(145);
    }
  });

  test('probability: a matching request is hit by chance; spared ones do not use up times', async () => {
    await inject({ match: { path: PROVIDERS }, effect: { status: 500 }, probability: 0, times: 1 });
    for (let i = 0; i < 20; i++) {
      expect((await sbx.api('GET', '/source-imports/providers')).status).toBe(200);
    }
    expect((await operatorCall(sbx.baseUrl, 'GET', '/faults')).body.faults[0].remaining).toBe(1);
    await operatorCall(sbx.baseUrl, 'DELETE', '/faults');

    await inject({
      match: { path: PROVIDERS },
      effect: { status: 500 },
      probability: 0.5,
      times: 1000,
    });
    let hit = 0;
    for (let i = 0; i < 200; i++) {
      if ((await sbx.api('GET', '/source-imports/providers')).status === 500) hit++;
    }
    // 200 tries at one half: outside 60–140 with a chance below 1e-8.
    expect(hit).toBeGreaterThan(60);
    expect(hit).toBeLessThan(140);
  });

  test('match on query parameters, request headers and a JSON body field', async () => {
    await inject({
      match: { path: '/api/v1/transcripts/', query: { limit: '5' } },
      effect: { status: 500 },
      times: 10,
    });
    expect((await sbx.api('GET', '/transcripts/?limit=6')).status).toBe(200);
    expect((await sbx.api('GET', '/transcripts/')).status).toBe(200);
    expectError(await sbx.api('GET', '/transcripts/?limit=5'), 500, 'injected_fault');
    await operatorCall(sbx.baseUrl, 'DELETE', '/faults');

    await inject({
      match: { method: 'POST', headers: { 'Idempotency-Key': 'retry-*' } },
      effect: { status: 503 },
      times: 10,
    });
    const init = (headers: Record<string, string>, filename = 'a.wav') =>
      sbx.api('POST', '/files/upload-init', { body: { filename, size_bytes: 3 }, headers });
    expect((await init({})).status).toBe(200);
    expect((await init({ 'idempotency-key': 'first-1' })).status).toBe(200);
    expectError(await init({ 'idempotency-key': 'retry-1' }), 503);
    await operatorCall(sbx.baseUrl, 'DELETE', '/faults');

    await inject({
      match: {
        path: '/api/v1/files/upload-init',
        body: { filename: 'broken*.wav', size_bytes: 3 },
      },
      effect: { status: 422, body: { detail: [{ key: 'nope', text: 'refused' }] } },
      times: 10,
    });
    expect((await init({}, 'fine.wav')).status).toBe(200);
    expect((await init({}, 'broken-1.wav')).status).toBe(422);
    const other = await sbx.api('POST', '/files/upload-init', {
      body: { filename: 'broken-2.wav', size_bytes: 4 },
    });
    expect(other.status).toBe(200);
  });

  test('invalid effects and matches are 422 with a reason', async () => {
    for (const fault of [
      { effect: { truncate_body: -1 } },
      { effect: { delay_ms: [300, 100] } },
      { effect: { delay_ms: [1, 2, 3] } },
      { effect: { body: { a: 1 } } },
      { effect: { truncate_body: 1, reset_after_bytes: 2 } },
      { effect: { stall_ms: 100 } },
      { effect: { garble_body: 'yes' } },
      { effect: { explode: true } },
      { effect: { status: 500 }, probability: 2 },
      { match: { query: { limit: 5 } }, effect: { status: 500 } },
      { match: { headers: 'x' }, effect: { status: 500 } },
      { match: { body: [1] }, effect: { status: 500 } },
    ]) {
      const res = await operatorCall(sbx.baseUrl, 'POST', '/faults', fault);
      expect(res.status, JSON.stringify(fault)).toBe(422);
      expect(res.body.detail[0].key).toBe('validation_error');
      expect((res.body as Json).detail[0].text.length).toBeGreaterThan(5);
    }
  });
});
