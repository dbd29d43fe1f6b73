import { afterEach, describe, expect, test } from 'vitest';
import { ConflictError, UploadIncompleteError, unwrap } from '../../src/index.js';
import {
  clearFaults,
  downloaded,
  injectFault,
  randomBytes,
  requestOf,
  sandbox,
  sha256Hex,
  testClient,
  withFileOnDisk,
} from './helpers.js';

afterEach(() => clearFaults());

const MiB = 1024 * 1024;

const partPuts = (sent: Request[]) =>
  sent.filter((r) => r.method === 'PUT' && !r.url.startsWith(sandbox().baseUrl));
const presigns = (sent: Request[]) => sent.filter((r) => r.url.endsWith('/presign'));

describe('uploadFile', () => {
  test('sends 64 MiB in parallel parts through a failing part and a refused address', async () => {
    const bytes = randomBytes(64 * MiB);
    const sha256 = await sha256Hex(bytes);
    let tampered = false;
    const { scribekit, sent } = testClient();
    // The first PUT of part 3 goes out with a forged expiry, which the upload origin must refuse.
    const forging = testClient({
      fetch: (input, init) => {
        if (typeof input !== 'string' || init?.method !== 'PUT') {
          sent.push(requestOf(input, init));
          return fetch(input, init);
        }
        const url = new URL(input);
        if (/\/parts\/3\b/.test(url.pathname) && !tampered) {
          tampered = true;
          const expires = [...url.searchParams.keys()].find((k) => /expire/i.test(k));
          if (expires) url.searchParams.set(expires, '1');
          else url.search += 'x';
        }
        sent.push(new Request(url, { method: 'PUT' }));
        return fetch(url, init);
      },
    }).scribekit;
    await injectFault({
      match: { method: 'PUT', origin: 'upload' },
      effect: { status: 500 },
      times: 2,
    });
    const progress: number[] = [];
    const file = await forging.uploadFile(bytes, {
      filename: 'big.bin',
      mimeType: 'application/octet-stream',
      sha256,
      concurrency: 6,
      onProgress: (p) => progress.push(p.uploadedBytes),
    });
    expect(file).toMatchObject({ size: 64 * MiB, status: 'ready' });
    expect(tampered).toBe(true);
    expect(presigns(sent).length).toBeGreaterThanOrEqual(1);
    // 64 parts, plus two refused by the injected 500s and one by the forged address.
    expect(partPuts(sent).length).toBe(64 + 3);
    expect(progress).toHaveLength(64);
    expect(progress.at(-1)).toBe(64 * MiB);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(await sha256Hex(await downloaded(scribekit, file.file_id))).toBe(sha256);
  });

  test('resumes after an abort without resending finished parts', async () => {
    const bytes = randomBytes(24 * MiB, 11);
    const { scribekit, sent } = testClient();
    const controller = new AbortController();
    let fileId = '';
    const aborted = await scribekit
      .uploadFile(bytes, {
        filename: 'resume.bin',
        concurrency: 2,
        signal: controller.signal,
        onStart: (upload) => {
          fileId = upload.fileId;
        },
        onProgress: (p) => {
          if (p.completedParts === 8) controller.abort();
        },
      })
      .catch((e: unknown) => e);
    expect((aborted as Error).name).toBe('AbortError');
    // Nothing more is sent once aborted; a part already on the wire may still land, so the
    // status is read once things have settled.
    const putsAtAbort = partPuts(sent).length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(partPuts(sent).length).toBe(putsAtAbort);
    const status = await unwrap(
      scribekit.client.GET('/files/{id}/upload-status', { params: { path: { id: fileId } } }),
    );
    expect(status.completed_parts.length).toBeGreaterThanOrEqual(8);
    expect(status.missing_parts.length).toBe(24 - status.completed_parts.length);
    expect(status.missing_parts.length).toBeGreaterThan(0);

    const resumed = testClient();
    const file = await resumed.scribekit.resumeUpload(fileId, bytes, { concurrency: 3 });
    expect(file.size).toBe(24 * MiB);
    expect(partPuts(resumed.sent).length).toBe(status.missing_parts.length);
    expect(await sha256Hex(await downloaded(scribekit, fileId))).toBe(await sha256Hex(bytes));
  });

  test('a part that keeps failing ends in UploadIncompleteError naming the file', async () => {
    const { scribekit } = testClient();
    await injectFault({
      match: { method: 'PUT', origin: 'upload' },
      effect: { status: 503 },
      times: 50,
    });
    const error = await scribekit
      .uploadFile(randomBytes(3 * MiB), { filename: 'fails.bin', partRetries: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadIncompleteError);
    expect((error as UploadIncompleteError).fileId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('streams a ReadableStream of odd-sized chunks with bounded buffers', async () => {
    const bytes = randomBytes(5 * MiB + 123, 3);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 300_001) {
          controller.enqueue(bytes.slice(offset, offset + 300_001));
        }
        controller.close();
      },
    });
    const { scribekit } = testClient();
    const file = await scribekit.uploadFile(stream, { filename: 'stream.bin', size: bytes.length });
    expect(file.size).toBe(bytes.length);
    expect(await sha256Hex(await downloaded(scribekit, file.file_id))).toBe(await sha256Hex(bytes));
  });

  test('a stream shorter than its declared size is an error, not a corrupt file', async () => {
    const { scribekit } = testClient();
    const stream = new Blob([randomBytes(MiB)]).stream();
    await expect(
      scribekit.uploadFile(stream, { filename: 'short.bin', size: 2 * MiB }),
    ).rejects.toThrow(/ended before/);
  });

  test('a stream without a size is refused before anything is sent', async () => {
    const { scribekit, sent } = testClient();
    await expect(scribekit.uploadFile(new Blob(['x']).stream())).rejects.toThrow(/size/);
    expect(sent).toHaveLength(0);
  });

  test('uploads a file path through the Node entry, named after the file', async () => {
    const bytes = randomBytes(2 * MiB + 5, 5);
    await withFileOnDisk('meeting.bin', bytes, async (path) => {
      const { scribekit } = testClient();
      const file = await scribekit.uploadFile(path);
      const meta = await unwrap(
        scribekit.client.GET('/files/{id}', { params: { path: { id: file.file_id } } }),
      );
      expect(meta.name).toBe('meeting.bin');
      expect(await sha256Hex(await downloaded(scribekit, file.file_id))).toBe(
        await sha256Hex(bytes),
      );
    });
  });

  test('a wrong sha256 is refused by upload-complete', async () => {
    const { scribekit } = testClient();
    const error = await scribekit
      .uploadFile(randomBytes(1000), { filename: 'sum.bin', sha256: 'a'.repeat(64) })
      .catch((e: unknown) => e);
    // Not resumable: the file itself was refused, so it is the service's 409, not an
    // UploadIncompleteError that would invite a resume.
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).not.toBeInstanceOf(UploadIncompleteError);
    expect((error as ConflictError).key).toBe('checksum_mismatch');
  });
});
