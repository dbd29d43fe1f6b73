// How restart time grows with the state, in the same run: a data directory holding ~10 MB and
// ~50 MB of state (as the earlier format, with every transcript body inline, would save it),
// grown two ways — more transcripts of 30 s, or as many transcripts of longer recordings — each
// restarted (startSandbox until it answers) as this version stores it (bodies apart, read on
// first use) and as the earlier format stored it (state.json with every body inline, which
// this version still loads). Prints medians and ratios; exits 1 when a restart at ~50 MB of
// long recordings takes over the budget × one at ~10 MB.
// Usage: node bench/restart-scale.mjs [--small MB] [--large MB] [--runs N] [--budget R]
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startSandbox } from '../dist/index.js';
import { Journal } from '../dist/state/journal.js';
import { STATE_FILE, serializeState } from '../dist/state/snapshot.js';
import { Store } from '../dist/state/store.js';

const { values } = parseArgs({
  options: {
    small: { type: 'string', default: '10' },
    large: { type: 'string', default: '50' },
    runs: { type: 'string', default: '3' },
    budget: { type: 'string', default: '1.5' },
  },
});
const MB = 2 ** 20;
const RUNS = Number(values.runs);
const BUDGET = Number(values.budget);
const scratch = mkdtempSync(join(tmpdir(), 'sandbox-restart-bench-'));
const options = { log: () => undefined, processingMs: 1000 };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;

async function seed(sandbox, count, seconds) {
  for (let left = count; left > 0; left -= 500) {
    const res = await fetch(`${sandbox.baseUrl}/__sandbox/seed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: Math.min(500, left), duration_s: seconds }),
    });
    if (res.status !== 201) throw new Error(`seed: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }
}

/** Bytes of a transcript of `seconds` in the earlier format (measured on one). */
async function bytesPerTranscript(seconds) {
  const dir = join(scratch, `probe-${seconds}`);
  const sandbox = await startSandbox({ ...options, dataDir: dir });
  await seed(sandbox, 20, seconds);
  await sandbox.close();
  const store = new Store('probe');
  const journal = await Journal.open(dir, store, dir, { onError: console.error });
  const bytes = serializeState(store, dir).length / 20;
  await journal.close();
  rmSync(dir, { recursive: true, force: true });
  return bytes;
}

/** A data directory of about `megabytes` of state, compacted (its bodies stored apart). */
async function build(label, megabytes, seconds, perTranscript) {
  const dir = join(scratch, label);
  const count = Math.round((megabytes * MB) / perTranscript);
  const sandbox = await startSandbox({ ...options, dataDir: dir });
  await seed(sandbox, count, seconds);
  await sandbox.close();
  const store = new Store('bench');
  const journal = await Journal.open(dir, store, dir, { onError: console.error });
  journal.compactSoon();
  await journal.close();
  // The same state as the earlier format saved it: state.json with every body inline.
  const inline = serializeState(store, dir).replace('"version":3', '"version":2');
  return { label, dir, count, seconds, stateBytes: inline.length, inline };
}

function dirBytes(dir) {
  return readdirSync(dir)
    .filter((name) => /^(state\.json|journal\..*|bodies\..*)$/.test(name))
    .reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
}

async function restartMs(dir) {
  const started = performance.now();
  const sandbox = await startSandbox({ ...options, dataDir: dir });
  const res = await fetch(`${sandbox.apiUrl}/transcripts/?limit=1`, {
    headers: { authorization: `Bearer ${sandbox.apiKey}` },
  });
  await res.arrayBuffer();
  const ms = performance.now() - started;
  await sandbox.close();
  return ms;
}

/** Restarts as stored now, and as the earlier format (a fresh copy each time, as it migrates). */
async function measure(dataset) {
  const now = [];
  const before = [];
  for (let run = 0; run < RUNS; run++) {
    now.push(await restartMs(dataset.dir));
    const old = join(scratch, `${dataset.label}-old-${run}`);
    cpSync(dataset.dir, old, {
      recursive: true,
      filter: (path) => !/\/(bodies\.|journal\.|state\.json)[^/]*$/.test(path),
    });
    // Its paths under the copy, as if saved there (so loading it does not move them).
    writeFileSync(join(old, STATE_FILE), dataset.inline.split(dataset.dir).join(old));
    const generation = /"journal":(\d+)/.exec(dataset.inline.slice(0, 500))[1];
    writeFileSync(join(old, `journal.${generation}.jsonl`), '');
    before.push(await restartMs(old));
    rmSync(old, { recursive: true, force: true });
  }
  return { ...dataset, onDisk: dirBytes(dataset.dir), now: median(now), before: median(before) };
}

const empty = join(scratch, 'empty');
const emptyRuns = [];
for (let run = 0; run <= RUNS; run++) emptyRuns.push(await restartMs(empty));
// The first start writes the directory's first base snapshot; the others are restarts.
const emptyMs = median(emptyRuns.slice(1));
const shortBytes = await bytesPerTranscript(30);
const longSeconds = 1800;
const longBytes = await bytesPerTranscript(longSeconds);
const small = Number(values.small);
const large = Number(values.large);
const rows = [];
for (const [label, megabytes, seconds, per] of [
  ['many-small', small, 30, shortBytes],
  ['many-large', large, 30, shortBytes],
  ['long-small', small, longSeconds, longBytes],
  ['long-large', large, longSeconds, longBytes],
]) {
  const dataset = await build(label, megabytes, seconds, per);
  rows.push(await measure(dataset));
  delete dataset.inline;
  rmSync(dataset.dir, { recursive: true, force: true });
}
rmSync(scratch, { recursive: true, force: true });

console.log(`restart of an empty data directory: ${emptyMs.toFixed(0)} ms`);
for (const r of rows) {
  console.log(
    `${r.label.padEnd(11)} ${String(r.count).padStart(5)} transcripts of ${r.seconds} s, state ${mb(r.stateBytes)} (on disk now ${mb(r.onDisk)}): restart ${r.now.toFixed(0)} ms; earlier format ${r.before.toFixed(0)} ms (${(r.now / r.before).toFixed(2)}×)`,
  );
}
const by = Object.fromEntries(rows.map((r) => [r.label, r]));
const ratio = (a, b, key) => (by[a][key] / by[b][key]).toFixed(2);
console.log(
  `~${large} vs ~${small} MB, long recordings: ${ratio('long-large', 'long-small', 'now')}× now, ${ratio('long-large', 'long-small', 'before')}× in the earlier format`,
);
console.log(
  `~${large} vs ~${small} MB, more transcripts: ${ratio('many-large', 'many-small', 'now')}× now, ${ratio('many-large', 'many-small', 'before')}× in the earlier format`,
);
const longRatio = by['long-large'].now / by['long-small'].now;
if (longRatio > BUDGET) {
  console.error(
    `FAIL: a restart at ~${large} MB of long recordings takes ${longRatio.toFixed(2)}× one at ~${small} MB`,
  );
  process.exit(1);
}
