import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { makeWav } from '@scribekit/sandbox';

/** Writes small WAV recordings (distinct content each) at the given paths under `dir`. */
export function writeRecordings(dir: string, paths: string[], seconds = 12): void {
  paths.forEach((path, i) => {
    const target = join(dir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, makeWav(seconds + i, `${path} ${i}`));
  });
}
