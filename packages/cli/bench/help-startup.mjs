// Budget: `scribekit --help` starts in at most 2× the time of `node -e 0` (medians of runs
// interleaved in this one process, so both see the same machine load). Commands are loaded only
// when called, so the help costs the index and the help renderer, not the SDK or the prompts.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BUDGET = 2;
const RUNS = Number(process.env.RUNS ?? 31);
const bin = fileURLToPath(new URL('../dist/main.js', import.meta.url));

function time(args) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0)
    throw new Error(`node ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

time(['-e', '0']);
time([bin, '--help']); // warm the file cache for both
const baseline = [];
const help = [];
for (let i = 0; i < RUNS; i++) {
  baseline.push(time(['-e', '0']));
  help.push(time([bin, '--help']));
}
const ratio = median(help) / median(baseline);
console.log(
  `scribekit --help: ${median(help).toFixed(1)} ms, node -e 0: ${median(baseline).toFixed(1)} ms (medians of ${RUNS}) → ${ratio.toFixed(2)}× (budget ≤ ${BUDGET}×)`,
);
if (ratio > BUDGET) {
  console.error(`✖ over budget: ${ratio.toFixed(2)}× > ${BUDGET}×`);
  process.exit(1);
}
