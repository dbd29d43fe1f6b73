import { statfs } from 'node:fs/promises';
import { dirname } from 'node:path';
import { DiskFullError, isDiskFull } from '../disk-full.js';

/** A size for people: 512 B, 12 KB, 3.4 MB. */
const bytes = (count: number): string =>
  count < 1024
    ? `${count} B`
    : count < 1024 * 1024
      ? `${Math.ceil(count / 1024)} KB`
      : `${(count / 1024 / 1024).toFixed(1)} MB`;

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
  const room = free === undefined ? '' : `, ${bytes(free)} free`;
  return new DiskFullError(
    `The disk holding ${folder} is full (${code}${room}): writing ${path} needs ${bytes(needed)}.`,
    { code, folder, path, needed, ...(free === undefined ? {} : { free }) },
  );
}
