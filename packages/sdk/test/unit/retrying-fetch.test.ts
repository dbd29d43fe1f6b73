import createClient from 'openapi-fetch';
import { afterEach, describe, expect, test } from 'vitest';
import { AbortError, ConnectionError, TimeoutError } from '../../src/errors.js';
import { withIdempotency } from '../../src/internal/idempotency.js';
import {
  createRetryingFetch,
  type RetryingFetchOptions,
} from '../../src/internal/retrying-fetch.js';
import {
  answerLater,
  type LoopbackHandler,
  type LoopbackServer,
  sendJson,
  startLoopbackServer,
} from './helpers/loopback-server.js';

let server: LoopbackServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(handler: LoopbackHandler): Promise<LoopbackServer> {
  server = await startLoopbackServer(handler);
  return server;
}

/** A retrying fetch whose waits are recorded instead of slept. */
function recordingFetch(options: RetryingFetchOptions = {}) {
  const delays: number[] = [];
  const fetch = createRetryingFetch({
    sleep: async (ms, signal) => {
      delays.push(ms);
      if (signal?.aborted) throw signal.reason;
    },
    random: () => 0,
    ...options,
  });
  return { fetch, delays };
}

const uuidKey = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createRetryingFetch', () => {
  test('retries a GET that gets 503 with doubling backoff, then returns the success', async () => {
    const { url, received } = await serve((_req, res, index) =>
      index < 2 ? sendJson(res, 503, { detail: [] }) : sendJson(res, 200, { ok: true }),
    );
    const { fetch, delays } = recordingFetch();
    const response = await fetch(`${url}/items`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(received).toHaveLength(3);
    // Equal jitter with random() = 0 waits half the scale: 500/2, then 1000/2.
    expect(delays).toEqual([250, 500]);
  });

  test('backoff grows to the cap and its jitter stays within [scale/2, scale]', async () => {
    const { url, received } = await serve((_req, res) => sendJson(res, 500, {}));
    const { fetch, delays } = recordingFetch({ maxRetries: 6, random: () => 0.999 });
    const response = await fetch(`${url}/always-500`);
    expect(response.status).toBe(500);
    expect(received).toHaveLength(7);
    // scale × (1 + 0.999) / 2, rounded; the scale stops doubling at 8 000.
    expect(delays).toEqual([500, 1000, 1999, 3998, 7996, 7996]);
  });

  test('returns the last error response when retries run out, body intact', async () => {
    const { url, received } = await serve((_req, res) =>
      sendJson(res, 503, { detail: [{ key: 'service_unavailable', text: 'down' }] }),
    );
    const { fetch } = recordingFetch({ maxRetries: 2 });
    const response = await fetch(`${url}/down`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      detail: [{ key: 'service_unavailable', text: 'down' }],
    });
    expect(received).toHaveLength(3);
  });

  test('sends a POST without Idempotency-Key exactly once even when it gets 503', async () => {
    const { url, received } = await serve((_req, res) => sendJson(res, 503, {}));
    const { fetch, delays } = recordingFetch({ maxRetries: 5 });
    const response = await fetch(`${url}/transcripts/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ file_id: 'f1' }),
    });
    expect(response.status).toBe(503);
    expect(received).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  test('retries a POST with Idempotency-Key, re-sending the same key and body', async () => {
    const { url, received } = await serve((_req, res, index) =>
      index === 0 ? sendJson(res, 503, {}) : sendJson(res, 200, { file_id: 'f1' }),
    );
    const { fetch } = recordingFetch();
    const body = JSON.stringify({ filename: 'a.mp3', size_bytes: 10 });
    const response = await fetch(`${url}/files/upload-init`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'key-123' },
      body,
    });
    expect(response.status).toBe(200);
    expect(received).toHaveLength(2);
    expect(received.map((r) => r.headers['idempotency-key'])).toEqual(['key-123', 'key-123']);
    expect(received.map((r) => r.body)).toEqual([body, body]);
  });

  test("sends a caller's own Idempotency-Key on a POST the spec does not mark idempotent once", async () => {
    const { url, received } = await serve((_req, res) => sendJson(res, 503, {}));
    const { fetch } = recordingFetch();
    const response = await fetch(`${url}/api/v1/transcripts/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'mine' },
      body: '{"file_id":"f1"}',
    });
    expect(response.status).toBe(503);
    expect(received).toHaveLength(1);
  });

  test('re-sends the body of a Request object (the form openapi-fetch passes)', async () => {
    const { url, received } = await serve((_req, res, index) =>
      index === 0 ? sendJson(res, 502, {}) : sendJson(res, 201, { id: 'r1' }),
    );
    const { fetch } = recordingFetch();
    const request = new Request(`${url}/smart-reports/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': 'abc' },
      body: JSON.stringify({ transcript_id: 't1', type: 'summary' }),
    });
    const response = await fetch(request);
    expect(response.status).toBe(201);
    expect(received.map((r) => [r.method, r.body])).toEqual([
      ['POST', '{"transcript_id":"t1","type":"summary"}'],
      ['POST', '{"transcript_id":"t1","type":"summary"}'],
    ]);
  });

  test('does not replay a ReadableStream body, even with Idempotency-Key', async () => {
    const { url, received } = await serve((_req, res) => sendJson(res, 503, {}));
    const { fetch } = recordingFetch();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('streamed'));
        controller.close();
      },
    });
    const response = await fetch(`${url}/upload`, {
      method: 'POST',
      headers: { 'idempotency-key': 'k' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(503);
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toBe('streamed');
  });

  test('honours Retry-After in seconds', async () => {
    const { url, received } = await serve((_req, res, index) =>
      index === 0
        ? sendJson(res, 429, { detail: [] }, { 'retry-after': '3' })
        : sendJson(res, 200, {}),
    );
    const { fetch, delays } = recordingFetch();
    expect((await fetch(`${url}/limited`)).status).toBe(200);
    expect(received).toHaveLength(2);
    expect(delays).toEqual([3000]);
  });

  test('honours Retry-After as an HTTP date', async () => {
    const { url } = await serve((_req, res, index) =>
      index === 0
        ? sendJson(res, 503, {}, { 'retry-after': new Date(Date.now() + 5_000).toUTCString() })
        : sendJson(res, 200, {}),
    );
    const { fetch, delays } = recordingFetch();
    expect((await fetch(`${url}/later`)).status).toBe(200);
    expect(delays).toHaveLength(1);
    // HTTP dates have whole seconds, so up to a second is lost to truncation.
    expect(delays[0]).toBeGreaterThanOrEqual(3_500);
    expect(delays[0]).toBeLessThanOrEqual(5_000);
  });

  test('falls back to backoff when Retry-After is not understood', async () => {
    const { url } = await serve((_req, res, index) =>
      index === 0 ? sendJson(res, 429, {}, { 'retry-after': 'soon' }) : sendJson(res, 200, {}),
    );
    const { fetch, delays } = recordingFetch();
    expect((await fetch(`${url}/x`)).status).toBe(200);
    expect(delays).toEqual([250]);
  });

  test('hands back a 429 whose Retry-After is beyond 60 s without retrying', async () => {
    const { url, received } = await serve((_req, res) =>
      sendJson(res, 429, {}, { 'retry-after': '3600' }),
    );
    const { fetch, delays } = recordingFetch();
    const response = await fetch(`${url}/files/upload-init`, {
      method: 'POST',
      headers: { 'idempotency-key': 'k' },
      body: '{}',
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3600');
    expect(received).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  test('retries 408 but not other 4xx', async () => {
    const { url, received } = await serve((req, res, index) => {
      if (req.path === '/slow' && index === 0) return sendJson(res, 408, {});
      return sendJson(res, req.path === '/missing' ? 404 : 200, {});
    });
    const { fetch } = recordingFetch();
    expect((await fetch(`${url}/slow`)).status).toBe(200);
    expect((await fetch(`${url}/missing`)).status).toBe(404);
    expect(received.map((r) => r.path)).toEqual(['/slow', '/slow', '/missing']);
  });

  test('retries a GET after the server drops the connection', async () => {
    const { url, received } = await serve((_req, res, index, req) => {
      if (index === 0) req.socket.destroy();
      else sendJson(res, 200, { ok: 1 });
    });
    const { fetch } = recordingFetch();
    const response = await fetch(`${url}/flaky`);
    expect(await response.json()).toEqual({ ok: 1 });
    expect(received).toHaveLength(2);
  });

  test('throws ConnectionError after every attempt of a GET is dropped', async () => {
    const { url, received } = await serve((_req, _res, _index, req) => {
      req.socket.destroy();
    });
    const { fetch } = recordingFetch({ maxRetries: 2 });
    const error = await fetch(`${url}/gone`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ status: undefined, attempts: 3, key: 'connection_error' });
    expect((error as Error).message).toMatch(/^GET \/gone failed to connect \(3 attempts\)/);
    expect(received).toHaveLength(3);
  });

  test('throws ConnectionError at once when a POST without key is dropped', async () => {
    const { url, received } = await serve((_req, _res, _index, req) => {
      req.socket.destroy();
    });
    const { fetch, delays } = recordingFetch();
    const error = await fetch(`${url}/transcripts/`, { method: 'POST', body: '{}' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ attempts: 1 });
    expect(received).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  test('throws ConnectionError when nothing listens on the port', async () => {
    const { url } = await serve((_req, res) => sendJson(res, 200, {}));
    await server?.close();
    server = undefined;
    const { fetch } = recordingFetch({ maxRetries: 1 });
    const error = await fetch(`${url}/closed`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ attempts: 2 });
  });

  test('a slow answer becomes TimeoutError after the retries', async () => {
    const { url, received } = await serve((_req, res) =>
      answerLater(res, 10_000, () => sendJson(res, 200, {})),
    );
    // Limits of a second, so each attempt reaches the server on a busy machine too.
    const { fetch } = recordingFetch({ timeoutMs: 1_000, maxRetries: 1 });
    const started = Date.now();
    const error = await fetch(`${url}/slow`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ attempts: 2, timeoutMs: 1_000, key: 'timeout' });
    expect((error as Error).message).toBe('GET /slow timed out after 1000 ms (2 attempts)');
    // Well before the 10 s answer: the limit cut both attempts.
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(received).toHaveLength(2);
  });

  test('a timed-out attempt is retried and the next answer returned', async () => {
    const { url, received } = await serve((_req, res, index) =>
      index === 0
        ? answerLater(res, 10_000, () => sendJson(res, 200, { late: true }))
        : sendJson(res, 200, { late: false }),
    );
    const { fetch } = recordingFetch({ timeoutMs: 1_000 });
    expect(await (await fetch(`${url}/sometimes-slow`)).json()).toEqual({ late: false });
    expect(received).toHaveLength(2);
  });

  test('a POST without key that times out fails at once with TimeoutError', async () => {
    const { url, received } = await serve((_req, res) =>
      answerLater(res, 10_000, () => sendJson(res, 200, {})),
    );
    const { fetch } = recordingFetch({ timeoutMs: 1_000 });
    const error = await fetch(`${url}/exports/`, { method: 'POST', body: '{}' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ attempts: 1 });
    expect(received).toHaveLength(1);
  });

  test('a caller abort during the request rejects with AbortError and sends nothing more', async () => {
    const controller = new AbortController();
    // Aborted once the request has arrived (a timer could fire before a busy machine sends it).
    const { url, received } = await serve((_req, res) => {
      controller.abort();
      answerLater(res, 2_000, () => sendJson(res, 200, {}));
    });
    const { fetch, delays } = recordingFetch({ timeoutMs: 5_000 });
    const error = await fetch(`${url}/slow`, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).cause).toMatchObject({ name: 'AbortError' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(received).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  test('time limits and a caller abort hold when the fetch passed in never sees its signal', async () => {
    // As undici's fetch of a Request copied from another after a garbage collection
    // (nodejs/undici#4068): the request goes on whatever its signal does.
    const { url, received } = await serve((_req, res) =>
      answerLater(res, 10_000, () => sendJson(res, 200, {})),
    );
    const deaf: typeof fetch = (input, init) => fetch(input, { ...init, signal: null });
    const { fetch: timed } = recordingFetch({ fetch: deaf, timeoutMs: 1_000, maxRetries: 0 });
    const started = Date.now();
    const timeout = await timed(`${url}/slow`).catch((e: unknown) => e);
    expect(timeout).toBeInstanceOf(TimeoutError);
    const controller = new AbortController();
    const { fetch: abortable } = recordingFetch({ fetch: deaf, timeoutMs: 60_000 });
    const aborted = abortable(`${url}/slow`, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    while (received.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    expect(await aborted).toBeInstanceOf(AbortError);
    // Both well before the 10 s answers.
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  test('a caller abort during the backoff wait stops at once', async () => {
    const { url, received } = await serve((_req, res) =>
      sendJson(res, 503, {}, { 'retry-after': '30' }),
    );
    // The real sleep: the test would take 30 s if the abort did not cut it short.
    const fetch = createRetryingFetch({ maxRetries: 3 });
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 100);
    const error = await fetch(`${url}/unavailable`, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AbortError);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(received).toHaveLength(1);
  });

  test('rejects with an AbortError whose cause is the caller’s own abort reason', async () => {
    const { url, received } = await serve((_req, res) => sendJson(res, 200, {}));
    const { fetch } = recordingFetch();
    const reason = new Error('user left the page');
    const error = await fetch(`${url}/x`, { signal: AbortSignal.abort(reason) }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AbortError);
    expect(error).toMatchObject({
      cause: reason,
      message: 'The call was aborted: user left the page',
    });
    expect(received).toHaveLength(0);
  });

  test('cancels the body of every response it discards', async () => {
    const cancelled: number[] = [];
    let attempt = 0;
    const fetch = createRetryingFetch({
      sleep: async () => {},
      fetch: async () => {
        const n = ++attempt;
        // An endless body: reading one instead of cancelling it would never end.
        const body = new ReadableStream({
          pull(controller) {
            controller.enqueue(new TextEncoder().encode('x'));
          },
          cancel() {
            cancelled.push(n);
          },
        });
        return n < 3 ? new Response(body, { status: 503 }) : Response.json({ ok: true });
      },
    });
    const response = await fetch('http://127.0.0.1:9/never-contacted');
    expect(response.status).toBe(200);
    expect(cancelled).toEqual([1, 2]);
  });

  test('rejects nonsensical options', () => {
    expect(() => createRetryingFetch({ maxRetries: -1 })).toThrow(RangeError);
    expect(() => createRetryingFetch({ maxRetries: 1.5 })).toThrow(RangeError);
    expect(() => createRetryingFetch({ timeoutMs: 0 })).toThrow(RangeError);
  });
});

describe('with openapi-fetch and withIdempotency', () => {
  interface TestPaths {
    '/files/upload-init': {
      post: {
        requestBody: {
          content: { 'application/json': { filename: string; size_bytes: number } };
        };
        responses: { 200: { content: { 'application/json': { file_id: string } } } };
      };
    };
    '/transcripts/': {
      post: {
        requestBody: { content: { 'application/json': { file_id: string } } };
        responses: {
          201: { content: { 'application/json': { id: string } } };
          503: { content: { 'application/json': { detail: unknown[] } } };
        };
      };
    };
  }

  test('upload-init gets one generated key that every retry reuses', async () => {
    const { url, received } = await serve((_req, res, index) =>
      index < 2 ? sendJson(res, 503, { detail: [] }) : sendJson(res, 200, { file_id: 'f1' }),
    );
    const { fetch } = recordingFetch();
    const client = createClient<TestPaths>({
      baseUrl: `${url}/api/v1`,
      fetch: withIdempotency(fetch),
    });
    const { data } = await client.POST('/files/upload-init', {
      body: { filename: 'talk.mp3', size_bytes: 1234 },
    });
    expect(data).toEqual({ file_id: 'f1' });
    expect(received).toHaveLength(3);
    const keys = received.map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toMatch(uuidKey);
    expect(new Set(keys).size).toBe(1);
    expect(received.every((r) => r.body === '{"filename":"talk.mp3","size_bytes":1234}')).toBe(
      true,
    );
  });

  test('a transcript creation (no key) is sent once and its 503 reaches the caller', async () => {
    const { url, received } = await serve((_req, res) => sendJson(res, 503, { detail: [] }));
    const { fetch } = recordingFetch();
    const client = createClient<TestPaths>({
      baseUrl: `${url}/api/v1`,
      fetch: withIdempotency(fetch),
    });
    const { error, response } = await client.POST('/transcripts/', { body: { file_id: 'f1' } });
    expect(response.status).toBe(503);
    expect(error).toEqual({ detail: [] });
    expect(received).toHaveLength(1);
    expect(received[0]?.headers['idempotency-key']).toBeUndefined();
  });
});
