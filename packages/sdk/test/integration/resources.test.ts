import { afterEach, describe, expect, test } from 'vitest';
import { type Logger, NotFoundError, TimeoutError, unwrap } from '../../src/index.js';
import { createScribekit } from '../../src/node/index.js';
import { clearFaults, injectFault, sandbox, testClient } from './helpers.js';

afterEach(() => clearFaults());

const attemptsAt = (sent: Request[], path: string, method: string) =>
  sent.filter((r) => new URL(r.url).pathname === path && r.method === method);

describe('resource methods', () => {
  test('reach operations by resource, with the request id and Response on the result', async () => {
    const { scribekit } = testClient();
    const platforms = await scribekit.recordingJobs.listRecordingPlatforms();
    expect(platforms.platforms.map((p) => p.code)).toContain('google_meet');
    expect(platforms.lastResponse.response.status).toBe(200);
    expect(platforms.lastResponse.requestId).toMatch(/\S/);
    // The metadata is not part of the data.
    expect(Object.keys(platforms)).toEqual(['platforms']);
    expect(JSON.stringify(platforms)).not.toContain('lastResponse');
  });

  test('take path parameters positionally and throw typed errors', async () => {
    const { scribekit } = testClient();
    const error = await scribekit.transcripts
      .get('00000000-0000-4000-8000-000000000000')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).requestId).toMatch(/\S/);
  });

  test('send the query and per-call headers', async () => {
    const { scribekit, sent } = testClient();
    const page = await scribekit.transcripts.list({ limit: 1 }, { headers: { 'X-Trace': 't1' } });
    expect(page.items.length).toBeLessThanOrEqual(1);
    const request = sent.at(-1) as Request;
    expect(new URL(request.url).searchParams.get('limit')).toBe('1');
    expect(request.headers.get('x-trace')).toBe('t1');
  });
});

