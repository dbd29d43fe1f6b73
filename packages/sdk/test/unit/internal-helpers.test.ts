import { describe, expect, test } from 'vitest';
import { anySignal } from '../../src/internal/abort.js';
import { checkOption } from '../../src/internal/check-option.js';
import { firstText, isReadableStream, isRecord } from '../../src/internal/guards.js';
import { isRetryableStatus } from '../../src/internal/retrying-fetch.js';

describe('firstText', () => {
  test.each<[string, unknown[], string | undefined]>([
    ['the first non-empty string', [undefined, '', 'a', 'b'], 'a'],
    ['skips non-strings', [42, null, { text: 'x' }, 'found'], 'found'],
    ['nothing usable', [undefined, '', 0], undefined],
  ])('%s', (_name, values, want) => {
    expect(firstText(...values)).toBe(want);
  });
});

describe('type guards', () => {
  test('isRecord accepts plain objects only', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord([1])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('text')).toBe(false);
  });

  test('isReadableStream recognises streams and nothing else', () => {
    expect(isReadableStream(new Blob(['x']).stream())).toBe(true);
    expect(isReadableStream(new Uint8Array(1))).toBe(false);
    expect(isReadableStream(undefined)).toBe(false);
    expect(isReadableStream('body')).toBe(false);
  });
});

describe('checkOption', () => {
  test('names the option, the rule and the value', () => {
    expect(() => checkOption(false, 'ttlMs', 'positive', -1)).toThrow(
      new RangeError('ttlMs must be positive, got -1'),
    );
    expect(() => checkOption(true, 'ttlMs', 'positive', 5)).not.toThrow();
  });
});

describe('anySignal with an optional signal', () => {
  test('skips undefined entries and follows the others', () => {
    const controller = new AbortController();
    const combined = anySignal([undefined, controller.signal]);
    expect(combined.aborted).toBe(false);
    const reason = new Error('stop');
    controller.abort(reason);
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe(reason);
  });
});

describe('isRetryableStatus', () => {
  test.each([
    [408, true],
    [429, true],
    [500, true],
    [503, true],
    [400, false],
    [403, false],
    [404, false],
    [200, false],
  ])('%i → %s', (status, want) => {
    expect(isRetryableStatus(status)).toBe(want);
  });
});
