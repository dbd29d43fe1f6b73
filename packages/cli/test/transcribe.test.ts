import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bin } from './support/build-once.js';
import { writeRecordings } from './support/media.js';
import {
  type LoggedRequest,
  operator,
  requestLog,
  sandboxEnv,
  startTestSandbox,
} from './support/sandbox.js';
import { scratchDir } from './support/scratch.js';
import { run } from './support/test-io.js';

let sandbox: Sandbox;
let env: Record<string, string>;
beforeAll(async () => {
  sandbox = await startTestSandbox({ processingMs: 300 });
  env = sandboxEnv(sandbox);
});
afterAll(() => sandbox.close());

const requests = (s = sandbox) => requestLog(s);
const count = (items: LoggedRequest[], method: string, path: string, status = 200) =>
  items.filter((r) => r.method === method && r.path === `/api/v1${path}` && r.status === status)
    .length;
/** The outputs in a folder: without the ledger's files and the manifest. */
const outputs = (dir: string) =>
  readdirSync(dir)
    .filter((name) => !name.startsWith('.') && !name.startsWith('scribekit-manifest.'))
    .sort();

describe('scribekit transcribe', () => {
  test('writes DIR/<name>.<format> per input, names unique when base names meet; a rerun sends nothing', async () => {
    const root = scratchDir('scribekit-batch');
    writeRecordings(root, ['in/a/meeting.wav', 'in/b/meeting.wav', 'in/call.wav', 'in/notes.txt']);
    const out = join(root, 'out');
    await operator(sandbox, 'POST', '/reset');
    const first = await run(
      [
        'transcribe',
        'in',
        'https://media.example.com/keynote.mp3',
        '--out',
        'out',
        '--export',
        'txt,srt',
      ],
      { env, cwd: root },
    );
    // Messages on stderr, the finished items (the data) on stdout.
    expect(first.stderr).toBe(
      '› 3 uploads: all can start now; 1 import: all can start now\n✔ 4 of 4 done\n',
    );
    expect(first.code).toBe(0);
    const files = outputs(out);
    // notes.txt is not a recording: a folder contributes its audio and video files only.
    expect(files).toHaveLength(8);
    expect(files).toEqual(
      expect.arrayContaining(['call.srt', 'call.txt', 'keynote.srt', 'keynote.txt']),
    );
    const meetings = files.filter((name) => name.startsWith('meeting-'));
    expect(meetings).toHaveLength(4);
    for (const name of meetings) expect(name).toMatch(/^meeting-[0-9a-f]{6}\.(txt|srt)$/);
    const lines = first.stdout.trim().split('\n');
    expect(lines.sort()).toEqual(
      ['call', 'keynote', ...new Set(meetings.map((m) => m.replace(/\.\w+$/, '')))]
        .sort()
        .map((name) => `✔ ${name}  ${name}.txt, ${name}.srt`)
        .sort(),
    );
    expect(readFileSync(join(out, 'call.srt'), 'utf8')).toMatch(/^1\n00:00:/);

    const before = await requests();
    const mtimes = files.map((name) => statSync(join(out, name)).mtimeMs);
    const again = await run(
      [
        'transcribe',
        'in',
        'https://media.example.com/keynote.mp3',
        '--out',
        'out',
        '--export',
        'txt,srt',
      ],
      { env, cwd: root },
    );
    expect(again.code).toBe(0);
    expect(again.stderr).toBe('› All 4 items are done\n✔ 4 of 4 done (4 by an earlier run)\n');
    expect(outputs(out)).toEqual(files);
    expect(files.map((name) => statSync(join(out, name)).mtimeMs)).toEqual(mtimes);
    const after = await requests();
    expect(after.length).toBe(before.length); // not one request to the service
    expect(count(after, 'POST', '/files/upload-init')).toBe(3);
    expect(
      count(after, 'POST', '/source-imports/', 201) + count(after, 'POST', '/source-imports/'),
    ).toBe(1);
  });

  test('a failed item is reported with the service message and request id; the others finish (exit 1)', async () => {
    const root = scratchDir('scribekit-batch');
    writeRecordings(root, ['good.wav', 'also-good.wav']);
    await operator(sandbox, 'POST', '/faults', {
      match: { method: 'POST', path: '/api/v1/source-imports/' },
      effect: { status: 422 },
      times: 5,
    });
    try {
      const result = await run(
        [
          'transcribe',
          'good.wav',
          'also-good.wav',
          'https://media.example.com/broken.mp3',
          '--out',
          'out',
        ],
        { env, cwd: root },
      );
      expect(result.code).toBe(1);
      // The status and the request id once each; the link refused as invalid is parked.
      const failure = result.stderr.split('\n')[1] as string;
      expect(failure).toMatch(
        /^✖ broken: 422 injected_fault: .+ \(request id [0-9a-f-]{36}\) — parked: later runs skip it; --retry-failed tries it again$/,
      );
      expect(failure.match(/422/g)).toHaveLength(2); // the status, and the sandbox's own "(HTTP 422)"
      expect(failure.match(/request/g)).toHaveLength(1);
      expect(outputs(join(root, 'out'))).toEqual(['also-good.txt', 'good.txt']);
      expect(result.stderr.trim().split('\n').at(-1)).toBe('✖ 2 of 3 done, 1 failed');
    } finally {
      await operator(sandbox, 'DELETE', '/faults');
    }
  });

  test('--json streams the batch events as JSON lines', async () => {
    const root = scratchDir('scribekit-batch');
    writeRecordings(root, ['one.wav']);
    const { code, stdout } = await run(['transcribe', 'one.wav', '--out', 'out', '--json'], {
      env,
      cwd: root,
    });
    expect(code).toBe(0);
    const events = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(events[0].event).toBe('plan');
    // Every line carries the schema version and its time.
    for (const event of events) {
      expect(event.v).toBe(1);
      expect(new Date(event.ts).toISOString()).toBe(event.ts);
    }
    expect(events.find((e) => e.event === 'itemDone')).toMatchObject({
      name: 'one',
      outputs: ['one.txt'],
      paths: [join(root, 'out', 'one.txt')],
      skipped: false,
    });
    expect(events.at(-1)).toEqual({
      v: 1,
      ts: events.at(-1).ts,
      event: 'summary',
      parked: 0,
      total: 1,
      done: 1,
      skipped: 0,
      failed: 0,
      claimedElsewhere: 0,
      stopped: 0,
    });
  });

  test('Ctrl+C stops, prints the command that resumes, and the rerun finishes without repeating work', async () => {
    const root = scratchDir('scribekit-batch');
    writeRecordings(root, ['rec/1.wav', 'rec/2.wav', 'rec/3.wav', 'rec/4.wav']);
    const slow = await startTestSandbox({ processingMs: 1500 });
    try {
      const slowEnv = sandboxEnv(slow);
      const interrupt = new AbortController();
      setTimeout(() => interrupt.abort(), 700);
      const stopped = await run(['transcribe', 'rec', '--out', 'my out', '--concurrency', '2'], {
        env: slowEnv,
        cwd: root,
        interrupt: interrupt.signal,
      });
      expect(stopped.code).toBe(130);
      expect(stopped.stderr).toContain(
        `Stopped (Ctrl+C); everything done so far is saved in ${join(root, 'my out')}.\nResume with:\n  scribekit transcribe rec --out 'my out' --concurrency 2\n`,
      );
      const resumed = await run(['transcribe', 'rec', '--out', 'my out', '--concurrency', '2'], {
        env: slowEnv,
        cwd: root,
      });
      expect(resumed.code).toBe(0);
      expect(outputs(join(root, 'my out'))).toEqual(['1.txt', '2.txt', '3.txt', '4.txt']);
      const log = await requests(slow);
      expect(count(log, 'POST', '/files/upload-init')).toBe(4);
      expect(count(log, 'POST', '/transcripts/', 201) + count(log, 'POST', '/transcripts/')).toBe(
        4,
      );
    } finally {
      await slow.close();
    }
  });

  test('usage: --out is required, inputs must exist, formats are checked', async () => {
    expect((await run(['transcribe', 'x.wav'], { env })).code).toBe(2);
    const missing = await run(['transcribe', 'nowhere.wav', '--out', 'o'], { env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('nowhere.wav: no such file or folder');
    const format = await run(['transcribe', 'x.wav', '--out', 'o', '--export', 'txt,doc'], { env });
    expect(format.code).toBe(2);
    expect(format.stderr).toContain(
      '--export txt,doc: formats are docx, pdf, srt, vtt, txt, json, md, xlsx',
    );
  });
});

describe('scribekit jobs --out', () => {
  test('shows the uploads of the batch running into that folder', async () => {
    const root = scratchDir('scribekit-batch');
    writeRecordings(root, ['first.wav', 'second.wav']);
    // One upload per 30 s: the second file waits for its slot while we look.
    const interrupt = new AbortController();
    const batch = run(['transcribe', '.', '--out', 'out', '--upload-limit', '1/30s'], {
      env,
      cwd: root,
      interrupt: interrupt.signal,
    });
    try {
      let rows: { kind: string; name: string; status: string }[] = [];
      for (let i = 0; i < 100; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const jobs = await run(['jobs', '--out', join(root, 'out'), '--json'], { env });
        rows = JSON.parse(jobs.stdout).filter((row: { kind: string }) => row.kind === 'upload');
        if (rows.some((row) => row.status === 'waiting-for-slot')) break;
      }
      // Which of the two got the one slot is the scheduler's choice; the other waits for it.
      const waiting = rows.filter((row) => row.status === 'waiting-for-slot');
      expect(waiting, JSON.stringify(rows)).toHaveLength(1);
      expect(['first', 'second']).toContain(waiting[0]?.name);
    } finally {
      interrupt.abort();
      expect((await batch).code).toBe(130);
    }
    // The batch has stopped: no uploads are shown for it any more.
    const after = await run(['jobs', '--out', join(root, 'out'), '--json'], { env });
    expect(
      JSON.parse(after.stdout).filter((row: { kind: string }) => row.kind === 'upload'),
    ).toEqual([]);
  });
});

describe('two batches on one folder', () => {
  test('the second gets a clear error naming the first (exit 1)', async () => {
    const root = scratchDir('scribekit-batch');
    writeRecordings(root, ['first.wav', 'second.wav']);
    const first = spawn(
      process.execPath,
      [bin, 'transcribe', '.', '--out', 'out', '--upload-limit', '1/30s'],
      {
        cwd: root,
        env: { ...process.env, ...env, NO_COLOR: '1' },
        stdio: 'ignore',
      },
    );
    try {
      for (let i = 0; i < 200 && !existsSync(join(root, 'out', '.scribekit-status.json')); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const second = await run(['transcribe', '.', '--out', 'out'], { env, cwd: root });
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(`is in use by process ${first.pid}`);
    } finally {
      const exited = new Promise((resolve) => first.once('exit', resolve));
      first.kill('SIGINT');
      await exited;
    }
  });
});

describe('the plan counts the slots already used', () => {
  test('--dry-run after a batch that used the window: the next upload slot is a window away', async () => {
    const root = scratchDir('scribekit-batch');
    writeRecordings(root, ['first/a.wav', 'first/b.wav', 'second/c.wav', 'second/d.wav']);
    // A key of its own and a config folder shared by both commands (the key's quota state).
    const keyed = {
      ...sandboxEnv(sandbox, sandbox.createApiKey('plan-window', ['*'])),
      SCRIBEKIT_CONFIG_DIR: scratchDir('scribekit-plan-config'),
    };
    const limit = ['--upload-limit', '2/60s'];
    const used = await run(['transcribe', 'first', '--out', 'out1', ...limit], {
      env: keyed,
      cwd: root,
    });
    expect(used.code).toBe(0);
    const dry = await run(['transcribe', 'second', '--out', 'out2', ...limit, '--dry-run'], {
      env: keyed,
      cwd: root,
    });
    expect(dry.code).toBe(0);
    // Both slots of the 60 s window are used: the 2 uploads wait most of a minute, not "now".
    const eta = /ETA +2 uploads need about (\d+) s \(2 per 1 min\); next upload slot at /.exec(
      dry.stdout,
    );
    expect(eta, dry.stdout).not.toBeNull();
    expect(Number(eta?.[1])).toBeGreaterThan(20);
  }, 30_000);
});
