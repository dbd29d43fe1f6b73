import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { UsageError } from '../errors.js';
import type { Io } from './io.js';

/** A file named on the command line (relative to the working folder); unreadable is a usage error. */
export async function readLocalFile(
  io: Io,
  file: string,
): Promise<{ path: string; bytes: Buffer }> {
  const path = resolve(io.cwd, file);
  try {
    return { path, bytes: await readFile(path) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a folder' : code;
    throw new UsageError(`cannot read ${file}: ${why ?? (error as Error).message}`);
  }
}
