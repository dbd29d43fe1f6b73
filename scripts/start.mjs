// `pnpm start`: builds the kit, starts the sandbox on a fixed port, builds the extension for it,
// prints how to reach the sandbox (key, curl, SDK, docs, extension, rate limits), runs a short
// SDK demo and a small batch with the `scribekit` CLI. The sandbox keeps running for the extension until Ctrl+C, which stops it cleanly and
// exits 0 (`pnpm start --once`, or CI=true, stops after the demo). `pnpm start --help` lists the
// flags and environment variables; the root README lists them too.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = `Usage: pnpm start [--once] [--build-log] [--upload-init-limit N] [--import-limit N]

  --once                  stop after the demo (also when CI=true)
  --build-log             show the build's whole log as it runs (by default one line, and the
                          log only when the build fails)
  --upload-init-limit N   upload-init calls per key per hour (default: the service's 10)
  --import-limit N        source imports per key per hour (default: the service's 30)
  --help                  show this text

Environment: SCRIBEKIT_PORT (API port, default 4010; the upload and media origins take the next
two), SCRIBEKIT_LOG_LEVEL (sandbox log: silent|error|warn|info|debug; default warn here, info
shows one line per request), CI=true (same as --once).`;

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: flags } = (() => {
  try {
    return parseArgs({
      strict: true,
      options: {
        once: { type: 'boolean' },
        'build-log': { type: 'boolean' },
        'upload-init-limit': { type: 'string' },
        'import-limit': { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
})();
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}
const port = Number(process.env.SCRIBEKIT_PORT ?? 4010);
if (!Number.isInteger(port) || port < 1 || port > 65533) {
  console.error(
    `SCRIBEKIT_PORT must be a port number (1-65533), got ${process.env.SCRIBEKIT_PORT}`,
  );
  process.exit(2);
}
const baseUrl = `http://127.0.0.1:${port}`;
const once = flags.once || process.env.CI === 'true';
// State that outlives a run (git-ignored): the API key, so the extension stays configured.
const stateDir = join(root, '.scribekit');
const keyFile = join(stateDir, 'api-key');
// The batch demo's recordings and outputs (with its ledger) stay, so the next start shows a rerun
// that finishes at once without sending anything.
const demoRecordings = join(stateDir, 'demo-recordings');
const demoTranscripts = join(stateDir, 'demo-transcripts');

// Ctrl+C reaches every process of the terminal's group; each step below ends on it, and the
// script then stops the sandbox and exits 0: stopping is the way this command ends.
let interrupted = false;
let sandboxChild = null;
process.on('SIGINT', () => {
  interrupted = true;
  sandboxChild?.kill('SIGTERM');
});
process.on('SIGTERM', () => {
  interrupted = true;
  sandboxChild?.kill('SIGTERM');
});

async function finish(code) {
  if (sandboxChild && sandboxChild.exitCode === null && sandboxChild.signalCode === null) {
    const exited = new Promise((resolve) => sandboxChild.once('exit', resolve));
    sandboxChild.kill('SIGTERM');
    await exited;
  }
  if (interrupted) console.log('\n✔ Stopped.');
  process.exit(interrupted ? 0 : code);
}

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** The kit's build; the docs site is left to `pnpm test` and `pnpm build` (the demo needs none of it). */
const BUILD = ['run', 'build', '--filter=!@scribekit/docs'];

/**
 * Runs the build with its log held back: one line with the time when it succeeds (turbo's log of
 * a fresh build is ~130 lines of notices and chunk sizes), the whole log when it fails.
 */
function quietBuild(env) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('pnpm', BUILD, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const log = [];
    child.stdout.on('data', (chunk) => log.push(chunk));
    child.stderr.on('data', (chunk) => log.push(chunk));
    child.once('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(log).toString('utf8');
      if (code === 0) {
        // turbo's summary: `Cached:    4 cached, 6 total`.
        const cached = text.match(/Cached:\s+(\d+) cached, (\d+) total/);
        const reuse = cached ? `; ${cached[1]} of ${cached[2]} tasks from the cache` : '';
        console.log(`✔ Built in ${seconds} s${reuse} (pnpm start --build-log shows the log)`);
      } else if (!interrupted) {
        process.stdout.write(text);
        console.error(`✖ The build failed after ${seconds} s (exit ${code}); its log is above.`);
      }
      resolve(code ?? 1);
    });
  });
}

function savedKey() {
  if (!existsSync(keyFile)) return undefined;
  const key = readFileSync(keyFile, 'utf8').trim();
  return /^\S+$/.test(key) ? key : undefined;
}

function saveKey(key) {
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(keyFile, `${key}\n`, { mode: 0o600 });
  chmodSync(keyFile, 0o600);
}

function startSandbox(apiKey) {
  const args = ['packages/sandbox/dist/cli.js', '--port', String(port), '--processing-ms', '2000'];
  if (apiKey) args.push('--api-key', apiKey);
  // One log line per request would interleave with the demo; SCRIBEKIT_LOG_LEVEL=info shows them.
  if (!process.env.SCRIBEKIT_LOG_LEVEL) args.push('--log-level', 'warn');
  // The sandbox's state lives next to the key, so the extension's jobs still resolve after a restart.
  args.push('--data-dir', join(stateDir, 'data'));
  for (const name of ['upload-init-limit', 'import-limit']) {
    if (flags[name] !== undefined) args.push(`--${name}`, flags[name]);
  }
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  sandboxChild = child;
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(
        new Error(
          `the sandbox stopped (exit ${code}); if ports ${port}–${port + 2} are taken (another pnpm start?), stop that or pick others: SCRIBEKIT_PORT=${port + 10} pnpm start`,
        ),
      ),
    );
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => resolve(JSON.parse(line)));
  });
}

