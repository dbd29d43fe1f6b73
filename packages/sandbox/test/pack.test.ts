import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { packageDir, startCli } from './support/cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'sandbox-pack-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const npmEnv = { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' };

test('the packed tarball installs with npm in an empty directory and serves the API', async () => {
  execFileSync('pnpm', ['pack', '--pack-destination', scratch], {
    cwd: packageDir,
    stdio: 'ignore',
  });
  const tarball = readdirSync(scratch).find((name) => name.endsWith('.tgz')) as string;
  const manifest = JSON.parse(
    execFileSync('tar', ['xzf', join(scratch, tarball), '-O', 'package/package.json'], {
      encoding: 'utf8',
    }),
  );
  expect(manifest.private).toBeUndefined();
  // Nothing unpublished at run time: the spec and shared code travel inside dist/.
  expect(Object.keys(manifest.dependencies)).not.toContain('spec');
  expect(Object.keys(manifest.dependencies)).not.toContain('@scribekit/shared');

  const app = join(scratch, 'app'); // outside the workspace: no pnpm links to fall back on
  execFileSync('mkdir', ['-p', app]);
  writeFileSync(join(app, 'package.json'), '{"name":"consumer","private":true}');
  execFileSync('npm', ['install', join(scratch, tarball)], {
    cwd: app,
    env: npmEnv,
    stdio: 'ignore',
  });

  const usage = execFileSync('npx', ['--no-install', '@scribekit/sandbox', '--help'], {
    cwd: app,
    env: npmEnv,
    encoding: 'utf8',
    // npm's complaints about pnpm's own npm_config_* settings would only clutter the test log;
    // on a failure the error carries them.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  expect(usage).toContain('--data-dir DIR');

  const installed = join(app, 'node_modules', '@scribekit', 'sandbox');
  expect(readFileSync(join(installed, 'dist', 'openapi.json'), 'utf8')).toContain('"openapi"');
  const run = startCli(['--port', '0'], {}, join(installed, 'dist', 'cli.js'));
  try {
    const ready = JSON.parse(await run.firstLine);
    const res = await fetch(`${ready.baseUrl}/api/v1/transcripts/`, {
      headers: { authorization: `Bearer ${ready.apiKey}` },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { meta: { total: number } }).meta.total).toBe(0);
    const docs = await fetch(`${ready.baseUrl}/docs`);
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toContain('text/html');
  } finally {
    run.child.kill('SIGTERM');
    await run.exited;
  }
}, 240_000);
