import { describe, expect, test } from 'vitest';
import { AbortError } from '../../src/errors.js';
import { anySignal, asAbortError, eitherSignal } from '../../src/internal/abort.js';
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

  test('rejects at once with the reason of an aborted signal', async () => {
    const reason = new Error('already');
    await expect(sleep(10_000, AbortSignal.abort(reason))).rejects.toBe(reason);
  });
});

describe('asAbortError', () => {
  test("turns a wait ended by the caller's abort into the call's AbortError", async () => {
    const reason = new Error('user left');
    const signal = AbortSignal.abort(reason);
    const error = await sleep(10_000, signal)
      .catch(asAbortError(signal))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(error).toMatchObject({ name: 'AbortError', cause: reason });
  });

  test('passes any other rejection as it is', async () => {
    const other = new Error('disk full');
    const signal = new AbortController().signal;
    await expect(Promise.reject(other).catch(asAbortError(signal))).rejects.toBe(other);
  });
});

describe('eitherSignal', () => {
  test('aborts with the reason of whichever aborts first, at once when one already has', () => {
    const first = new AbortController();
    const second = new AbortController();
    const either = eitherSignal(first.signal, second.signal);
    const reason = new Error('second');
    second.abort(reason);
    first.abort(new Error('late'));
    expect(either.reason).toBe(reason);
    const early = new Error('early');
    expect(eitherSignal(AbortSignal.abort(early), second.signal).reason).toBe(early);
  });
});
