import type { ItemRecord } from '@scribekit/sdk/batch';
import type { BatchItemView } from '../../messages/page-batches.js';
import type { StoredVideo } from './batch-records.js';

/** Where one video of a batch stands, from its stored entry and its ledger record. */
export function itemView(video: StoredVideo, record: ItemRecord | undefined): BatchItemView {
  const base = { url: video.u, title: video.t };
  if (video.s || video.w) {
    return { ...base, status: 'skipped', transcriptId: video.s ?? null, error: null };
  }
  const transcriptId = record?.transcript?.id ?? null;
  if (record?.state === 'done') return { ...base, status: 'done', transcriptId, error: null };
  if (record?.state === 'failed') {
    return { ...base, status: 'failed', transcriptId, error: record.error?.message ?? null };
  }
  const status = transcriptId ? 'transcribing' : record?.import ? 'importing' : 'queued';
  return { ...base, status, transcriptId, error: null };
}
