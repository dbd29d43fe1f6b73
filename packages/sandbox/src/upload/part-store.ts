import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Thrown when a part is larger than it may be. */
export class PartTooLargeError extends Error {}

/** Uploaded bytes on disk, in a temp directory removed by `close()`. */
export class PartStore {
  private constructor(readonly root: string) {}

  static async create(parent: string = tmpdir()): Promise<PartStore> {
    return new PartStore(await mkdtemp(join(parent, 'scribekit-sandbox-')));
  }

  private dir(fileId: string): string {
    return join(this.root, 'files', fileId);
  }

  partPath(fileId: string, partNo: number): string {
    return join(this.dir(fileId), `part-${partNo}`);
  }

  dataPath(fileId: string): string {
    return join(this.dir(fileId), 'data');
  }

  /** A path for a generated file (export, synthetic media) under the store. */
  async generatedPath(name: string): Promise<string> {
    const dir = join(this.root, 'generated');
    await mkdir(dir, { recursive: true });
    return join(dir, name);
  }

  /**
   * Streams a part's bytes to disk and returns its MD5 (the S3 ETag) and size. A part longer
   * than `maxBytes` is refused; the earlier copy of the part, if any, is kept.
   */
  async writePart(
    fileId: string,
    partNo: number,
    body: Readable,
    maxBytes: number,
  ): Promise<{ md5: string; size: number }> {
    await mkdir(this.dir(fileId), { recursive: true });
    const target = this.partPath(fileId, partNo);
    const temp = `${target}.${process.hrtime.bigint()}.tmp`;
    const md5 = createHash('md5');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > maxBytes) {
          callback(new PartTooLargeError(`part exceeds ${maxBytes} bytes`));
          return;
        }
        md5.update(chunk);
        callback(null, chunk);
      },
    });
    try {
      await pipeline(body, meter, createWriteStream(temp));
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await rename(temp, target);
    return { md5: md5.digest('hex'), size };
  }

  /** Concatenates parts 1..n into the file's data and returns its SHA-256 and size. */
  async assemble(fileId: string, partsTotal: number): Promise<{ sha256: string; size: number }> {
    const target = this.dataPath(fileId);
    // Written beside the target and renamed, so the data path never holds half a file.
    const temp = `${target}.${process.hrtime.bigint()}.tmp`;
    const hash = createHash('sha256');
    let size = 0;
    const out = createWriteStream(temp);
    const partPaths = Array.from({ length: partsTotal }, (_, i) => this.partPath(fileId, i + 1));
    async function* concatenated() {
      for (const path of partPaths) {
        for await (const chunk of createReadStream(path)) {
          const buffer = chunk as Buffer;
          hash.update(buffer);
          size += buffer.length;
          yield buffer;
        }
      }
    }
    try {
      await pipeline(Readable.from(concatenated()), out);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await rename(temp, target);
    for (const path of partPaths) await unlink(path).catch(() => undefined);
    return { sha256: hash.digest('hex'), size };
  }

  async size(path: string): Promise<number> {
    return (await stat(path)).size;
  }

  async close(): Promise<void> {
    await rm(this.root, { recursive: true, force: true });
  }
}
