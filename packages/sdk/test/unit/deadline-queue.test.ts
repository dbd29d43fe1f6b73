import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type DeadlineQueue, deadlineQueue } from '../../src/internal/deadline-queue.js';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Adds a deadline `ms` from now that records its name when it expires. */
function addIn(queue: DeadlineQueue, ms: number, name: string, expired: string[]) {
  return queue.add(performance.now() + ms, () => expired.push(name));
}

describe('DeadlineQueue', () => {
  test('expires waiting deadlines at their time, in order, and never a met one', async () => {
    const queue = deadlineQueue();
    const expired: string[] = [];
    addIn(queue, 100, 'a', expired);
    await vi.advanceTimersByTimeAsync(10);
    const b = addIn(queue, 100, 'b', expired);
    await vi.advanceTimersByTimeAsync(10);
    addIn(queue, 100, 'c', expired);
    queue.meet(b);

    await vi.advanceTimersByTimeAsync(79);
    expect(expired).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(expired).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(20);
    expect(expired).toEqual(['a', 'c']);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('re-arms for the next waiting deadline when the oldest was met', async () => {
    const queue = deadlineQueue();
    const expired: string[] = [];
    const first = addIn(queue, 100, 'first', expired);
    await vi.advanceTimersByTimeAsync(50);
    addIn(queue, 100, 'second', expired);
    queue.meet(first);
    // One timer for the whole queue, still set for the first deadline.
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(50);
    expect(expired).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(expired).toEqual(['second']);
  });

  test('stops its timer as soon as no deadline waits', () => {
    const queue = deadlineQueue();
    const deadline = queue.add(performance.now() + 60_000, () => {
      throw new Error('must not expire');
    });
    expect(vi.getTimerCount()).toBe(1);
    queue.meet(deadline);
    queue.meet(deadline);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('keeps the one waiting deadline among thousands met', async () => {
    const queue = deadlineQueue();
    const expired: string[] = [];
    const met = Array.from({ length: 3_000 }, (_, i) => addIn(queue, 1_000, `met ${i}`, expired));
    addIn(queue, 1_000, 'slow', expired);
    const later = Array.from({ length: 3_000 }, (_, i) =>
      addIn(queue, 1_001, `later ${i}`, expired),
    );
    for (const deadline of [...met, ...later]) queue.meet(deadline);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(expired).toEqual(['slow']);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('an expiry that adds a deadline gets a timer for it', async () => {
    const queue = deadlineQueue();
    const expired: string[] = [];
    queue.add(performance.now() + 100, () => {
      expired.push('first');
      addIn(queue, 100, 'retry', expired);
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(expired).toEqual(['first']);
    await vi.advanceTimersByTimeAsync(100);
    expect(expired).toEqual(['first', 'retry']);
  });
});
