import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Sandbox } from '@scribekit/sandbox';
import { openJournalLedger } from '@scribekit/sdk/batch/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clock } from '../src/batch/clock.js';
import { runCli } from '../src/run-cli.js';
import { writeRecordings } from './support/media.js';
import {
  type LoggedRequest,
  operator,
  requestLog,
  sandboxEnv,
  startTestSandbox,
} from './support/sandbox.js';
import { scratchDir } from './support/scratch.js';
import { run, testIo } from './support/test-io.js';

let sandbox: Sandbox;
let env: Record<string, string>;
beforeAll(async () => {
  sandbox = await startTestSandbox({ processingMs: 300 });
  env = sandboxEnv(sandbox);
});
afterAll(() => sandbox.close());

const requests = () => requestLog(sandbox);
const uploadInits = (log: LoggedRequest[]) =>
  log.filter((r) => r.method === 'POST' && r.path === '/api/v1/files/upload-init');
const readCsv = (dir: string) =>
  readFileSync(join(dir, 'scribekit-manifest.csv'), 'utf8').trim().split('\r\n');

describe('files that are not recordings', () => {
  test('are refused before upload, parked, and skipped by reruns that exit 0', async () => {
    const root = scratchDir('scribekit-trouble');
    writeRecordings(root, ['in/good.wav']);
    writeFileSync(join(root, 'in', 'empty.wav'), '');
    writeFileSync(join(root, 'in', 'notes.mp3'), 'Agenda: budget, hiring.\n');
    await operator(sandbox, 'POST', '/reset');

    // --dry-run: the plan names them, and nothing is sent or written.
    const dry = await run(['transcribe', 'in', '--out', 'out', '--dry-run'], { env, cwd: root });
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('› Dry run: nothing is sent and nothing is written');
    expect(dry.stdout).toMatch(/^ {2}Refused +2 /m);
    expect(dry.stdout).toContain(
      'in/notes.mp3: the file is not audio or video: its first bytes are a text file',
    );
    expect(dry.stdout).toMatch(/^ {2}Slots +1 upload-inits, 0 imports$/m);
    expect(existsSync(join(root, 'out'))).toBe(false);
    expect(await requests()).toEqual([]);

    const first = await run(['transcribe', 'in', '--out', 'out'], { env, cwd: root });
    expect(first.code).toBe(1);
    expect(first.stderr).toContain(
      '✖ empty: the file is empty (0 bytes); nothing was uploaded — parked: later runs skip it; --retry-failed tries it again',
    );
    expect(first.stderr).toContain(
      '✖ notes: the file is not audio or video: its first bytes are a text file; nothing was uploaded — parked',
    );
    expect(uploadInits(await requests())).toHaveLength(1); // the good file's, none for the others

    const before = (await requests()).length;
    const again = await run(['transcribe', 'in', '--out', 'out'], { env, cwd: root });
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('! empty: parked, not sent (the file is empty (0 bytes)');
    expect(again.stderr.trim().split('\n').at(-1)).toBe(
      '✔ 1 of 3 done (1 by an earlier run), 2 parked (--retry-failed tries them again)',
    );
    expect((await requests()).length).toBe(before);

    // The manifest says what happened to each input.
    const csv = readCsv(join(root, 'out'));
    expect(csv[0]).toBe('input,sha256,outputs,transcript_id,status,error,request_id');
    const row = (name: string) => csv.find((line) => line.startsWith(join(root, 'in', name)));
    expect(row('good.wav')).toMatch(/,[0-9a-f]{64},good\.txt,[0-9a-f-]{36},done,,$/);
    expect(row('notes.mp3')).toMatch(/,[0-9a-f]{64},,,parked,the file is not audio or video: .+,$/);

    // --retry-failed tries them again (refused again, still without a request); --exclude leaves
    // them out of the batch altogether.
    const retried = await run(['transcribe', 'in', '--out', 'out', '--retry-failed'], {
      env,
      cwd: root,
    });
    expect(retried.code).toBe(1);
    expect(retried.stderr).toContain('✖ notes: the file is not audio or video');
    const excluded = await run(
      ['transcribe', 'in', '--out', 'out', '--exclude', '*.mp3', '--exclude', 'in/empty*'],
      { env, cwd: root },
    );
    expect(excluded.code).toBe(0);
    expect(excluded.stderr).toBe('› All 1 items are done\n✔ 1 of 1 done (1 by an earlier run)\n');
    expect(uploadInits(await requests())).toHaveLength(1);
  });
});

describe('output names', () => {
  const hashed = (path: string) =>
    `standup-${createHash('sha256').update(path).digest('hex').slice(0, 6)}`;

  test('inputs sharing a base name get the same names whether or not a run was interrupted', async () => {
    const root = scratchDir('scribekit-trouble');
    writeRecordings(root, ['a/standup.wav', 'b/standup.wav', 'c/=SUM(1).wav']);
    const paths = [join(root, 'a', 'standup.wav'), join(root, 'b', 'standup.wav')];
    // Interrupted as soon as the first item is done, then resumed.
    const interrupt = new AbortController();
    const { io, stdout } = testIo({ env, cwd: root, interrupt: interrupt.signal });
    const batch = runCli(['transcribe', 'a', 'b', 'c', '--out', 'out', '--concurrency', '1'], io);
    while (!stdout().includes('✔')) await new Promise((resolve) => setTimeout(resolve, 20));
    interrupt.abort('SIGINT');
    expect(await batch).toBe(130);
    const resumed = await run(['transcribe', 'a', 'b', 'c', '--out', 'out'], { env, cwd: root });
    expect(resumed.code).toBe(0);
    const names = readCsv(join(root, 'out'))
      .slice(1)
      .map((line) => line.split(',')[2])
      .sort();
    // A name a spreadsheet would run as a formula is quoted.
    expect(names).toEqual(["'=SUM(1).txt", ...paths.map((path) => `${hashed(path)}.txt`)].sort());
    expect(existsSync(join(root, 'out', `${hashed(paths[0] as string)}.txt`))).toBe(true);
    expect(existsSync(join(root, 'out', `${hashed(paths[1] as string)}.txt`))).toBe(true);
  });
});

