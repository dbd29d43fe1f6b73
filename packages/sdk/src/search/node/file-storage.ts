import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import type { IndexStorage } from '../types.js';

const gzipAsync = promisify(gzip);
const SAFE_NAME = /^[a-z0-9-]+$/;

/**
 * The folder of one key's index under a config folder: `<configDir>/search/<16 hex>`, named by a
 * hash of the address and the key, so the key itself is never written.
 */
export function indexFolderFor(configDir: string, baseUrl: string, apiKey: string): string {
  const id = createHash('sha256')
    .update(`${baseUrl.replace(/\/+$/, '')}\n${apiKey}`)
    .digest('hex');
  return join(configDir, 'search', id.slice(0, 16));
}

/**
 * An `IndexStorage` in a folder: each name a gzipped file, replaced whole (written aside, then
 * renamed), readable by its owner only.
 */
export function createFileIndexStorage(dir: string): IndexStorage {
  const path = (name: string) => {
    if (!SAFE_NAME.test(name)) throw new TypeError(`index storage: unexpected name ${name}`);
    return join(dir, `${name}.json.gz`);
  };
  let made: Promise<unknown> | undefined; // the folder, made once for all the writes
  return {
    async read(name) {
      try {
        // Read at once: a search reads a few small files before anything else can run, and the
        // thread pool's round trips cost a short-lived process more than the reads themselves.
        return gunzipSync(readFileSync(path(name))).toString('utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        if ((error as NodeJS.ErrnoException).code === 'Z_DATA_ERROR') return undefined;
        throw error;
      }
    },
    async write(name, data) {
      made ??= mkdir(dir, { recursive: true, mode: 0o700 });
      await made;
      const target = path(name);
      const aside = `${target}.${process.pid}.tmp`;
      await writeFile(aside, await gzipAsync(data, { level: 6 }), { mode: 0o600 });
      await rename(aside, target);
    },
    async remove(name) {
      await rm(path(name), { force: true });
    },
    async clear() {
      made = undefined;
      await rm(dir, { recursive: true, force: true });
    },
    async size() {
      let bytes = 0;
      try {
        for (const file of await readdir(dir)) bytes += (await stat(join(dir, file))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      return bytes;
    },
  };
}
