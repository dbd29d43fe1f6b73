import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeWav } from '../src/fixtures/make-wav.js';
import type { SandboxAccount } from '../src/index.js';
import { operatorCall } from './support/operator.js';
import { type RawAnswer, rawHttp } from './support/raw-http.js';
import { apiCaller, startTestSandbox, type TestSandbox } from './support/sandbox.js';
import { uploadBytes } from './support/upload.js';

// The Host guard against DNS rebinding covers the platform's operator endpoints (snapshots, the
// clock, accounts, request assertions) and every origin of an isolated account.

let sbx: TestSandbox;
let account: SandboxAccount;
beforeAll(async () => {
  sbx = await startTestSandbox({
    clock: 'manual',
    clockStart: '2030-01-01T00:00:00.000Z',
    allowHosts: ['sandbox.test'],
  });
  account = await sbx.createAccount();
});
afterAll(async () => {
  await account.close();
  await sbx.close();
});

function expectRefusedHost(answer: RawAnswer) {
  expect(answer.status, answer.text).toBe(403);
  expect(answer.body.detail[0].key).toBe('host_not_allowed');
}

const json = (host: string, method: string, body: unknown) => ({
  method,
  headers: { host, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('the Host guard on the platform operator endpoints', () => {
  test('snapshots, clock, accounts and requests refuse a rebinding page, and nothing happens', async () => {
    const host = `rebind.example:${new URL(sbx.baseUrl).port}`;
    const before = sbx.clock.now();
    expect((await operatorCall(sbx.baseUrl, 'POST', '/snapshots', { name: 'mine' })).status).toBe(
      201,
    );
    const refused = [
      ['/__sandbox/snapshots', json(host, 'POST', { name: 'stolen' })],
      ['/__sandbox/snapshots', { headers: { host } }],
      ['/__sandbox/snapshots/mine/restore', json(host, 'POST', {})],
      ['/__sandbox/snapshots/mine', { method: 'DELETE', headers: { host } }],
      ['/__sandbox/clock', { headers: { host } }],
      ['/__sandbox/clock/advance', json(host, 'POST', { ms: 3_600_000 })],
      ['/__sandbox/accounts', json(host, 'POST', {})],
      ['/__sandbox/accounts', { headers: { host } }],
      [`/__sandbox/accounts/${account.id}`, { method: 'DELETE', headers: { host } }],
      ['/__sandbox/requests', { headers: { host } }],
      ['/__sandbox/requests/count', { headers: { host } }],
      ['/__sandbox/faults', json(host, 'POST', { path: '/api/v1/*', status: 503 })],
    ] as const;
    for (const [path, init] of refused) expectRefusedHost(await rawHttp(sbx.baseUrl, path, init));

    expect(sbx.snapshots().map((s) => s.name)).toEqual(['mine']);
    expect(sbx.clock.now()).toBe(before);
    const accounts = await operatorCall(sbx.baseUrl, 'GET', '/accounts');
    expect(accounts.body.items.map((a: { id: string }) => a.id)).toEqual([account.id]);
    expect((await sbx.api('GET', '/transcripts/')).status).toBe(200);
  });

  test('a refused request is not read into the request log', async () => {
    const host = `rebind.example:${new URL(sbx.baseUrl).port}`;
    const counted = sbx.countRequests();
    expectRefusedHost(
      await rawHttp(sbx.baseUrl, '/api/v1/transcripts/', {
        headers: { host, authorization: `Bearer ${sbx.apiKey}` },
      }),
    );
    expect(sbx.countRequests()).toBe(counted);
  });
});

describe('the Host guard on an isolated account', () => {
  test("every origin of the account refuses a Host it does not serve, and serves its parent's --allow-host names", async () => {
    const api = apiCaller(account.apiUrl, account.apiKey);
    const started = await api('POST', '/files/upload-init', {
      body: { filename: 'a.wav', size_bytes: 10 },
    });
    const partUrl = new URL(started.body.parts[0].url);
    const { fileId } = await uploadBytes({ api }, makeWav(1));
    const mediaUrl = new URL((await api('GET', `/files/${fileId}/download-url`)).body.url);
    const host = 'rebind.example';
    const auth = { authorization: `Bearer ${account.apiKey}` };

    expectRefusedHost(
      await rawHttp(account.baseUrl, '/api/v1/transcripts/', { headers: { host, ...auth } }),
    );
    expectRefusedHost(
      await rawHttp(account.baseUrl, '/__sandbox/reset', { method: 'POST', headers: { host } }),
    );
    expectRefusedHost(
      await rawHttp(account.baseUrl, '/__sandbox/snapshots', json(host, 'POST', { name: 'x' })),
    );
    expectRefusedHost(
      await rawHttp(account.uploadUrl, partUrl.pathname + partUrl.search, {
        method: 'PUT',
        headers: { host },
        body: 'x',
      }),
    );
    expectRefusedHost(
      await rawHttp(account.mediaUrl, mediaUrl.pathname + mediaUrl.search, { headers: { host } }),
    );
    // The refused reset changed nothing; the name allowed on the parent is served here too.
    const listed = await rawHttp(account.baseUrl, '/api/v1/transcripts/', {
      headers: { host: 'sandbox.test', ...auth },
    });
    expect(listed.status, listed.text).toBe(200);
    expect((await api('GET', `/files/${fileId}`)).status).toBe(200);
    expect(account.snapshots()).toEqual([]);
  });
});
