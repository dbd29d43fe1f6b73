import { afterEach, describe, expect, test } from 'vitest';
import {
  ConnectionError,
  RateLimitError,
  ServerError,
  TimeoutError,
  unwrap,
} from '../../src/index.js';
import { clearFaults, injectFault, makeWav, testClient } from './helpers.js';

afterEach(() => clearFaults());

const providersPath = '/api/v1/source-imports/providers';
const attemptsAt = (sent: Request[], path: string, method?: string) =>
  sent.filter((r) => new URL(r.url).pathname === path && (!method || r.method === method));

describe('retries', () => {
  test('a GET that gets 503 twice succeeds on the third attempt', async () => {
    const { scribekit, sent } = testClient();
    await injectFault({
      match: { method: 'GET', path: providersPath },
      effect: { status: 503 },
      times: 2,
    });
    const { providers } = await unwrap(scribekit.client.GET('/source-imports/providers'));
    expect(providers.length).toBeGreaterThan(0);
    expect(attemptsAt(sent, providersPath)).toHaveLength(3);
  });

  test('gives up after maxRetries with a ServerError carrying the request id', async () => {
    const { scribekit, sent } = testClient({ maxRetries: 1 });
    await injectFault({ match: { path: providersPath }, effect: { status: 500 }, times: 5 });
    const error = await unwrap(scribekit.client.GET('/source-imports/providers')).catch((e) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).requestId).toMatch(/\S/);
    expect(attemptsAt(sent, providersPath)).toHaveLength(2);
  });

  test('honours Retry-After on 429', async () => {
    const { scribekit, sent } = testClient();
    await injectFault({
      match: { path: providersPath },
      effect: { status: 429, retry_after: 1 },
      times: 1,
    });
    const started = performance.now();
    await unwrap(scribekit.client.GET('/source-imports/providers'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(attemptsAt(sent, providersPath)).toHaveLength(2);
  });

  test('a 429 after the last retry is a RateLimitError with retryAfter', async () => {
    const { scribekit } = testClient({ maxRetries: 0 });
    await injectFault({ match: { path: providersPath }, effect: { status: 429, retry_after: 7 } });
    const error = await unwrap(scribekit.client.GET('/source-imports/providers')).catch((e) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfter).toBe(7);
  });

  test('a dropped connection on a GET is retried', async () => {
    const { scribekit, sent } = testClient();
    await injectFault({ match: { path: providersPath }, effect: { drop: true }, times: 1 });
    await unwrap(scribekit.client.GET('/source-imports/providers'));
    expect(attemptsAt(sent, providersPath)).toHaveLength(2);
  });

  test('a POST without Idempotency-Key is never sent twice', async () => {
    const { scribekit, sent } = testClient();
    const before = (await unwrap(scribekit.client.GET('/recording-jobs/'))).meta.total;
    await injectFault({
      match: { method: 'POST', path: '/api/v1/recording-jobs/' },
      effect: { status: 503 },
      times: 1,
    });
    const error = await scribekit
      .recordMeeting({ platform: 'google_meet', meetUrl: 'https://meet.google.com/abc-defg-hij' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(attemptsAt(sent, '/api/v1/recording-jobs/', 'POST')).toHaveLength(1);
    expect((await unwrap(scribekit.client.GET('/recording-jobs/'))).meta.total).toBe(before);
  });

  test('a dropped POST without Idempotency-Key fails instead of being re-sent', async () => {
    const { scribekit, sent } = testClient();
    await injectFault({
      match: { method: 'POST', path: '/api/v1/recording-jobs/' },
      effect: { drop: true },
    });
    const error = await scribekit
      .recordMeeting({ platform: 'google_meet', meetUrl: 'https://meet.google.com/abc-defg-hij' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(attemptsAt(sent, '/api/v1/recording-jobs/', 'POST')).toHaveLength(1);
  });

  test('upload-init gets a generated Idempotency-Key, reused on the retry: one file', async () => {
    const { scribekit, sent } = testClient();
    await injectFault({
      match: { method: 'POST', path: '/api/v1/files/upload-init' },
      effect: { drop: true },
      times: 1,
    });
    const file = await scribekit.uploadFile(makeWav(1), { filename: 'retry.wav' });
    const inits = attemptsAt(sent, '/api/v1/files/upload-init');
    expect(inits).toHaveLength(2);
    const keys = inits.map((r) => r.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(file.status).toBe('ready');
  });

  test('a slow answer is a TimeoutError after the per-request time limit', async () => {
    const { scribekit, sent } = testClient({ timeoutMs: 200, maxRetries: 1 });
    await injectFault({ match: { path: providersPath }, effect: { delay_ms: 1500 }, times: 2 });
    const error = await unwrap(scribekit.client.GET('/source-imports/providers')).catch((e) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(attemptsAt(sent, providersPath)).toHaveLength(2);
  });

  test('an abort stops the request and is not retried', async () => {
    const { scribekit, sent } = testClient();
    await injectFault({ match: { path: providersPath }, effect: { delay_ms: 1500 }, times: 1 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await scribekit.client
      .GET('/source-imports/providers', { signal: controller.signal })
      .catch((e) => e);
    expect((error as Error).name).toBe('AbortError');
    expect(attemptsAt(sent, providersPath)).toHaveLength(1);
  });
});
