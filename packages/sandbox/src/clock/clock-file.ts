import { open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** The manual clock's time in a data directory, beside (not inside) the saved state. */
const CLOCK_FILE = 'clock.json';

interface SavedClock {
  version: 1;
  now_ms: number;
}

/** The manual clock's saved time in `dir`, or null when none was saved. */
export async function loadClock(dir: string): Promise<number | null> {
  let text: string;
  try {
    text = await readFile(join(dir, CLOCK_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const saved = JSON.parse(text) as SavedClock;
  if (saved.version !== 1 || !Number.isSafeInteger(saved.now_ms)) {
    throw new Error(`${join(dir, CLOCK_FILE)} is not a saved clock`);
  }
  return saved.now_ms;
}

/** Saves the clock atomically: a temp file, fsync, then rename over the clock file. */
export async function saveClock(dir: string, nowMs: number): Promise<void> {
  const target = join(dir, CLOCK_FILE);
  const temp = `${target}.${process.pid}.tmp`;
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(JSON.stringify({ version: 1, now_ms: nowMs } satisfies SavedClock));
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
