import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { withProcessCpu } from '../../../scripts/test-support/cpu-time.mjs';
import { TRANSCRIPT_SORTS } from '../src/generated/spec-enums.js';
import { TranscriptMap } from '../src/state/transcript-index.js';
import type { TranscriptRecord } from '../src/state/types.js';
import { startTestSandbox, type TestSandbox } from './support/sandbox.js';

// A cheaper cousin of `pnpm bench` (bench/list-scale.mjs): 2,000 transcripts, not 5,000.
const FULL = 2000;

let small: TestSandbox;
let full: TestSandbox;
beforeAll(async () => {
  // Response checking off: it would measure the validator, not the listing.
  small = await startTestSandbox({ validateResponses: false });
  full = await startTestSandbox({ validateResponses: false });
  for (const [sandbox, count] of [
    [small, 10],
    [full, FULL],
  ] as const) {
    const res = await fetch(`${sandbox.baseUrl}/__sandbox/seed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count }),
    });
    expect(res.status).toBe(201);
    // One transcript with named speakers (Samuel, Ana, Lukas): the rare speaker= value.
    const { transcript_ids: ids } = (await res.json()) as { transcript_ids: string[] };
    const named = await sandbox.api(
      'POST',
      `/transcripts/${ids[Math.floor(count / 2)]}/speakers/auto-name`,
    );
    expect(named.status, named.text).toBe(200);
  }
}, 120_000);
afterAll(async () => {
  await small.close();
  await full.close();
});

/**
 * CPU time of this process (the sandbox runs in it) per call, over `n` sequential calls: CPU, not
 * wall time, so a busy machine cannot blur these few milliseconds.
 */
async function cpuPerCallMs(sandbox: TestSandbox, path: string, n = 40): Promise<number> {
  const { cpuMs } = await withProcessCpu(async () => {
    for (let i = 0; i < n; i++) {
      const res = await sandbox.api('GET', path);
      expect(res.status).toBe(200);
    }
  });
  return cpuMs / n;
}

describe('listing stays fast as the sandbox fills', () => {
  test.each([
    ['plain', '/transcripts/?limit=10'],
    ['q= common', '/transcripts/?limit=10&q=e'],
    ['q=', '/transcripts/?limit=10&q=budget'],
    ['q= rare', '/transcripts/?limit=10&q=1234'],
    ['status= common', '/transcripts/?limit=10&status=completed'],
    ['status= rare', '/transcripts/?limit=10&status=failed'],
    ['speaker= common', '/transcripts/?limit=10&speaker=Speaker%201'],
    ['speaker= rare', '/transcripts/?limit=10&speaker=Samuel'],
    // Every order but the default, which 'plain' measures.
    ...TRANSCRIPT_SORTS.filter((sort) => sort !== 'created_at_desc').map((sort) => [
      `sort=${sort}`,
      `/transcripts/?limit=10&sort=${sort}`,
    ]),
  ])(`%s: ${FULL} transcripts answer at least a third as fast as 10`, async (_name, path) => {
    await cpuPerCallMs(small, path, 5);
    await cpuPerCallMs(full, path, 5);
    // Alternating rounds, the median of each: a garbage collection in one round does not decide.
    const base: number[] = [];
    const big: number[] = [];
    for (let round = 0; round < 5; round++) {
      base.push(await cpuPerCallMs(small, path));
      big.push(await cpuPerCallMs(full, path));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] as number;
    const ratio = median(base) / median(big);
    const shown = (values: number[]) => values.map((ms) => ms.toFixed(2)).join(', ');
    expect(
      ratio,
      `CPU per call, 10: ${shown(base)} ms; ${FULL}: ${shown(big)} ms`,
      // The bench holds 0.5×; here a loaded machine read 0.497× for an indexed order (its
      // sub-millisecond calls swing 3× between rounds), and a list sorted per call reads ~0.1×.
    ).toBeGreaterThanOrEqual(1 / 3);
  });

  test('the results are right: totals, order and q= matches', async () => {
    const page = await full.api('GET', '/transcripts/?limit=3&skip=2');
    expect(page.body.meta).toEqual({ total: FULL, skip: 2, limit: 3 });
    const q = await full.api('GET', '/transcripts/?q=budget%20review&limit=100');
    // Titles are "<topic> <kind> <n>": budget is topic 0 of 40, review kind 1 of 5.
    const expected = Array.from({ length: FULL }, (_, i) => i).filter(
      (i) => i % 40 === 0 && Math.floor(i / 40) % 5 === 1,
    ).length;
    expect(q.body.meta.total).toBe(expected);
    for (const item of q.body.items) expect(item.title).toMatch(/^budget review \d+$/);
    const short = await full.api('GET', '/transcripts/?q=it&limit=1');
    // Two letters: no trigram, so every title is looked at ("hiring", "onboarding", "audit"…).
    expect(short.body.meta.total).toBeGreaterThan(0);
  });
});

describe('TranscriptMap keeps its indexes with the map', () => {
  const record = (id: string, title: string, at: number) =>
    ({ id, title, createdAtMs: at }) as TranscriptRecord;

  test('newest first, title matches, delete and clear', () => {
    const map = new TranscriptMap();
    map.set('a', record('a', 'Quarterly Budget', 1));
    map.set('b', record('b', 'Budget retro', 2));
    map.set('c', record('c', 'Hiring sync', 3));
    expect([...map.newestFirst()].map((t) => t.id)).toEqual(['c', 'b', 'a']);
    expect([...map.matchingTitle(['budget'])].map((t) => t.id)).toEqual(['b', 'a']);
    expect([...map.matchingTitle(['budget', 'retro'])].map((t) => t.id)).toEqual(['b']);
    expect([...map.matchingTitle(['zzz'])]).toEqual([]);
    expect([...map.matchingTitle(['sy'])].map((t) => t.id)).toEqual(['c']);
    map.delete('b');
    expect([...map.matchingTitle(['budget'])].map((t) => t.id)).toEqual(['a']);
    expect([...map.newestFirst()].map((t) => t.id)).toEqual(['c', 'a']);
    map.clear();
    expect([...map.matchingTitle(['budget'])]).toEqual([]);
    expect([...map.newestFirst()]).toEqual([]);
  });
});
