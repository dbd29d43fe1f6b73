// Budget: `scribekit mcp` answers `tools/list` within 1 s of being started — spawn, initialize,
// tools/list over stdio, as a client starts it — as the median of runs interleaved with
// `node -e 0` in this one process (the ratio shows what the machine's load did to both). Also
// measured, without a budget: `scribekit mcp --sandbox` (the sandbox starts beside the server).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const BUDGET_MS = 1000;
const RUNS = Number(process.env.RUNS ?? 15);
const bin = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const config = mkdtempSync(join(tmpdir(), 'scribekit-mcp-bench-'));
const env = {
  PATH: process.env.PATH,
  SCRIBEKIT_API_KEY: 'sk_bench_not_used',
  SCRIBEKIT_BASE_URL: 'http://127.0.0.1:9',
  SCRIBEKIT_CONFIG_DIR: config,
};

const line = (message) => `${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`;

/** Milliseconds from spawn to the answer of tools/list; then the client closes stdin. */
function ready(args) {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [bin, 'mcp', ...args], {
    env,
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => code !== 0 && reject(new Error(`scribekit mcp exited ${code}`)));
    createInterface({ input: child.stdout }).on('line', (text) => {
      if (JSON.parse(text).id !== 2) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      child.once('exit', () => resolve(ms));
      child.stdin.end();
    });
    child.stdin.write(
      line({
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'bench', version: '1' },
        },
      }),
    );
    child.stdin.write(line({ method: 'notifications/initialized' }));
    child.stdin.write(line({ id: 2, method: 'tools/list' }));
  });
}

function nodeAlone() {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  return new Promise((resolve) =>
    child.once('exit', () => resolve(Number(process.hrtime.bigint() - started) / 1e6)),
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

await nodeAlone();
await ready([]); // warm the file cache
const baseline = [];
const plain = [];
const sandbox = [];
for (let i = 0; i < RUNS; i++) {
  baseline.push(await nodeAlone());
  plain.push(await ready([]));
  if (i % 3 === 0) sandbox.push(await ready(['--sandbox']));
}
rmSync(config, { recursive: true, force: true });
console.log(
  `scribekit mcp ready (tools/list answered): ${median(plain).toFixed(0)} ms, node -e 0: ${median(baseline).toFixed(0)} ms (medians of ${RUNS}) → ${(median(plain) / median(baseline)).toFixed(1)}× (budget ≤ ${BUDGET_MS} ms)`,
);
console.log(
  `scribekit mcp --sandbox ready: ${median(sandbox).toFixed(0)} ms (median of ${sandbox.length})`,
);
if (median(plain) > BUDGET_MS) {
  console.error(`✖ over budget: ${median(plain).toFixed(0)} ms > ${BUDGET_MS} ms`);
  process.exit(1);
}
