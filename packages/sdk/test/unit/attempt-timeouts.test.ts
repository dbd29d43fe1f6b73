import { afterEach, describe, expect, test, vi } from 'vitest';
import { TimeoutError } from '../../src/errors.js';
import {
  attemptTimeouts,
  TEARDOWN_WINDOW_MS,
  TIMED_OUT,
} from '../../src/internal/attempt-timeouts.js';
import { createRetryingFetch } from '../../src/internal/retrying-fetch.js';
import { answerLater, sendJson, startLoopbackServer } from './helpers/loopback-server.js';

/** A promise settled from outside, like a fetch whose answer has not arrived yet. */
function pending<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A response whose body records being cancelled. */
function trackedResponse() {
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    cancel() {
      state.cancelled = true;
    },
  });
  return { response: new Response(body), state };
}

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
  test('sends without a signal until an attempt times out, then with one for five minutes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const start = attemptTimeouts(100);

    const first = start(undefined);
    expect(first.signal).toBeUndefined();
    const late = pending<Response>();
    const answered = first.answer(late.promise).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    expect(await answered).toBe(TIMED_OUT);

    const second = start(undefined);
    expect(second.signal).toBeInstanceOf(AbortSignal);
    const aborted = second.answer(hangUntilAborted(second.signal)).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    expect(await aborted).toBe(TIMED_OUT);
    expect(second.signal?.aborted).toBe(true);
    expect(second.signal?.reason).toMatchObject({ name: 'TimeoutError' });

    // The window counts from the last timeout, the second attempt's.
    await vi.advanceTimersByTimeAsync(TEARDOWN_WINDOW_MS - 1);
    expect(start(undefined).signal).toBeInstanceOf(AbortSignal);
    await vi.advanceTimersByTimeAsync(1);
    expect(start(undefined).signal).toBeUndefined();
  });

  test('an answer in time clears the timer and counts as no timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const start = attemptTimeouts(100);
    const response = new Response('ok');
    expect(await start(undefined).answer(Promise.resolve(response))).toBe(response);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(start(undefined).signal).toBeUndefined();
  });

  test('cancels the body of an abandoned attempt when its answer finally arrives', async () => {
    const start = attemptTimeouts(20);
    const late = pending<Response>();
    const error = await start(undefined)
      .answer(late.promise)
      .catch((e: unknown) => e);
    expect(error).toBe(TIMED_OUT);
    const { response, state } = trackedResponse();
    late.resolve(response);
    await vi.waitFor(() => expect(state.cancelled).toBe(true));
  });

  test('passes the caller’s signal on as is, and its abort to an attempt’s own signal', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const start = attemptTimeouts(100);
    const caller = new AbortController();
    expect(start(caller.signal).signal).toBe(caller.signal);

    const timingOut = start(undefined)
      .answer(new Promise(() => {}))
      .catch(() => {});
    await vi.advanceTimersByTimeAsync(100);
    await timingOut;
    const guarded = start(caller.signal);
    expect(guarded.signal).not.toBe(caller.signal);
    const reason = new Error('user left');
    caller.abort(reason);
    expect(guarded.signal?.aborted).toBe(true);
    expect(guarded.signal?.reason).toBe(reason);
  });

  test('detach stops passing the caller’s abort on', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const start = attemptTimeouts(100);
    const timingOut = start(undefined)
      .answer(new Promise(() => {}))
      .catch(() => {});
    await vi.advanceTimersByTimeAsync(100);
    await timingOut;
    const caller = new AbortController();
    const attempt = start(caller.signal);
    attempt.detach();
    caller.abort();
    expect(attempt.signal?.aborted).toBe(false);
  });

  test('an unlimited time never times out and needs no signal', async () => {
    const start = attemptTimeouts(Number.POSITIVE_INFINITY);
    const attempt = start(undefined);
    expect(attempt.signal).toBeUndefined();
    const response = new Response('ok');
    const sent = Promise.resolve(response);
    // The attempt's own promise is handed back: no timer, no wrapper.
    expect(attempt.answer(sent)).toBe(sent);
  });
});

describe('timeouts through the retrying fetch', () => {
  test('each client keeps its own record of timeouts', async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    const hangingFetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
      signals.push(init?.signal);
      return hangUntilAborted(init?.signal);
    };
    const options = { fetch: hangingFetch, timeoutMs: 30, maxRetries: 1, sleep: async () => {} };
    const hung = createRetryingFetch(options);
    const error = await hung('http://127.0.0.1:9/slow').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ attempts: 2, timeoutMs: 30 });
    expect((error as TimeoutError).cause).toBeUndefined();
    // The first attempt went without a signal, the retry after its timeout with one.
    expect(signals[0]).toBeUndefined();
    expect(signals[1]?.aborted).toBe(true);

    await createRetryingFetch(options)('http://127.0.0.1:9/other', { method: 'POST' }).catch(
      () => {},
    );
    expect(signals[2]).toBeUndefined();
  });

  test('once the service hangs, a timed-out connection is closed instead of left waiting', async () => {
    const closedAt: (number | undefined)[] = [];
    const server = await startLoopbackServer((_request, res, index) => {
      res.on('close', () => {
        closedAt[index] = Date.now();
      });
      return answerLater(res, 1_500, () => sendJson(res, 200, {}));
    });
    try {
      const fetch = createRetryingFetch({ timeoutMs: 150, maxRetries: 1, sleep: async () => {} });
      const started = Date.now();
      const error = await fetch(`${server.url}/hangs`).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TimeoutError);
      await vi.waitFor(() => expect(closedAt[1]).toBeDefined(), { timeout: 1_000 });
      // The retry's connection was torn down at its time limit; the first is still waiting.
      expect((closedAt[1] ?? 0) - started).toBeLessThan(1_000);
      expect(closedAt[0]).toBeUndefined();
    } finally {
      await server.close();
    }
  });
});
