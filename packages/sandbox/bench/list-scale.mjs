// How `GET /transcripts/` holds up as the sandbox fills: throughput with 5,000 transcripts
// against a baseline of 10 measured in the same run (two sandboxes, measured in alternation),
// plain, with `q=`, `status=` and `speaker=` on common and rare values, and in every `sort=`
// order, plus heap per transcript. Exits 1 when a ratio is under the budget.
// Usage: node --expose-gc bench/list-scale.mjs [--full N] [--seconds S] [--budget R]
import { parseArgs } from 'node:util';
import { TRANSCRIPT_SORTS } from '../dist/generated/spec-enums.js';
import { startSandbox } from '../dist/index.js';

const { values } = parseArgs({
  options: {
    full: { type: 'string', default: '5000' },
    seconds: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '3' },
    budget: { type: 'string', default: '0.5' },
  },
});
const FULL = Number(values.full);
const WINDOW_MS = Number(values.seconds) * 1000;
const ROUNDS = Number(values.rounds);
const BUDGET = Number(values.budget);
const CONCURRENCY = 8;
// Same page size for both, so the ratio measures the store's size, not a longer answer. Seeded
// titles are "<topic> <kind> <n>" and every seeded transcript has speakers "Speaker 1…3"; one
// transcript in each sandbox gets named speakers (Samuel, Ana, Lukas) for the rare speaker.
const QUERIES = {
  plain: '/transcripts/?limit=10',
  'q=e (common)': '/transcripts/?limit=10&q=e',
  'q=budget': '/transcripts/?limit=10&q=budget',
  'q=4321 (rare)': '/transcripts/?limit=10&q=4321',
  'status=completed': '/transcripts/?limit=10&status=completed',
  'status=failed (rare)': '/transcripts/?limit=10&status=failed',
  'speaker=Speaker 1': '/transcripts/?limit=10&speaker=Speaker%201',
  'speaker=Samuel (rare)': '/transcripts/?limit=10&speaker=Samuel',
  ...Object.fromEntries(
    TRANSCRIPT_SORTS.map((sort) => [`sort=${sort}`, `/transcripts/?limit=10&sort=${sort}`]),
  ),
};

const gc = globalThis.gc ?? (() => undefined);

async function seed(sandbox, count) {
  for (let left = count; left > 0; left -= 1000) {
    const res = await fetch(`${sandbox.baseUrl}/__sandbox/seed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: Math.min(1000, left) }),
    });
    if (res.status !== 201) throw new Error(`seed: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }
  const list = await fetch(`${sandbox.apiUrl}/transcripts/?limit=1&skip=${Math.floor(count / 2)}`, {
    headers: { authorization: `Bearer ${sandbox.apiKey}` },
  }).then((r) => r.json());
  const named = await fetch(
    `${sandbox.apiUrl}/transcripts/${list.items[0].id}/speakers/auto-name`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${sandbox.apiKey}` },
    },
  );
  if (named.status !== 200) throw new Error(`auto-name: ${named.status} ${await named.text()}`);
}

/** Requests per second over WINDOW_MS with CONCURRENCY loops; every answer must be 200. */
async function throughput(sandbox, path) {
  const url = `${sandbox.apiUrl}${path}`;
  const headers = { authorization: `Bearer ${sandbox.apiKey}` };
  const end = performance.now() + WINDOW_MS;
  let done = 0;
  const loop = async () => {
    while (performance.now() < end) {
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  return (done * 1000) / (performance.now() - started);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const options = { log: () => undefined, processingMs: 1000 };
const small = await startSandbox(options);
const full = await startSandbox(options);
try {
  await seed(small, 10);
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const seedStarted = performance.now();
  await seed(full, FULL);
  const seedMs = performance.now() - seedStarted;
  gc();
  const perTranscriptKiB = (process.memoryUsage().heapUsed - heapBefore) / FULL / 1024;

  // Warm both up, then alternate windows so load on the machine hits both alike.
  for (const path of Object.values(QUERIES)) {
    await throughput(small, path);
    await throughput(full, path);
  }
  let failed = false;
  console.log(
    `GET /transcripts/ — 10 vs ${FULL} transcripts, ${CONCURRENCY} concurrent, median of ${ROUNDS} × ${WINDOW_MS} ms`,
  );
  for (const [name, path] of Object.entries(QUERIES)) {
    const base = [];
    const big = [];
    for (let round = 0; round < ROUNDS; round++) {
      base.push(await throughput(small, path));
      big.push(await throughput(full, path));
    }
    const ratio = median(big) / median(base);
    const ok = ratio >= BUDGET;
    failed ||= !ok;
    console.log(
      `  ${name.padEnd(24)} 10: ${median(base).toFixed(0).padStart(5)} req/s   ${FULL}: ${median(big).toFixed(0).padStart(5)} req/s   ratio ${ratio.toFixed(2)} ${ok ? 'ok' : `UNDER ${BUDGET}`}`,
    );
  }
  console.log(
    `  seeding ${FULL}: ${(seedMs / 1000).toFixed(1)} s; heap per transcript: ${perTranscriptKiB.toFixed(1)} KiB${globalThis.gc ? '' : ' (run with --expose-gc for a steady figure)'}`,
  );
  process.exitCode = failed ? 1 : 0;
} finally {
  await small.close();
  await full.close();
}
