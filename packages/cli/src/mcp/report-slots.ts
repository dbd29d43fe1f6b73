import { setTimeout as sleep } from 'node:timers/promises';
import type { QuotaState, QuotaStore } from '@scribekit/sdk/batch';
import { QuotaWaitError } from './tool-errors.js';

/** Smart Reports the service makes at a time per user (reference, section 8). */
export const REPORTS_AT_ONCE = 3;
/** A slot of a process that died is given up after this long (reports take minutes). */
const LEASE_MS = 15 * 60_000;

type Decision = { granted: true } | { granted: false; inUse: number; soonest: number };

const live = (state: QuotaState, now: number): QuotaState => ({
  ...state,
  pending: state.pending.filter((lease) => lease.until > now),
});

/**
 * Takes one of the key's 3 Smart Report slots in the shared quota store (the CLI's batches with
 * `--report` count there too), waiting while all are taken — `onWait` hears how many are — and
 * giving up with a `QuotaWaitError` after `maxWaitMs`. Resolves with the slot's release.
 */
export async function takeReportSlot(
  store: QuotaStore,
  options: { maxWaitMs: number; signal: AbortSignal; onWait(inUse: number): void },
): Promise<() => Promise<void>> {
  const id = `mcp-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  const deadline = Date.now() + options.maxWaitMs;
  for (;;) {
    options.signal.throwIfAborted();
    const outcome = await store.update<Decision>('smart-report', (previous) => {
      const now = Date.now();
      const state = live(previous, now);
      if (state.pending.length >= REPORTS_AT_ONCE) {
        const soonest = Math.min(...state.pending.map((lease) => lease.until));
        return { state, result: { granted: false, inUse: state.pending.length, soonest } };
      }
      return {
        state: { ...state, pending: [...state.pending, { id, sent: now, until: now + LEASE_MS }] },
        result: { granted: true },
      };
    });
    if (outcome.granted) {
      return async () => {
        await store.update('smart-report', (state) => ({
          state: { ...state, pending: state.pending.filter((lease) => lease.id !== id) },
          result: undefined,
        }));
      };
    }
    if (Date.now() > deadline) {
      throw new QuotaWaitError('smart-report', outcome.soonest, { limit: REPORTS_AT_ONCE });
    }
    options.onWait(outcome.inUse);
    await sleep(1000, undefined, { signal: options.signal });
  }
}
