import { createHash, randomUUID } from 'node:crypto';
import { makeWav } from '../fixtures/make-wav.js';
import type { Runtime } from '../runtime.js';
import type { FileRecord } from '../state/types.js';

// Low-rate 16-bit mono WAV: a few hundred KB per recording, with a true duration in its header.
const SAMPLE_RATE = 2000;

/** Length in seconds (45–240) of the synthetic recording of `seed`. */
export function syntheticSeconds(seed: string): number {
  return 45 + (createHash('sha256').update(seed).digest().readUInt16BE(0) % 196);
}

/** Stores a synthetic recording as a ready file, as if the service had downloaded it. */
export async function storeSyntheticRecording(
  rt: Runtime,
  seed: string,
  name: string,
  seconds = syntheticSeconds(seed),
): Promise<FileRecord> {
  const bytes = Buffer.from(makeWav(seconds, seed, SAMPLE_RATE));
  const id = randomUUID();
  const path = await rt.parts.generatedPath(`recording-${id}.wav`);
  await rt.parts.writeDurably(path, bytes);
  const file: FileRecord = {
    id,
    name,
    mime: 'audio/wav',
    declaredSize: bytes.length,
    size: bytes.length,
    status: 'ready',
    expectedSha256: null,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    uploadId: '',
    s3Key: `imports/${rt.store.userId}/${id}/${name}`,
    chunkSize: bytes.length,
    partsTotal: 1,
    parts: new Map(),
    dataPath: path,
    createdAt: new Date(rt.now()).toISOString(),
  };
  rt.store.files.set(id, file);
  return file;
}
