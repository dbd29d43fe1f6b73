import { describe, expect, test } from 'vitest';
import { formatBytes, formatDuration, formatTimestamp } from '../src/index.js';

describe('formatDuration', () => {
  test.each([
    [0, '0:00'],
    [5, '0:05'],
    [59.99, '0:59'],
    [60, '1:00'],
    [75, '1:15'],
    [599, '9:59'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [36_000, '10:00:00'],
    [360_000, '100:00:00'],
  ])('%s s -> %s', (seconds, want) => {
    expect(formatDuration(seconds)).toBe(want);
  });

  test.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('%s -> placeholder', (seconds) => {
    expect(formatDuration(seconds)).toBe('--:--');
  });
});

describe('formatTimestamp', () => {
  test.each([
    [0, '00:00:00'],
    [75, '00:01:15'],
    [75.9, '00:01:15'],
    [3725, '01:02:05'],
    [86_399, '23:59:59'],
    [360_000, '100:00:00'],
  ])('%s s -> %s', (seconds, want) => {
    expect(formatTimestamp(seconds)).toBe(want);
  });

  test('adds milliseconds with a dot, as WebVTT writes them', () => {
    expect(formatTimestamp(75.25, { milliseconds: true })).toBe('00:01:15.250');
  });

  test('adds milliseconds with a comma, as SRT writes them', () => {
    expect(formatTimestamp(3725.007, { milliseconds: true, decimalMark: ',' })).toBe(
      '01:02:05,007',
    );
  });

  test('rounds to the millisecond, carrying into the seconds', () => {
    expect(formatTimestamp(59.9996, { milliseconds: true })).toBe('00:01:00.000');
  });

  test.each([-0.5, Number.NaN, Number.NEGATIVE_INFINITY])('%s -> placeholder', (seconds) => {
    expect(formatTimestamp(seconds)).toBe('--:--:--');
  });
});

describe('formatBytes', () => {
  test.each([
    [0, '0 B'],
    [1, '1 B'],
    [999, '999 B'],
    [1000, '1 kB'],
    [1500, '1.5 kB'],
    [9_949, '9.9 kB'],
    [12_345, '12 kB'],
    [999_499, '999 kB'],
    [999_600, '1 MB'],
    [1_500_000, '1.5 MB'],
    [23_456_789, '23 MB'],
    [4_700_000_000, '4.7 GB'],
    [2_000_000_000_000, '2 TB'],
    [3e18, '3000 PB'],
  ])('%s -> %s', (bytes, want) => {
    expect(formatBytes(bytes)).toBe(want);
  });

  test.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('%s -> placeholder', (bytes) => {
    expect(formatBytes(bytes)).toBe('--');
  });
});
