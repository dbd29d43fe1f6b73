import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startCli } from './support/cli.js';
import { makeWav } from './support/media.js';
import { operatorCall } from './support/operator.js';
import { Receiver, signatureValid } from './support/receiver.js';
import {
  apiCaller,
  expectError,
  type Json,
  startTestSandbox,
  type TestSandbox,
} from './support/sandbox.js';
import { uploadBytes } from './support/upload.js';

const START = '2030-01-01T00:00:00.000Z';
const START_MS = Date.parse(START);
const HOUR = 3600_000;

let receiver: Receiver;
const open: TestSandbox[] = [];
beforeAll(async () => {
  receiver = await new Receiver().start();
});
afterEach(async () => {
  for (const sbx of open.splice(0)) {
    expect(sbx.problems).toEqual([]);
    await sbx.close();
  }
  receiver.received.length = 0;
  receiver.answer = () => 200;
});
afterAll(() => receiver.stop());

async function manualSandbox(overrides = {}): Promise<TestSandbox> {
  const sbx = await startTestSandbox({
    clock: 'manual',
    clockStart: START,
    processingMs: 60_000,
    webhooks: { retryBaseMs: 1000, timeoutMs: 2000 },
    ...overrides,
  });
  open.push(sbx);
  return sbx;
}

async function subscribe(sbx: TestSandbox, events: string[]) {
  const res = await sbx.api('POST', '/webhooks/', { body: { url: receiver.url, events } });
  expect(res.status, res.text).toBe(200);
  return res.body as { id: string; secret: string };
}

