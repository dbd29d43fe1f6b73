import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { makeWav, startSandbox } from '@scribekit/sandbox';

const run = promisify(execFile);
let sandbox;
let dir;

before(async () => {
  sandbox = await startSandbox({ port: 0, processingMs: 200, log: () => {} });
  dir = await mkdtemp(join(tmpdir(), 'transcribe-file-'));
});
after(async () => {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

test('transcribes a WAV file against the sandbox and prints its first segments', async () => {
  const path = join(dir, 'standup.wav');
  await writeFile(path, makeWav(90, 'example'));
  const { stdout } = await run(process.execPath, ['transcribe.mjs', path], {
    cwd: import.meta.dirname,
    env: { ...process.env, SCRIBEKIT_API_KEY: sandbox.apiKey, SCRIBEKIT_BASE_URL: sandbox.baseUrl },
  });
  assert.match(stdout, /transcript: done/);
  assert.match(stdout, /standup: \d+ segments, [2-9] speakers/);
  assert.equal(stdout.match(/^\[\d\d:\d\d:\d\d\] \S.*: \S/gm)?.length, 5);
});

test('explains its usage when no file is given', async () => {
  const failure = await run(process.execPath, ['transcribe.mjs'], {
    cwd: import.meta.dirname,
    env: { ...process.env, SCRIBEKIT_API_KEY: '' },
  }).catch((error) => error);
  assert.equal(failure.code, 2);
  assert.match(failure.stderr, /usage:/);
});
