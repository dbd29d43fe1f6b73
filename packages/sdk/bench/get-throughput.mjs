// GET throughput through the SDK against raw fetch with the same headers, same sandbox, same run.
import { createScribekit, unwrap } from '../dist/index.js';
import { inParallel, median } from './stats.mjs';

const REQUESTS = 250;
const CONCURRENCY = 8;
const ROUNDS = 21;

/** Requests per second of `send` over REQUESTS requests, CONCURRENCY at a time. */
async function throughput(send) {
  const started = performance.now();
  await inParallel(Array.from({ length: REQUESTS }), CONCURRENCY, send);
  return REQUESTS / ((performance.now() - started) / 1000);
}

export async function benchGet({ baseUrl, apiKey }) {
  const url = `${baseUrl}/api/v1/source-imports/providers`;
  const headers = { Authorization: `Bearer ${apiKey}` };
  const raw = async () => {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`raw GET failed: ${response.status}`);
    await response.json();
  };
  const scribekit = createScribekit({ baseUrl, apiKey });
  const viaSdk = async () => {
    await unwrap(scribekit.client.GET('/source-imports/providers'));
  };
  await throughput(raw); // warm-up of both paths
  await throughput(viaSdk);
  const rawRates = [];
  const sdkRates = [];
  const ratios = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // Short rounds back to back, in alternating order, so drift in the machine's load hits both
    // sides alike; the ratio is taken per round, then the median over rounds.
    const first = round % 2 ? viaSdk : raw;
    const second = round % 2 ? raw : viaSdk;
    const a = await throughput(first);
    const b = await throughput(second);
    const [rawRate, sdkRate] = round % 2 ? [b, a] : [a, b];
    rawRates.push(rawRate);
    sdkRates.push(sdkRate);
    ratios.push(sdkRate / rawRate);
  }
  return { raw: median(rawRates), sdk: median(sdkRates), ratio: median(ratios) };
}
