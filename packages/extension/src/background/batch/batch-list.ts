import type { BatchView } from '../../messages/page-batches.js';
import {
  BATCHES_KEY,
  type BatchArea,
  type BatchMeta,
  recordKey,
  type StoredVideo,
  videosKey,
} from './batch-records.js';
import type { createBatchedWriter } from './batched-writer.js';

/**
 * The kept batches (one small key) and each batch's videos, in `storage.local`. Changes to the
 * list run one after another, so two changes at once never lose one of them.
 */
export function createBatchList(area: BatchArea, writer: ReturnType<typeof createBatchedWriter>) {
  let chain: Promise<unknown> = Promise.resolve();

  async function read(): Promise<BatchMeta[]> {
    const stored = (await area.get(BATCHES_KEY))[BATCHES_KEY];
    return Array.isArray(stored) ? (stored as BatchMeta[]) : [];
  }

  /** Changes the list; resolves with what `change` returns. */
  function update<T>(change: (metas: BatchMeta[]) => { metas: BatchMeta[]; result: T }) {
    const run = chain.then(async () => {
      const { metas, result } = change(await read());
      await writer.put(BATCHES_KEY, metas);
      return result;
    });
    chain = run.catch(() => undefined);
    return run;
  }

  /** Sets fields of one batch; resolves with it (undefined when it is not kept). */
  function patch(id: string, fields: Partial<BatchMeta>): Promise<BatchMeta | undefined> {
    return update((metas) => {
      const index = metas.findIndex((meta) => meta.id === id);
      if (index < 0) return { metas, result: undefined };
      const next = { ...(metas[index] as BatchMeta), ...fields };
      const copy = [...metas];
      copy[index] = next;
      return { metas: copy, result: next };
    });
  }

  async function readVideos(id: string): Promise<StoredVideo[]> {
    const stored = (await area.get(videosKey(id)))[videosKey(id)];
    return Array.isArray(stored) ? (stored as StoredVideo[]) : [];
  }

  /** Removes a batch's keys (a finished batch that fell off the list). */
  async function forget(meta: BatchMeta): Promise<void> {
    const keys = [videosKey(meta.id)];
    for (let index = 0; index < meta.total; index += 1)
      keys.push(recordKey(meta.id, String(index)));
    await area.remove(keys).catch(() => undefined);
  }

  return { read, update, patch, readVideos, forget };
}

/** What pages see of a batch. */
export function toView({ notified: _, ...view }: BatchMeta): BatchView {
  return view;
}
