import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCli } from '../src/run-cli.js';
import { operator, requestLog, sandboxEnv, startTestSandbox } from './support/sandbox.js';
import { scratchDir } from './support/scratch.js';
import { freshConfigDir, run, testIo } from './support/test-io.js';

let sandbox: Sandbox;
let env: Record<string, string>;
let transcriptId: string;

beforeAll(async () => {
  sandbox = await startTestSandbox({ processingMs: 600 });
  env = sandboxEnv(sandbox);
  const seeded = await operator<{ transcript_ids: string[] }>(sandbox, 'POST', '/seed', {
    count: 1,
    completed: true,
  });
  transcriptId = seeded.transcript_ids[0] as string;
});
afterAll(() => sandbox.close());

describe('scribekit import', () => {
  test('imports a media link and prints the transcript', async () => {
    const { code, stdout } = await run(['import', 'https://media.example.com/talks/keynote.mp3'], {
      env,
    });
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^✔ keynote {2}\d+:\d\d\n {2}Transcript {2}([0-9a-f-]{36})\n {2}Read it {5}scribekit transcripts get \1\n$/,
    );
  });

  test('a meeting link is refused with the record command to use', async () => {
    const { code, stderr } = await run(['import', 'https://meet.google.com/abc-defg-hij'], { env });
    expect(code).toBe(2);
    expect(stderr).toContain('scribekit record https://meet.google.com/abc-defg-hij');
  });
});

describe('scribekit record', () => {
  const meeting = 'https://meet.google.com/abc-defg-hij?authuser=0';

  test('shows the platform and meeting; without a terminal to ask on it needs --yes', async () => {
    const { code, stdout, stderr } = await run(['record', meeting], { env });
    expect(code).toBe(2);
    expect(stdout).toBe(
      '  Platform  Google Meet\n  Meeting   abc-defg-hij  https://meet.google.com/abc-defg-hij\n',
    );
    expect(stderr).toContain('pass --yes');
    const jobs = JSON.parse((await run(['jobs', '--all', '--json'], { env })).stdout);
    expect(jobs.filter((j: { kind: string }) => j.kind === 'recording')).toEqual([]);
  });

  test('--yes sends the bot to the canonical address', async () => {
    const { code, stdout } = await run(['record', meeting, '--yes', '--json'], { env });
    expect(code).toBe(0);
    const job = JSON.parse(stdout);
    expect(job).toMatchObject({
      platform: 'google_meet',
      meet_url: 'https://meet.google.com/abc-defg-hij',
    });
  });

  test('a link that is not a meeting exits 2', async () => {
    const { code } = await run(['record', 'https://www.youtube.com/watch?v=abc', '--yes'], { env });
    expect(code).toBe(2);
  });
});

describe('scribekit jobs', () => {
  test('shows running jobs of every kind with progress; piped as tab-separated lines', async () => {
    await run(['record', 'https://zoom.us/j/123456789', '--yes'], { env });
    const { code, stdout } = await run(['jobs'], { env });
    expect(code).toBe(0);
    const rows = stdout
      .trim()
      .split('\n')
      .map((line) => line.split('\t'));
    const recording = rows.find((row) => row[0] === 'recording');
    expect(recording?.[4]).toBe('zoom https://zoom.us/j/123456789');
    expect(rows.every((row) => row.length === 6)).toBe(true);
  });

  test('--watch --json streams one JSON line per refresh until Ctrl+C (exit 0)', async () => {
    const interrupt = new AbortController();
    setTimeout(() => interrupt.abort(), 1200);
    const { code, stdout } = await run(['jobs', '--watch', '--json', '--interval', '0.3'], {
      env,
      interrupt: interrupt.signal,
    });
    expect(code).toBe(0);
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(Array.isArray(line.jobs)).toBe(true);
  });
});

