import { statfs } from 'node:fs/promises';
import { dirname } from 'node:path';
import { DiskFullError, isDiskFull } from '../disk-full.js';

/**
 * `error` as a `DiskFullError` naming the folder and what the write of `needed` bytes to `path`
 * lacked, when it is an ENOSPC or EDQUOT; else `error` itself.
 */
export async function asDiskFull(error: unknown, path: string, needed: number): Promise<unknown> {
  if (!isDiskFull(error) || error instanceof DiskFullError) return error;
  const folder = dirname(path);
  const free = await statfs(folder).then(
    (info) => info.bavail * info.bsize,
    () => undefined,
  );
  const code = (error as NodeJS.ErrnoException).code as string;
  return new DiskFullError({ code, folder, path, needed, free });
}
