// The stated (else documented) limit is the limit: a 429 on a key others may share says the
// window is full now, never that the service allows fewer; requests in flight hold only their slot.
import { describe, expect, test } from 'vitest';
import { createMemoryQuotaStore, planQuota, type QuotaLimit } from '../../src/batch/index.js';
import { applyQuotaDelta, quotaDelta } from '../../src/batch/node/quota-delta.js';
import { createQuotaGate } from '../../src/batch/quota-gate.js';

const HOUR = 3_600_000;
const START = Date.parse('2026-11-27T10:00:00Z');

function clock() {
  let now = START;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** How many slots a gate grants at once, without waiting (each settled as counted). */
async function grantedAtOnce(gate: ReturnType<typeof createQuotaGate>, most: number) {
  let granted = 0;
  for (; granted < most; granted++) {
    const waited = new AbortController();
    const lease = await gate
      .acquire('upload-init', waited.signal, () => waited.abort(new Error('waits')))
      .catch(() => undefined);
    if (!lease) break;
    await gate.settle('upload-init', lease, { kind: 'counted' });
  }
  return granted;
}

describe('the limit in force', () => {
  test('a 429 on a shared key: wait for its Retry-After, then the full stated rate; nothing is learned', async () => {
    const store = createMemoryQuotaStore();
    const time = clock();
    const gate = createQuotaGate(store, time.now);
    // Another client used 9 of the hour's 10: this batch's first goes through, its second is refused.
    expect(await grantedAtOnce(gate, 1)).toBe(1);
    time.advance(1_000);
    const refused = await gate.acquire('upload-init');
    const report = await gate.settle('upload-init', refused, {
      kind: 'limited',
      retryAfterMs: 30_000,
    });
    expect(report).toEqual({
      cooldownUntil: START + 31_000,
      limit: { limit: 10, windowMs: HOUR },
      countedHere: 1,
    });
    expect(await grantedAtOnce(gate, 5)).toBe(0); // the cooldown holds every worker
    time.advance(30_000);
    // The other client's nine have left the window; this batch's one is still in it.
    expect(await grantedAtOnce(gate, 20)).toBe(9);
    const state = await store.read('upload-init');
    expect(state.learned).toBeUndefined();
    expect(planQuota('upload-init', 3, state, time.now()).limit).toEqual({
      limit: 10,
      windowMs: HOUR,
    });
  });

  test('a limit an earlier version learned and stored is dropped, not obeyed', async () => {
    const store = createMemoryQuotaStore();
    await store.update('upload-init', (state) => ({
      state: { ...state, learned: { limit: 1, windowMs: 59_000 } },
      result: undefined,
    }));
    const time = clock();
    const stated: QuotaLimit = { limit: 4, windowMs: 60_000 };
    const gate = createQuotaGate(store, time.now, { 'upload-init': stated });
    expect(await grantedAtOnce(gate, 10)).toBe(4);
    expect((await store.read('upload-init')).learned).toBeUndefined();
    expect(planQuota('upload-init', 1, await store.read('upload-init'), time.now()).limit).toEqual({
      limit: 10,
      windowMs: HOUR,
    });
  });

  test('a request in flight holds only its own slot', async () => {
    const store = createMemoryQuotaStore();
    const time = clock();
    const gate = createQuotaGate(store, time.now, { 'upload-init': { limit: 3, windowMs: HOUR } });
    const slow = await gate.acquire('upload-init'); // not answered yet
    expect(await grantedAtOnce(gate, 5)).toBe(2);
    await gate.settle('upload-init', slow, { kind: 'not-counted' }); // refused: its slot frees
    expect(await grantedAtOnce(gate, 5)).toBe(1);
  });

  test("an old journal's learned limit replays, and its removal is journaled", () => {
    const learned = { limit: 3, windowMs: HOUR };
    const before = { hits: [], pending: [], learned };
    const after = { hits: [], pending: [] };
    const delta = quotaDelta(before, after);
    expect(delta).toEqual({ learned: null });
    expect(applyQuotaDelta(before, delta ?? {})).toEqual(after);
  });
});
