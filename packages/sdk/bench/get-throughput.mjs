// GET throughput through the SDK against raw fetch with the same headers, same sandbox, same run.
// Each measurement runs in a fresh process, so one side's garbage and JIT state never slow the other.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { pinned } from './pinning.mjs';
import { median, pairedRounds } from './stats.mjs';

const run = promisify(execFile);
const worker = fileURLToPath(new URL('./get-worker.mjs', import.meta.url));
const ROUNDS = 15;

async function once(mode, { baseUrl, apiKey }) {
  const { stdout } = await run(...pinned(0, [worker, mode, baseUrl, apiKey]));
  return JSON.parse(stdout);
}

export async function benchGet(sandbox) {
  const pairs = await pairedRounds(ROUNDS, (mode) => once(mode, sandbox));
  const ratios = pairs.map(({ raw, sdk }) => sdk.perSecond / raw.perSecond);
  return {
    raw: median(pairs.map(({ raw }) => raw.perSecond)),
    sdk: median(pairs.map(({ sdk }) => sdk.perSecond)),
    ratio: median(ratios),
    cpuRatio: median(pairs.map(({ raw, sdk }) => sdk.perCpuSecond / raw.perCpuSecond)),
    ratios,
  };
}
