import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { attachment, safeFileName } from '../src/server/content-disposition.js';
import { makeWav } from './support/media.js';
import { startTestSandbox, type TestSandbox, waitFor } from './support/sandbox.js';
import { completedTranscript, uploadBytes } from './support/upload.js';

let sbx: TestSandbox;
beforeAll(async () => {
  sbx = await startTestSandbox({ processingMs: 100 });
});
afterAll(async () => {
  expect(sbx.problems).toEqual([]);
  await sbx.close();
});

const PAGE = '<!doctype html><html><body><script>fetch("/steal")</script></body></html>';

async function downloaded(fileId: string): Promise<Response> {
  const link = await sbx.api('GET', `/files/${fileId}/download-url`);
  expect(link.status, link.text).toBe(200);
  expect(link.headers.get('cache-control')).toBe('private, no-store');
  return fetch(link.body.url);
}

function expectSafe(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
}

describe('media downloads', () => {
  test('an uploaded HTML page declared text/html is served as octet-stream, as an attachment', async () => {
    const { fileId } = await uploadBytes(sbx, new TextEncoder().encode(PAGE), {
      filename: '../../index.html\r\nSet-Cookie: a=b',
      mime_type: 'text/html',
    });
    const response = await downloaded(fileId);
    expect(response.status).toBe(200);
    expectSafe(response);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).not.toMatch(/[\r\n/\\]/);
    expect(disposition).toContain('filename="_.._index.htmlSet-Cookie_ a=b"');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toBe(PAGE);
  });

  test('a WAV declared as text/html is served as audio/wav, ranges too', async () => {
    const wav = makeWav(1);
    const { fileId } = await uploadBytes(sbx, wav, {
      filename: 'memo.wav',
      mime_type: 'text/html',
    });
    const response = await downloaded(fileId);
    expectSafe(response);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('content-disposition')).toContain('filename="memo.wav"');
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(wav))).toBe(true);
    const link = (await sbx.api('GET', `/files/${fileId}/download-url`)).body.url;
    const part = await fetch(link, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expectSafe(part);
    expect(part.headers.get('content-type')).toBe('audio/wav');
  });

  test('media errors are not cached either, and carry nosniff', async () => {
    const response = await fetch(
      `${sbx.mediaUrl}/files/nope?expires=1&signature=${'0'.repeat(64)}`,
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('an export is an attachment named after a title made safe', async () => {
    const title = 'Q3 / "plan" \\ <draft>';
    const id = await completedTranscript(sbx, makeWav(5), { title });
    const created = await sbx.api('POST', '/exports/', {
      body: { transcript_id: id, format: 'md' },
    });
    await waitFor(
      async () => (await sbx.api('GET', `/exports/${created.body.id}`)).body.status,
      (s) => s === 'ready',
    );
    const link = await sbx.api('GET', `/exports/${created.body.id}/download`);
    expect(link.headers.get('cache-control')).toBe('private, no-store');
    const response = await fetch(link.body.url);
    expectSafe(response);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Q3 _ _plan_ _ _draft_.md"; filename*=UTF-8''Q3%20_%20_plan_%20_%20_draft_.md`,
    );
  });
});

describe('answers that carry a secret or a signed link are not cached', () => {
  test('webhook secrets, operator keys and signed upload links', async () => {
    const hook = await sbx.api('POST', '/webhooks/', { body: { url: 'http://127.0.0.1:9/hook' } });
    expect(hook.status, hook.text).toBe(200);
    expect(hook.headers.get('cache-control')).toBe('private, no-store');
    const rotated = await sbx.api('POST', `/webhooks/${hook.body.id}/regenerate-secret`);
    expect(rotated.status, rotated.text).toBe(200);
    expect(rotated.headers.get('cache-control')).toBe('private, no-store');
    const init = await sbx.api('POST', '/files/upload-init', {
      body: { filename: 'a.wav', size_bytes: 10 },
    });
    expect(init.headers.get('cache-control')).toBe('private, no-store');
    const key = await fetch(`${sbx.baseUrl}/__sandbox/api-keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'ci', scopes: ['transcripts:read'] }),
    });
    expect(key.status).toBe(201);
    expect(key.headers.get('cache-control')).toBe('private, no-store');
    expect(key.headers.get('x-content-type-options')).toBe('nosniff');
    // An answer without either may be cached as the client likes.
    const list = await sbx.api('GET', '/transcripts/');
    expect(list.headers.get('cache-control')).toBeNull();
    expect(list.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('safeFileName', () => {
  test.each([
    ['plain', { given: 'memo.wav', want: 'memo.wav' }],
    ['path', { given: '../../etc/passwd', want: '_.._etc_passwd' }],
    ['windows path', { given: 'C:\\Users\\a.wav', want: 'C__Users_a.wav' }],
    ['controls and bidi', { given: 'a\u0000b\u202egnp.exe', want: 'abgnp.exe' }],
    ['only dots', { given: '...', want: 'fallback' }],
    ['empty', { given: '', want: 'fallback' }],
  ])('%s', (_name, { given, want }) => {
    expect(safeFileName(given, 'fallback')).toBe(want);
  });

  test('a long name keeps its end (the extension) within 150 characters', () => {
    const name = safeFileName(`${'x'.repeat(10_000)}.wav`, 'f');
    expect([...name].length).toBe(150);
    expect(name.endsWith('.wav')).toBe(true);
  });

  test('non-ASCII names keep their exact UTF-8 form in filename*', () => {
    expect(attachment('Besprechung – Grüße.txt', 'f')).toBe(
      `attachment; filename="Besprechung _ Gr__e.txt"; filename*=UTF-8''Besprechung%20%E2%80%93%20Gr%C3%BC%C3%9Fe.txt`,
    );
  });
});
