import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Batch, ItemPhase } from '@scribekit/sdk/batch';

/** Beside the ledger: what a running batch is doing, for `scribekit jobs --out DIR`. */
export const STATUS_FILE = '.scribekit-status.json';

export interface BatchStatus {
  pid: number;
  updatedAt: string;
  items: { name: string; phase: ItemPhase; fraction: number }[];
}

/**
 * Keeps `DIR/.scribekit-status.json` up to date (at most once a second) while a batch runs, so
 * another terminal sees its uploads — the service has no list of uploads in progress. The ledger
 * itself stays locked by the running batch.
 */
export function writeStatusFile(batch: Pick<Batch, 'on'>, dir: string): () => void {
  const items = new Map<string, BatchStatus['items'][number]>();
  const path = join(dir, STATUS_FILE);
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    const status: BatchStatus = {
      pid: process.pid,
      updatedAt: new Date().toISOString(),
      items: [...items.values()],
    };
    try {
      writeFileSync(`${path}.tmp`, JSON.stringify(status));
      renameSync(`${path}.tmp`, path);
    } catch {
      // Only a view: a failed write (a full disk) must not stop the batch, nor leave a file behind.
      rmSync(`${path}.tmp`, { force: true });
    }
  };
  const later = () => {
    timer ??= setTimeout(flush, 1000);
  };
  batch.on('itemProgress', ({ itemId, name, phase, fraction }) => {
    items.set(itemId, { name, phase, fraction });
    later();
  });
  const drop = ({ itemId }: { itemId: string }) => {
    items.delete(itemId);
    later();
  };
  batch.on('itemDone', drop);
  batch.on('itemFailed', drop);
  return () => {
    if (timer) clearTimeout(timer);
    items.clear();
    flush();
  };
}

/** The status of the batch running in `dir`, or undefined when none is. */
export function readStatusFile(dir: string): BatchStatus | undefined {
  try {
    const status = JSON.parse(readFileSync(join(dir, STATUS_FILE), 'utf8')) as BatchStatus;
    process.kill(status.pid, 0); // throws when that process is gone
    return status;
  } catch {
    return undefined;
  }
}