describe('scribekit export and report', () => {
  test('a text format is printed; -o writes the file', async () => {
    const printed = await run(['export', transcriptId, '--format', 'srt'], { env });
    expect(printed.code).toBe(0);
    expect(printed.stdout).toMatch(/^1\n00:00:\d\d,\d{3} --> 00:00:\d\d,\d{3}\n/);
    const dir = scratchDir('scribekit-export');
    const saved = await run(['export', transcriptId, '--format', 'vtt', '-o', 'talk.vtt'], {
      env,
      cwd: dir,
    });
    expect(saved.code).toBe(0);
    expect(readFileSync(join(dir, 'talk.vtt'), 'utf8')).toMatch(/^WEBVTT/);
    expect(saved.stdout).toMatch(new RegExp(`^✔ ${join(dir, 'talk.vtt')} \\(\\d+ bytes\\)\\n$`));
  });

  test('-o into a missing folder creates it; -o a folder writes <id>.<format> in it; an unwritable place is refused before any request', async () => {
    const dir = scratchDir('scribekit-export');
    const nested = await run(
      ['export', transcriptId, '--format', 'srt', '-o', 'new/sub/talk.srt'],
      {
        env,
        cwd: dir,
      },
    );
    expect(nested.code, nested.stderr).toBe(0);
    expect(readFileSync(join(dir, 'new/sub/talk.srt'), 'utf8')).toMatch(/^1\n/);
    const intoFolder = await run(['export', transcriptId, '--format', 'txt', '-o', 'new/'], {
      env,
      cwd: dir,
    });
    expect(intoFolder.code, intoFolder.stderr).toBe(0);
    expect(readdirSync(join(dir, 'new')).sort()).toEqual(['sub', `${transcriptId}.txt`].sort());

    writeFileSync(join(dir, 'a-file'), '');
    const exportsBefore = (await requestLog(sandbox)).filter((r) => r.method === 'POST').length;
    const refused = await run(
      ['export', transcriptId, '--format', 'srt', '-o', 'a-file/talk.srt'],
      {
        env,
        cwd: dir,
      },
    );
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      `-o ${join(dir, 'a-file/talk.srt')}: cannot write into ${join(dir, 'a-file')} (a file is in the way); nothing was exported`,
    );
    expect(refused.stderr).not.toMatch(/^Error: ENO/m);
    // No export job was made for it.
    expect((await requestLog(sandbox)).filter((r) => r.method === 'POST').length).toBe(
      exportsBefore,
    );
  });

  test('a binary format needs -o', async () => {
    const { code, stderr } = await run(['export', transcriptId, '--format', 'pdf'], { env });
    expect(code).toBe(2);
    expect(stderr).toContain('pdf is not text: pass -o FILE');
  });

  test('report waits for the Smart Report and prints its Markdown', async () => {
    const { code, stdout } = await run(['report', transcriptId, '--type', 'summary'], { env });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^# Summary/);
  });
});

