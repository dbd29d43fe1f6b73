import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, expect, test } from 'vitest';
import { packageDir } from './support/build-once.js';
import { rawToolsList } from './support/mcp-raw.js';
import { writeRecordings } from './support/media.js';
import { scratchDir } from './support/scratch.js';

const scratch = scratchDir('scribekit-cli-pack');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const config = join(scratch, 'config');
const env = {
  ...process.env,
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  SCRIBEKIT_CONFIG_DIR: config,
  SCRIBEKIT_API_KEY: '',
  SCRIBEKIT_BASE_URL: '',
  NO_COLOR: '1',
};

function pack(dir: string): string {
  const out = mkdtempSync(join(scratch, 'tgz-'));
  execFileSync('pnpm', ['pack', '--pack-destination', out], { cwd: dir, stdio: 'ignore' });
  return join(out, readdirSync(out).find((name) => name.endsWith('.tgz')) as string);
}

const npx = (cwd: string, args: string[]) =>
  execFileSync('npx', ['--no-install', 'scribekit', ...args], {
    cwd,
    env,
    encoding: 'utf8',
    // npm's complaints about pnpm's npm_config_* settings stay out of the log (kept on failure).
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** Apparent size of a folder in bytes (what the install puts on disk, without block rounding). */
const sizeOf = (dir: string) =>
  Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);

test('the packed tarballs install with npm in an empty project: --help, then a batch against the sandbox', async () => {
  const cli = pack(packageDir);
  const sdk = pack(join(packageDir, '..', 'sdk'));
  const sandboxTarball = pack(join(packageDir, '..', 'sandbox'));
  const manifest = JSON.parse(
    execFileSync('tar', ['xzf', cli, '-O', 'package/package.json'], { encoding: 'utf8' }),
  );
  expect(manifest.bin).toEqual({ scribekit: './dist/main.js' });
  expect(Object.keys(manifest.dependencies)).not.toContain('@scribekit/shared');
  expect(manifest.peerDependenciesMeta['@scribekit/sandbox'].optional).toBe(true);

  const app = join(scratch, 'app'); // outside the workspace: no pnpm links to fall back on
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), '{"name":"consumer","private":true}');
  execFileSync('npm', ['install', cli, sdk], { cwd: app, env, stdio: 'ignore' });
  const installed = sizeOf(join(app, 'node_modules'));
  console.log(`@scribekit/cli installed with its dependencies: ${(installed / 1e6).toFixed(1)} MB`);
  // 3.2 MB measured: the search index is the SDK's own code (no engine package: FlexSearch
  // installed 2.7 MB of builds for the 51 kB one it loaded, issue 37).
  expect(installed).toBeLessThan(3.5e6);

  const help = npx(app, ['--help']);
  expect(help).toContain('npx @scribekit/cli transcribe ./recordings --out ./transcripts');
  // The MCP server runs from the tarball alone: its SDK and zod are bundled, licences included.
  const listed = await rawToolsList(
    [join(app, 'node_modules/@scribekit/cli/dist/main.js'), 'mcp'],
    {
      cwd: app,
      env: { ...env, SCRIBEKIT_API_KEY: 'sk_test_pack', SCRIBEKIT_BASE_URL: 'http://127.0.0.1:9' },
    },
  );
  expect(listed.tools).toHaveLength(10);
  expect(listed.code).toBe(0);
  expect(
    readFileSync(join(app, 'node_modules/@scribekit/cli/dist/THIRD-PARTY-NOTICES.md'), 'utf8'),
  ).toContain('## @modelcontextprotocol/server');
  // The sandbox is an optional peer: without it, the command says how to add it.
  let missing = '';
  try {
    npx(app, ['sandbox']);
  } catch (error) {
    missing = String((error as { stderr: string }).stderr);
    expect((error as { status: number }).status).toBe(1);
  }
  expect(missing).toContain('npm install --save-dev @scribekit/sandbox');
  let mcpMissing = '';
  try {
    npx(app, ['mcp', '--sandbox']);
  } catch (error) {
    mcpMissing = String((error as { stderr: string }).stderr);
    expect((error as { status: number }).status).toBe(2);
  }
  expect(mcpMissing).toContain('--sandbox needs @scribekit/sandbox');
  // verify and proxy check answers with the sandbox's reading of the spec.
  let verifyMissing = '';
  try {
    npx(app, ['verify']);
  } catch (error) {
    verifyMissing = String((error as { stderr: string }).stderr);
  }
  expect(verifyMissing).toContain('@scribekit/sandbox is not installed');
  // So are BullMQ and ioredis, for fleet mode.
  let fleet = '';
  try {
    npx(app, ['worker', '--redis', 'redis://127.0.0.1:1']);
  } catch (error) {
    fleet = String((error as { stderr: string }).stderr);
  }
  expect(fleet).toContain('Fleet mode needs BullMQ and ioredis');
  expect(fleet).toContain('npm install bullmq@6 ioredis@5');

  execFileSync('npm', ['install', '--save-dev', sandboxTarball], {
    cwd: app,
    env,
    stdio: 'ignore',
  });
  const sandbox = spawn('npx', ['--no-install', 'scribekit', 'sandbox', '--port', '0', '--json'], {
    cwd: app,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  try {
    const ready = JSON.parse(
      await new Promise<string>((resolve, reject) => {
        createInterface({ input: sandbox.stdout }).once('line', resolve);
        sandbox.once('exit', (code) => reject(new Error(`scribekit sandbox exited ${code}`)));
      }),
    );
    expect(ready.profile).toBe('sandbox');
    writeRecordings(app, ['recordings/standup.wav', 'recordings/retro.wav']);
    const batch = npx(app, [
      'transcribe',
      './recordings',
      '--out',
      './transcripts',
      '--profile',
      'sandbox',
    ]);
    // stdout holds the data: a line per finished item (the summary is a message, on stderr).
    expect(batch.trim().split('\n').sort()).toEqual([
      '✔ retro  retro.txt',
      '✔ standup  standup.txt',
    ]);
    expect(readFileSync(join(app, 'transcripts', 'standup.txt'), 'utf8').length).toBeGreaterThan(
      20,
    );
    expect(readFileSync(join(app, 'transcripts', 'retro.txt'), 'utf8').length).toBeGreaterThan(20);
    // verify runs from the tarballs too: the validator and the spec come from the sandbox's
    // published `@scribekit/sandbox/spec`.
    const verified = npx(app, ['verify', '--profile', 'sandbox', '--json']).trim().split('\n');
    const { summary } = JSON.parse(verified.at(-1) as string);
    expect(summary.result).toBe('conforms');
    expect(summary.reads.conforms).toBeGreaterThanOrEqual(20);
  } finally {
    // npx runs the command in a child: the group gets the signal, as a terminal's Ctrl+C would.
    if (sandbox.pid) process.kill(-sandbox.pid, 'SIGINT');
    await new Promise((resolve) => sandbox.once('exit', resolve));
  }
}, 300_000);