describe('a manual clock', () => {
  test('stands still, and a job finishes only when the clock passes its time', async () => {
    const sbx = await manualSandbox();
    expect(sbx.clock.mode).toBe('manual');
    expect(sbx.clock.now()).toBe(START_MS);
    const { fileId } = await uploadBytes(sbx, makeWav(3));
    const created = await sbx.api('POST', '/transcripts/', { body: { file_id: fileId } });
    expect(created.body.created_at).toBe(START);
    await new Promise((r) => setTimeout(r, 100));
    expect(sbx.clock.now()).toBe(START_MS);

    await sbx.clock.advance(59_999);
    const before = await sbx.api('GET', `/transcripts/${created.body.id}/status`);
    expect(before.body.status).toBe('processing');
    const view = await sbx.clock.advance(1);
    expect(view.now_ms).toBe(START_MS + 60_000);
    const after = await sbx.api('GET', `/transcripts/${created.body.id}`);
    expect(after.body.status).toBe('completed');
    expect(after.body.completed_at).toBe(new Date(START_MS + 60_000).toISOString());
  });

  test('advance answers after the webhooks of every job it finished were delivered, in order and signed', async () => {
    const sbx = await manualSandbox();
    const hook = await subscribe(sbx, ['transcript.completed', 'export.completed']);
    const { fileId } = await uploadBytes(sbx, makeWav(3));
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      // Staggered starts: each job is due 10 s after the one before.
      const res = await sbx.api('POST', '/transcripts/', { body: { file_id: fileId } });
      ids.push(res.body.id);
      await sbx.clock.advance(10_000);
    }
    // Over HTTP: one advance of a day finishes all of them.
    const advanced = await operatorCall(sbx.baseUrl, 'POST', '/clock/advance', { ms: 24 * HOUR });
    expect(advanced.status, advanced.text).toBe(200);
    expect(advanced.body).toMatchObject({ mode: 'manual', now_ms: START_MS + 50_000 + 24 * HOUR });
    const completed = receiver.of('transcript.completed');
    expect(completed.map((r) => r.json.data.id)).toEqual(ids);
    for (const [i, r] of completed.entries()) {
      expect(signatureValid(r.raw, r.headers['x-signature'], hook.secret)).toBe(true);
      // Stamped with the time the job finished on the sandbox's clock.
      expect(r.json.created_at).toBe(new Date(START_MS + i * 10_000 + 60_000).toISOString());
    }
  });

  test('an export is final and downloadable when advance answers', async () => {
    const sbx = await manualSandbox();
    const { fileId } = await uploadBytes(sbx, makeWav(3));
    const t = await sbx.api('POST', '/transcripts/', { body: { file_id: fileId } });
    await sbx.clock.advance(60_000);
    const ids: string[] = [];
    for (const format of ['docx', 'pdf', 'txt', 'md', 'xlsx']) {
      const res = await sbx.api('POST', '/exports/', {
        body: { transcript_id: t.body.id, format },
      });
      expect(res.status, res.text).toBe(200);
      ids.push(res.body.id);
    }
    await sbx.clock.advance(60_000);
    for (const id of ids) {
      const status = await sbx.api('GET', `/exports/${id}`);
      expect(status.body.status, status.text).toBe('ready');
      const download = await sbx.api('GET', `/exports/${id}/download`);
      expect(download.status, download.text).toBe(200);
    }
  });

  test('webhook retries wait out their backoff on the sandbox clock', async () => {
    const sbx = await manualSandbox();
    await subscribe(sbx, ['payment.succeeded']);
    let calls = 0;
    receiver.answer = () => (++calls <= 2 ? 500 : 200);
    await operatorCall(sbx.baseUrl, 'POST', '/events', { event: 'payment.succeeded' });
    await sbx.idle();
    expect(receiver.received).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 1200)); // real time does not move it
    expect(receiver.received).toHaveLength(1);
    await sbx.clock.advance(999);
    expect(receiver.received).toHaveLength(1);
    await sbx.clock.advance(1); // first retry after 1 s
    expect(receiver.received).toHaveLength(2);
    await sbx.clock.advance(1999);
    expect(receiver.received).toHaveLength(2);
    await sbx.clock.advance(1); // second retry 2 s after the first
    expect(receiver.received).toHaveLength(3);
    const logs = await sbx.api(
      'GET',
      `/webhooks/${[...(await sbx.api('GET', '/webhooks/')).body.items][0].id}/logs`,
    );
    const times = logs.body.items.map((l: Json) => Date.parse(l.created_at)).sort();
    expect(times).toEqual([START_MS, START_MS + 1000, START_MS + 3000]);
  });

  test('rate-limit windows and Retry-After follow the clock', async () => {
    const sbx = await manualSandbox({ rateLimits: { uploadInit: 2, sourceImports: 1000 } });
    const init = () =>
      sbx.api('POST', '/files/upload-init', { body: { filename: 'a.wav', size_bytes: 10 } });
    expect((await init()).status).toBe(200);
    await sbx.clock.advance(HOUR / 2);
    expect((await init()).status).toBe(200);
    const limited = await init();
    expectError(limited, 429, 'rate_limited');
    expect(limited.headers.get('retry-after')).toBe('1800');
    await sbx.clock.advance(HOUR / 2 - 1000);
    expect((await init()).headers.get('retry-after')).toBe('1');
    await sbx.clock.advance(1000);
    expect((await init()).status).toBe(200);
  });

  test('signed links expire and the idempotency window closes on the sandbox clock', async () => {
    const sbx = await manualSandbox();
    const { fileId } = await uploadBytes(sbx, makeWav(1));
    const link = await sbx.api('GET', `/files/${fileId}/download-url`);
    expect((await fetch(link.body.url)).status).toBe(200);
    await sbx.clock.advance(HOUR - 1000);
    expect((await fetch(link.body.url)).status).toBe(200);
    await sbx.clock.advance(1000);
    const expired = await fetch(link.body.url);
    expect(expired.status).toBe(403);
    expect(JSON.parse(await expired.text()).detail[0].key).toBe('url_expired');

    const create = () =>
      sbx.api('POST', '/files/upload-init', {
        body: { filename: 'b.wav', size_bytes: 10 },
        headers: { 'idempotency-key': 'clock-test' },
      });
    const first = await create();
    await sbx.clock.advance(59_999);
    const replay = await create();
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.file_id).toBe(first.body.file_id);
    await sbx.clock.advance(1);
    const fresh = await create();
    expect(fresh.body.file_id).not.toBe(first.body.file_id);
  });

  test('advance over HTTP refuses bad bodies and going back; GET tells the time', async () => {
    const sbx = await manualSandbox();
    const now = await operatorCall(sbx.baseUrl, 'GET', '/clock');
    expect(now.body).toEqual({ mode: 'manual', now: START, now_ms: START_MS });
    for (const body of [
      {},
      { ms: -1 },
      { ms: 1.5 },
      { ms: '5' },
      { to: 'soon' },
      { ms: 1, to: START },
    ]) {
      const res = await operatorCall(sbx.baseUrl, 'POST', '/clock/advance', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.detail[0].key).toBe('validation_error');
    }
    const back = await operatorCall(sbx.baseUrl, 'POST', '/clock/advance', {
      to: '2029-12-31T23:59:59Z',
    });
    expect(back.status).toBe(409);
    expect(back.body.detail[0].key).toBe('clock_backwards');
    const to = await operatorCall(sbx.baseUrl, 'POST', '/clock/advance', {
      to: '2030-01-02T00:00:00Z',
    });
    expect(to.body.now).toBe('2030-01-02T00:00:00.000Z');
    await expect(sbx.clock.advanceTo(START)).rejects.toThrow(/never goes back/);
  });

  test('a real clock is the default and refuses to be advanced', async () => {
    const sbx = await startTestSandbox();
    open.push(sbx);
    expect(sbx.clock.mode).toBe('real');
    expect(Math.abs(sbx.clock.now() - Date.now())).toBeLessThan(1000);
    const res = await operatorCall(sbx.baseUrl, 'POST', '/clock/advance', { ms: 1000 });
    expect(res.status).toBe(409);
    expect(res.body.detail[0].key).toBe('clock_not_manual');
    await expect(sbx.clock.advance(1000)).rejects.toThrow(/manual/);
    expect((await operatorCall(sbx.baseUrl, 'GET', '/clock')).body.mode).toBe('real');
  });
});

