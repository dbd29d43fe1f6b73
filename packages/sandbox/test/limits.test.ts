import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeWav } from './support/media.js';
import { expectError, startTestSandbox, type TestSandbox } from './support/sandbox.js';
import { completedTranscript } from './support/upload.js';

describe('rate limits (the service defaults)', () => {
  let sbx: TestSandbox;
  beforeAll(async () => {
    // No rateLimits override: the real 10/hour and 30/hour apply.
    sbx = await startTestSandbox({ rateLimits: undefined });
  });
  afterAll(async () => {
    expect(sbx.problems).toEqual([]);
    await sbx.close();
  });

  test('upload-init allows 10 requests per hour per key, then 429 with Retry-After; every answer states the limit (RateLimit-Policy, RateLimit)', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await sbx.api('POST', '/files/upload-init', {
        body: { filename: `f${i}.wav`, size_bytes: 10 },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get('ratelimit-policy')).toBe('"upload-init";q=10;w=3600');
      expect(res.headers.get('ratelimit')).toMatch(
        new RegExp(`^"upload-init";r=${9 - i};t=36\\d\\d$`),
      );
    }
    const over = await sbx.api('POST', '/files/upload-init', {
      body: { filename: 'f.wav', size_bytes: 10 },
    });
    expectError(over, 429, 'rate_limited');
    const wait = Number(over.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(over.headers.get('ratelimit-policy')).toBe('"upload-init";q=10;w=3600');
    expect(over.headers.get('ratelimit')).toBe(`"upload-init";r=0;t=${wait}`);
    const other = sbx.createApiKey('second', ['files:write']);
    const fresh = await sbx.api('POST', '/files/upload-init', {
      key: other,
      body: { filename: 'f.wav', size_bytes: 10 },
    });
    expect(fresh.status).toBe(200);
  });

  test('source imports allow 30 requests per hour per key', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await sbx.api('POST', '/source-imports/', {
        body: { url: `https://vimeo.com/${1000 + i}` },
      });
      expect(res.status, res.text).toBe(200);
    }
    const over = await sbx.api('POST', '/source-imports/', {
      body: { url: 'https://vimeo.com/99' },
    });
    expectError(over, 429, 'rate_limited');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('ratelimit-policy')).toBe('"source-imports";q=30;w=3600');
    // Previews are not limited.
    expect(
      (await sbx.api('POST', '/source-imports/preview', { body: { url: 'https://vimeo.com/99' } }))
        .status,
    ).toBe(200);
  });

  test('an invalid request does not use up the limit', async () => {
    const key = sbx.createApiKey('third', ['files:write']);
    for (let i = 0; i < 12; i++) {
      expectError(
        await sbx.api('POST', '/files/upload-init', { key, body: { filename: 'x' } }),
        422,
      );
    }
    expect(
      (await sbx.api('POST', '/files/upload-init', { key, body: { filename: 'x', size_bytes: 1 } }))
        .status,
    ).toBe(200);
  });
});

describe('rate limits with a shortened window (rateLimits.windowS)', () => {
  let sbx: TestSandbox;
  beforeAll(async () => {
    sbx = await startTestSandbox({ rateLimits: { uploadInit: 3, windowS: 2 } });
  });
  afterAll(async () => {
    expect(sbx.problems).toEqual([]);
    await sbx.close();
  });

  test('three upload-inits per two seconds; Retry-After and the text follow the window; the slot reopens', async () => {
    const body = { filename: 'w.wav', size_bytes: 10 };
    for (let i = 0; i < 3; i++) {
      expect((await sbx.api('POST', '/files/upload-init', { body })).status).toBe(200);
    }
    const over = await sbx.api('POST', '/files/upload-init', { body });
    expectError(over, 429, 'rate_limited');
    const wait = Number(over.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(2);
    expect(JSON.stringify(over.body)).toContain('per 2 seconds');
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 50));
    expect((await sbx.api('POST', '/files/upload-init', { body })).status).toBe(200);
  });
});

describe('Idempotency-Key', () => {
  let sbx: TestSandbox;
  let transcriptId: string;
  beforeAll(async () => {
    sbx = await startTestSandbox({
      idempotencyWindowMs: 1500,
      rateLimits: { uploadInit: 2 },
      processingMs: 300,
    });
    transcriptId = await completedTranscript(sbx, makeWav(30));
  });
  afterAll(async () => {
    expect(sbx.problems).toEqual([]);
    await sbx.close();
  });

  test('upload-init: a repeat within the window returns the earlier result and costs no quota', async () => {
    const body = { filename: 'same.wav', size_bytes: 100 };
    const headers = { 'idempotency-key': 'upload-1' };
    const first = await sbx.api('POST', '/files/upload-init', { body, headers });
    expect(first.status).toBe(200);
    const again = await sbx.api('POST', '/files/upload-init', { body, headers });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    // The quota is 2 and one was used by the beforeAll upload: the replay cost nothing.
    expectError(await sbx.api('POST', '/files/upload-init', { body }), 429, 'rate_limited');
  });

  test('the same key with another body is 409 idempotency_key_reused', async () => {
    const headers = { 'idempotency-key': 'report-1' };
    const first = await sbx.api('POST', '/smart-reports/', {
      body: { transcript_id: transcriptId, type: 'summary' },
      headers,
    });
    expect(first.status).toBe(200);
    const again = await sbx.api('POST', '/smart-reports/', {
      body: { transcript_id: transcriptId, type: 'summary' },
      headers,
    });
    expect(again.body.id).toBe(first.body.id);
    const other = await sbx.api('POST', '/smart-reports/', {
      body: { transcript_id: transcriptId, type: 'action_items' },
      headers,
    });
    expectError(other, 409, 'idempotency_key_reused');
    expect(
      (await sbx.api('GET', `/smart-reports/by-transcript/${transcriptId}`)).body.meta.total,
    ).toBe(1);
  });

  test('after the window the key starts a new run', async () => {
    const headers = { 'idempotency-key': 'report-2' };
    const body = { transcript_id: transcriptId, type: 'summary' };
    const first = await sbx.api('POST', '/smart-reports/', { body, headers });
    await new Promise((r) => setTimeout(r, 1600));
    const later = await sbx.api('POST', '/smart-reports/', { body, headers });
    expect(later.status).toBe(200);
    expect(later.body.id).not.toBe(first.body.id);
  });

  test('keys are per API key, and longer than 128 characters is rejected', async () => {
    const headers = { 'idempotency-key': 'shared' };
    const body = { transcript_id: transcriptId, type: 'summary' };
    await new Promise((r) => setTimeout(r, 350));
    const a = await sbx.api('POST', '/smart-reports/', { body, headers });
    const other = sbx.createApiKey('other', ['reports:write']);
    const b = await sbx.api('POST', '/smart-reports/', { body, headers, key: other });
    expect(b.status, b.text).toBe(200);
    expect(b.body.id).not.toBe(a.body.id);
    const long = await sbx.api('POST', '/smart-reports/', {
      body,
      headers: { 'idempotency-key': 'k'.repeat(129) },
    });
    expectError(long, 422, 'validation_error');
    expect(long.body.detail[0].loc).toEqual(['header', 'idempotency-key']);
  });
});
