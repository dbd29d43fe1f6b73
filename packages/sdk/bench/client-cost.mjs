// Client cost per GET with `fetch` stubbed, in one process: the SDK (retries, idempotency, logging
// and per-call options on) against plain openapi-fetch with the same headers. No network, so the
// figure is what each client itself spends per call. Rounds alternate which side goes first.
import createClient from 'openapi-fetch';
import { createClient as createTypedClient } from '../dist/client/index.js';
import { createScribekit, unwrap } from '../dist/index.js';
import { median, pairedRounds } from './stats.mjs';

const ROUNDS = 15;
const CALLS = 20_000;
const baseUrl = 'https://api.example.com';
const apiKey = 'sk_bench';
const body = JSON.stringify({ providers: [{ code: 'youtube', label: 'YouTube', status: 'ok' }] });
const responseHeaders = { 'content-type': 'application/json', 'x-request-id': 'req_1' };
// Each call gets a fresh Response: a body can be read once.
const stub = async () => new Response(body, { headers: responseHeaders });

const plain = createClient({
  baseUrl: `${baseUrl}/api/v1`,
  fetch: stub,
  headers: { Authorization: `Bearer ${apiKey}` },
});
const scribekit = createScribekit({
  apiKey,
  baseUrl,
  fetch: stub,
  maxRetries: 2,
  timeoutMs: 60_000,
});
// The smaller entry's client, with the same options.
const client = createTypedClient({
  apiKey,
  baseUrl,
  fetch: stub,
  maxRetries: 2,
  timeoutMs: 60_000,
});
const perCall = { timeoutMs: 30_000, maxRetries: 2, headers: { 'X-Trace': 'bench' } };

const sides = {
  raw: async () => {
    const { data, error } = await plain.GET('/source-imports/providers', {
      headers: { 'X-Trace': 'bench' },
    });
    if (error || !data) throw new Error('plain openapi-fetch call failed');
  },
  sdk: async () => {
    await unwrap(scribekit.client.GET('/source-imports/providers', perCall));
  },
  client: async () => {
    await unwrap(client.GET('/source-imports/providers', perCall));
  },
  resource: async () => {
    await scribekit.sourceImports.listProviders(perCall);
  },
};

async function callsPerSecond(side) {
  const call = sides[side];
  const started = performance.now();
  for (let i = 0; i < CALLS; i += 1) await call();
  return CALLS / ((performance.now() - started) / 1000);
}

/** Paired rounds of plain openapi-fetch (`raw`) against `side` of the SDK, after a warm-up. */
export async function benchClientCost(side = 'sdk') {
  for (const name of ['raw', side]) for (let i = 0; i < 5_000; i += 1) await sides[name]();
  const pairs = await pairedRounds(ROUNDS, (mode) => callsPerSecond(mode === 'sdk' ? side : 'raw'));
  const ratios = pairs.map(({ raw, sdk }) => sdk / raw);
  return {
    raw: median(pairs.map(({ raw }) => raw)),
    sdk: median(pairs.map(({ sdk }) => sdk)),
    ratio: median(ratios),
    ratios,
  };
}
