// `pnpm bench`: the no-stall scenario's wall-time budget, which a busy machine can break (the
// test in `pnpm test` judges the same work by the event loop's own CPU time).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { heavyWorkReport, percentile, startHeavyWorkSandbox } from '../test/support/heavy-work.js';

let sandbox: Awaited<ReturnType<typeof startHeavyWorkSandbox>>;
beforeAll(async () => {
  sandbox = await startHeavyWorkSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

test('every GET made during the heavy work answers in < 100 ms, beyond this machine’s own pauses', async () => {
  const result = await sandbox.run({ control: true });
  const report = heavyWorkReport(result);
  console.log(`no-stall: ${report}`);
  // One allowance, measured in this run rather than assumed: a loaded 2-core machine pauses any
  // process now and then (the control, a thread as busy as a rendering worker with the sandbox
  // idle, shows this machine's pauses: its slowest GET beyond its median).
  const noise = Math.max(0, Math.max(...result.control) - percentile(result.control, 0.5));
  expect(Math.max(...result.latencies), report).toBeLessThan(100 + noise);
}, 240_000);
