import { describe, expect, test } from 'vitest';
import { createEventDeduplicator } from '../../src/webhooks/index.js';

function clock(start = 1_000_000) {
  let nowMs = start;
  return {
    now: () => nowMs,
    advance: (ms: number) => {
      nowMs += ms;
    },
  };
}

describe('createEventDeduplicator', () => {
  test('reports an id as seen from its second delivery on', () => {
    const dedup = createEventDeduplicator();
    expect(dedup.seen('ev-1')).toBe(false);
    expect(dedup.seen('ev-1')).toBe(true);
    expect(dedup.seen('ev-1')).toBe(true);
    expect(dedup.seen('ev-2')).toBe(false);
    expect(dedup.size).toBe(2);
  });

  test('forgets ids once their TTL has passed', () => {
    const time = clock();
    const dedup = createEventDeduplicator({ ttlMs: 1_000, now: time.now });
    dedup.seen('ev-1');
    time.advance(500);
    dedup.seen('ev-2');
    time.advance(499);
    expect(dedup.seen('ev-1')).toBe(true);
    time.advance(1);
    expect(dedup.size).toBe(1);
    expect(dedup.seen('ev-1')).toBe(false);
    expect(dedup.seen('ev-2')).toBe(true);
  });

  test('a repeat does not extend the time an id is remembered', () => {
    const time = clock();
    const dedup = createEventDeduplicator({ ttlMs: 1_000, now: time.now });
    dedup.seen('ev-1');
    time.advance(900);
    expect(dedup.seen('ev-1')).toBe(true);
    time.advance(100);
    expect(dedup.seen('ev-1')).toBe(false);
  });

  test('evicts the oldest ids beyond maxEntries', () => {
    const dedup = createEventDeduplicator({ maxEntries: 3 });
    for (const id of ['a', 'b', 'c', 'd']) dedup.seen(id);
    expect(dedup.size).toBe(3);
    expect(dedup.seen('b')).toBe(true);
    expect(dedup.seen('a')).toBe(false);
  });

  test('forget lets a failed event be processed on redelivery', () => {
    const dedup = createEventDeduplicator();
    expect(dedup.seen('ev-9')).toBe(false);
    dedup.forget('ev-9');
    expect(dedup.seen('ev-9')).toBe(false);
  });

  test('rejects nonsensical options', () => {
    expect(() => createEventDeduplicator({ ttlMs: 0 })).toThrow(RangeError);
    expect(() => createEventDeduplicator({ maxEntries: 0 })).toThrow(RangeError);
  });
});
