// `pnpm bench`: the SDK's performance budgets, each against a baseline measured in the same run.
import { benchClientCost } from './client-cost.mjs';
import { benchGet } from './get-throughput.mjs';
import { pinningNote } from './pinning.mjs';
import { startSandboxProcess } from './sandbox-process.mjs';
import { benchUpload } from './upload-throughput.mjs';

const MiB = 1024 * 1024;
const budgets = { clientCostRatio: 0.95, uploadRatio: 0.8, uploadRssMiB: 128 };

const sandbox = await startSandboxProcess([
  '--upload-init-limit',
  '1000',
  '--processing-ms',
  '1000',
]);
try {
  const clientCost = await benchClientCost('sdk');
  const resourceCost = await benchClientCost('resource');
  const get = await benchGet(sandbox);
  const upload = await benchUpload(sandbox);
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
    [
      'Upload peak RSS growth (MiB)',
      upload.rawRssGrowth / MiB,
      upload.sdkRssGrowth / MiB,
      null,
      `< ${budgets.uploadRssMiB}`,
      upload.sdkRssGrowth / MiB < budgets.uploadRssMiB,
    ],
  ];
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
  if (rows.some((row) => !row[5])) process.exitCode = 1;
} finally {
  await sandbox.close();
}
