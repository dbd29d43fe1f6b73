import { effectiveLimit, type QuotaState, type QuotaStore, slotTimes } from '@scribekit/sdk/batch';

/** The service's documented import quota window. */
const HOUR_MS = 3_600_000;

/** The import quota's window in force (the service's stated one once an import told it). */
export const importWindowMs = (state: QuotaState): number =>
  effectiveLimit('source-import', state).windowMs ?? HOUR_MS;

/**
 * The quota state with the imports the service lists in the window when it knows more than the
 * state does: imports made elsewhere (the popup's single start, another device) use it too.
 */
export function withServiceImports(state: QuotaState, known: number[], at: number): QuotaState {
  const windowMs = importWindowMs(state);
  const inWindow = state.hits.filter((hit) => hit.done > at - windowMs).length;
  const recent = known.filter((time) => time > at - windowMs);
  if (recent.length <= inWindow) return state;
  const hits = recent.map((time) => ({ sent: time, done: time })).sort((a, b) => a.done - b.done);
  return { ...state, hits };
}

/** When the last of `count` imports may be sent, and the quota planned with. */
export function importPlan(state: QuotaState, count: number, at: number) {
  const limit = effectiveLimit('source-import', state);
  const windowMs = limit.windowMs ?? HOUR_MS;
  const slots = slotTimes(count, { limit: limit.limit, windowMs }, state, at);
  return { waitMs: Math.max(0, slots.last - at), limit: limit.limit, windowMs };
}

/** When the next import may be sent, as the quota gate will decide it (at least 1 s on). */
export async function nextImportAt(quotas: QuotaStore, at: number): Promise<number> {
  const state = await quotas.read('source-import');
  const { first } = slotTimes(1, effectiveLimit('source-import', state), state, at);
  return Math.max(first, at + 1_000);
}
