import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { expectError, type Json, startTestSandbox, type TestSandbox } from './support/sandbox.js';

let sbx: TestSandbox;
beforeAll(async () => {
  sbx = await startTestSandbox();
});
afterEach(async () => {
  await fetch(`${sbx.baseUrl}/__sandbox/faults`, { method: 'DELETE' });
});
afterAll(async () => {
  await sbx.close();
});

async function inject(fault: unknown) {
  const res = await fetch(`${sbx.baseUrl}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

describe('fault injection', () => {
  test('a status fault with Retry-After hits N matching requests, then stops', async () => {
    await inject({
      match: { method: 'GET', path: '/api/v1/transcripts/' },
      effect: { status: 503, retry_after: 2 },
      times: 2,
    });
    for (let i = 0; i < 2; i++) {
      const res = await sbx.api('GET', '/transcripts/');
      expectError(res, 503, 'injected_fault');
      expect(res.headers.get('retry-after')).toBe('2');
    }
    expect((await sbx.api('GET', '/transcripts/')).status).toBe(200);
  });

  test('the method and path pattern decide which requests match', async () => {
    await inject({
      match: { method: 'POST', path: '/api/v1/webhooks/*' },
      effect: { status: 500 },
      times: 5,
    });
    expect((await sbx.api('GET', '/transcripts/')).status).toBe(200);
    expect((await sbx.api('GET', '/webhooks/')).status).toBe(200);
    expectError(
      await sbx.api('POST', '/webhooks/', { body: { url: 'http://127.0.0.1:9/x' } }),
      500,
    );
    await inject({
      match: { path: '/api/v1/exports/' },
      effect: { status: 429, retry_after: 7 },
    });
    const limited = await sbx.api('GET', '/exports/');
    expectError(limited, 429);
    expect(limited.headers.get('retry-after')).toBe('7');
  });

  test('a delay slows the request down and then handles it normally', async () => {
    await inject({
      match: { path: '/api/v1/source-imports/providers' },
      effect: { delay_ms: 250 },
    });
    const started = Date.now();
    const res = await sbx.api('GET', '/source-imports/providers');
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });

  test('a dropped connection gives the client a network error', async () => {
    await inject({ match: { path: '/api/v1/recording-jobs/platforms' }, effect: { drop: true } });
    await expect(sbx.api('GET', '/recording-jobs/platforms')).rejects.toThrow();
    expect((await sbx.api('GET', '/recording-jobs/platforms')).status).toBe(200);
  });

  test('faults can target the upload origin only', async () => {
    await inject({ match: { origin: 'upload', method: 'PUT' }, effect: { status: 500 } });
    const init = (
      await sbx.api('POST', '/files/upload-init', { body: { filename: 'a.wav', size_bytes: 3 } })
    ).body;
    const first = await fetch(init.parts[0].url, { method: 'PUT', body: 'abc' });
    expect(first.status).toBe(500);
    expect(((await first.json()) as Json).detail[0].key).toBe('injected_fault');
    const second = await fetch(init.parts[0].url, { method: 'PUT', body: 'abc' });
    expect(second.status).toBe(200);
  });

  test('DELETE clears every fault; GET lists them', async () => {
    await inject({ match: { path: '*' }, effect: { status: 500 }, times: 100 });
    const listed = (await (await fetch(`${sbx.baseUrl}/__sandbox/faults`)).json()) as Json;
    expect(listed.faults).toHaveLength(1);
    expect((await fetch(`${sbx.baseUrl}/__sandbox/faults`, { method: 'DELETE' })).status).toBe(204);
    expect((await sbx.api('GET', '/transcripts/')).status).toBe(200);
  });

  test('an invalid fault is refused with 422', async () => {
    for (const fault of [
      {},
      { effect: {} },
      { effect: { status: 99 } },
      { effect: { status: 500 }, times: 0 },
      { match: { origin: 'moon' }, effect: { drop: true } },
      { match: { path_regex: '^/(a+)+$' }, effect: { drop: true } },
    ]) {
      const res = await fetch(`${sbx.baseUrl}/__sandbox/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fault),
      });
      expect(res.status, JSON.stringify(fault)).toBe(422);
    }
  });
});
