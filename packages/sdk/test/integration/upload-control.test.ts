import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { TimeoutError, UploadIncompleteError } from '../../src/index.js';
import { FileSourceError } from '../../src/node/index.js';
import {
  clearFaults,
  downloaded,
  injectFault,
  requestOf,
  sandbox,
  sha256Hex,
  testClient,
  withFileOnDisk,
} from './helpers.js';

afterEach(() => clearFaults());

const KiB = 1024;

function bytesOf(length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 31 + (i >> 8)) & 255;
  return bytes;
}

const partPuts = (sent: Request[]) =>
  sent.filter((r) => r.method === 'PUT' && !r.url.startsWith(sandbox().baseUrl));

/** A client whose fetch also records when each request left. */
function timedClient(timeoutMs?: number) {
  const times: { method: string; url: string; at: number }[] = [];
  const { scribekit, sent } = testClient({
    ...(timeoutMs ? { timeoutMs } : {}),
    fetch: (input, init) => {
      const request = requestOf(input, init);
      times.push({ method: request.method, url: request.url, at: Date.now() });
      sent.push(request);
      return fetch(input, init);
    },
  });
  return { scribekit, sent, times };
}

describe('part PUTs obey the time limit and Retry-After', () => {
  test('a part that stalls is abandoned at timeoutMs and sent again', async () => {
    const { scribekit, sent } = timedClient(1500);
    await injectFault({ match: { method: 'PUT', origin: 'upload' }, effect: { delay_ms: 30_000 } });
    const bytes = bytesOf(200 * KiB);
    const started = Date.now();
    const file = await scribekit.uploadFile(bytes, { filename: 'stall.bin' });
    expect(file.status).toBe('ready');
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(partPuts(sent).length).toBeGreaterThan(1);
    expect(await downloaded(scribekit, file.file_id)).toEqual(bytes);
  });

  test('a stalled part is abandoned at timeoutMs even when the fetch passed in never sees its signal', async () => {
    // As undici's fetch of a Request copied from another after a garbage collection
    // (nodejs/undici#4068), which a fetch wrapping its input in `new Request(input, init)` makes.
    const puts: number[] = [];
    const deaf: typeof fetch = (input, init) => {
      if (init?.method === 'PUT') puts.push(Date.now());
      return fetch(input, { ...init, signal: null });
    };
    const { scribekit } = testClient({ timeoutMs: 1500, fetch: deaf });
    await injectFault({ match: { method: 'PUT', origin: 'upload' }, effect: { delay_ms: 30_000 } });
    const bytes = bytesOf(10 * KiB);
    const started = Date.now();
    const file = await scribekit.uploadFile(bytes, { filename: 'deaf.bin' });
    expect(file.status).toBe('ready');
    // The stalled PUT was given up at its limit and sent again, not waited out for 30 s.
    expect(puts).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await downloaded(scribekit, file.file_id)).toEqual(bytes);
  });

  test('a part that stalls on every attempt fails with a TimeoutError, resumable by file id', async () => {
    const { scribekit } = timedClient(800);
    await injectFault({
      match: { method: 'PUT', origin: 'upload' },
      effect: { delay_ms: 30_000 },
      times: 10,
    });
    const error = await scribekit
      .uploadFile(bytesOf(10 * KiB), { filename: 'stall.bin', partRetries: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadIncompleteError);
    expect((error as UploadIncompleteError).cause).toBeInstanceOf(TimeoutError);
    expect((error as UploadIncompleteError).fileId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a 503 with Retry-After: 2 is retried after two seconds, not after the backoff', async () => {
    const { scribekit, times } = timedClient();
    await injectFault({
      match: { method: 'PUT', origin: 'upload' },
      effect: { status: 503, retry_after: 2 },
    });
    const file = await scribekit.uploadFile(bytesOf(10 * KiB), { filename: 'busy.bin' });
    expect(file.status).toBe('ready');
    const puts = times.filter((t) => t.method === 'PUT');
    expect(puts.length).toBe(2);
    expect((puts[1]?.at ?? 0) - (puts[0]?.at ?? 0)).toBeGreaterThanOrEqual(1900);
  });
});

describe('an aborted signal sends nothing', () => {
  test('uploadFile with a signal that is already aborted makes no request at all', async () => {
    const { scribekit, sent } = testClient();
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(scribekit.uploadFile(bytesOf(KiB), { signal: controller.signal })).rejects.toThrow(
      'stop',
    );
    await expect(
      scribekit.resumeUpload('3f0c2a4e-8d1b-4c9a-9e57-2b8f1d6a7c10', bytesOf(KiB), {
        signal: controller.signal,
      }),
    ).rejects.toThrow('stop');
    expect(sent).toEqual([]);
  });
});

describe('a failed or timed-out upload-complete', () => {
  test('becomes UploadIncompleteError with fileId; resumeUpload finishes the file exactly', async () => {
    const { scribekit } = testClient();
    await injectFault({
      match: { method: 'POST', path: '/api/v1/files/upload-complete' },
      effect: { status: 500 },
      times: 3,
    });
    const bytes = bytesOf(300 * KiB);
    const error = await scribekit
      .uploadFile(bytes, { filename: 'c.bin', sha256: await sha256Hex(bytes) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadIncompleteError);
    const { fileId } = error as UploadIncompleteError;
    await clearFaults();
    const file = await scribekit.resumeUpload(fileId, bytes);
    expect(file).toMatchObject({ file_id: fileId, status: 'ready', size: bytes.length });
    expect(await downloaded(scribekit, fileId)).toEqual(bytes);
  });

  test('resuming while the timed-out complete still runs on the service waits for it', async () => {
    // The service takes 2.5 s over upload-complete; the client gives up after 1 s.
    const { scribekit, sent } = timedClient(1000);
    await injectFault({
      match: { method: 'POST', path: '/api/v1/files/upload-complete' },
      effect: { delay_ms: 2500 },
    });
    const bytes = bytesOf(200 * KiB);
    const error = await scribekit.uploadFile(bytes, { filename: 'slow.bin' }).catch((e) => e);
    expect(error).toBeInstanceOf(UploadIncompleteError);
    expect((error as UploadIncompleteError).cause).toBeInstanceOf(TimeoutError);
    const putsBefore = partPuts(sent).length;
    const file = await scribekit.resumeUpload((error as UploadIncompleteError).fileId, bytes);
    expect(file.status).toBe('ready');
    // Nothing was sent again: the service had every part, and its own complete finished.
    expect(partPuts(sent).length).toBe(putsBefore);
    expect(await downloaded(scribekit, file.file_id)).toEqual(bytes);
  });
});

describe('file paths', () => {
  test('a missing path names the path and says not found, before any request', async () => {
    const { scribekit, sent } = testClient();
    const path = join(tmpdir(), 'scribekit-no-such-dir', 'meeting.wav');
    const error = await scribekit.uploadFile(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileSourceError);
    expect((error as Error).message).toContain(path);
    expect((error as Error).message).toContain('not found');
    expect(sent).toEqual([]);
  });

  test('a directory says so, before any request', async () => {
    const { scribekit, sent } = testClient();
    const dir = await mkdtemp(join(tmpdir(), 'scribekit-dir-'));
    try {
      const error = await scribekit.transcribeFile(dir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FileSourceError);
      expect((error as Error).message).toContain(dir);
      expect((error as Error).message).toContain('is a directory');
      expect(sent).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a file on disk uploads byte-exact and its handle is closed afterwards', async () => {
    const { scribekit } = testClient();
    const bytes = bytesOf(700 * KiB);
    await withFileOnDisk('recording.bin', bytes, async (path) => {
      const file = await scribekit.uploadFile(path, { concurrency: 3 });
      expect(await downloaded(scribekit, file.file_id)).toEqual(bytes);
    });
  });
});