describe('a refused key', () => {
  test('stops the batch after one refused request, said once, exit 3', async () => {
    const root = scratchDir('scribekit-trouble');
    writeRecordings(root, ['1.wav', '2.wav', '3.wav', '4.wav', '5.wav']);
    await operator(sandbox, 'POST', '/reset');
    const result = await run(['transcribe', '.', '--out', 'out'], {
      env: { ...env, SCRIBEKIT_API_KEY: 'sk_sandbox_revoked_long_ago' },
      cwd: root,
    });
    expect(result.code).toBe(3);
    const refused = result.stderr.split('\n').filter((line) => line.includes('401'));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/^✖ 401 .+ \(request id [0-9a-f-]{36}\)$/);
    expect(await requests()).toHaveLength(1);
  });
});

describe('an unreachable service', () => {
  test('--max-outage stops the batch with the resume command (exit 1) and spends no slot', async () => {
    const root = scratchDir('scribekit-trouble');
    writeRecordings(root, ['1.wav', '2.wav']);
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const result = await run(['transcribe', '.', '--out', 'out', '--max-outage', '3s'], {
      env: { ...env, SCRIBEKIT_BASE_URL: `http://127.0.0.1:${port}` },
      cwd: root,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^! The service is unreachable since \d\d:\d\d:\d\d — next try \d\d:\d\d:\d\d; every item waits, none fails \(.*ECONNREFUSED.*\)$/m,
    );
    expect(result.stderr).not.toContain('✖');
    expect(result.stderr).toMatch(
      /! Stopped \(the service has not answered since \d\d:\d\d:\d\d \(longer than --max-outage\)\); everything done so far is saved in .+\nResume with:\n {2}scribekit transcribe \. --out out --max-outage 3s\n$/,
    );
    const ledger = await openJournalLedger(join(root, 'out', '.scribekit-batch.jsonl'));
    try {
      expect(await ledger.read('upload-init')).toMatchObject({ hits: [], pending: [] });
      expect((await ledger.get(join(root, '1.wav')))?.state).toBe('pending');
    } finally {
      await ledger.close();
    }
  });
});

describe('a run that ended while its create was being handled', () => {
  test('the rerun says it waits for the unanswered create, then finds it: one import, not two', async () => {
    const root = scratchDir('scribekit-trouble');
    const url = 'https://media.example.com/crashed.mp3';
    await operator(sandbox, 'POST', '/reset');
    // What a run killed a minute ago left: the import's intent on record, and the create it sent
    // still being handled by the service (it is made 2 s from now). The rerun must start within
    // the 7 s left of that attempt's limit to meet it unanswered (a loaded machine's CLI start-up
    // takes 1-2 s).
    mkdirSync(join(root, 'out'));
    const ledger = await openJournalLedger(join(root, 'out', '.scribekit-batch.jsonl'));
    const sentAt = Date.now() - 54_000;
    try {
      await ledger.record(url, { type: 'item', kind: 'url', name: 'crashed', url });
      await ledger.record(url, { type: 'import-intent', at: sentAt });
    } finally {
      await ledger.close();
    }
    await operator(sandbox, 'POST', '/faults', {
      match: { method: 'POST', path: '/api/v1/source-imports/' },
      effect: { delay_ms: 2_000 },
    });
    const landing = fetch(`${sandbox.baseUrl}/api/v1/source-imports/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandbox.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url }),
    });

    const rerun = await run(['transcribe', url, '--out', 'out'], { env, cwd: root });
    expect((await landing).ok).toBe(true);
    expect(rerun.code).toBe(0);
    // The client's 60 s limit for the lost attempt and a second: until then it may still be made.
    expect(rerun.stderr).toContain(
      `› crashed: an earlier run's import request got no answer; waiting until ${clock(sentAt + 61_000)} in case the service made it (nothing is made twice)`,
    );
    expect(rerun.stdout).toContain('✔ crashed  crashed.txt');
    const creates = (await requests()).filter(
      (r) => r.method === 'POST' && r.path === '/api/v1/source-imports/',
    );
    expect(creates).toHaveLength(1);
  });
});

describe("a fleet's output folder", () => {
  test('a local run there is refused before anything is sent (exit 2)', async () => {
    const root = scratchDir('scribekit-trouble');
    writeRecordings(root, ['1.wav']);
    mkdirSync(join(root, 'out'));
    writeFileSync(
      join(root, 'out', '.scribekit-fleet.json'),
      JSON.stringify({ redis: 'redis://10.0.0.5:6379', queue: 'scribekit-transcribe' }),
    );
    await operator(sandbox, 'POST', '/reset');
    const result = await run(['transcribe', '.', '--out', 'out'], { env, cwd: root });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'is the output folder of a fleet batch (queue "scribekit-transcribe" on redis://10.0.0.5:6379)',
    );
    expect(result.stderr).toContain('--redis redis://10.0.0.5:6379');
    expect(await requests()).toEqual([]);
  });
});
