import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EXPORT_FORMATS } from '../src/content/index.js';
import { heavyWorkReport, startHeavyWorkSandbox } from './support/heavy-work.js';

let sandbox: Awaited<ReturnType<typeof startHeavyWorkSandbox>>;
beforeAll(async () => {
  sandbox = await startHeavyWorkSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

describe('nothing one request does stalls the others', () => {
  test('while every format of the largest export renders, a 10 MiB document is parsed and a four-hour recording is transcribed and saved, the event loop is never held and memory comes back', async () => {
    const result = await sandbox.run({ control: false });
    const report = heavyWorkReport(result);
    console.log(report);
    expect(result.uploaded.status, result.uploaded.text.slice(0, 300)).toBe(200);
    expect(result.uploaded.body.entries.length).toBeGreaterThan(400);
    expect(result.exported.map((e) => [e.format, e.status])).toEqual(
      EXPORT_FORMATS.map((format) => [format, 'ready']),
    );
    // Every GET made during the work was answered (timed-gets.mjs exits on any other status).
    expect(result.latencies.length, report).toBeGreaterThan(20);
    // The promise, judged by what a busy machine cannot change: the CPU time the sandbox's own
    // event-loop thread spent in one turn. Wall time would also count the waits for a core that
    // other programs hold; the GETs' wall-time budget (< 100 ms) is in `pnpm bench`
    // (bench/no-stall.budget.test.ts). 40 ms: this work's longest turn is 15–23 ms here (33 in
    // one CI run); parsing a four-hour transcript's JSON in one turn instead of a slice per turn
    // makes it 47 ms, and before the work left the event loop a four-hour transcript held it for
    // 0.15–0.7 s, saving it 60 ms, a PDF render seconds.
    expect(result.busyLoop.count, 'the probe sampled the work').toBeGreaterThan(100);
    expect(result.busyLoop.heldMax, report).toBeLessThan(40);
    // Idle workers exit and the heap shrinks: memory comes back to within 64 MB.
    expect(result.rssAfterMb - result.rssBeforeMb, report).toBeLessThan(64);
  }, 240_000);
});
