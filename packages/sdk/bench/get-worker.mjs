// GET throughput in a fresh process, through the SDK or raw fetch with the same headers;
// prints requests per second. Run by get-throughput.mjs.
import { createScribekit, unwrap } from '../dist/index.js';
import { inParallel } from './stats.mjs';

const [mode, baseUrl, apiKey] = process.argv.slice(2);
const WARM_UP = 4000;
const REQUESTS = 6000;
const CONCURRENCY = 8;

const url = `${baseUrl}/api/v1/source-imports/providers`;
const headers = { Authorization: `Bearer ${apiKey}` };
const scribekit = createScribekit({ baseUrl, apiKey });
const send =
  mode === 'sdk'
    ? async () => {
        await unwrap(scribekit.client.GET('/source-imports/providers'));
      }
    : async () => {
        const response = await fetch(url, { headers });
        if (!response.ok) throw new Error(`raw GET failed: ${response.status}`);
        await response.json();
      };

await inParallel(Array.from({ length: WARM_UP }), CONCURRENCY, send);
const started = performance.now();
const cpuBefore = process.cpuUsage();
await inParallel(Array.from({ length: REQUESTS }), CONCURRENCY, send);
const cpu = process.cpuUsage(cpuBefore);
const seconds = (performance.now() - started) / 1000;
// Wall-clock throughput, and requests per CPU-second of this process (steadier on a noisy host).
process.stdout.write(
  `${JSON.stringify({ perSecond: REQUESTS / seconds, perCpuSecond: REQUESTS / ((cpu.user + cpu.system) / 1e6) })}\n`,
);
