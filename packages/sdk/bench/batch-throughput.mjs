// The batch engine against a hand-written loop of transcribeFile (same concurrency, same
// outputs), 500 small files with the sandbox's quotas raised, each run in a fresh process; plus
// the engine's heap across the batch and its ledger's size and resume time at 10 000 items.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { makeWav } from '@scribekit/sandbox';
import { openJournalLedger } from '../dist/batch/node/index.js';
import { finishedItem } from './finished-item.mjs';
import { pinned } from './pinning.mjs';
import { startSandboxProcess } from './sandbox-process.mjs';
import { median, pairedRounds } from './stats.mjs';

const run = promisify(execFile);
const worker = fileURLToPath(new URL('./batch-worker.mjs', import.meta.url));
const FILES = 500;
const CONCURRENCY = 8;
const ROUNDS = 3;

/** Measures the engine against the loop; resolves with throughput (items/s), ratio and heap. */
export async function benchBatch() {
  const sandbox = await startSandboxProcess([
    '--upload-init-limit',
    '1000000',
    '--import-limit',
    '1000000',
    '--processing-ms',
    '100',
    '--chunk-size',
    String(1024 * 1024),
  ]);
  const dir = await mkdtemp(join(tmpdir(), 'scribekit-bench-batch-'));
  try {
    const folder = join(dir, 'in');
    await mkdir(folder);
    for (let i = 0; i < FILES; i++)
      await writeFile(join(folder, `f-${i}.wav`), makeWav(2, `bench-${i}`));
    let runs = 0;
    const once = async (mode) => {
      const out = join(dir, `out-${runs++}`);
      const { stdout } = await run(
        ...pinned(0, [
          '--expose-gc',
          worker,
          mode === 'sdk' ? 'engine' : 'loop',
          folder,
          out,
          sandbox.baseUrl,
          sandbox.apiKey,
          String(CONCURRENCY),
        ]),
        { maxBuffer: 1024 * 1024 },
      );
      const result = JSON.parse(stdout);
      if (result.items !== FILES) throw new Error(`${mode}: ${result.items} of ${FILES} outputs`);
      if (mode === 'sdk')
        result.ledgerBytes = (await stat(join(out, '.scribekit-batch.jsonl'))).size;
      await rm(out, { recursive: true, force: true });
      return result;
    };
    const pairs = await pairedRounds(ROUNDS, once);
    const rate = (result) => FILES / result.seconds;
    const ratios = pairs.map((pair) => rate(pair.sdk) / rate(pair.raw));
    const heaps = pairs.map((pair) => pair.sdk.heap);
    // Growth of the heap (after GC) from 20 % to 100 % of the batch, per item, median over rounds.
    const heapGrowthKiBPerItem = median(heaps.map((h) => ((h[2] - h[0]) * 1024) / (FILES * 0.8)));
    return {
      loop: median(pairs.map((pair) => rate(pair.raw))),
      engine: median(pairs.map((pair) => rate(pair.sdk))),
      ratio: median(ratios),
      ratios,
      heaps,
      heapGrowthKiBPerItem,
      ledgerBytesPerItem: median(pairs.map((pair) => pair.sdk.ledgerBytes / FILES)),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
    await sandbox.close();
  }
}

/** A 10 000-item ledger of finished items (two formats each): bytes per item and reopen time. */
export async function benchLedger() {
  const dir = await mkdtemp(join(tmpdir(), 'scribekit-bench-ledger-'));
  try {
    const path = join(dir, 'ledger.jsonl');
    const ledger = await openJournalLedger(path);
    await Promise.all(Array.from({ length: 10_000 }, (_, i) => finishedItem(ledger, i)));
    await ledger.close();
    const bytesPerItem = (await stat(path)).size / 10_000;
    const times = [];
    for (let round = 0; round < 5; round++) {
      const started = performance.now();
      const reopened = await openJournalLedger(path);
      times.push(performance.now() - started);
      await reopened.close();
    }
    return { bytesPerItem, resumeMs: median(times) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Budgets of the batch engine (issue 21). */
export const batchBudgets = {
  throughputRatio: 0.8,
  ledgerBytesPerItem: 2048,
  resumeMs: 1000,
  heapGrowthKiBPerItem: 16,
};

// `node bench/batch-throughput.mjs`: these figures alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ledger = await benchLedger();
  console.log(
    `ledger: ${ledger.bytesPerItem.toFixed(0)} B/item, resume 10 000 items ${ledger.resumeMs.toFixed(0)} ms`,
  );
  const batch = await benchBatch();
  console.log(JSON.stringify(batch, null, 1));
}
