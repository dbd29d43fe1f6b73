// Budgets of `scribekit search` (issue 37), against a sandbox in its own process holding 1,000
// hours of transcripts (2,000 of 30 min: 40 distinct recordings, 50 transcripts each):
// - `scribekit index` indexes all of them from the sandbox in under a minute (wall time);
// - the index on disk is under 25 % of the transcripts' JSON (`GET /transcripts/{id}` bytes);
// - a warm search (index on disk, new process) within 1.5× of `scribekit --version` (medians of
//   runs alternating in this one process, wall and CPU time); the search with its sync (one
//   list of 2,000 items) is printed beside it.
// HOURS=100 for a quicker run.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const HOURS = Number(process.env.HOURS ?? 1000);
const RUNS = Number(process.env.RUNS ?? 9);
const PER_RECORDING = 50;
const bin = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const sandboxCli = fileURLToPath(new URL('../../sandbox/dist/cli.js', import.meta.url));
const apiKey = 'sk_test_search_bench';

const child = spawn(
  process.execPath,
  [sandboxCli, '--port', '0', '--api-key', apiKey, '--log-level', 'warn'],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const { baseUrl } = await new Promise((resolve, reject) => {
  child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
  createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line)));
});
const config = mkdtempSync(join(tmpdir(), 'scribekit-search-bench-'));
const env = {
  ...process.env,
  SCRIBEKIT_API_KEY: apiKey,
  SCRIBEKIT_BASE_URL: baseUrl,
  SCRIBEKIT_CONFIG_DIR: config,
};
const auth = { authorization: `Bearer ${apiKey}` };
/** An API answer's bytes; tried again when a kept-alive socket was closed meanwhile. */
async function fetchBytes(path, tries = 3) {
  try {
    const response = await fetch(`${baseUrl}${path}`, { headers: auth });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    if (tries === 1) throw error;
    return fetchBytes(path, tries - 1);
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const transcripts = HOURS * 2;
  let started = performance.now();
  for (let made = 0; made < transcripts; made += PER_RECORDING) {
    const response = await fetch(`${baseUrl}/__sandbox/seed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        count: Math.min(PER_RECORDING, transcripts - made),
        duration_s: 1800,
      }),
    });
    if (!response.ok) throw new Error(`seed: ${response.status}`);
  }
  console.log(
    `seeded ${transcripts} transcripts of 30 min (${HOURS} h) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // The transcripts' JSON as the API sends it (what the index is measured against).
  let jsonBytes = 0;
  const ids = [];
  for (let skip = 0; ; skip += 200) {
    const page = JSON.parse(
      new TextDecoder().decode(await fetchBytes(`/api/v1/transcripts/?limit=200&skip=${skip}`)),
    );
    ids.push(...page.items.map((item) => item.id));
    if (page.items.length < 200) break;
  }
  for (let at = 0; at < ids.length; at += 8) {
    const sizes = await Promise.all(
      ids
        .slice(at, at + 8)
        .map(async (id) => (await fetchBytes(`/api/v1/transcripts/${id}`)).length),
    );
    jsonBytes += sizes.reduce((sum, bytes) => sum + bytes, 0);
  }
  console.log(`their JSON: ${jsonBytes} bytes`);

  started = performance.now();
  const indexed = JSON.parse(
    execFileSync(process.execPath, [bin, 'index', '--json'], { env, encoding: 'utf8' }),
  );
  const indexS = (performance.now() - started) / 1000;
  console.log(
    `indexed ${indexed.transcripts} transcripts (${indexed.segments} segments) in ${indexS.toFixed(1)} s, ${indexed.bytes} bytes`,
  );

  const run = (args) => {
    const shell = spawnSync(
      'bash',
      [
        '-c',
        'TIMEFORMAT="%3R %3U %3S"; time "$@" > /dev/null',
        'bash',
        process.execPath,
        bin,
        ...args,
      ],
      { env, encoding: 'utf8' },
    );
    if (shell.status !== 0) throw new Error(`scribekit ${args.join(' ')}: ${shell.stderr}`);
    const [wall, user, system] = shell.stderr.trim().split('\n').at(-1).split(' ').map(Number);
    return { wall: wall * 1000, cpu: (user + system) * 1000 };
  };
  const query = 'revised forecast';
  run(['--version']);
  run(['search', query, '--offline']); // the file cache warm for both
  const version = [];
  const offline = [];
  const synced = [];
  for (let i = 0; i < RUNS; i++) {
    version.push(run(['--version']));
    offline.push(run(['search', query, '--offline']));
    synced.push(run(['search', query]));
  }
  const m = (list, key) => median(list.map((entry) => entry[key]));
  const ratio = (list, key) => m(list, key) / m(version, key);

  const rows = [
    [
      `index ${indexed.transcripts} transcripts (${HOURS} h, ${indexed.segments} segments)`,
      `${indexS.toFixed(1)} s`,
      '< 60 s',
      indexS < 60,
    ],
    [
      `index size / transcripts' JSON`,
      `${(indexed.bytes / 1e6).toFixed(1)} MB / ${(jsonBytes / 1e6).toFixed(0)} MB = ${((100 * indexed.bytes) / jsonBytes).toFixed(1)} %`,
      '< 25 %',
      indexed.bytes / jsonBytes < 0.25,
    ],
    [
      'warm search --offline / --version (wall)',
      `${m(offline, 'wall').toFixed(0)} / ${m(version, 'wall').toFixed(0)} ms = ${ratio(offline, 'wall').toFixed(2)}×`,
      '≤ 1.5×',
      ratio(offline, 'wall') <= 1.5,
    ],
    [
      'warm search --offline / --version (CPU)',
      `${m(offline, 'cpu').toFixed(0)} / ${m(version, 'cpu').toFixed(0)} ms = ${ratio(offline, 'cpu').toFixed(2)}×`,
      '≤ 1.5×',
      ratio(offline, 'cpu') <= 1.5,
    ],
    [
      'search with its sync / --version (wall)',
      `${m(synced, 'wall').toFixed(0)} ms = ${ratio(synced, 'wall').toFixed(2)}×`,
      '(reported)',
      true,
    ],
  ];
  for (const [what, value, budget, ok] of rows)
    console.log(`${ok ? '✔' : '✖'} ${what}: ${value} (budget ${budget})`);
  console.log(
    `medians of ${RUNS} alternating runs; reproduce: pnpm --filter @scribekit/cli bench:search`,
  );
  if (rows.some((row) => !row[3])) process.exitCode = 1;
} finally {
  child.kill('SIGTERM');
  rmSync(config, { recursive: true, force: true });
}
