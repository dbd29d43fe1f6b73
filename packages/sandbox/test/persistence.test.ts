import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { startSandbox } from '../src/index.js';
import { startCli } from './support/cli.js';
import { makeWav } from './support/media.js';
import { apiCaller, type Json, TEST_OPTIONS, withLinksUnsigned } from './support/sandbox.js';
import { uploadBytes } from './support/upload.js';

const scratch = mkdtempSync(join(tmpdir(), 'sandbox-persist-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Ready {
  baseUrl: string;
  apiKey: string;
}

async function launch(dataDir: string, processingMs: number) {
  const run = startCli([
    '--port',
    '0',
    '--data-dir',
    dataDir,
    '--processing-ms',
    String(processingMs),
    '--upload-init-limit',
    '1000',
  ]);
  const ready = JSON.parse(await run.firstLine) as Ready;
  return { ...run, ready, api: apiCaller(`${ready.baseUrl}/api/v1`, ready.apiKey) };
}

async function stopWith(run: Awaited<ReturnType<typeof launch>>, signal: NodeJS.Signals) {
  run.child.kill(signal);
  await run.exited;
}

describe('--data-dir keeps state across a real process restart', () => {
  test('keys, file bytes, webhooks and a transcript in progress survive; the job completes after', async () => {
    const dataDir = join(scratch, 'restart');
    const first = await launch(dataDir, 3000);
    const bytes = makeWav(4);
    const { fileId } = await uploadBytes(first, bytes);
    const hook = await first.api('POST', '/webhooks/', {
      body: { url: 'http://127.0.0.1:9/hook', events: ['transcript.completed'] },
    });
    expect(hook.status, hook.text).toBe(200);
    const created = await first.api('POST', '/transcripts/', {
      body: { file_id: fileId, title: 'kept across restarts' },
    });
    expect(created.status, created.text).toBe(200);
    const link0 = (await first.api('GET', `/files/${fileId}/download-url`)).body.url as string;
    const seeded = await fetch(`${first.ready.baseUrl}/__sandbox/seed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1 }),
    });
    const [seededId] = ((await seeded.json()) as Json).transcript_ids;
    const seededBefore = await first.api('GET', `/transcripts/${seededId}`);
    expect(seededBefore.body.segments.length).toBeGreaterThan(0);
    const before = await first.api('GET', `/transcripts/${created.body.id}/status`);
    expect(before.body.status).not.toBe('completed');
    await stopWith(first, 'SIGTERM');

    const second = await launch(dataDir, 3000);
    try {
      // The seeded key is kept, so clients stay configured.
      expect(second.ready.apiKey).toBe(first.ready.apiKey);
      const file = await second.api('GET', `/files/${fileId}`);
      expect(file.status, file.text).toBe(200);
      expect(file.body.status).toBe('ready');
      const link = await second.api('GET', `/files/${fileId}/download-url`);
      const downloaded = Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
      expect(createHash('sha256').update(downloaded).digest('hex')).toBe(
        createHash('sha256').update(bytes).digest('hex'),
      );
      // A transcript completed before the restart reads back the same (but for the origin of
      // its signed link: the new process listens on other free ports).
      const seededAfter = await second.api('GET', `/transcripts/${seededId}`);
      expect(withLinksUnsigned(seededAfter.body)).toEqual(withLinksUnsigned(seededBefore.body));
      // Links signed before the restart still work (the signing secret is kept).
      const oldLink = new URL(link0);
      const newMedia = new URL(link.body.url);
      oldLink.host = newMedia.host;
      expect((await fetch(oldLink)).status).toBe(200);
      const hooks = await second.api('GET', '/webhooks/');
      expect(hooks.body.items.map((w: Json) => w.id)).toContain(hook.body.id);
      // The timeline continues from its recorded start: same created_at, completes on time.
      const detail = await second.api('GET', `/transcripts/${created.body.id}`);
      expect(detail.body.created_at).toBe(created.body.created_at);
      let status = '';
      for (let i = 0; i < 100 && status !== 'completed'; i++) {
        status = (await second.api('GET', `/transcripts/${created.body.id}/status`)).body.status;
        if (status !== 'completed') await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe('completed');
      const done = await second.api('GET', `/transcripts/${created.body.id}`);
      expect(done.body.title).toBe('kept across restarts');
      expect(done.body.segments.length).toBeGreaterThan(0);
    } finally {
      await stopWith(second, 'SIGTERM');
    }
  }, 60_000);

  test('kill -9 at random moments during writes always leaves a directory that loads', async () => {
    const dataDir = join(scratch, 'kill9');
    let key = '';
    let lastSeen = 0;
    for (let round = 0; round < 6; round++) {
      const run = await launch(dataDir, 200);
      if (key) expect(run.ready.apiKey).toBe(key);
      key = run.ready.apiKey;
      // What a completed write left before the kill is a floor for what must load.
      const listed = await run.api('GET', '/transcripts/?limit=1');
      expect(listed.status, listed.text).toBe(200);
      expect(listed.body.meta.total).toBeGreaterThanOrEqual(lastSeen);
      let stop = false;
      const writer = (async () => {
        while (!stop) {
          await fetch(`${run.ready.baseUrl}/__sandbox/seed`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ count: 5 }),
          }).catch(() => undefined);
          await uploadBytes(run, makeWav(1)).catch(() => undefined);
        }
      })();
      await new Promise((r) => setTimeout(r, 300 + Math.random() * 1000));
      run.child.kill('SIGKILL');
      await run.exited;
      stop = true;
      await writer;
      lastSeen = listed.body.meta.total;
    }
    const last = await launch(dataDir, 200);
    try {
      const listed = await last.api('GET', '/transcripts/?limit=1');
      expect(listed.status).toBe(200);
      expect(listed.body.meta.total).toBeGreaterThan(0);
    } finally {
      await stopWith(last, 'SIGTERM');
    }
  }, 120_000);
});

describe('temp directories of crashed runs', () => {
  test('are removed on the next start; a live run’s directory is kept', async () => {
    const parent = join(scratch, 'temps');
    mkdirSync(parent, { recursive: true });
    const dead = spawn(process.execPath, ['-e', '']);
    const deadPid = await new Promise<number>((resolve) =>
      dead.once('exit', () => resolve(dead.pid as number)),
    );
    const crashed = join(parent, 'scribekit-sandbox-crashed');
    const alive = join(parent, 'scribekit-sandbox-alive');
    const foreign = join(parent, 'scribekit-sandbox-foreign');
    for (const dir of [crashed, alive, foreign]) mkdirSync(dir);
    writeFileSync(join(crashed, 'owner.pid'), String(deadPid));
    writeFileSync(join(alive, 'owner.pid'), String(process.pid));
    const sandbox = await startSandbox({ ...TEST_OPTIONS, tempDir: parent });
    try {
      expect(existsSync(crashed)).toBe(false);
      expect(existsSync(alive)).toBe(true);
      expect(existsSync(foreign)).toBe(true); // no owner file: not known to be ours
      expect(existsSync(join(sandbox.tempDir, 'owner.pid'))).toBe(true);
    } finally {
      await sandbox.close();
    }
    expect(existsSync(sandbox.tempDir)).toBe(false);
  });
});
