// GET throughput through the SDK against raw fetch with the same headers, same sandbox, same run.
// Each measurement runs in a fresh process, so one side's garbage and JIT state never slow the other.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { pinned } from './pinning.mjs';
import { median } from './stats.mjs';

const run = promisify(execFile);
const worker = fileURLToPath(new URL('./get-worker.mjs', import.meta.url));
const ROUNDS = 15;

async function once(mode, { baseUrl, apiKey }) {
  const { stdout } = await run(...pinned(0, [worker, mode, baseUrl, apiKey]));
  return JSON.parse(stdout);
}

export async function benchGet(sandbox) {
  const rawRates = [];
  const sdkRates = [];
  const ratios = [];
  const cpuRatios = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // Back to back, in alternating order, so drift in the machine's load hits both sides alike;
    // the ratio is taken per round, then the median over rounds.
    const sdkFirst = round % 2 === 1;
    const first = await once(sdkFirst ? 'sdk' : 'raw', sandbox);
    const second = await once(sdkFirst ? 'raw' : 'sdk', sandbox);
    const [rawRate, sdkRate] = sdkFirst ? [second, first] : [first, second];
    rawRates.push(rawRate.perSecond);
    sdkRates.push(sdkRate.perSecond);
    ratios.push(sdkRate.perSecond / rawRate.perSecond);
    cpuRatios.push(sdkRate.perCpuSecond / rawRate.perCpuSecond);
  }
  return {
    raw: median(rawRates),
    sdk: median(sdkRates),
    ratio: median(ratios),
    cpuRatio: median(cpuRatios),
    ratios,
  };
}