console.log('› Building the spec, SDK, sandbox and extension …');
// The extension's build falls back to http://127.0.0.1:4010; the address is passed only when it
// differs, so the default run and `pnpm test` share one cached extension build.
const buildEnv = port === 4010 ? {} : { WXT_API_BASE_URL: baseUrl };
const built = flags['build-log'] ? await run('pnpm', BUILD, buildEnv) : await quietBuild(buildEnv);
if (built !== 0 || interrupted) await finish(built);

console.log(`› Starting the sandbox on ${baseUrl} …`);
let sandbox;
try {
  sandbox = await startSandbox(savedKey());
} catch (error) {
  if (!interrupted) console.error(`✖ ${error.message}`);
  await finish(1);
}
saveKey(sandbox.apiKey);

const { DEFAULTS, makeWav } = await import('../packages/sandbox/dist/index.js');
const uploadInits = Number(flags['upload-init-limit'] ?? DEFAULTS.uploadInitLimit);
const imports = Number(flags['import-limit'] ?? DEFAULTS.sourceImportLimit);
const serviceLimits =
  uploadInits === DEFAULTS.uploadInitLimit && imports === DEFAULTS.sourceImportLimit
    ? "the service's own"
    : `the service allows ${DEFAULTS.uploadInitLimit} and ${DEFAULTS.sourceImportLimit}`;
const key = sandbox.apiKey;
console.log(`
  Sandbox       ${sandbox.baseUrl}/api/v1  (a JSON index; the API reference is at ${sandbox.baseUrl}/docs)
  API key       ${key}
                kept in .scribekit/api-key, so it stays the same on every start;
                the sandbox's data is kept in .scribekit/data (delete it for a clean start)
  curl          curl -H "Authorization: Bearer ${key}" ${sandbox.baseUrl}/api/v1/transcripts/
  SDK           import { createScribekit } from '@scribekit/sdk';
                const scribekit = createScribekit({ apiKey: '${key}', baseUrl: '${sandbox.baseUrl}' });
  Extension     ${join(root, 'packages/extension/.output/chrome-mv3')}
                Load it in Chrome: chrome://extensions → Developer mode → Load unpacked → that folder.
                It opens its first-run page: choose "Open settings" and paste the API key above
                (the extension is built for ${sandbox.baseUrl}: its service address needs no change).
  Rate limits   ${uploadInits} upload-inits and ${imports} imports per key per hour (${serviceLimits}).
                For local work: pnpm start --upload-init-limit 1000 --import-limit 1000
`);

console.log(
  "› SDK demo: upload a generated WAV, transcribe it, print the first segments (the sandbox's\n  words are generated, whatever the audio)\n",
);
const dir = mkdtempSync(join(tmpdir(), 'scribekit-demo-'));
const wav = join(dir, 'demo-meeting.wav');
writeFileSync(wav, makeWav(75, 'pnpm start'));
const demo = await run(process.execPath, ['examples/transcribe-file/transcribe.mjs', wav], {
  SCRIBEKIT_API_KEY: key,
  SCRIBEKIT_BASE_URL: sandbox.baseUrl,
});
rmSync(dir, { recursive: true, force: true });
if (demo !== 0 || interrupted) await finish(demo);

// Three short meetings, written once: their paths are the batch's item ids, so they stay put.
mkdirSync(demoRecordings, { recursive: true });
for (const [name, seconds] of [
  ['standup', 40],
  ['design-review', 55],
  ['retro', 35],
]) {
  const file = join(demoRecordings, `${name}.wav`);
  if (!existsSync(file)) writeFileSync(file, makeWav(seconds, `pnpm start ${name}`));
}
const batchArgs = [
  'transcribe',
  '.scribekit/demo-recordings',
  '--out',
  '.scribekit/demo-transcripts',
  '--export',
  'txt,srt',
];
if (flags['upload-init-limit'] !== undefined) {
  batchArgs.push('--upload-limit', `${flags['upload-init-limit']}/h`);
}
console.log(`\n› Batch demo: scribekit ${batchArgs.join(' ')}\n`);
const batch = await run(process.execPath, ['packages/cli/dist/main.js', ...batchArgs], {
  SCRIBEKIT_API_KEY: key,
  SCRIBEKIT_BASE_URL: sandbox.baseUrl,
});
if (batch === 0 && !interrupted) {
  console.log(`
  Outputs       ${demoTranscripts}  (<name>.txt and <name>.srt per recording)
  Run it again  the ledger in that folder makes a rerun finish at once, sending nothing:
                SCRIBEKIT_API_KEY=${key} SCRIBEKIT_BASE_URL=${sandbox.baseUrl} \\
                  node packages/cli/dist/main.js ${batchArgs.join(' ')}
                (npx @scribekit/cli … once the CLI is installed; \`scribekit --help\` lists every command)`);
}
if (batch !== 0 || once || interrupted) await finish(batch);

console.log(
  `\n✔ The sandbox keeps running at ${sandbox.baseUrl} for the extension. Press Ctrl+C to stop.`,
);
sandboxChild.once('exit', (code) => {
  if (interrupted) return finish(0);
  console.error(`✖ The sandbox stopped unexpectedly (exit ${code}).`);
  process.exit(1);
});
