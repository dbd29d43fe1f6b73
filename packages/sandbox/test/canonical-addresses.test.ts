import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { envelopeOf, type RawAnswer, rawHttp, rawSocket } from './support/raw-http.js';
import { startTestSandbox, type TestSandbox } from './support/sandbox.js';

let sbx: TestSandbox;
beforeAll(async () => {
  sbx = await startTestSandbox();
});
afterAll(async () => {
  await sbx.close();
});

function expectEnvelope(answer: RawAnswer, status: number, key: string) {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.body.detail[0].key).toBe(key);
  expect(answer.body.request_id).toBe(answer.headers['x-request-id']);
}

describe('a signed part address', () => {
  test('is accepted only as signed: parts/01 and parts/1.0 are refused', async () => {
    const started = await sbx.api('POST', '/files/upload-init', {
      body: { filename: 'a.wav', size_bytes: 4 },
    });
    const signed = new URL(started.body.parts[0].url);
    for (const variant of ['01', '1.0', '1.', '+1', '1e0', '0x1']) {
      const path = signed.pathname.replace(/\/parts\/1$/, `/parts/${variant}`) + signed.search;
      const answer = await rawHttp(sbx.uploadUrl, path, { method: 'PUT', body: 'abcd' });
      expectEnvelope(answer, 403, 'invalid_signature');
    }
    const put = await fetch(signed, { method: 'PUT', body: 'abcd' });
    expect(put.status).toBe(200);
  });
});

describe('dot segments', () => {
  test('encoded or plain, they are a 404 with the envelope on every origin', async () => {
    const auth = { authorization: `Bearer ${sbx.apiKey}` };
    for (const path of [
      '/api/v1/transcripts/%2e%2e',
      '/api/v1/transcripts/%2E%2e/',
      '/api/v1/%2e/transcripts/',
      '/api/v1/transcripts/..',
      '/api/v1/files/.%2e/transcripts/',
      '/__sandbox/%2e%2e/api/v1/transcripts/',
    ]) {
      expectEnvelope(await rawHttp(sbx.baseUrl, path, { headers: auth }), 404, 'not_found');
    }
    expectEnvelope(await rawHttp(sbx.uploadUrl, '/uploads/%2e%2e/x'), 404, 'not_found');
    expectEnvelope(await rawHttp(sbx.mediaUrl, '/files/%2e%2e'), 404, 'not_found');
    // A dot inside a segment is just a character: the id is read (and refused) as written.
    const dotted = await rawHttp(sbx.baseUrl, '/api/v1/transcripts/a..b', { headers: auth });
    expectEnvelope(dotted, 400, 'invalid_input_data');
    expect(dotted.body.detail[0].loc).toEqual(['path', 'id']);
  });
});

describe('every error answer carries the envelope and a request id', () => {
  const cases: [string, string, number, string][] = [
    // Node's parser reads it as a request without headers, so without Host.
    ['an HTTP/0.9-style request line', 'GET /\r\n\r\n', 400, 'host_required'],
    ['a request line with an unknown version', 'GET / HTTP/9.9\r\n\r\n', 400, 'malformed_request'],
    ['HTTP/1.0 without Host', 'GET /api/v1 HTTP/1.0\r\n\r\n', 400, 'host_required'],
    [
      'HTTP/1.1 without Host',
      'GET /api/v1 HTTP/1.1\r\nConnection: close\r\n\r\n',
      400,
      'host_required',
    ],
    [
      'a backslash in the path',
      'GET /api\\v1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      400,
      'malformed_request',
    ],
    [
      'a Host no URL can hold',
      'GET /api/v1 HTTP/1.1\r\nHost: a b\r\n\r\n',
      400,
      'malformed_request',
    ],
    [
      'a path not starting with /',
      'GET api/v1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      400,
      'malformed_request',
    ],
  ];
  test.each(cases)('%s', async (_name, text, status, key) => {
    for (const origin of [sbx.baseUrl, sbx.uploadUrl, sbx.mediaUrl]) {
      const reply = await rawSocket(origin, text);
      const answer = envelopeOf(reply);
      expect(answer.status, reply).toBe(status);
      expect(answer.body?.detail?.[0]?.key, reply).toBe(key);
      expect(answer.body.request_id).toBe(answer.requestId);
      expect(answer.requestId).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
