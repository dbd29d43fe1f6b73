// Two upload-complete calls on one file (a client retrying after a time-out) assemble the parts
// once: both answer the same, and the file serves exactly the uploaded bytes.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectError, startTestSandbox, type TestSandbox } from './support/sandbox.js';

let sbx: TestSandbox;
beforeAll(async () => {
  sbx = await startTestSandbox({ chunkSize: 256 * 1024 });
});
afterAll(async () => {
  expect(sbx.problems).toEqual([]);
  await sbx.close();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Starts an upload of `bytes` and PUTs every part; answers what upload-complete needs. */
async function uploadParts(bytes: Uint8Array) {
  const init = await sbx.api('POST', '/files/upload-init', {
    body: { filename: 'race.bin', size_bytes: bytes.length, sha256: sha256(bytes) },
  });
  expect(init.status, init.text).toBe(200);
  const { file_id: fileId, chunk_size: chunk, parts } = init.body;
  const listed = await Promise.all(
    (parts as { part_no: number; url: string }[]).map(async (part) => {
      const put = await fetch(part.url, {
        method: 'PUT',
        body: bytes.subarray((part.part_no - 1) * chunk, part.part_no * chunk),
      });
      expect(put.status).toBe(200);
      return { part_no: part.part_no, etag: put.headers.get('etag') as string };
    }),
  );
  return { fileId: fileId as string, listed, parts: parts as { part_no: number; url: string }[] };
}

async function downloaded(fileId: string): Promise<Uint8Array> {
  const link = await sbx.api('GET', `/files/${fileId}/download-url`);
  expect(link.status, link.text).toBe(200);
  return new Uint8Array(await (await fetch(link.body.url)).arrayBuffer());
}

describe('concurrent upload-complete', () => {
  test.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'run %i: four concurrent completes all answer ready and the bytes are exact',
    async () => {
      const bytes = randomBytes(40 * 256 * 1024 + 123); // 41 parts
      const { fileId, listed } = await uploadParts(bytes);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          sbx.api('POST', '/files/upload-complete', { body: { file_id: fileId, parts: listed } }),
        ),
      );
      for (const answer of answers) {
        expect(answer.status, answer.text).toBe(200);
        expect(answer.body).toEqual({
          file_id: fileId,
          s3_key: expect.any(String),
          size: bytes.length,
          status: 'ready',
        });
      }
      const served = await downloaded(fileId);
      expect(served.length).toBe(bytes.length);
      expect(sha256(served)).toBe(sha256(bytes));
    },
  );

  test('a part PUT while the parts are being assembled is refused, never mixed in', async () => {
    const bytes = randomBytes(40 * 256 * 1024);
    const { fileId, listed, parts } = await uploadParts(bytes);
    const completing = sbx.api('POST', '/files/upload-complete', {
      body: { file_id: fileId, parts: listed },
    });
    const late = fetch((parts[0] as { url: string }).url, {
      method: 'PUT',
      body: randomBytes(256 * 1024),
    });
    const [done, put] = await Promise.all([completing, late]);
    if (put.status === 200) {
      // The PUT landed before completion began: its new ETag no longer matches the list.
      expectError(done, 409, 'etag_mismatch');
    } else {
      expect(put.status).toBe(409);
      expect(done.status, done.text).toBe(200);
      expect(sha256(await downloaded(fileId))).toBe(sha256(bytes));
    }
  });

  test('a complete after a checksum failure answers 409, not a second assembly', async () => {
    const bytes = randomBytes(3 * 256 * 1024);
    const init = await sbx.api('POST', '/files/upload-init', {
      body: { filename: 'bad.bin', size_bytes: bytes.length, sha256: '0'.repeat(64) },
    });
    const { file_id: fileId, chunk_size: chunk, parts } = init.body;
    const listed = [];
    for (const part of parts as { part_no: number; url: string }[]) {
      const put = await fetch(part.url, {
        method: 'PUT',
        body: bytes.subarray((part.part_no - 1) * chunk, part.part_no * chunk),
      });
      listed.push({ part_no: part.part_no, etag: put.headers.get('etag') as string });
    }
    const [first, second] = await Promise.all([
      sbx.api('POST', '/files/upload-complete', { body: { file_id: fileId, parts: listed } }),
      sbx.api('POST', '/files/upload-complete', { body: { file_id: fileId, parts: listed } }),
    ]);
    expectError(first, 409, 'checksum_mismatch');
    expectError(second, 409, 'invalid_state');
  });
});
