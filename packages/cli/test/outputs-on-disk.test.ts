import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bin } from './support/build-once.js';
import { writeRecordings } from './support/media.js';
import { startRedis } from './support/redis-server.js';
import { type LoggedRequest, requestLog, sandboxEnv, startTestSandbox } from './support/sandbox.js';
import { scratchDir } from './support/scratch.js';
import { run } from './support/test-io.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ processingMs: 100 });
});
afterAll(() => sandbox?.close());

const posts = (log: LoggedRequest[], pattern: RegExp) =>
  log.filter((r) => r.method === 'POST' && pattern.test(r.path) && r.status < 300).length;
const UPLOAD_INIT = /^\/api\/v1\/files\/upload-init$/;
const TRANSCRIPTS = /^\/api\/v1\/transcripts\/$/;
/** Every output in a folder with its bytes (the ledger, lock and manifest left out). */
const snapshot = (dir: string) =>
  new Map(
    readdirSync(dir)
      .filter((name) => !name.startsWith('.') && !name.startsWith('scribekit-manifest.'))
      .sort()
      .map((name) => [name, readFileSync(join(dir, name))]),
  );

describe('the disk is the truth for outputs', () => {
  test('local: a deleted and a changed output are made again byte-identical; nothing uploaded or transcribed again', async () => {
    const root = scratchDir('scribekit-disk-truth');
    const env = sandboxEnv(sandbox, sandbox.createApiKey('disk-local', ['*']));
    writeRecordings(root, ['in/rec-1.wav', 'in/rec-2.wav', 'in/rec-3.wav']);
    const out = join(root, 'out');
    const args = ['transcribe', 'in', '--out', 'out', '--export', 'txt,srt'];
    const first = await run(args, { env, cwd: root });
    expect(first.code).toBe(0);
    const written = snapshot(out);
    expect([...written.keys()]).toHaveLength(6);

    rmSync(join(out, 'rec-2.txt'));
    appendFileSync(join(out, 'rec-3.srt'), 'edited by hand\n');
    const before = await requestLog(sandbox);
    const again = await run(args, { env, cwd: root });
    expect(again.code).toBe(0);
    expect(again.stderr.trim().split('\n').at(-1)).toBe('✔ 3 of 3 done (1 by an earlier run)');
    expect(again.stdout).toContain('rec-2.txt');
    expect(again.stdout).toMatch(/rec-2 .*made again, missing or changed on disk: rec-2\.txt/);
    expect(again.stdout).toMatch(/rec-3 .*made again, missing or changed on disk: rec-3\.srt/);
    expect(snapshot(out)).toEqual(written);
    const after = (await requestLog(sandbox)).slice(before.length);
    expect(posts(after, UPLOAD_INIT)).toBe(0);
    expect(posts(after, TRANSCRIPTS)).toBe(0);

    const manifest = readFileSync(join(out, 'scribekit-manifest.csv'), 'utf8');
    expect(manifest).toContain('rec-2.txt;rec-2.srt');
    // The plan checks the disk too: an item with an output missing is not done.
    rmSync(join(out, 'rec-1.srt'));
    const dry = await run([...args, '--dry-run'], { env, cwd: root });
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/Done\s+2 by earlier runs/);
    expect(dry.stdout).toMatch(/Left\s+1\n/);
  }, 60_000);
});

describe('fleet', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let worker: ChildProcess | undefined;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    if (worker && worker.exitCode === null) worker.kill('SIGKILL');
    await redis?.stop();
  });

  test('rm -rf out, then the same command: every output restored byte-identical, 0 upload-inits', async () => {
    const root = scratchDir('scribekit-disk-truth-fleet');
    const config = scratchDir('scribekit-disk-truth-config');
    const env = sandboxEnv(sandbox, sandbox.createApiKey('disk-fleet', ['*']));
    writeRecordings(root, ['in/a.wav', 'in/b.wav', 'in/c.wav', 'in/d.wav']);
    let output = '';
    worker = spawn(
      process.execPath,
      [bin, 'worker', '--redis', redis.url, '--concurrency', '2', '--lock-ms', '2000'],
      {
        env: { ...process.env, ...env, SCRIBEKIT_CONFIG_DIR: config, NO_COLOR: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    worker.stdout?.on('data', (chunk) => (output += chunk));
    worker.stderr?.on('data', (chunk) => (output += chunk));
    while (!output.includes('Worker ready')) await new Promise((r) => setTimeout(r, 50));

    const out = join(root, 'out');
    const args = ['transcribe', 'in', '--out', out, '--export', 'txt,srt', '--redis', redis.url];
    const cliEnv = { ...env, SCRIBEKIT_CONFIG_DIR: config };
    const first = await run(args, { env: cliEnv, cwd: root });
    expect(first.code).toBe(0);
    const written = snapshot(out);
    expect([...written.keys()]).toHaveLength(8);

    rmSync(out, { recursive: true, force: true });
    const before = await requestLog(sandbox);
    const again = await run(args, { env: cliEnv, cwd: root });
    expect(again.code).toBe(0);
    expect(again.stderr.trim().split('\n').at(-1)).toBe('✔ 4 of 4 done');
    expect(snapshot(out)).toEqual(written);
    const manifest = readFileSync(join(out, 'scribekit-manifest.csv'), 'utf8');
    for (const name of ['a', 'b', 'c', 'd']) expect(manifest).toContain(`${name}.txt;${name}.srt`);
    const after = (await requestLog(sandbox)).slice(before.length);
    expect(posts(after, UPLOAD_INIT)).toBe(0);
    expect(posts(after, TRANSCRIPTS)).toBe(0);

    const exited = new Promise((resolve) => worker?.once('exit', resolve));
    worker.kill('SIGINT');
    await exited;
  }, 90_000);
});
