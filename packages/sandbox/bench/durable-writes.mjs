// What durability costs with --data-dir, and that it does not grow with the state: per-write
// latency (median of sequential writes) and bytes saved per write with a large state against
// a small one and against no data directory, measured in the same run; writes per fdatasync
// under concurrency (group commit); restart time; and, for comparison, what one whole-state
// save (the former way, on every change) costs at the large state. Exits 1 when the large
// state's per-write median is over the budget × the small state's.
// Usage: node bench/durable-writes.mjs [--full N] [--writes W] [--budget R]
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startSandbox } from '../dist/index.js';
import { readDataDir } from '../dist/state/journal.js';
import { serializeState } from '../dist/state/snapshot.js';
import { Store } from '../dist/state/store.js';

const { values } = parseArgs({
  options: {
    full: { type: 'string', default: '2000' },
    writes: { type: 'string', default: '300' },
    budget: { type: 'string', default: '2' },
  },
});
const FULL = Number(values.full);
const WRITES = Number(values.writes);
const BUDGET = Number(values.budget);
const CONCURRENCY = 32;

const scratch = mkdtempSync(join(tmpdir(), 'sandbox-durable-bench-'));
const options = { log: () => undefined, processingMs: 1000 };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** Bytes of the journal files in a data directory. */
function journalBytes(dir) {
  return readdirSync(dir)
    .filter((name) => name.startsWith('journal.'))
    .reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
}

function dirBytes(dir) {
  return readdirSync(dir)
    .filter(
      (name) => name === 'state.json' || name.startsWith('journal.') || name.startsWith('bodies.'),
    )
    .reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
}

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
}

/** One small write: a knowledge base. */
async function write(sandbox, i) {
  const res = await fetch(`${sandbox.apiUrl}/knowledge-bases?personal=true`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sandbox.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `bench ${i}` }),
  });
  if (res.status !== 200) throw new Error(`write: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
}

async function sequential(sandbox) {
  const times = [];
  for (let i = 0; i < WRITES; i++) {
    const started = performance.now();
    await write(sandbox, i);
    times.push(performance.now() - started);
  }
  return median(times);
}

/** Writes per second with CONCURRENCY writers, and writes per journal line (≈ per fdatasync). */
async function concurrent(sandbox, dir) {
  const linesBefore = dir ? journalLines(dir) : 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < WRITES * 2) await write(sandbox, next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const lines = dir ? journalLines(dir) - linesBefore : 0;
  return { perSecond: (WRITES * 2) / seconds, perCommit: lines ? (WRITES * 2) / lines : null };
}

/** Lines in the journal files: one per commit of small writes, each commit one fdatasync. */
function journalLines(dir) {
  let lines = 0;
  for (const name of readdirSync(dir).filter((n) => n.startsWith('journal.'))) {
    for (const byte of readFileSync(join(dir, name))) if (byte === 10) lines++;
  }
  return lines;
}

async function measure(label, count, withDir) {
  const dir = withDir ? join(scratch, label) : undefined;
  const sandbox = await startSandbox({ ...options, dataDir: dir });
  await seed(sandbox, count);
  await sequential(sandbox); // warm-up
  const journalBefore = dir ? journalBytes(dir) : 0;
  const latency = await sequential(sandbox);
  const bytesPerWrite = dir ? (journalBytes(dir) - journalBefore) / WRITES : 0;
  const burst = await concurrent(sandbox, dir);
  await sandbox.close();
  let restartMs = null;
  let stateBytes = null;
  let wholeSaveMs = null;
  if (dir) {
    stateBytes = dirBytes(dir);
    const started = performance.now();
    const again = await startSandbox({ ...options, dataDir: dir });
    restartMs = performance.now() - started;
    await again.close();
    const store = new Store('bench');
    await readDataDir(dir, store, dir);
    const t = performance.now();
    serializeState(store, dir);
    wholeSaveMs = performance.now() - t;
  }
  return { label, latency, bytesPerWrite, burst, restartMs, stateBytes, wholeSaveMs };
}

const rows = [];
rows.push(await measure('memory-full', FULL, false));
rows.push(await measure('dir-small', 10, true));
rows.push(await measure('dir-full', FULL, true));
rmSync(scratch, { recursive: true, force: true });

const [memory, small, full] = rows;
for (const r of rows) {
  console.log(
    `${r.label.padEnd(12)} per write ${r.latency.toFixed(2)} ms (median of ${WRITES})` +
      (r.stateBytes === null
        ? ''
        : `, ${Math.round(r.bytesPerWrite)} B saved per write, state ${mb(r.stateBytes)}, restart ${r.restartMs.toFixed(0)} ms, one whole-state serialization ${r.wholeSaveMs.toFixed(0)} ms`) +
      `; ${CONCURRENCY} writers: ${r.burst.perSecond.toFixed(0)} writes/s` +
      (r.burst.perCommit ? `, ${r.burst.perCommit.toFixed(1)} writes per commit` : ''),
  );
}
const ratio = full.latency / small.latency;
console.log(
  `per-write median, ${FULL} vs 10 transcripts: ${ratio.toFixed(2)}× (budget ${BUDGET}×); ` +
    `journal vs no data directory at ${FULL}: ${(full.latency / memory.latency).toFixed(2)}×; ` +
    `bytes per write ${FULL} vs 10: ${(full.bytesPerWrite / small.bytesPerWrite).toFixed(2)}×`,
);
if (ratio > BUDGET) {
  console.error(`FAIL: a write at ${FULL} transcripts costs ${ratio.toFixed(2)}× one at 10`);
  process.exit(1);
}
