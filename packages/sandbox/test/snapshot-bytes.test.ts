import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { md5, startTestSandbox, type TestSandbox } from './support/sandbox.js';
import { uploadBytes } from './support/upload.js';

// A named snapshot restored into a sandbox with a data directory: its bytes come back as they
// were saved (a part replaced since included), and bytes of what came after go from the disk.

let dir: string;
let sbx: TestSandbox;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sandbox-snapshot-bytes-'));
  sbx = await startTestSandbox({ dataDir: dir });
});
afterAll(async () => {
  await sbx.close();
  await rm(dir, { recursive: true, force: true });
});

async function downloaded(fileId: string): Promise<string> {
  const link = await sbx.api('GET', `/files/${fileId}/download-url`);
  expect(link.status, link.text).toBe(200);
  const res = await fetch(link.body.url);
  expect(res.status).toBe(200);
  return md5(new Uint8Array(await res.arrayBuffer()));
}

describe('restoring a named snapshot with --data-dir', () => {
  test('puts back the saved bytes, a replaced part included, and removes the newer ones', async () => {
    const kept = randomBytes(5000);
    const { fileId: keptId } = await uploadBytes(sbx, kept);
    const first = randomBytes(10);
    const pending = await sbx.api('POST', '/files/upload-init', {
      body: { filename: 'pending.bin', size_bytes: 10 },
    });
    const partUrl = pending.body.parts[0].url as string;
    const firstPut = await fetch(partUrl, { method: 'PUT', body: first });
    expect(firstPut.status).toBe(200);
    const etag = firstPut.headers.get('etag') as string;
    await sbx.snapshot('before');

    // After the snapshot: the part replaced by other bytes, and a new file.
    expect((await fetch(partUrl, { method: 'PUT', body: randomBytes(10) })).status).toBe(200);
    const { fileId: laterId } = await uploadBytes(sbx, randomBytes(3000));
    expect(existsSync(join(dir, 'files', laterId))).toBe(true);

    await sbx.restore('before');
    expect(existsSync(join(dir, 'files', laterId))).toBe(false);
    expect(await downloaded(keptId)).toBe(md5(kept));
    // The pending upload completes with the part as it was when the snapshot was saved.
    const done = await sbx.api('POST', '/files/upload-complete', {
      body: { file_id: pending.body.file_id, parts: [{ part_no: 1, etag }] },
    });
    expect(done.status, done.text).toBe(200);
    expect(await downloaded(pending.body.file_id)).toBe(md5(first));
  });
});
