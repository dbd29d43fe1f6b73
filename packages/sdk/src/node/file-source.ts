import { openAsBlob } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { RandomAccessSource } from '../upload/sources.js';
import { isBun } from './runtime.js';

/** A file path that cannot be uploaded: it does not exist, is a directory, or cannot be read. */
export class FileSourceError extends Error {
  get name(): string {
    return 'FileSourceError';
  }
  /** The path as given. */
  declare readonly path: string;

  constructor(path: string, reason: string, cause?: unknown) {
    super(`Cannot upload ${JSON.stringify(path)}: ${reason}`, { cause });
    this.path = path;
  }
}

/** A file on disk as an upload source, plus `close()` for its file handle. */
export interface FileSource extends RandomAccessSource {
  /** The path's base name, the default file name at upload-init. */
  readonly name: string;
  /** Closes the file; the upload helpers call it when they are done. */
  close(): Promise<void>;
}

/**
 * A file on disk as an upload source. It is checked before any request (a missing path or a
 * directory fails with a `FileSourceError` naming the path), and never held in memory: each part
 * is read from disk into the part buffer when its turn comes — except on Bun, where a part is a
 * slice of a file-backed Blob, which Bun's fetch streams from disk with no part-sized buffer.
 */
export async function fileSource(path: string): Promise<FileSource> {
  const info = await stat(path).catch((cause: NodeJS.ErrnoException) => {
    const reason = cause.code === 'ENOENT' ? 'not found' : `cannot be read (${cause.code})`;
    throw new FileSourceError(path, reason, cause);
  });
  if (info.isDirectory()) throw new FileSourceError(path, 'is a directory, not a file');
  if (!info.isFile()) throw new FileSourceError(path, 'is not a regular file');
  const handle = await open(path, 'r').catch((cause: NodeJS.ErrnoException) => {
    throw new FileSourceError(path, `cannot be opened (${cause.code})`, cause);
  });
  const name = basename(path);
  if (isBun) {
    await handle.close();
    const blob = await openAsBlob(path);
    return {
      kind: 'random',
      size: info.size,
      name,
      read: async (start, end) => blob.slice(start, end),
      close: async () => undefined,
    };
  }
  return {
    kind: 'random',
    size: info.size,
    name,
    read: async (start, end, into) => {
      const length = end - start;
      const target = into && into.byteLength >= length ? into : new Uint8Array(length);
      let filled = 0;
      while (filled < length) {
        const { bytesRead } = await handle.read(target, filled, length - filled, start + filled);
        if (bytesRead === 0) throw new FileSourceError(path, 'became shorter during the upload');
        filled += bytesRead;
      }
      return target.subarray(0, length);
    },
    close: () => handle.close(),
  };
}
