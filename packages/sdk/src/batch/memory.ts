import { applyStep, type ItemRecord, type Ledger, type LedgerStep } from './ledger.js';
import { emptyQuotaState, type QuotaName, type QuotaState, type QuotaStore } from './quota.js';

/** A ledger and quota store in memory: for tests and one-off runs (nothing survives a restart). */
export function createMemoryLedger(): Ledger & QuotaStore {
  const records = new Map<string, ItemRecord>();
  return { ...memoryLedgerOver(records), ...createMemoryQuotaStore() };
}

/** The Ledger methods over a map of records (shared with the journal ledger). */
export function memoryLedgerOver(
  records: Map<string, ItemRecord>,
  persist: (itemId: string, step: LedgerStep) => Promise<void> = async () => undefined,
): Ledger {
  const doneBySha = new Map<string, string>();
  for (const record of records.values()) {
    if (record.state === 'done' && record.sha256) doneBySha.set(record.sha256, record.id);
  }
  return {
    async get(itemId) {
      return records.get(itemId);
    },
    async record(itemId, step) {
      const previous = records.get(itemId);
      const next = applyStep(itemId, previous, step);
      // Set before persisting, so a compaction running meanwhile writes the step too.
      records.set(itemId, next);
      try {
        await persist(itemId, step);
      } catch (error) {
        if (records.get(itemId) === next) {
          if (previous) records.set(itemId, previous);
          else records.delete(itemId);
        }
        throw error;
      }
      if (next.state === 'done' && next.sha256) doneBySha.set(next.sha256, itemId);
      return next;
    },
    async findDone(sha256) {
      const id = doneBySha.get(sha256);
      return id === undefined ? undefined : records.get(id);
    },
    async close() {},
  };
}

/** Quota states in memory; `persist` (optional) is told every new state, with the one it replaces. */
export function createMemoryQuotaStore(
  states = new Map<QuotaName, QuotaState>(),
  persist: (name: QuotaName, state: QuotaState, previous: QuotaState) => Promise<void> = async () =>
    undefined,
): QuotaStore {
  // Updates of one process run one after another, so each sees the state the last one stored.
  let chain: Promise<unknown> = Promise.resolve();
  return {
    update(name, change) {
      const run = chain.then(async () => {
        const previous = states.get(name) ?? emptyQuotaState();
        const { state, result } = change(previous);
        states.set(name, state);
        await persist(name, state, previous);
        return result;
      });
      chain = run.catch(() => undefined);
      return run;
    },
    async read(name) {
      return states.get(name) ?? emptyQuotaState();
    },
  };
}
