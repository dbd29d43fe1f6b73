import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeWav } from './support/media.js';
import {
  expectError,
  type Json,
  md5,
  sha256,
  startTestSandbox,
  type TestSandbox,
} from './support/sandbox.js';
import { uploadBytes } from './support/upload.js';

let sbx: TestSandbox;
const CHUNK = 64 * 1024;

beforeAll(async () => {
  sbx = await startTestSandbox({ chunkSize: CHUNK });
});
afterAll(async () => {
  expect(sbx.problems).toEqual([]);
  await sbx.close();
});

function bytesOf(size: number, seed = 7): Buffer {
  const out = Buffer.alloc(size);
  for (let i = 0; i < size; i++) out[i] = (i * 31 + seed) & 0xff;
  return out;
}

async function init(size: number, extra: Record<string, unknown> = {}) {
  const res = await sbx.api('POST', '/files/upload-init', {
    body: { filename: 'talk.wav', size_bytes: size, ...extra },
  });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

describe('upload-init', () => {
  test('returns one signed part per chunk, on the upload origin', async () => {
    const body = await init(CHUNK * 2 + 10);
    expect(body.upload_kind).toBe('multipart_s3');
    expect(body.chunk_size).toBe(CHUNK);
    expect(body.parts.map((p: { part_no: number }) => p.part_no)).toEqual([1, 2, 3]);
    for (const part of body.parts) {
      const url = new URL(part.url);
      expect(url.origin).toBe(sbx.uploadUrl);
      expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
      const ttl = Date.parse(part.expires_at) - Date.now();
      expect(ttl).toBeGreaterThan(3590_000);
      expect(ttl).toBeLessThanOrEqual(3600_000);
    }
    expect(body.presigned_put_url).toBeNull();
  });

  test('a one-part file also gets presigned_put_url equal to part 1', async () => {
    const body = await init(100);
    expect(body.parts).toHaveLength(1);
    expect(body.presigned_put_url).toBe(body.parts[0].url);
  });
});

describe('multipart upload with real bytes', () => {
  test('PUT answers the quoted MD5 as ETag and complete assembles the exact bytes', async () => {
    const bytes = bytesOf(CHUNK * 2 + 1234);
    const { fileId, etags } = await uploadBytes(sbx, bytes, {
      filename: 'talk.wav',
      sha256: sha256(bytes),
    });
    expect(etags).toEqual(
      [0, 1, 2].map((i) => `"${md5(bytes.subarray(i * CHUNK, (i + 1) * CHUNK))}"`),
    );
    const meta = await sbx.api('GET', `/files/${fileId}`);
    expect(meta.body).toMatchObject({
      id: fileId,
      name: 'talk.wav',
      size: bytes.length,
      status: 'ready',
      sha256: sha256(bytes),
    });
    const link = await sbx.api('GET', `/files/${fileId}/download-url`);
    expect(link.body.expires_in).toBe(3600);
    expect(new URL(link.body.url).origin).toBe(sbx.mediaUrl);
    const whole = Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
    expect(whole.equals(bytes)).toBe(true);
  });

  test('a PUT to an upload that is already complete is 409 invalid_state', async () => {
    const bytes = bytesOf(CHUNK + 5);
    const started = await init(bytes.length);
    const puts = await Promise.all(
      started.parts.map((part: { part_no: number; url: string }) =>
        fetch(part.url, {
          method: 'PUT',
          body: bytes.subarray((part.part_no - 1) * CHUNK, part.part_no * CHUNK),
        }),
      ),
    );
    const done = await sbx.api('POST', '/files/upload-complete', {
      body: {
        file_id: started.file_id,
        parts: puts.map((put, i) => ({ part_no: i + 1, etag: put.headers.get('etag') })),
      },
    });
    expect(done.status, done.text).toBe(200);
    const late = await fetch(started.parts[0].url, { method: 'PUT', body: bytes.subarray(0, 10) });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({
      detail: [
        { key: 'invalid_state', text: `The upload of file ${started.file_id} is already ready.` },
      ],
    });
  });

  test('the download link honours Range', async () => {
    const bytes = bytesOf(5000, 3);
    const { fileId } = await uploadBytes(sbx, bytes);
    const { url } = (await sbx.api('GET', `/files/${fileId}/download-url`)).body;
    const partial = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe('bytes 100-199/5000');
    expect(Buffer.from(await partial.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    const suffix = await fetch(url, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await suffix.arrayBuffer()).equals(bytes.subarray(4990))).toBe(true);
    const beyond = await fetch(url, { headers: { range: 'bytes=9000-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */5000');
  });

  test('a missing part is refused at complete and listed by upload-status', async () => {
    const bytes = bytesOf(CHUNK + 50);
    const body = await init(bytes.length);
    const put = await fetch(body.parts[0].url, { method: 'PUT', body: bytes.subarray(0, CHUNK) });
    const status = await sbx.api('GET', `/files/${body.file_id}/upload-status`);
    expect(status.body).toMatchObject({ parts_total: 2, missing_parts: [2], status: 'uploading' });
    expect(status.body.completed_parts).toEqual([
      { part_no: 1, etag: md5(bytes.subarray(0, CHUNK)), size: CHUNK },
    ]);
    const done = await sbx.api('POST', '/files/upload-complete', {
      body: {
        file_id: body.file_id,
        parts: [
          { part_no: 1, etag: put.headers.get('etag') },
          { part_no: 2, etag: 'x' },
        ],
      },
    });
    expectError(done, 409, 'upload_incomplete');
  });

  test('a wrong ETag is refused', async () => {
    const bytes = bytesOf(300);
    const body = await init(bytes.length);
    await fetch(body.parts[0].url, { method: 'PUT', body: bytes });
    const done = await sbx.api('POST', '/files/upload-complete', {
      body: {
        file_id: body.file_id,
        parts: [{ part_no: 1, etag: `"${md5(Buffer.from('other'))}"` }],
      },
    });
    expectError(done, 409, 'etag_mismatch');
    expect((await sbx.api('GET', `/files/${body.file_id}`)).body.status).toBe('uploading');
  });

  test('a SHA-256 that does not match fails the file', async () => {
    const bytes = bytesOf(200);
    const body = await init(bytes.length, { sha256: sha256(Buffer.from('something else')) });
    const put = await fetch(body.parts[0].url, { method: 'PUT', body: bytes });
    const done = await sbx.api('POST', '/files/upload-complete', {
      body: { file_id: body.file_id, parts: [{ part_no: 1, etag: put.headers.get('etag') }] },
    });
    expectError(done, 409, 'checksum_mismatch');
    expect((await sbx.api('GET', `/files/${body.file_id}`)).body.status).toBe('failed');
  });

  test('a tampered address is refused, and so is a part larger than its share', async () => {
    const body = await init(100);
    const tampered = new URL(body.parts[0].url);
    tampered.searchParams.set('expires', String(Number(tampered.searchParams.get('expires')) + 60));
    const res = await fetch(tampered, { method: 'PUT', body: 'x' });
    expect(res.status).toBe(403);
    const error = (await res.json()) as Json;
    expect(error.detail[0].key).toBe('invalid_signature');
    expect(error.request_id).toBe(res.headers.get('x-request-id'));
    const tooBig = await fetch(body.parts[0].url, { method: 'PUT', body: bytesOf(101) });
    expect(tooBig.status).toBe(400);
    expect(((await tooBig.json()) as Json).detail[0].key).toBe('part_too_large');
  });

  test('resume: after an interruption only the missing parts are sent again', async () => {
    const bytes = Buffer.from(makeWav(20, 8000));
    const body = await init(bytes.length);
    const total = body.parts.length;
    expect(total).toBeGreaterThan(2);
    // First attempt sends every other part, then "crashes".
    for (const part of body.parts.filter((p: { part_no: number }) => p.part_no % 2 === 1)) {
      await fetch(part.url, {
        method: 'PUT',
        body: bytes.subarray((part.part_no - 1) * CHUNK, part.part_no * CHUNK),
      });
    }
    const status = (await sbx.api('GET', `/files/${body.file_id}/upload-status`)).body;
    expect(status.missing_parts).toEqual(
      Array.from({ length: total }, (_, i) => i + 1).filter((n) => n % 2 === 0),
    );
    for (const n of status.missing_parts) {
      const fresh = (await sbx.api('POST', `/files/upload-init/${body.file_id}/parts/${n}/presign`))
        .body;
      expect(fresh.part_no).toBe(n);
      const put = await fetch(fresh.url, {
        method: 'PUT',
        body: bytes.subarray((n - 1) * CHUNK, n * CHUNK),
      });
      expect(put.status).toBe(200);
    }
    const after = (await sbx.api('GET', `/files/${body.file_id}/upload-status`)).body;
    expect(after.missing_parts).toEqual([]);
    const done = await sbx.api('POST', '/files/upload-complete', {
      body: {
        file_id: body.file_id,
        parts: after.completed_parts.map((p: { part_no: number; etag: string }) => ({
          part_no: p.part_no,
          etag: p.etag,
        })),
      },
    });
    expect(done.body).toMatchObject({ size: bytes.length, status: 'ready' });
  });

  test('presign of a part that does not exist is 404, and of a finished upload 409', async () => {
    const body = await init(10);
    expectError(
      await sbx.api('POST', `/files/upload-init/${body.file_id}/parts/2/presign`),
      404,
      'not_found',
    );
    const put = await fetch(body.parts[0].url, { method: 'PUT', body: bytesOf(10) });
    await sbx.api('POST', '/files/upload-complete', {
      body: { file_id: body.file_id, parts: [{ part_no: 1, etag: put.headers.get('etag') }] },
    });
    expectError(
      await sbx.api('POST', `/files/upload-init/${body.file_id}/parts/1/presign`),
      409,
      'invalid_state',
    );
  });

  test('download-url of an unfinished upload is 409 file_not_ready', async () => {
    const body = await init(10);
    expectError(await sbx.api('GET', `/files/${body.file_id}/download-url`), 409, 'file_not_ready');
  });
});

describe('expired addresses', () => {
  test('an expired part address is refused and re-signing gives one that works', async () => {
    const short = await startTestSandbox({ presignTtlS: 1 });
    try {
      const started = await short.api('POST', '/files/upload-init', {
        body: { filename: 'a.wav', size_bytes: 4 },
      });
      await new Promise((r) => setTimeout(r, 1100));
      const expired = await fetch(started.body.parts[0].url, { method: 'PUT', body: 'abcd' });
      expect(expired.status).toBe(403);
      expect(((await expired.json()) as Json).detail[0].key).toBe('url_expired');
      const fresh = await short.api(
        'POST',
        `/files/upload-init/${started.body.file_id}/parts/1/presign`,
      );
      const put = await fetch(fresh.body.url, { method: 'PUT', body: 'abcd' });
      expect(put.status).toBe(200);
      expect(put.headers.get('etag')).toBe(`"${md5(Buffer.from('abcd'))}"`);
      expect(short.problems).toEqual([]);
    } finally {
      await short.close();
    }
  });
});