describe('scribekit webhooks', () => {
  test('listen verifies, prints and forwards re-signed with the stable local secret', async () => {
    const config = freshConfigDir();
    const listenEnv = { ...env, SCRIBEKIT_CONFIG_DIR: config };
    const secret = (
      await run(['webhooks', 'listen', '--print-secret'], { env: listenEnv })
    ).stdout.trim();
    expect(secret).toMatch(/^whsec_local_[0-9a-f]{48}$/);
    expect(
      (await run(['webhooks', 'listen', '--print-secret'], { env: listenEnv })).stdout.trim(),
    ).toBe(secret);

    const received: { body: string; signature: string }[] = [];
    const app = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ body, signature: String(request.headers['x-signature']) });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    const appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}/hooks`;

    const interrupt = new AbortController();
    const listener = testIo({ env: listenEnv, interrupt: interrupt.signal });
    const listening = runCli(
      ['webhooks', 'listen', '--forward-to', appUrl, '--events', 'transcript.completed'],
      listener.io,
    ).then((code) => ({ code, stdout: listener.stdout(), stderr: listener.stderr() }));
    // Wait until the listener's webhook exists, then make the sandbox send an event.
    for (let i = 0; i < 100; i++) {
      const hooks = await fetch(`${sandbox.apiUrl}/webhooks/`, {
        headers: { authorization: `Bearer ${sandbox.apiKey}` },
      }).then((r) => r.json() as Promise<{ items: { is_active: boolean }[] }>);
      if (hooks.items.some((h) => h.is_active)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const triggered = await run(['webhooks', 'trigger', 'transcript.completed'], { env });
    expect(triggered.stdout).toBe('✔ transcript.completed sent to 1 webhook\n');
    for (let i = 0; i < 100 && received.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // A delivery that is not signed with the webhook's secret is refused and never forwarded.
    const local = /→ (http:\/\/127\.0\.0\.1:\d+\/) →/.exec(listener.stdout())?.[1] as string;
    const forged = await fetch(local, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': `sha256=${'0'.repeat(64)}` },
      body: JSON.stringify({ id: 'forged', event: 'transcript.completed', data: {} }),
    });
    expect(forged.status).toBe(400);
    expect(listener.stderr()).toMatch(
      /\d\d:\d\d:\d\d {2}✖ rejected a delivery with a bad signature\n/,
    );
    interrupt.abort();
    const listened = await listening;
    app.close();

    expect(received).toHaveLength(1);
    const [delivery] = received as [{ body: string; signature: string }];
    expect(delivery.signature).toBe(
      `sha256=${createHmac('sha256', secret).update(delivery.body).digest('hex')}`,
    );
    const envelope = JSON.parse(delivery.body);
    expect(envelope.event).toBe('transcript.completed');
    // Without --data, the event is about the newest transcript of the account.
    const newest = JSON.parse((await run(['transcripts', 'list', '--json'], { env })).stdout);
    expect(envelope.data.id).toBe(newest.items[0].id);
    expect(listened.code).toBe(0);
    expect(listened.stdout).toContain(`  Your app verifies with the local secret: ${secret}`);
    expect(listened.stdout).toMatch(
      new RegExp(`\\d\\d:\\d\\d:\\d\\d {2}transcript\\.completed {3}${envelope.id} {2}→ 204`),
    );
    // The listener's webhook is switched off when it stops.
    const after = await fetch(`${sandbox.apiUrl}/webhooks/`, {
      headers: { authorization: `Bearer ${sandbox.apiKey}` },
    }).then((r) => r.json() as Promise<{ items: { is_active: boolean }[] }>);
    expect(after.items.every((h) => !h.is_active)).toBe(true);
  });

  test('trigger refuses an unknown event', async () => {
    const { code } = await run(['webhooks', 'trigger', 'nope.event'], { env });
    expect(code).toBe(2);
  });
});

describe('scribekit sandbox', () => {
  test('starts the sandbox, points the profile "sandbox" at it, and stops on Ctrl+C (exit 0)', async () => {
    const config = freshConfigDir();
    const interrupt = new AbortController();
    const started = testIo({ env: { SCRIBEKIT_CONFIG_DIR: config }, interrupt: interrupt.signal });
    const running = runCli(['sandbox', '--port', '0', '--json'], started.io);
    for (let i = 0; i < 200 && !started.stdout().includes('\n'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const ready = JSON.parse(started.stdout());
    expect(ready).toEqual({
      baseUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      apiKey: expect.any(String),
      profile: 'sandbox',
    });
    const listed = await run(['transcripts', 'list', '--profile', 'sandbox', '--json'], {
      env: { SCRIBEKIT_CONFIG_DIR: config },
    });
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual({ items: [], total: 0 });
    interrupt.abort();
    expect(await running).toBe(0);
    await expect(fetch(`${ready.baseUrl}/api/v1`)).rejects.toThrow();
  });
});
