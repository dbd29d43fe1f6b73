import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestSandbox, type TestSandbox } from './support/sandbox.js';

let sbx: TestSandbox;
beforeAll(async () => {
  sbx = await startTestSandbox({ corsOrigins: ['https://app.example.test'] });
});
afterAll(async () => {
  await sbx.close();
});

function preflight(url: string, origin: string, method = 'POST') {
  return fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type,idempotency-key',
    },
  });
}

describe('CORS', () => {
  test.each([
    'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
    'moz-extension://1b2c3d4e-aaaa-bbbb-cccc-123456789abc',
    'https://app.example.test',
  ])('allows %s on every origin', async (origin) => {
    for (const url of [
      `${sbx.apiUrl}/transcripts/`,
      `${sbx.uploadUrl}/uploads/x/parts/1`,
      `${sbx.mediaUrl}/files/x`,
    ]) {
      const res = await preflight(url, origin, url.startsWith(sbx.uploadUrl) ? 'PUT' : 'GET');
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
        'authorization',
      );
    }
  });

  test('refuses other origins', async () => {
    const res = await preflight(`${sbx.apiUrl}/transcripts/`, 'https://evil.example');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('exposes X-Request-Id and ETag to extension code', async () => {
    const res = await fetch(`${sbx.apiUrl}/transcripts/`, {
      headers: {
        origin: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
        authorization: `Bearer ${sbx.apiKey}`,
      },
    });
    const exposed = res.headers.get('access-control-expose-headers') ?? '';
    expect(exposed).toContain('X-Request-Id');
    expect(exposed).toContain('ETag');
    expect(exposed).toContain('Retry-After');
    expect(exposed).toContain('RateLimit-Policy');
  });
});
