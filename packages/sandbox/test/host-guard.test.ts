import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeWav } from '../src/fixtures/make-wav.js';
import { type RawAnswer, rawHttp } from './support/raw-http.js';
import { startTestSandbox, type TestSandbox } from './support/sandbox.js';
import { uploadBytes } from './support/upload.js';

let sbx: TestSandbox;
let proxied: TestSandbox;
let partUrl: URL;
let mediaUrl: URL;
beforeAll(async () => {
  sbx = await startTestSandbox();
  proxied = await startTestSandbox({ allowHosts: ['sandbox.test', '.dev.example'] });
  const started = await sbx.api('POST', '/files/upload-init', {
    body: { filename: 'a.wav', size_bytes: 10 },
  });
  partUrl = new URL(started.body.parts[0].url);
  const { fileId } = await uploadBytes(sbx, makeWav(1));
  mediaUrl = new URL((await sbx.api('GET', `/files/${fileId}/download-url`)).body.url);
});
afterAll(async () => {
  await sbx.close();
  await proxied.close();
});

function expectRefusedHost(answer: RawAnswer) {
  expect(answer.status, answer.text).toBe(403);
  expect(answer.body.detail[0].key).toBe('host_not_allowed');
  expect(answer.body.request_id).toBe(answer.headers['x-request-id']);
}

const withHost = (host: string, extra: Record<string, string> = {}) => ({
  headers: { host, ...extra },
});

describe('requests naming a Host the sandbox does not serve (DNS rebinding)', () => {
  test('are refused with the envelope on the API, operator, upload and media origins', async () => {
    const port = new URL(sbx.baseUrl).port;
    const host = `rebind.example:${port}`;
    const auth = { authorization: `Bearer ${sbx.apiKey}` };
    expectRefusedHost(await rawHttp(sbx.baseUrl, '/api/v1/transcripts/', withHost(host, auth)));
    expectRefusedHost(await rawHttp(sbx.baseUrl, '/', withHost(host)));
    expectRefusedHost(
      await rawHttp(sbx.baseUrl, '/__sandbox/api-keys', {
        method: 'POST',
        headers: { host, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'stolen', scopes: ['*'] }),
      }),
    );
    expectRefusedHost(
      await rawHttp(sbx.baseUrl, '/__sandbox/reset', { method: 'POST', headers: { host } }),
    );
    expectRefusedHost(
      await rawHttp(sbx.uploadUrl, partUrl.pathname + partUrl.search, {
        method: 'PUT',
        headers: { host: 'rebind.example' },
        body: 'x',
      }),
    );
    expectRefusedHost(
      await rawHttp(sbx.mediaUrl, mediaUrl.pathname + mediaUrl.search, withHost('rebind.example')),
    );
    // Nothing was changed by the refused requests: the part is still missing, the data still there.
    expect((await sbx.api('GET', '/transcripts/')).status).toBe(200);
  });

  test('a look-alike of an allowed name is refused too', async () => {
    for (const host of ['localhost.rebind.example', '127.0.0.1.nip.io', 'sandbox.test.evil']) {
      expectRefusedHost(await rawHttp(proxied.baseUrl, '/api/v1', withHost(host)));
    }
  });

  test('loopback names, IP addresses, the listening host and --allow-host names are served', async () => {
    const port = new URL(sbx.baseUrl).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, 'LOCALHOST']) {
      const answer = await rawHttp(sbx.baseUrl, '/api/v1', withHost(host));
      expect(answer.status, `${host}: ${answer.text}`).toBe(200);
    }
    for (const host of ['sandbox.test', 'sandbox.test:443', 'dev.example', 'a.dev.example']) {
      const answer = await rawHttp(proxied.baseUrl, '/api/v1', withHost(host));
      expect(answer.status, `${host}: ${answer.text}`).toBe(200);
    }
    expectRefusedHost(await rawHttp(sbx.baseUrl, '/api/v1', withHost('sandbox.test')));
  });

  test('an absolute-form request target cannot name another host than Host', async () => {
    const answer = await rawHttp(sbx.baseUrl, 'http://127.0.0.1/api/v1', withHost('evil.example'));
    expectRefusedHost(answer);
  });
});
