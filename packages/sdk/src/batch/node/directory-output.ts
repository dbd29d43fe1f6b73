import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { OutputSink } from '../output.js';

/**
 * Outputs written into `dir` (created when missing): each to a temporary name, flushed to disk,
 * then renamed, so a crash never leaves half a file under the final name.
 */
export function directoryOutput(dir: string): OutputSink & { dir: string } {
  return {
    dir,
    async write(name, bytes) {
      const target = join(dir, name);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID().slice(0, 8)}.partial`;
      const handle = await open(temporary, 'w');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } catch (error) {
        await handle.close();
        await rm(temporary, { force: true });
        throw error;
      }
      await handle.close();
      await rename(temporary, target);
    },
  };
}
