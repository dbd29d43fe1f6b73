import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { basename, extname, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MEDIA_HEAD_BYTES, refuseNonMedia } from '@scribekit/shared/media-check';
import { fileSource } from '../../node/index.js';
import type { FileItem } from '../items.js';

/**
 * A file on disk as a batch item: its id is the absolute path, its outputs are named after the
 * file's base name without extension (give `name` to make two inputs' names unique). It is hashed
 * by streaming (never whole in memory) and uploaded part by part; before that, an empty file or
 * one whose magic numbers are not audio or video (RIFF/WAVE, ID3 or an MPEG frame, ftyp, OggS,
 * fLaC, EBML, ASF, AIFF, AMR, …) is refused without a request.
 */
export function fileItem(path: string, options: { id?: string; name?: string } = {}): FileItem {
  const absolute = resolve(path);
  const filename = basename(absolute);
  let digest: Promise<string> | undefined;
  return {
    kind: 'file',
    id: options.id ?? absolute,
    name: options.name ?? basename(filename, extname(filename)),
    filename,
    async stat() {
      const info = await stat(absolute);
      return { size: info.size, modifiedMs: Math.trunc(info.mtimeMs) };
    },
    sha256() {
      digest ??= (async () => {
        const hash = createHash('sha256');
        await pipeline(createReadStream(absolute), hash);
        return hash.digest('hex');
      })();
      return digest;
    },
    async open() {
      const source = await fileSource(absolute);
      return { input: source, close: () => source.close() };
    },
    async checkMedia() {
      const handle = await open(absolute, 'r');
      try {
        const head = new Uint8Array(MEDIA_HEAD_BYTES);
        const { bytesRead } = await handle.read(head, 0, head.length, 0);
        const { size } = await handle.stat();
        return refuseNonMedia(size, head.subarray(0, bytesRead), filename);
      } finally {
        await handle.close();
      }
    },
  };
}

/**
 * File items for many paths, with output names unique and stable: the base name without
 * extension, and where two inputs share one, a short hash of the absolute path added
 * (`interview-3c9a1f`), which does not change when other inputs come or go.
 */
export function fileItems(paths: readonly string[]): FileItem[] {
  const absolute = paths.map((path) => resolve(path));
  const baseOf = (path: string) => basename(path, extname(path));
  const count = new Map<string, number>();
  for (const path of absolute) count.set(baseOf(path), (count.get(baseOf(path)) ?? 0) + 1);
  return absolute.map((path) => {
    const base = baseOf(path);
    if ((count.get(base) ?? 0) < 2) return fileItem(path);
    const tag = createHash('sha256').update(path).digest('hex').slice(0, 6);
    return fileItem(path, { name: `${base}-${tag}` });
  });
}
