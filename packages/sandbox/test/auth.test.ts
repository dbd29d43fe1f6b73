import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectError, type Json, startTestSandbox, type TestSandbox } from './support/sandbox.js';

let sbx: TestSandbox;
beforeAll(async () => {
  sbx = await startTestSandbox({ apiKey: 'sk_sandbox_fixed_for_test' });
});
afterAll(async () => {
  expect(sbx.problems).toEqual([]);
  await sbx.close();
});

describe('keys', () => {
  test('the seeded key is the one given and holds *', async () => {
    expect(sbx.apiKey).toBe('sk_sandbox_fixed_for_test');
    expect((await sbx.api('GET', '/webhooks/')).status).toBe(200);
  });

  test('POST /__sandbox/api-keys creates a key with the given scopes', async () => {
    const res = await fetch(`${sbx.baseUrl}/__sandbox/api-keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'reader', scopes: ['transcripts:read'] }),
    });
    expect(res.status).toBe(201);
    const { key } = (await res.json()) as Json;
    expect(key).toMatch(/^sk_sandbox_/);
    expect((await sbx.api('GET', '/transcripts/', { key })).status).toBe(200);
    const denied = await sbx.api('POST', '/files/upload-init', {
      key,
      body: { filename: 'a', size_bytes: 1 },
    });
    expectError(denied, 403, 'not_enough_access_rights');
    expect(denied.body.detail[0].text).toContain('files:write');
  });

  test('the operator endpoint refuses unknown scopes and malformed bodies', async () => {
    for (const body of [
      '{',
      JSON.stringify({ name: 'x', scopes: ['everything'] }),
      JSON.stringify({ scopes: ['*'] }),
    ]) {
      const res = await fetch(`${sbx.baseUrl}/__sandbox/api-keys`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(422);
      expect(((await res.json()) as Json).request_id).toBe(res.headers.get('x-request-id'));
    }
  });

  test.each([
    ['no header', undefined],
    ['wrong scheme', 'Basic abc'],
    ['empty bearer', 'Bearer '],
    ['unknown key', 'Bearer sk_sandbox_nope'],
  ])('401 not_authenticated: %s', async (_, authorization) => {
    const res = await sbx.api('GET', '/transcripts/', {
      key: null,
      headers: authorization ? { authorization } : {},
    });
    expectError(res, 401, 'not_authenticated');
  });
});

describe('operations that need a web session', () => {
  test.each([
    ['DELETE', '/transcripts/3f0c2a4e-8d1b-4c9a-9e57-2b8f1d6a7c10'],
    [
      'PATCH',
      '/transcripts/3f0c2a4e-8d1b-4c9a-9e57-2b8f1d6a7c10/segments/3f0c2a4e-8d1b-4c9a-9e57-2b8f1d6a7c11',
    ],
    ['POST', '/transcripts/3f0c2a4e-8d1b-4c9a-9e57-2b8f1d6a7c10/chat'],
    ['GET', '/search'],
    ['POST', '/payments/checkout'],
    ['POST', '/knowledge-bases/3f0c2a4e-8d1b-4c9a-9e57-2b8f1d6a7c10/query'],
    ['POST', '/ai-processing/knowledge-bases/3f0c2a4e-8d1b-4c9a-9e57-2b8f1d6a7c10/query'],
    ['DELETE', '/knowledge-bases/3f0c2a4e-8d1b-4c9a-9e57-2b8f1d6a7c10'],
    ['POST', '/smart-reports/3f0c2a4e-8d1b-4c9a-9e57-2b8f1d6a7c10/chat'],
    ['POST', '/smart-reports/3f0c2a4e-8d1b-4c9a-9e57-2b8f1d6a7c10/regenerate'],
    ['GET', '/smart-reports/3f0c2a4e-8d1b-4c9a-9e57-2b8f1d6a7c10/export'],
    ['GET', '/smart-reports/3f0c2a4e-8d1b-4c9a-9e57-2b8f1d6a7c10/stream'],
    ['GET', '/smart-reports/3f0c2a4e-8d1b-4c9a-9e57-2b8f1d6a7c10/revisions'],
    ['GET', '/user/api-keys/'],
    ['POST', '/user/api-keys/'],
    ['DELETE', '/user/api-keys/3f0c2a4e-8d1b-4c9a-9e57-2b8f1d6a7c10'],
  ])('%s %s is 403 asking for a session login', async (method, path) => {
    const res = await sbx.api(method, path);
    expectError(res, 403, 'not_enough_access_rights');
    expect(res.body.detail[0].text).toMatch(/session login/);
  });

  test('without a key they are 401 first', async () => {
    expectError(
      await sbx.api('DELETE', '/transcripts/3f0c2a4e-8d1b-4c9a-9e57-2b8f1d6a7c10', { key: null }),
      401,
    );
  });

  test('a wrong method on a known path is 405 with Allow', async () => {
    const res = await sbx.api('PUT', '/webhooks/');
    expectError(res, 405, 'method_not_allowed');
    expect(res.headers.get('allow')).toContain('POST');
  });
});
