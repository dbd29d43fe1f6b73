import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import type { RandomAccessSource } from '../upload/sources.js';

/**
 * A file on disk as an upload source. Parts are slices of a file-backed Blob, which fetch streams
 * from disk: neither the file nor a part is ever held in memory.
 */
export async function fileSource(path: string): Promise<RandomAccessSource & { name: string }> {
  const blob = await openAsBlob(path);
  return {
    kind: 'random',
    size: blob.size,
    name: basename(path),
    read: async (start, end) => blob.slice(start, end),
  };
}
