import { describe, expect, test } from 'vitest';
import { ApiError } from '../src/errors/api-error.js';
import { readLimited } from '../src/server/body.js';

/** A request whose body arrives in `chunks`, with `declared` as its Content-Length (if given). */
function requestOf(chunks: Uint8Array[], declared?: number): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  const headers: Record<string, string> =
    declared === undefined ? {} : { 'content-length': String(declared) };
  return new Request('http://127.0.0.1/', { method: 'POST', body, headers, duplex: 'half' });
}

const bytes = (length: number, seed: number) =>
  Uint8Array.from({ length }, (_, i) => (i * 31 + seed) % 251);
const joined = (chunks: Uint8Array[]) => Buffer.concat(chunks);

describe('readLimited', () => {
  const chunks = [bytes(70_000, 1), bytes(3, 2), bytes(65_536, 3)];
  const total = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);

  test('reads the whole body, in order, with or without a declared length', async () => {
    for (const declared of [undefined, total]) {
      const read = await readLimited(requestOf(chunks, declared), 1 << 20);
      expect(Buffer.from(read).equals(joined(chunks))).toBe(true);
    }
  });

  test('a body shorter or longer than declared is read as it came', async () => {
    for (const declared of [total + 10, total - 10, 1]) {
      const read = await readLimited(requestOf(chunks, declared), 1 << 20);
      expect(read.byteLength).toBe(total);
      expect(Buffer.from(read).equals(joined(chunks))).toBe(true);
    }
  });

  test('more than the limit is refused, declared or found while reading', async () => {
    await expect(readLimited(requestOf(chunks, total), total - 1)).rejects.toBeInstanceOf(ApiError);
    await expect(readLimited(requestOf(chunks), total - 1)).rejects.toBeInstanceOf(ApiError);
    await expect(readLimited(requestOf(chunks, 5), total - 1)).rejects.toBeInstanceOf(ApiError);
  });
});
