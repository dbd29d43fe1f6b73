import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { writeRecordings } from './support/media.js';
import { type LoggedRequest, requestLog, sandboxEnv, startTestSandbox } from './support/sandbox.js';
import { scratchDir } from './support/scratch.js';
import { run } from './support/test-io.js';

const FILES = 8;
let sandbox: Sandbox;
let mountPoint: string | undefined;
beforeAll(async () => {
  sandbox = await startTestSandbox({ processingMs: 50 });
});
afterAll(async () => {
  if (mountPoint) execFileSync('umount', [mountPoint]);
  await sandbox?.close();
});

const inits = (log: LoggedRequest[]) =>
  log.filter((r) => r.method === 'POST' && r.path === '/api/v1/files/upload-init' && r.status < 300)
    .length;

test('a full --out folder stops the batch at the first ENOSPC, names the folder, spends no more slots, leaves no temporary file; resume after freeing space finishes', async () => {
  const root = scratchDir('scribekit-disk-full');
  writeRecordings(
    root,
    Array.from({ length: FILES }, (_, i) => `in/rec-${String(i + 1).padStart(2, '0')}.wav`),
  );
  // A 64 KB tmpfs (CI runs as root, as this machine does): room for the ledger and a few outputs.
  const out = join(root, 'out');
  execFileSync('mkdir', ['-p', out]);
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', out]);
  mountPoint = out;
  const env = sandboxEnv(sandbox);
  const args = ['transcribe', 'in', '--out', 'out', '--export', 'txt,srt'];

  const first = await run([...args, '--concurrency', '1'], { env, cwd: root });
  expect(first.code).toBe(1);
  expect(first.stderr).toMatch(
    new RegExp(
      `The disk holding ${out}\\S* is full \\(ENOSPC, \\d+ (B|KB) free\\): writing ${out}/\\S+ needs \\d+ (B|KB)\\.`,
    ),
  );
  expect(first.stderr).toContain(
    'No further upload was started; everything done so far is saved in',
  );
  expect(first.stderr).toContain(
    'Free some space there, then resume with:\n  scribekit transcribe in --out out --export txt,srt --concurrency 1\n',
  );
  // One "no space" said once, not per item.
  expect(first.stderr.match(/is full/g)).toHaveLength(1);
  const written = readdirSync(out).filter((name) => name.endsWith('.txt'));
  expect(written.length).toBeGreaterThan(0);
  expect(written.length).toBeLessThan(FILES);
  // Stopped before another slot was spent: one item at a time, so every upload-init but the
  // one of the item whose output did not fit led to finished outputs.
  const afterFirst = await requestLog(sandbox);
  const sent = inits(afterFirst);
  expect(sent).toBeLessThanOrEqual(written.length + 1);
  // No temporary file left behind: no manifest or status copy, no partial output or journal.
  expect(readdirSync(out).filter((name) => /\.tmp$|partial|\.compact$/.test(name))).toEqual([]);

  // Space is freed (the tmpfs grows): the same command finishes, nothing uploaded twice.
  execFileSync('mount', ['-o', 'remount,size=4m', out]);
  const again = await run(args, { env, cwd: root });
  expect(again.code, again.stderr).toBe(0);
  expect(again.stderr.trim().split('\n').at(-1)).toMatch(new RegExp(`of ${FILES} done`));
  expect(readdirSync(out).filter((name) => name.endsWith('.txt'))).toHaveLength(FILES);
  expect(readdirSync(out).filter((name) => name.endsWith('.srt'))).toHaveLength(FILES);
  expect(inits(await requestLog(sandbox))).toBe(FILES);
}, 60_000);
