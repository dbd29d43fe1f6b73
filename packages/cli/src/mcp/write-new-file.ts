import { randomUUID } from 'node:crypto';
import { link, open, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ToolUserError } from './tool-errors.js';

/**
 * Writes `bytes` to `path`, which must not exist: written and flushed beside it under a temporary
 * name, then linked into place (which fails rather than replace a file that appeared meanwhile).
 */
export async function writeNewFile(path: string, bytes: Uint8Array): Promise<void> {
  const temporary = join(dirname(path), `.scribekit-${randomUUID().slice(0, 8)}.partial`);
  const handle = await open(temporary, 'wx', 0o644);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new ToolUserError(
        `${path} already exists; give a new file name (files are never overwritten).`,
      );
    }
    throw error;
  } finally {
    await rm(temporary, { force: true });
  }
}
