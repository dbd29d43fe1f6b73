import { describe, expect, test } from 'vitest';
import {
  createEventDeduplicator,
  createMemoryEventStore,
  type WebhookEventStore,
} from '../../src/webhooks/index.js';

function clock(start = 1_000_000) {
  let nowMs = start;
  return {
    now: () => nowMs,
    advance: (ms: number) => {
      nowMs += ms;
    },
  };
}

describe('createMemoryEventStore', () => {
  test('claims an id once until its TTL has passed', async () => {
    const time = clock();
    const store = createMemoryEventStore({ now: time.now });
    expect(await store.claim('ev-1', 1_000)).toBe(true);
    time.advance(500);
    expect(await store.claim('ev-2', 1_000)).toBe(true);
    time.advance(499);
    expect(await store.claim('ev-1', 1_000)).toBe(false);
    time.advance(1);
    expect(await store.claim('ev-1', 1_000)).toBe(true);
    expect(await store.claim('ev-2', 1_000)).toBe(false);
  });

  test('a repeat does not extend the time an id is claimed', async () => {
    const time = clock();
    const store = createMemoryEventStore({ now: time.now });
    await store.claim('ev-1', 1_000);
    time.advance(900);
    expect(await store.claim('ev-1', 1_000)).toBe(false);
    time.advance(100);
    expect(await store.claim('ev-1', 1_000)).toBe(true);
  });

  test('evicts the oldest ids beyond maxEntries', async () => {
    const store = createMemoryEventStore({ maxEntries: 3 });
    for (const id of ['a', 'b', 'c', 'd']) expect(await store.claim(id, 60_000)).toBe(true);
    expect(await store.claim('b', 60_000)).toBe(false);
    expect(await store.claim('a', 60_000)).toBe(true);
  });

  test('release lets an id be claimed again', async () => {
    const store = createMemoryEventStore();
    expect(await store.claim('ev-9', 60_000)).toBe(true);
    await store.release('ev-9');
    expect(await store.claim('ev-9', 60_000)).toBe(true);
  });

  test('concurrent claims of one id: exactly one wins', async () => {
    const store = createMemoryEventStore();
    const wins = await Promise.all(Array.from({ length: 20 }, () => store.claim('ev-x', 60_000)));
    expect(wins.filter(Boolean)).toHaveLength(1);
  });

  test('rejects a maxEntries that is not a whole number >= 1', () => {
    expect(() => createMemoryEventStore({ maxEntries: 0 })).toThrow(/maxEntries must be/);
    expect(() => createMemoryEventStore({ maxEntries: 1.5 })).toThrow(RangeError);
  });
});

describe('createEventDeduplicator', () => {
  test('handleOnce runs the handler for the first delivery only', async () => {
    const dedupe = createEventDeduplicator();
    const handled: string[] = [];
    expect(await dedupe.handleOnce('ev-1', () => handled.push('ev-1'))).toBe(true);
    expect(await dedupe.handleOnce('ev-1', () => handled.push('again'))).toBe(false);
    expect(await dedupe.handleOnce('ev-2', () => handled.push('ev-2'))).toBe(true);
    expect(handled).toEqual(['ev-1', 'ev-2']);
  });

  test('a failing handler releases the claim, so the retry is handled', async () => {
    const dedupe = createEventDeduplicator();
    const failure = new Error('database down');
    await expect(
      dedupe.handleOnce('ev-3', async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    let handled = 0;
    expect(await dedupe.handleOnce('ev-3', () => handled++)).toBe(true);
    expect(handled).toBe(1);
  });

  test('passes its TTL to the store and uses the store it is given', async () => {
    const calls: [string, string, number?][] = [];
    const store: WebhookEventStore = {
      claim: async (id, ttlMs) => {
        calls.push(['claim', id, ttlMs]);
        return true;
      },
      release: async (id) => {
        calls.push(['release', id]);
      },
    };
    const dedupe = createEventDeduplicator({ store, ttlMs: 5_000 });
    expect(await dedupe.claim('ev-4')).toBe(true);
    await dedupe.release('ev-4');
    expect(calls).toEqual([
      ['claim', 'ev-4', 5_000],
      ['release', 'ev-4'],
    ]);
  });

  test('defaults to 24 h in memory', async () => {
    const dedupe = createEventDeduplicator();
    expect(await dedupe.claim('ev-5')).toBe(true);
    expect(await dedupe.claim('ev-5')).toBe(false);
  });

  test('rejects a TTL that is not positive', () => {
    expect(() => createEventDeduplicator({ ttlMs: 0 })).toThrow(/ttlMs must be positive/);
    expect(() => createEventDeduplicator({ ttlMs: Number.NaN })).toThrow(RangeError);
  });
});
