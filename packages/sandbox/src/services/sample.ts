import { open } from 'node:fs/promises';

/** How many leading bytes of a file the transcript generator reads. */
const SAMPLE_BYTES = 1024 * 1024;

/** Reads the first `SAMPLE_BYTES` of a file. */
export async function readSample(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SAMPLE_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
