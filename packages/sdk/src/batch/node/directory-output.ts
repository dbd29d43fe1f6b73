import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { OutputSink } from '../output.js';
import { asDiskFull } from './disk-space.js';

/** Suffix of an output being written; a crash leaves it behind, `removeLeftovers` clears it. */
const PARTIAL = '.scribekit-partial';

/**
 * Outputs written into `dir` (created when missing): each to a temporary name, flushed to disk,
 * then renamed, so a crash never leaves half a file under the final name.
 */
export function directoryOutput(
  dir: string,
): OutputSink & { dir: string; removeLeftovers(): Promise<void> } {
  return {
    dir,
    /** Removes temporary files a crashed run left (call it while holding the ledger's lock). */
    async removeLeftovers() {
      const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
      await Promise.all(
        names
          .filter((name) => name.endsWith(PARTIAL))
          .map((name) => rm(join(dir, name), { force: true })),
      );
    },
    async check(name, expected) {
      const path = join(dir, name);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return 'missing';
      if (expected.size !== undefined && info.size !== expected.size) return 'changed';
      if (!expected.sha256) return 'same';
      const hash = createHash('sha256');
      for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
      return hash.digest('hex') === expected.sha256 ? 'same' : 'changed';
    },
    async write(name, bytes) {
      const target = join(dir, name);
      const temporary = `${target}.${randomUUID().slice(0, 8)}${PARTIAL}`;
      try {
        await mkdir(dirname(target), { recursive: true });
        const handle = await open(temporary, 'w');
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        // A full disk names its folder and what the file needed (the batch stops on it).
        throw await asDiskFull(error, target, bytes.byteLength);
      }
    },
  };
}
