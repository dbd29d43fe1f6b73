import { describe, expect, test } from 'vitest';
import { anySignal } from '../../src/internal/abort.js';
import { sleep } from '../../src/internal/sleep.js';

describe('anySignal', () => {
  test('aborts with the reason of whichever signal aborts', () => {
    const first = new AbortController();
    const second = new AbortController();
    const combined = anySignal([first.signal, second.signal]);
    expect(combined.aborted).toBe(false);
    const reason = new Error('second');
    second.abort(reason);
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe(reason);
    first.abort(new Error('late'));
    expect(combined.reason).toBe(reason);
  });

  test('is aborted at once when an input already is', () => {
    const reason = new Error('before');
    const combined = anySignal([new AbortController().signal, AbortSignal.abort(reason)]);
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe(reason);
  });
});

describe('sleep', () => {
  test('resolves after the delay', async () => {
    const started = Date.now();
    await sleep(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  test('rejects with the abort reason as soon as the signal aborts', async () => {
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 20);
    const error = await sleep(10_000, controller.signal).catch((e: unknown) => e);
    expect((error as DOMException).name).toBe('AbortError');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  test('rejects at once on an aborted signal', async () => {
    const reason = new Error('already');
    await expect(sleep(10_000, AbortSignal.abort(reason))).rejects.toMatchObject({
      name: 'AbortError',
      cause: reason,
    });
  });
});
