// `pnpm start`: builds the kit, starts the sandbox on a fixed port, builds the extension for it,
// and runs a short SDK demo. The sandbox keeps running for the extension until Ctrl+C
// (`pnpm start --once`, or CI=true, stops after the demo).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.SCRIBEKIT_PORT ?? 4010);
const baseUrl = `http://127.0.0.1:${port}`;
const once = process.argv.includes('--once') || process.env.CI === 'true';

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function startSandbox() {
  const child = spawn(
    process.execPath,
    ['packages/sandbox/dist/cli.js', '--port', String(port), '--processing-ms', '2000'],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`the sandbox stopped (exit ${code}); is port ${port} free?`)),
    );
    createInterface({ input: child.stdout }).once('line', (line) =>
      resolve({ child, ...JSON.parse(line) }),
    );
  });
}

console.log('› Building the spec, SDK, sandbox and extension …');
run('pnpm', ['run', 'build'], { WXT_API_BASE_URL: baseUrl });

console.log(`› Starting the sandbox on ${baseUrl} …`);
const sandbox = await startSandbox();
const stop = () => sandbox.child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

console.log(`
  Sandbox API   ${sandbox.baseUrl}/api/v1
  API key       ${sandbox.apiKey}
  Extension     ${join(root, 'packages/extension/.output/chrome-mv3')}
                Load it in Chrome: chrome://extensions → Developer mode → Load unpacked → that folder.
                Then open its options, paste the API key above and keep ${sandbox.baseUrl} as the API address.
  API reference pnpm --filter spec docs → spec/dist/index.html
`);

console.log('› SDK demo: upload a generated WAV, transcribe it, print the first segments\n');
const { makeWav } = await import('../packages/sandbox/dist/index.js');
const dir = mkdtempSync(join(tmpdir(), 'scribekit-demo-'));
const wav = join(dir, 'demo-meeting.wav');
writeFileSync(wav, makeWav(75, 'pnpm start'));
const demo = spawnSync(process.execPath, ['examples/transcribe-file/transcribe.mjs', wav], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SCRIBEKIT_API_KEY: sandbox.apiKey, SCRIBEKIT_BASE_URL: sandbox.baseUrl },
});
rmSync(dir, { recursive: true, force: true });
if (demo.status !== 0) {
  stop();
  process.exit(demo.status ?? 1);
}

if (once) {
  stop();
} else {
  console.log(
    `\n✔ The sandbox keeps running at ${sandbox.baseUrl} for the extension. Press Ctrl+C to stop.`,
  );
}
