import type { BufferPool } from './buffer-pool.js';
import type { PartSource } from './sources.js';

/** One part's number and bytes; `release` hands its buffer back once the PUT has an answer. */
export interface PartBytes {
  partNo: number;
  bytes: Uint8Array | Blob;
  release: () => void;
}

/** Byte range `[start, end)` of 1-based part `partNo`. */
export function partRange(partNo: number, chunkSize: number, size: number): [number, number] {
  const start = (partNo - 1) * chunkSize;
  return [start, Math.min(size, start + chunkSize)];
}

/**
 * Yields the bytes of the `wanted` parts in order, reading a part only when asked, into a buffer
 * of `pool`, so memory stays at one buffer per consumer plus one. A sequential source is read
 * through; the bytes of parts not wanted (already uploaded, on resume) are dropped as they pass.
 */
export async function* partBytes(
  source: PartSource,
  chunkSize: number,
  wanted: readonly number[],
  pool: BufferPool,
): AsyncGenerator<PartBytes> {
  if (source.kind === 'random') {
    for (const partNo of wanted) {
      const [start, end] = partRange(partNo, chunkSize, source.size);
      const buffer = pool.acquire();
      const bytes = await source.read(start, end, buffer);
      // A source that answered with its own bytes (a Blob slice) leaves the buffer unused.
      if (!(bytes instanceof Uint8Array) || bytes.buffer !== buffer.buffer) pool.release(buffer);
      yield { partNo, bytes, release: () => pool.release(buffer) };
    }
    return;
  }
  const wantedSet = new Set(wanted);
  const lastPart = Math.max(1, Math.ceil(source.size / chunkSize));
  const partLength = (n: number) => {
    const [start, end] = partRange(n, chunkSize, source.size);
    return end - start;
  };
  // Only wanted parts get a buffer; parts already uploaded (on resume) are counted, not copied.
  const bufferFor = (n: number) => (wantedSet.has(n) ? pool.acquire() : null);
  let partNo = 1;
  let length = partLength(partNo);
  let buffer = bufferFor(partNo);
  let filled = 0;
  const emit = (n: number, full: Uint8Array, used: number): PartBytes => ({
    partNo: n,
    bytes: full.subarray(0, used),
    release: () => pool.release(full),
  });

  for await (const chunk of source.chunks) {
    let offset = 0;
    while (offset < chunk.byteLength) {
      if (partNo > lastPart) throw new RangeError('uploadFile: the stream is longer than `size`');
      const take = Math.min(length - filled, chunk.byteLength - offset);
      buffer?.set(chunk.subarray(offset, offset + take), filled);
      filled += take;
      offset += take;
      if (filled === length) {
        if (buffer) yield emit(partNo, buffer, length);
        partNo += 1;
        length = partLength(partNo);
        buffer = partNo <= lastPart ? bufferFor(partNo) : null;
        filled = 0;
      }
    }
  }
  // An empty file is one empty part.
  if (source.size === 0) {
    if (buffer) yield emit(1, buffer, 0);
    partNo = 2;
  }
  if (partNo <= lastPart) throw new RangeError('uploadFile: the stream ended before `size` bytes');
}
