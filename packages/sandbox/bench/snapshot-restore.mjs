// Snapshot budget: restoring a snapshot of 5,000 transcripts takes at most 200 ms (over HTTP,
// median of several). Baseline in the same run: what a test did before snapshots, reset plus
// seed of the same 5,000. Exits 1 when the budget is broken.
// Usage: node bench/snapshot-restore.mjs [--transcripts N] [--rounds R] [--budget-ms MS]
import { parseArgs } from 'node:util';
import { startSandbox } from '../dist/index.js';

const { values } = parseArgs({
  options: {
    transcripts: { type: 'string', default: '5000' },
    rounds: { type: 'string', default: '5' },
    'budget-ms': { type: 'string', default: '200' },
  },
});
const COUNT = Number(values.transcripts);
const ROUNDS = Number(values.rounds);
const BUDGET_MS = Number(values['budget-ms']);

async function operator(sandbox, method, path, body) {
  const res = await fetch(`${sandbox.baseUrl}/__sandbox${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function seed(sandbox) {
  for (let left = COUNT; left > 0; left -= 1000) {
    await operator(sandbox, 'POST', '/seed', { count: Math.min(1000, left) });
  }
}

async function total(sandbox) {
  const res = await fetch(`${sandbox.apiUrl}/transcripts/?limit=1`, {
    headers: { authorization: `Bearer ${sandbox.apiKey}` },
  });
  return (await res.json()).meta.total;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sandbox = await startSandbox({ log: () => undefined });
try {
  await seed(sandbox);
  await operator(sandbox, 'POST', '/snapshots', { name: 'full' });
  const restoreMs = [];
  const rebuildMs = [];
  for (let round = 0; round < ROUNDS; round++) {
    await operator(sandbox, 'POST', '/reset');
    let started = performance.now();
    await operator(sandbox, 'POST', '/snapshots/full/restore');
    restoreMs.push(performance.now() - started);
    if ((await total(sandbox)) !== COUNT) throw new Error('restore lost transcripts');

    started = performance.now();
    await operator(sandbox, 'POST', '/reset');
    await seed(sandbox);
    rebuildMs.push(performance.now() - started);
  }
  const took = median(restoreMs);
  const ok = took <= BUDGET_MS;
  console.log(
    `snapshot restore of ${COUNT} transcripts (median of ${ROUNDS}): ${took.toFixed(0)} ms (budget ${BUDGET_MS} ms) ` +
      `vs reset + seed ${median(rebuildMs).toFixed(0)} ms: ratio ${(took / median(rebuildMs)).toFixed(3)} ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await sandbox.close();
}
