import type { PartSource } from './sources.js';

/** One part's number and bytes (a Blob slice for Blob and file sources). */
export interface PartBytes {
  partNo: number;
  bytes: Uint8Array | Blob;
}

/** Byte range `[start, end)` of 1-based part `partNo`. */
export function partRange(partNo: number, chunkSize: number, size: number): [number, number] {
  const start = (partNo - 1) * chunkSize;
  return [start, Math.min(size, start + chunkSize)];
}

/**
 * Yields the bytes of the `wanted` parts in order, reading a part only when asked, so at most
 * one part per consumer is in memory. A sequential source is read through; the bytes of parts
 * not wanted (already uploaded, on resume) are dropped as they pass.
 */
export async function* partBytes(
  source: PartSource,
  chunkSize: number,
  wanted: readonly number[],
): AsyncGenerator<PartBytes> {
  if (source.kind === 'random') {
    for (const partNo of wanted) {
      const [start, end] = partRange(partNo, chunkSize, source.size);
      yield { partNo, bytes: await source.read(start, end) };
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
  const bufferFor = (n: number) => (wantedSet.has(n) ? new Uint8Array(partLength(n)) : null);
  let partNo = 1;
  let length = partLength(partNo);
  let buffer = bufferFor(partNo);
  let filled = 0;

  for await (const chunk of source.chunks) {
    let offset = 0;
    while (offset < chunk.byteLength) {
      if (partNo > lastPart) throw new RangeError('uploadFile: the stream is longer than `size`');
      const take = Math.min(length - filled, chunk.byteLength - offset);
      buffer?.set(chunk.subarray(offset, offset + take), filled);
      filled += take;
      offset += take;
      if (filled === length) {
        if (buffer) yield { partNo, bytes: buffer };
        partNo += 1;
        length = partLength(partNo);
        buffer = partNo <= lastPart ? bufferFor(partNo) : null;
        filled = 0;
      }
    }
  }
  // An empty file is one empty part.
  if (source.size === 0) {
    if (buffer) yield { partNo: 1, bytes: buffer };
    partNo = 2;
  }
  if (partNo <= lastPart) throw new RangeError('uploadFile: the stream ended before `size` bytes');
}