describe('per-call options', () => {
  const path = '/api/v1/smart-reports/';

  test('timeoutMs and maxRetries of one call are obeyed', async () => {
    const { scribekit, sent } = testClient();
    // The stall outlasts the bound below many times over; the call's 300 ms limit ends it first.
    await injectFault({ match: { method: 'GET', path }, effect: { delay_ms: 30_000 }, times: 3 });
    const started = performance.now();
    const error = await scribekit.client
      .GET('/smart-reports/', { params: { query: { limit: 1 } }, timeoutMs: 300, maxRetries: 0 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(attemptsAt(sent, path, 'GET')).toHaveLength(1);
  });

  test('an aborted signal sends nothing', async () => {
    const { scribekit, sent } = testClient();
    const error = await scribekit.files
      .initUpload({ filename: 'a.wav', size_bytes: 10 }, { signal: AbortSignal.abort() })
      .catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
    expect(sent).toHaveLength(0);
  });

  test("a caller's Idempotency-Key does not make a POST the spec leaves unmarked retried", async () => {
    const { scribekit, sent } = testClient();
    const previewPath = '/api/v1/source-imports/preview';
    await injectFault({ match: { method: 'POST', path: previewPath }, effect: { status: 503 } });
    const error = await scribekit.sourceImports
      .preview({ url: 'https://www.youtube.com/watch?v=abc' }, { idempotencyKey: 'mine-1' })
      .catch((e: unknown) => e);
    expect((error as { status?: number }).status).toBe(503);
    const attempts = attemptsAt(sent, previewPath, 'POST');
    expect(attempts).toHaveLength(1);
    expect(attempts[0]?.headers.get('idempotency-key')).toBe('mine-1');
  });

  test('a POST the spec marks x-idempotent is retried with one key', async () => {
    const { scribekit, sent } = testClient();
    await injectFault({ match: { method: 'POST', path }, effect: { status: 503 } });
    // The body names no transcript: after the retry the service answers 4xx, which is enough here.
    await scribekit.smartReports
      .create({ transcript_id: '00000000-0000-4000-8000-000000000000', type: 'summary' } as never)
      .catch(() => undefined);
    const attempts = attemptsAt(sent, path, 'POST');
    expect(attempts).toHaveLength(2);
    const keys = attempts.map((r) => r.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/\S/);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('list methods', () => {
  test('toArray({ limit }) asks for no more than it needs, and pages expose the total', async () => {
    const { scribekit, sent } = testClient();
    await scribekit.transcripts.list().toArray({ limit: 1 });
    expect(sent).toHaveLength(1);
    expect(new URL((sent.at(-1) as Request).url).searchParams.get('limit')).toBe('1');
    for await (const page of scribekit.transcripts.list({}, { pageSize: 2 }).pages()) {
      expect(page.total).toBeGreaterThanOrEqual(page.items.length);
      expect(page.lastResponse?.requestId).toMatch(/\S/);
      break;
    }
  });
});

describe('observability', () => {
  test('debug logs each request and response with the API key redacted', async () => {
    const lines: string[] = [];
    const record = (message: string, data?: Record<string, unknown>) =>
      lines.push(`${message} ${JSON.stringify(data)}`);
    const logger: Logger = { debug: record, info: record, warn: record, error: record };
    const { scribekit } = testClient({ logLevel: 'debug', logger });
    await scribekit.recordingJobs.listRecordingPlatforms();
    expect(lines.some((l) => l.includes('GET') && l.includes('/recording-jobs/platforms'))).toBe(
      true,
    );
    expect(lines.some((l) => l.startsWith('[scribekit] 200 GET'))).toBe(true);
    expect(lines.join('\n')).not.toContain(sandbox().apiKey);
    expect(lines.join('\n')).toContain('Bearer ***');
  });

  test('a retry is logged with its delay and reason', async () => {
    const lines: string[] = [];
    const record = (message: string) => lines.push(message);
    const logger: Logger = { debug: record, info: record, warn: record, error: record };
    const { scribekit } = testClient({ logLevel: 'info', logger });
    const platforms = '/api/v1/recording-jobs/platforms';
    await injectFault({ match: { method: 'GET', path: platforms }, effect: { status: 503 } });
    await scribekit.recordingJobs.listRecordingPlatforms();
    expect(lines).toEqual([
      expect.stringMatching(/^\[scribekit\] retrying GET \S+platforms in \d+ ms: got 503$/),
    ]);
  });

  test('middleware receives a standard Request that can be cloned and copied', async () => {
    const { scribekit } = testClient();
    const seen: string[] = [];
    scribekit.client.use({
      async onRequest({ request }) {
        expect(request).toBeInstanceOf(Request);
        const copy = new Request(request);
        seen.push(`${request.clone().method} ${copy.headers.get('authorization')?.split(' ')[0]}`);
      },
    });
    const data = await unwrap(scribekit.client.GET('/recording-jobs/platforms'));
    expect(data.platforms.length).toBeGreaterThan(0);
    // Resource methods go through the same client, and so through the middleware.
    await scribekit.recordingJobs.listRecordingPlatforms();
    expect(seen).toEqual(['GET Bearer', 'GET Bearer']);
  });
});

describe('configuration', () => {
  test('a missing or malformed apiKey or baseUrl names the option', () => {
    const { baseUrl, apiKey } = sandbox();
    expect(() => createScribekit({ apiKey: '', baseUrl })).toThrow(/apiKey option is missing/);
    expect(() => createScribekit({ apiKey: 'a key\n', baseUrl })).toThrow(/apiKey option must be/);
    expect(() => createScribekit({ apiKey, baseUrl: 'localhost:3000' })).toThrow(
      /baseUrl option must be an http\(s\) URL/,
    );
  });

  test('the Node entry reads SCRIBEKIT_API_KEY and SCRIBEKIT_BASE_URL', async () => {
    const { baseUrl, apiKey } = sandbox();
    const saved = { ...process.env };
    process.env.SCRIBEKIT_API_KEY = apiKey;
    process.env.SCRIBEKIT_BASE_URL = baseUrl;
    try {
      const platforms = await createScribekit().recordingJobs.listRecordingPlatforms();
      expect(platforms.platforms.length).toBeGreaterThan(0);
      delete process.env.SCRIBEKIT_BASE_URL;
      expect(() => createScribekit()).toThrow(/baseUrl option is missing.*SCRIBEKIT_BASE_URL/);
    } finally {
      process.env = saved;
    }
  });
});
