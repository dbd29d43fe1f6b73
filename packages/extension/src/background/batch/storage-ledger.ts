import {
  createMemoryQuotaStore,
  type ItemRecord,
  type Ledger,
  memoryLedgerOver,
  type QuotaName,
  type QuotaState,
  type QuotaStore,
} from '@scribekit/sdk/batch';
import { type BatchArea, quotaKey, recordKey } from './batch-records.js';
import type { BatchedWriter } from './batched-writer.js';

/**
 * The batch engine's ledger of one page batch over `storage.local`: one key per item (its folded
 * record, `applyStep` applied by the SDK's memory ledger), written through the batched writer. A
 * step is acknowledged only once its record is stored, so a stopped service worker or a closed
 * browser resumes from exactly the steps the engine saw acknowledged.
 */
export async function openStorageLedger(
  area: BatchArea,
  writer: BatchedWriter,
  batchId: string,
  itemIds: readonly string[],
): Promise<{ ledger: Ledger; records: Map<string, ItemRecord> }> {
  const keys = itemIds.map((id) => recordKey(batchId, id));
  const stored = keys.length ? await area.get(keys) : {};
  const records = new Map<string, ItemRecord>();
  for (const id of itemIds) {
    const record = stored[recordKey(batchId, id)] as ItemRecord | undefined;
    if (record && typeof record === 'object' && record.id === id) records.set(id, record);
  }
  const ledger = memoryLedgerOver(records, (itemId) =>
    writer.put(recordKey(batchId, itemId), records.get(itemId)),
  );
  return { ledger, records };
}

/**
 * The quota states every batch of this browser shares (one API key), kept in `storage.local`:
 * what the service allowed and when, so a batch that resumes after a restart knows when the next
 * import may be sent. Updates run one after another in this service worker.
 */
export async function openStorageQuotas(
  area: BatchArea,
  writer: BatchedWriter,
): Promise<QuotaStore> {
  const names: QuotaName[] = ['source-import'];
  const stored = await area.get(names.map(quotaKey));
  const states = new Map<QuotaName, QuotaState>();
  for (const name of names) {
    const state = stored[quotaKey(name)] as QuotaState | undefined;
    if (state && Array.isArray(state.hits) && Array.isArray(state.pending)) {
      states.set(name, withoutDeadLeases(state));
    }
  }
  return createMemoryQuotaStore(states, (name, state) => writer.put(quotaKey(name), state));
}

/**
 * A quota state as a new service worker finds it: a slot still granted belongs to the worker the
 * browser stopped (there is one worker at a time), whose request may have reached the service. It
 * is counted as sent rather than left to block every import until its lease runs out.
 */
export function withoutDeadLeases(state: QuotaState): QuotaState {
  if (state.pending.length === 0) return state;
  const hits = [
    ...state.hits,
    ...state.pending.map((lease) => ({ sent: lease.sent, done: lease.sent })),
  ];
  return { ...state, hits: hits.sort((a, b) => a.done - b.done), pending: [] };
}
