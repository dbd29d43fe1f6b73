import { describe, expect, test } from 'vitest';
import { createMemoryQuotaStore } from '../../src/batch/index.js';
import { createQuotaGate } from '../../src/batch/quota-gate.js';

const LEASE_MS = 300;
/** One request at a time, and a window shorter than the lease: only the lease decides the waits. */
const ONE_AT_A_TIME = { 'upload-init': { limit: 1, windowMs: 50 } };

describe('quota leases', () => {
  test("a dead worker's slot frees within the lease time and counts as used", async () => {
    const store = createMemoryQuotaStore();
    const sent = Date.now();
    // A worker took the slot and died: nobody renews its lease.
    await store.update('upload-init', (state) => ({
      state: { ...state, pending: [{ id: 'dead', sent, until: sent + LEASE_MS }] },
      result: undefined,
    }));
    const gate = createQuotaGate(store, Date.now, ONE_AT_A_TIME, LEASE_MS);
    const lease = await gate.acquire('upload-init');
    const waited = Date.now() - sent;
    expect(waited).toBeGreaterThanOrEqual(LEASE_MS - 5);
    expect(waited).toBeLessThan(LEASE_MS + 1_000);
    const state = await store.read('upload-init');
    expect(state.hits).toEqual([{ sent, done: sent }]);
    expect(state.pending.map((entry) => entry.id)).toEqual([lease]);
    await gate.settle('upload-init', lease, { kind: 'not-counted' });
  });

  test("a live worker's slot is renewed while its request takes longer than the lease", async () => {
    const store = createMemoryQuotaStore();
    const slow = createQuotaGate(store, Date.now, ONE_AT_A_TIME, LEASE_MS);
    const other = createQuotaGate(store, Date.now, ONE_AT_A_TIME, LEASE_MS);
    const held = await slow.acquire('upload-init');
    const started = Date.now();
    let grantedAt = 0;
    const waiting = other.acquire('upload-init').then((id) => {
      grantedAt = Date.now();
      return id;
    });
    await new Promise((resolve) => setTimeout(resolve, 4 * LEASE_MS));
    expect(grantedAt).toBe(0);
    expect((await store.read('upload-init')).pending[0]?.renewedAt).toBeGreaterThan(started);
    await slow.settle('upload-init', held, { kind: 'counted' });
    const next = await waiting;
    expect(grantedAt - started).toBeGreaterThanOrEqual(4 * LEASE_MS);
    expect((await store.read('upload-init')).hits).toHaveLength(1);
    await other.settle('upload-init', next, { kind: 'not-counted' });
  });
});