describe('the CLI with --clock manual and --data-dir', () => {
  test('keeps the clock across a restart, and jobs continue on it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-clock-'));
    const args = ['--port', '0', '--clock', 'manual', '--clock-start', START, '--data-dir', dir];
    try {
      const first = startCli([...args, '--processing-ms', '60000', '--log-level', 'silent']);
      const ready = JSON.parse(await first.firstLine);
      const api = apiCaller(`${ready.baseUrl}/api/v1`, ready.apiKey);
      const { fileId } = await uploadBytes({ api }, makeWav(2));
      const created = await api('POST', '/transcripts/', { body: { file_id: fileId } });
      const moved = await operatorCall(ready.baseUrl, 'POST', '/clock/advance', { ms: 30_000 });
      expect(moved.body.now_ms).toBe(START_MS + 30_000);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const second = startCli([...args, '--processing-ms', '60000', '--log-level', 'silent']);
      const again = JSON.parse(await second.firstLine);
      try {
        const clock = await operatorCall(again.baseUrl, 'GET', '/clock');
        // --clock-start only sets a new clock; the kept one continues.
        expect(clock.body.now_ms).toBe(START_MS + 30_000);
        const api2 = apiCaller(`${again.baseUrl}/api/v1`, again.apiKey);
        const status = await api2('GET', `/transcripts/${created.body.id}/status`);
        expect(status.body.status).toBe('processing');
        await operatorCall(again.baseUrl, 'POST', '/clock/advance', { ms: 30_000 });
        const done = await api2('GET', `/transcripts/${created.body.id}/status`);
        expect(done.body.status).toBe('completed');
      } finally {
        second.child.kill('SIGTERM');
        await second.exited;
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
