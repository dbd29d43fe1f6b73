import { expect } from 'vitest';

/**
 * When something happened, as the test can know it: after `from` and before `to` (`Date.now()`
 * before and after the call that made it happen or saw it). Durations between two moments are
 * then bounded by what the clock says, however long a busy machine made each step take.
 */
export interface Moment {
  from: number;
  to: number;
}

/** Runs `work` and returns when it ran. */
export async function moment(work: () => Promise<unknown>): Promise<Moment> {
  const from = Date.now();
  await work();
  return { from, to: Date.now() };
}

/** The m:ss (or h:mm:ss) clock in `text`, in seconds. */
export function clockSeconds(text: string): number {
  const found = /(?:(\d+):)?(\d+):(\d\d)/.exec(text);
  if (!found) throw new Error(`no m:ss clock in ${JSON.stringify(text)}`);
  return Number(found[1] ?? 0) * 3600 + Number(found[2]) * 60 + Number(found[3]);
}

/**
 * Asserts that `seconds` (a clock shown, or a recording's length) fits the time between `start`
 * and `end`: at least the shortest it can have been minus `lostS` (what may be lost or not yet
 * shown), at most the longest it can have been plus `overS`.
 */
export function expectSecondsBetween(
  seconds: number,
  start: Moment,
  end: Moment,
  { lostS = 1, overS = 0.5 } = {},
): void {
  const shortest = (end.from - start.to) / 1000;
  const longest = (end.to - start.from) / 1000;
  const where = `${seconds} s, with ${shortest.toFixed(2)}–${longest.toFixed(2)} s between the two moments`;
  expect(seconds, where).toBeGreaterThanOrEqual(shortest - lostS);
  expect(seconds, where).toBeLessThanOrEqual(longest + overS);
}
