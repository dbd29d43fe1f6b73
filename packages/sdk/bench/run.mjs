// `pnpm bench`: the SDK's performance budgets, each against a baseline measured in the same run.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { batchBudgets, benchBatch, benchLedger } from './batch-throughput.mjs';
import { benchCaptions, captionsBudgetRatio } from './captions.mjs';
import { benchClientCost } from './client-cost.mjs';
import { benchGet } from './get-throughput.mjs';
import { pinningNote } from './pinning.mjs';
import { startSandboxProcess } from './sandbox-process.mjs';
import { benchUploadMemory } from './upload-memory.mjs';
import { benchUpload, makeFile } from './upload-throughput.mjs';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
// The bench sandbox's part size is the service default (8 MiB) and the SDK sends 4 at once:
// peak RSS growth may be 2 × concurrency × part size + 64 MiB.
const budgets = { clientCostRatio: 0.95, uploadRatio: 0.9, uploadRssMiB: 2 * 4 * 8 + 64 };

const sandbox = await startSandboxProcess([
  '--upload-init-limit',
  '1000',
  '--processing-ms',
  '1000',
]);
try {
  const clientCost = await benchClientCost('sdk');
  const entryCost = await benchClientCost('client');
  const resourceCost = await benchClientCost('resource');
  const get = await benchGet(sandbox);
  const dir = await mkdtemp(join(tmpdir(), 'scribekit-bench-'));
  const path = join(dir, 'upload.bin');
  await makeFile(path, GiB);
  let upload;
  let memory;
  try {
    upload = await benchUpload(sandbox, path);
    memory = await benchUploadMemory(path, sandbox);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const rows = [
    [
      'Client cost per GET, fetch stubbed (calls/s; baseline plain openapi-fetch)',
      clientCost.raw,
      clientCost.sdk,
      clientCost.ratio,
      `≥ ${budgets.clientCostRatio}`,
      clientCost.ratio >= budgets.clientCostRatio,
    ],
    [
      '@scribekit/sdk/client per GET, fetch stubbed (calls/s; baseline plain openapi-fetch)',
      entryCost.raw,
      entryCost.sdk,
      entryCost.ratio,
      `≥ ${budgets.clientCostRatio}`,
      entryCost.ratio >= budgets.clientCostRatio,
    ],
    [
      'Resource method, fetch stubbed (calls/s; baseline plain openapi-fetch)',
      resourceCost.raw,
      resourceCost.sdk,
      resourceCost.ratio,
      'information',
      true,
    ],
    [
      'GET over loopback (req/s; baseline raw fetch)',
      get.raw,
      get.sdk,
      get.ratio,
      'information',
      true,
    ],
    [
      '1 GiB upload (MiB/s)',
      upload.rawBytesPerSecond / MiB,
      upload.sdkBytesPerSecond / MiB,
      upload.ratio,
      `≥ ${budgets.uploadRatio}`,
      upload.ratio >= budgets.uploadRatio,
    ],
    ...memory.map((row) => [
      `Upload peak RSS growth, ${row.runtime}, ${row.input} (MiB)`,
      row.runtime === 'Node' && row.input === 'file' ? upload.rawRssGrowth / MiB : null,
      row.rssGrowth / MiB,
      null,
      `≤ ${budgets.uploadRssMiB}`,
      row.rssGrowth / MiB <= budgets.uploadRssMiB,
    ]),
  ];
  const captions = await benchCaptions(sandbox);
  rows.push(
    [
      `6-hour transcript (${captions.words} words) -> netflix SRT, first call in a fresh process, CPU (ms; baseline @deepgram/captions, 8 words a cue)`,
      captions.deepgramColdCpuMs,
      captions.coldCpuMs,
      captions.ratio,
      `≤ ${captionsBudgetRatio}×`,
      captions.ratio <= captionsBudgetRatio,
    ],
    [
      'The same, wall (ms)',
      captions.deepgramColdMs,
      captions.coldMs,
      captions.wallRatio,
      'information',
      true,
    ],
    [
      'The same, warm call, CPU (ms)',
      captions.deepgramWarmCpuMs,
      captions.warmCpuMs,
      captions.warmCpuRatio,
      'information',
      true,
    ],
    [
      'Its cues breaking the netflix rules (checkCaptions)',
      captions.deepgramViolations,
      captions.violations,
      null,
      '0',
      captions.violations === 0,
    ],
  );
  const batch = await benchBatch();
  const ledger = await benchLedger();
  rows.push(
    [
      'Batch, 500 small files (items/s; baseline a loop of transcribeFile, same concurrency)',
      batch.loop,
      batch.engine,
      batch.ratio,
      `≥ ${batchBudgets.throughputRatio}`,
      batch.ratio >= batchBudgets.throughputRatio,
    ],
    [
      'Batch heap growth after GC, 20 % → 100 % of the batch (KiB per item)',
      null,
      batch.heapGrowthKiBPerItem,
      null,
      `≤ ${batchBudgets.heapGrowthKiBPerItem}`,
      batch.heapGrowthKiBPerItem <= batchBudgets.heapGrowthKiBPerItem,
    ],
    [
      'Batch ledger at rest, 10 000 finished items (bytes per item)',
      null,
      ledger.bytesPerItem,
      null,
      `≤ ${batchBudgets.ledgerBytesPerItem}`,
      ledger.bytesPerItem <= batchBudgets.ledgerBytesPerItem,
    ],
    [
      'Batch ledger of 10 000 items reopened (ms)',
      null,
      ledger.resumeMs,
      null,
      `≤ ${batchBudgets.resumeMs}`,
      ledger.resumeMs <= batchBudgets.resumeMs,
    ],
  );
  console.log(`Medians over fresh processes per measurement; ${pinningNote}.\n`);
  console.log('| measure | baseline | SDK | ratio | budget | |');
  console.log('|---|---|---|---|---|---|');
  const fmt = (n) => (n === null ? '—' : n.toFixed(n < 10 ? 2 : 0));
  for (const [name, base, sdk, ratio, budget, ok] of rows) {
    console.log(
      `| ${name} | ${fmt(base)} | ${fmt(sdk)} | ${fmt(ratio)} | ${budget} | ${ok ? 'ok' : 'OVER BUDGET'} |`,
    );
  }
  console.log(
    `\nClient cost ratio per round: ${clientCost.ratios.map((r) => r.toFixed(2)).join(' ')}`,
  );
  console.log(
    `GET ratio per round: ${get.ratios.map((r) => r.toFixed(2)).join(' ')}; ` +
      `requests per client CPU-second, SDK/raw: ${get.cpuRatio.toFixed(2)}`,
  );
  console.log(`Upload ratio per round: ${upload.ratios.map((r) => r.toFixed(2)).join(' ')}`);
  console.log(`Batch ratio per round: ${batch.ratios.map((r) => r.toFixed(2)).join(' ')}`);
  console.log(
    `Captions first call, ours/@deepgram/captions per round: ${captions.ratios.map((r) => r.toFixed(2)).join(' ')}; ` +
      `CPU of our first call ${captions.coldCpuMs.toFixed(0)} ms`,
  );
  console.log(
    `Upload peak RSS growth per run (MiB): ${memory
      .map(
        (row) => `${row.runtime} ${row.input} ${row.all.map((b) => Math.round(b / MiB)).join('/')}`,
      )
      .join('; ')}`,
  );
  if (rows.some((row) => !row[5])) process.exitCode = 1;
} finally {
  await sandbox.close();
}
