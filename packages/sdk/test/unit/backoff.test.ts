import { describe, expect, test } from 'vitest';
import { pollDelays, retryDelayMs } from '../../src/internal/backoff.js';
import { parseRetryAfterMs } from '../../src/internal/retry-after.js';

function take<T>(iterator: Iterator<T>, count: number): T[] {
  const values: T[] = [];
  for (let i = 0; i < count; i++) values.push(iterator.next().value as T);
  return values;
}

describe('pollDelays', () => {
  const noJitter = () => 0;

  test('grows by half from the first delay and stays at the longest', () => {
    expect(take(pollDelays(1_000, 10_000, noJitter), 8)).toEqual([
      1000, 1500, 2250, 3375, 5063, 7594, 10000, 10000,
    ]);
  });

  test('a longest delay below the first one keeps the first', () => {
    expect(take(pollDelays(250, 100, noJitter), 3)).toEqual([250, 250, 250]);
  });

  test('jitter only shortens, by at most a tenth', () => {
    expect(
      take(
        pollDelays(1_000, 10_000, () => 0.5),
        2,
      ),
    ).toEqual([950, 1425]);
    expect(
      take(
        pollDelays(1_000, 10_000, () => 0.999),
        1,
      ),
    ).toEqual([900]);
  });

  test.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('rejects a first delay of %s', (ms) => {
    expect(() => pollDelays(ms, 10_000).next()).toThrow(RangeError);
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
