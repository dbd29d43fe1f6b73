import { describe, expect, test } from 'vitest';
import { pollDelays, retryDelayMs } from '../../src/internal/backoff.js';
import { parseRetryAfterMs } from '../../src/internal/retry-after.js';

function take<T>(iterator: Iterator<T>, count: number): T[] {
  const values: T[] = [];
  for (let i = 0; i < count; i++) values.push(iterator.next().value as T);
  return values;
}

describe('pollDelays', () => {
  test('grows by 1.5 from 1 s and stays at 10 s', () => {
    expect(take(pollDelays(), 8)).toEqual([1000, 1500, 2250, 3375, 5063, 7594, 10000, 10000]);
  });

  test('follows custom settings', () => {
    expect(take(pollDelays({ initialMs: 200, maxMs: 1_000, factor: 2 }), 5)).toEqual([
      200, 400, 800, 1000, 1000,
    ]);
  });

  test('a factor of 1 polls at a fixed pace', () => {
    expect(take(pollDelays({ initialMs: 250, factor: 1 }), 3)).toEqual([250, 250, 250]);
  });

  test('jitter only shortens, by at most its fraction', () => {
    expect(take(pollDelays({ jitter: 0.2, random: () => 0.5 }), 2)).toEqual([900, 1350]);
    expect(take(pollDelays({ jitter: 0.2, random: () => 0 }), 2)).toEqual([1000, 1500]);
  });

  test.each([
    [{ initialMs: 0 }],
    [{ initialMs: 500, maxMs: 100 }],
    [{ factor: 0.5 }],
    [{ jitter: 2 }],
  ])('rejects %o', (options) => {
    expect(() => pollDelays(options).next()).toThrow(RangeError);
  });
});

describe('retryDelayMs', () => {
  test('doubles from 500 ms with equal jitter and caps at 8 s', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, { random: () => 0 }))).toEqual([
      250, 500, 1000, 2000, 4000, 4000,
    ]);
    expect([1, 2, 6].map((n) => retryDelayMs(n, { random: () => 0.5 }))).toEqual([375, 750, 6000]);
  });
});

describe('parseRetryAfterMs', () => {
  const now = Date.parse('2025-11-20T10:00:00Z');
  test.each<[string, string | null | undefined, number | null]>([
    ['whole seconds', '7', 7_000],
    ['zero', '0', 0],
    ['padded', ' 12 ', 12_000],
    ['fractional seconds', '1.5', 1_500],
    ['an HTTP date ahead', 'Thu, 20 Nov 2025 10:00:30 GMT', 30_000],
    ['an HTTP date in the past', 'Thu, 20 Nov 2025 09:00:00 GMT', 0],
    ['negative seconds', '-1', null],
    ['garbage', 'soon', null],
    ['empty', '', null],
    ['missing', null, null],
    ['undefined', undefined, null],
  ])('%s', (_name, value, want) => {
    expect(parseRetryAfterMs(value, now)).toBe(want);
  });
});
