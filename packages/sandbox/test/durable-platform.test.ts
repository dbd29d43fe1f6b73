import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startCli } from './support/cli.js';
import { operatorCall } from './support/operator.js';
import { Receiver } from './support/receiver.js';
import { apiCaller, type Json } from './support/sandbox.js';

// The platform's operator endpoints (snapshots, the manual clock, jobs/finish) with --data-dir:
// what they answered is durable, so a kill -9 right after the answer loses none of it.

const START = '2030-01-01T00:00:00.000Z';
const START_MS = Date.parse(START);

let receiver: Receiver;
const dirs: string[] = [];
beforeAll(async () => {
  receiver = await new Receiver().start();
});
afterAll(async () => {
  await receiver.stop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sandbox-durable-platform-'));
  dirs.push(dir);
  return dir;
}

/** The built CLI on `dir`; `kill9()` kills it without a chance to save anything. */
async function launch(dir: string, extra: string[]) {
  const run = startCli(['--port', '0', '--data-dir', dir, '--log-level', 'error', ...extra]);
  run.child.stderr.resume();
  const ready = JSON.parse(await run.firstLine) as { baseUrl: string; apiKey: string };
  const api = apiCaller(`${ready.baseUrl}/api/v1`, ready.apiKey);
  const op = (method: string, path: string, body?: unknown) =>
    operatorCall(ready.baseUrl, method, path, body);
  const kill9 = async () => {
    run.child.kill('SIGKILL');
    await run.exited;
  };
  return { ...ready, api, op, kill9 };
}

type Running = Awaited<ReturnType<typeof launch>>;

const transcriptIds = async (sbx: Running) =>
  ((await sbx.api('GET', '/transcripts/?limit=100')).body.items as Json[])
    .map((t) => t.id as string)
    .sort();

async function seed(sbx: Running, count: number, completed = true, webhooks = false) {
  const res = await sbx.op('POST', '/seed', { count, completed, duration_s: 2, webhooks });
  expect(res.status, res.text).toBe(201);
  return res.body as { file_id: string; transcript_ids: string[] };
}

describe('a named snapshot restored with --data-dir', () => {
  test('is what a restart after a kill -9 right after the restore shows', async () => {
    const dir = await dataDir();
    const first = await launch(dir, ['--processing-ms', '50']);
    let second: Running | null = null;
    try {
      const base = await seed(first, 2);
      const hook = await first.api('POST', '/webhooks/', { body: { url: receiver.url } });
      expect(hook.status, hook.text).toBe(200);
      expect((await first.api('POST', `/webhooks/${hook.body.id}/retest`)).status).toBe(200);
      expect((await first.op('POST', '/snapshots', { name: 'base' })).status).toBe(201);

      // After the snapshot: more transcripts, the webhook paused, another delivery,
      // another webhook and a create remembered by its Idempotency-Key.
      await seed(first, 3);
      const paused = await first.api('PATCH', `/webhooks/${hook.body.id}`, {
        body: { is_active: false },
      });
      expect(paused.status, paused.text).toBe(200);
      expect((await first.api('POST', `/webhooks/${hook.body.id}/retest`)).status).toBe(200);
      const later = await first.api('POST', '/webhooks/', { body: { url: `${receiver.url}2` } });
      expect(later.status).toBe(200);
      const init = { filename: 'a.wav', size_bytes: 10, mime_type: 'audio/wav' };
      const keyed = await first.api('POST', '/files/upload-init', {
        body: init,
        headers: { 'idempotency-key': 'restore-forgets-me' },
      });
      expect(keyed.status, keyed.text).toBe(200);

      const restored = await first.op('POST', '/snapshots/base/restore');
      expect(restored.status, restored.text).toBe(200);
      await first.kill9();

      second = await launch(dir, ['--processing-ms', '50']);
      expect(await transcriptIds(second)).toEqual([...base.transcript_ids].sort());
      const hooks = (await second.api('GET', '/webhooks/')).body.items as Json[];
      expect(hooks.map((h) => [h.id, h.is_active])).toEqual([[hook.body.id, true]]);
      const logs = await second.api('GET', `/webhooks/${hook.body.id}/logs`);
      expect(logs.status, logs.text).toBe(200);
      expect(logs.body.items).toHaveLength(1);
      // The restored file's bytes are in place (they were linked back from the snapshot).
      const link = await second.api('GET', `/files/${base.file_id}/download-url`);
      expect(link.status, link.text).toBe(200);
      const bytes = await fetch(link.body.url);
      expect(bytes.status).toBe(200);
      expect((await bytes.arrayBuffer()).byteLength).toBeGreaterThan(44);
      // The restore forgot the key, durably: the same create is new work, not a replay.
      const retried = await second.api('POST', '/files/upload-init', {
        body: init,
        headers: { 'idempotency-key': 'restore-forgets-me' },
      });
      expect(retried.status, retried.text).toBe(200);
      expect(retried.body.file_id).not.toBe(keyed.body.file_id);
    } finally {
      await first.kill9();
      await second?.kill9();
    }
  });
});

describe('a manual clock with --data-dir', () => {
  test('an advance is kept by a kill -9 right after it: the time, the jobs it finished and their webhooks', async () => {
    const dir = await dataDir();
    const args = ['--clock', 'manual', '--clock-start', START, '--processing-ms', '60000'];
    const first = await launch(dir, args);
    let second: Running | null = null;
    receiver.received.length = 0;
    try {
      const hook = await first.api('POST', '/webhooks/', {
        body: { url: receiver.url, events: ['transcript.completed'] },
      });
      expect(hook.status, hook.text).toBe(200);
      const seeded = await seed(first, 3, false, true);
      const moved = await first.op('POST', '/clock/advance', { ms: 61_000 });
      expect(moved.status, moved.text).toBe(200);
      expect(receiver.received).toHaveLength(3);
      await first.kill9();

      second = await launch(dir, args);
      const clock = await second.op('GET', '/clock');
      expect(clock.body.now_ms).toBe(START_MS + 61_000);
      for (const id of seeded.transcript_ids) {
        const status = await second.api('GET', `/transcripts/${id}/status`);
        expect(status.body.status).toBe('completed');
      }
      const logs = await second.api('GET', `/webhooks/${hook.body.id}/logs`);
      expect(logs.body.items).toHaveLength(3);
      expect(logs.body.items.every((l: Json) => l.success === true)).toBe(true);
      // Delivered before the kill, and not again after the restart.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(receiver.received).toHaveLength(3);
    } finally {
      await first.kill9();
      await second?.kill9();
    }
  });
});

describe('/__sandbox/jobs/finish with --data-dir', () => {
  test('the jobs it finished stay finished after a kill -9 right after it answered', async () => {
    const dir = await dataDir();
    const first = await launch(dir, ['--processing-ms', '600000']);
    let second: Running | null = null;
    try {
      const seeded = await seed(first, 4, false);
      const finished = await first.op('POST', '/jobs/finish', {});
      expect(finished.status, finished.text).toBe(200);
      expect(finished.body.finished).toBeGreaterThanOrEqual(4);
      await first.kill9();

      second = await launch(dir, ['--processing-ms', '600000']);
      for (const id of seeded.transcript_ids) {
        const status = await second.api('GET', `/transcripts/${id}/status`);
        expect(status.body.status).toBe('completed');
      }
    } finally {
      await first.kill9();
      await second?.kill9();
    }
  });
});

describe('indexed listing filters after a restart that replays the journal', () => {
  test('speaker= finds a transcript by the names auto-name gave it before a kill -9', async () => {
    const dir = await dataDir();
    const first = await launch(dir, ['--processing-ms', '50']);
    let second: Running | null = null;
    try {
      // Seeded completed: one journal line files it, speakers and all, before the rename's.
      const id = (await seed(first, 1)).transcript_ids[0] as string;
      const named = await first.api('POST', `/transcripts/${id}/speakers/auto-name`);
      expect(named.status, named.text).toBe(200);
      const name = (named.body as Json[])[0]?.name as string;
      const found = async (sbx: Running, speaker: string) =>
        (
          (await sbx.api('GET', `/transcripts/?speaker=${encodeURIComponent(speaker)}`)).body
            .items as Json[]
        ).map((t) => t.id);
      expect(await found(first, name)).toEqual([id]);
      await first.kill9();

      // The rename is replayed in place, into a transcript already filed under its old names.
      second = await launch(dir, ['--processing-ms', '50']);
      expect(await found(second, name)).toEqual([id]);
    } finally {
      await first.kill9();
      await second?.kill9();
    }
  });
});
