import { open } from 'node:fs/promises';

/** Makes a rename or a new file in `dir` durable (where the file system can). */
export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } catch {
    // Some file systems cannot fsync a directory; the rename is still atomic.
  } finally {
    await handle.close();
  }
}
