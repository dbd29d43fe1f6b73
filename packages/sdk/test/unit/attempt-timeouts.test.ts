import { afterEach, describe, expect, test, vi } from 'vitest';
import { TimeoutError } from '../../src/errors.js';
import {
  attemptTimeouts,
  CONTROLLER_USES,
  TIMED_OUT,
} from '../../src/internal/attempt-timeouts.js';
import { createRetryingFetch } from '../../src/internal/retrying-fetch.js';
import { startLoopbackServer } from './helpers/loopback-server.js';

/** Rejects like fetch does when its signal aborts; never answers otherwise. */
function hangUntilAborted(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('attemptTimeouts', () => {
  test('a limited attempt has a signal of its own, aborted when its time runs out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const start = attemptTimeouts(100);
    const attempt = start(undefined);
    expect(attempt.signal).toBeInstanceOf(AbortSignal);
    const answered = attempt
      .answer(hangUntilAborted(attempt.signal))
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(99);
    expect(attempt.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answered).toBe(TIMED_OUT);
    expect(attempt.signal?.aborted).toBe(true);
    expect(attempt.signal?.reason).toMatchObject({ name: 'TimeoutError' });
  });

  test('an answer in time clears the timer and leaves the signal alone', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const attempt = attemptTimeouts(100)(undefined);
    const response = new Response('ok');
    expect(await attempt.answer(Promise.resolve(response))).toBe(response);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(attempt.signal?.aborted).toBe(false);
  });

  test('passes the caller’s abort on to the attempt’s own signal, with its reason', () => {
    const start = attemptTimeouts(100);
    const caller = new AbortController();
    const attempt = start(caller.signal);
    expect(attempt.signal).not.toBe(caller.signal);
    const reason = new Error('user left');
    caller.abort(reason);
    expect(attempt.signal?.aborted).toBe(true);
    expect(attempt.signal?.reason).toBe(reason);
  });

  test('detach stops passing the caller’s abort on', () => {
    const caller = new AbortController();
    const attempt = attemptTimeouts(100)(caller.signal);
    attempt.detach();
    caller.abort();
    expect(attempt.signal?.aborted).toBe(false);
  });

  test('a signal serves later attempts once its attempt is over, never two at once, never once aborted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const start = attemptTimeouts(100);
    const first = start(undefined);
    const overlapping = start(undefined);
    expect(overlapping.signal).not.toBe(first.signal);
    await first.answer(Promise.resolve(new Response('ok')));
    first.detach();
    const next = start(undefined);
    expect(next.signal).toBe(first.signal);

    const timingOut = next.answer(hangUntilAborted(next.signal)).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    expect(await timingOut).toBe(TIMED_OUT);
    next.detach();
    overlapping.detach();
    const after = start(undefined);
    expect(after.signal).not.toBe(next.signal);
    expect(after.signal?.aborted).toBe(false);
  });

  test('a signal serves at most CONTROLLER_USES attempts', () => {
    const start = attemptTimeouts(100);
    const seen = new Set<AbortSignal | undefined>();
    for (let i = 0; i < CONTROLLER_USES * 2; i += 1) {
      const attempt = start(undefined);
      seen.add(attempt.signal);
      attempt.detach();
    }
    expect(seen.size).toBe(2);
  });

  test('an unlimited time never times out and sends with the caller’s signal alone', async () => {
    const start = attemptTimeouts(Number.POSITIVE_INFINITY);
    expect(start(undefined).signal).toBeUndefined();
    const caller = new AbortController();
    const attempt = start(caller.signal);
    expect(attempt.signal).toBe(caller.signal);
    const sent = Promise.resolve(new Response('ok'));
    // The attempt's own promise is handed back: no timer, no wrapper.
    expect(attempt.answer(sent)).toBe(sent);
  });
});

describe('timeouts through the retrying fetch', () => {
  test('every timed-out attempt is aborted, the first one included', async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    const hangingFetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
      signals.push(init?.signal);
      return hangUntilAborted(init?.signal);
    };
    const hung = createRetryingFetch({
      fetch: hangingFetch,
      timeoutMs: 30,
      maxRetries: 1,
      sleep: async () => {},
    });
    const error = await hung('http://127.0.0.1:9/slow').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ attempts: 2, timeoutMs: 30 });
    expect((error as TimeoutError).cause).toBeUndefined();
    expect(signals).toHaveLength(2);
    expect(signals.every((signal) => signal?.aborted)).toBe(true);
  });

  test('a body that stalls after the headers times out, is retried, and its connection closed', async () => {
    const closed: number[] = [];
    const server = await startLoopbackServer((_request, res, index) => {
      res.on('close', () => closed.push(index));
      res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': `req_${index}` });
      if (index === 0) {
        res.write('{"items": [');
        return new Promise<void>((resolve) => res.on('close', resolve));
      }
      res.end('{"items": []}');
    });
    try {
      const fetch = createRetryingFetch({ timeoutMs: 150, maxRetries: 1, sleep: async () => {} });
      const response = await fetch(`${server.url}/stalls-once`);
      expect(await response.json()).toEqual({ items: [] });
      expect(response.headers.get('x-request-id')).toBe('req_1');
      await vi.waitFor(() => expect(closed).toContain(0), { timeout: 1_000 });
    } finally {
      await server.close();
    }
  });

  test('a body that always stalls ends in a TimeoutError naming the body', async () => {
    const server = await startLoopbackServer((_request, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"items": [');
      return new Promise<void>((resolve) => res.on('close', resolve));
    });
    try {
      const fetch = createRetryingFetch({ timeoutMs: 100, maxRetries: 1, sleep: async () => {} });
      const started = Date.now();
      const error = await fetch(`${server.url}/stalls`).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TimeoutError);
      expect((error as Error).message).toBe(
        'GET /stalls timed out after 100 ms while reading the body (2 attempts)',
      );
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await server.close();
    }
  });
});
