import type { BatchView } from '../../messages/page-batches.js';

/** The part of `storage.local` page batches use: several keys per read or removal. */
export interface BatchArea {
  /** Reads keys. */
  get(keys: string | string[]): Promise<Record<string, unknown>>;
  /** Writes keys. */
  set(items: Record<string, unknown>): Promise<void>;
  /** Deletes keys. */
  remove(keys: string | string[]): Promise<void>;
}

/** One video of a page batch, as stored when the batch starts (compact: 500 of them fit easily). */
export interface StoredVideo {
  /** Canonical address to import. */
  u: string;
  /** Title the page gave it ('' when none). */
  t: string;
  /** The transcript it already had when the batch started (skipped, never imported again). */
  s?: string;
  /** Already on its way on the service when the batch started (an import of it was running). */
  w?: true;
}

/** A page batch as the background keeps it (the list of them is one small storage key): what
 * pages see, and whether the one notification of its end was shown. */
export interface BatchMeta extends BatchView {
  notified: boolean;
}

/** Storage key of the list of batches. */
export const BATCHES_KEY = 'batches';
/** Storage key of a batch's videos. */
export const videosKey = (batchId: string) => `b:${batchId}`;
/** Storage key of one item's ledger record (the item id is its index in the batch). */
export const recordKey = (batchId: string, itemId: string) => `b:${batchId}:${itemId}`;
/** Storage key of a quota's shared state (one API key, every batch). */
export const quotaKey = (name: string) => `q:${name}`;

/** Batches kept at most: the finished ones go first (the transcripts stay on the service). */
export const MAX_KEPT_BATCHES = 10;

/** True while a batch has work left. */
export function isLive(meta: Pick<BatchMeta, 'state'>): boolean {
  return meta.state === 'running' || meta.state === 'waiting';
}
