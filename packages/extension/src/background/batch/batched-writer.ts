import type { StorageArea } from '../storage-area.js';

/**
 * Writes to extension storage in batches: every `put` made while a write is on its way joins the
 * next one, so four items stepping at once cost one `storage.set`, not four. A `put` resolves
 * only once a write holding its value has succeeded (nothing acknowledged is lost) and rejects
 * when that write fails.
 */
export function createBatchedWriter(area: Pick<StorageArea, 'set'>) {
  let pending: Record<string, unknown> = {};
  let waiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  let flushing: Promise<void> | null = null;

  async function flush(): Promise<void> {
    // Lets the other steps of this task join the write.
    await Promise.resolve();
    while (waiters.length > 0) {
      const items = pending;
      const told = waiters;
      pending = {};
      waiters = [];
      try {
        await area.set(items);
        for (const waiter of told) waiter.resolve();
      } catch (error) {
        for (const waiter of told) waiter.reject(error);
      }
    }
    flushing = null;
  }

  return {
    /** Stores `value` under `key` (the latest value of a key wins within one write). */
    put(key: string, value: unknown): Promise<void> {
      pending[key] = value;
      const written = new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
      flushing ??= flush();
      return written;
    },
    /** Resolves when every value put so far is written (or its write has failed). */
    async idle(): Promise<void> {
      while (flushing) await flushing;
    },
  };
}

/** What `createBatchedWriter` returns. */
export type BatchedWriter = ReturnType<typeof createBatchedWriter>;
