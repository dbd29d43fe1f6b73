// A limit the user states (a raised plan, a gentler pace) against one the service taught earlier:
// the newest word wins, and what the service teaches under a statement holds for that statement.
import { describe, expect, test } from 'vitest';
import { createMemoryQuotaStore, planQuota, type QuotaLimit } from '../../src/batch/index.js';
import { applyQuotaDelta, quotaDelta } from '../../src/batch/node/quota-delta.js';
import { createQuotaGate } from '../../src/batch/quota-gate.js';

const HOUR = 3_600_000;
const START = Date.parse('2026-11-27T10:00:00Z');

/** A store where the service taught 2 an hour, with no limit stated (the documented one assumed). */
async function taughtTwoAnHour() {
  const store = createMemoryQuotaStore();
  let now = START;
  const clock = () => now;
  const gate = createQuotaGate(store, clock);
  for (let i = 0; i < 2; i++) {
    await gate.settle('upload-init', await gate.acquire('upload-init'), { kind: 'counted' });
    now += 1_000;
  }
  const refused = await gate.acquire('upload-init');
  // Retry-After: when the oldest request leaves the service's hour, rounded up to the second.
  const { learned } = await gate.settle('upload-init', refused, {
    kind: 'limited',
    retryAfterMs: HOUR - 2_000 + 500,
  });
  expect(learned).toEqual({ limit: 2, windowMs: HOUR });
  now += HOUR; // the window has passed: nothing holds a slot any more
  return { store, clock, advance: (ms: number) => (now += ms) };
}

/** How many slots a gate grants at once, without waiting. */
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

describe('a stated limit and a learned one', () => {
  test('with nothing stated, what the service taught holds', async () => {
    const { store, clock } = await taughtTwoAnHour();
    expect(await grantedAtOnce(createQuotaGate(store, clock), 5)).toBe(2);
    expect(planQuota('upload-init', 4, await store.read('upload-init'), clock()).limit).toEqual({
      limit: 2,
      windowMs: HOUR,
    });
  });

  test('a limit stated since (a raised plan) replaces it, in the gate and in the plan', async () => {
    const { store, clock } = await taughtTwoAnHour();
    const raised: QuotaLimit = { limit: 5, windowMs: HOUR };
    const configured = { 'upload-init': raised };
    expect(await grantedAtOnce(createQuotaGate(store, clock, configured), 8)).toBe(5);
    expect(
      planQuota('upload-init', 4, await store.read('upload-init'), clock(), configured).limit,
    ).toEqual(raised);
  });

  test('a gentler limit stated since is kept, though the service allows more', async () => {
    const { store, clock } = await taughtTwoAnHour();
    const gentle = { 'upload-init': { limit: 1, windowMs: 60_000 } };
    expect(await grantedAtOnce(createQuotaGate(store, clock, gentle), 3)).toBe(1);
  });

  test('a 429 under a stated limit is learned for that statement and holds while it stands', async () => {
    const { store, clock, advance } = await taughtTwoAnHour();
    const raised = { 'upload-init': { limit: 5, windowMs: HOUR } };
    const gate = createQuotaGate(store, clock, raised);
    for (let i = 0; i < 3; i++) {
      await gate.settle('upload-init', await gate.acquire('upload-init'), { kind: 'counted' });
      advance(1_000);
    }
    // The plan was raised to 3, not 5: the service says so on the fourth.
    await gate.settle('upload-init', await gate.acquire('upload-init'), {
      kind: 'limited',
      retryAfterMs: HOUR - 3_000 + 500,
    });
    const state = await store.read('upload-init');
    expect(state.learned).toEqual({
      limit: 3,
      windowMs: HOUR,
      stated: raised['upload-init'],
    });
    advance(HOUR);
    expect(await grantedAtOnce(createQuotaGate(store, clock, raised), 8)).toBe(3);
    advance(HOUR);
    expect(await grantedAtOnce(createQuotaGate(store, clock), 8)).toBe(3);
  });

  test('the journal keeps the statement a limit was learned under', () => {
    const learned = { limit: 3, windowMs: HOUR };
    const before = { hits: [], pending: [], learned };
    const after = { ...before, learned: { ...learned, stated: { limit: 5, windowMs: HOUR } } };
    const delta = quotaDelta(before, after);
    expect(delta).toEqual({ learned: after.learned });
    expect(applyQuotaDelta(before, delta ?? {})).toEqual(after);
  });
});
