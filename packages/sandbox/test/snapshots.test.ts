import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeWav } from './support/media.js';
import { operatorCall } from './support/operator.js';
import { Receiver } from './support/receiver.js';
import {
  type Json,
  md5,
  startTestSandbox,
  type TestSandbox,
  withLinksUnsigned,
} from './support/sandbox.js';
import { completedTranscript, uploadBytes } from './support/upload.js';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await new Receiver().start();
});
afterAll(() => receiver.stop());

async function downloadBytes(sbx: TestSandbox, fileId: string): Promise<Buffer> {
  const link = await sbx.api('GET', `/files/${fileId}/download-url`);
  expect(link.status, link.text).toBe(200);
  const res = await fetch(link.body.url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function exportText(sbx: TestSandbox, exportId: string): Promise<string> {
  const link = await sbx.api('GET', `/exports/${exportId}/download`);
  expect(link.status, link.text).toBe(200);
  const res = await fetch(link.body.url);
  expect(res.status).toBe(200);
  return res.text();
}

const titles = async (sbx: TestSandbox) =>
  (await sbx.api('GET', '/transcripts/?limit=100')).body.items.map((t: Json) => t.title).sort();

describe('named snapshots in process', () => {
  let sbx: TestSandbox;
  beforeAll(async () => {
    sbx = await startTestSandbox({ processingMs: 50 });
  });
  afterAll(async () => {
    expect(sbx.problems).toEqual([]);
    await sbx.close();
  });

  test('restore brings back records, files and their bytes, and forgets what came after', async () => {
    const wav = makeWav(8);
    const id = await completedTranscript(sbx, wav, { title: 'kept' });
    const fileId = (await sbx.api('GET', `/transcripts/${id}`)).body.file_id;
    const exported = await sbx.api('POST', '/exports/', {
      body: { transcript_id: id, format: 'txt' },
    });
    await operatorCall(sbx.baseUrl, 'POST', '/jobs/finish', {});
    const exportBytes = await exportText(sbx, exported.body.id);
    expect(exportBytes.length).toBeGreaterThan(0);
    const speakers = (await sbx.api('GET', `/transcripts/${id}/speakers`)).body;

    const hook = await sbx.api('POST', '/webhooks/', { body: { url: receiver.url } });
    const pending = await sbx.api('POST', '/files/upload-init', {
      body: { filename: 'half.wav', size_bytes: 10 },
    });
    const info = await sbx.snapshot('base');
    expect(info).toMatchObject({ name: 'base', transcripts: 1, files: 2 });
    hookId = hook.body.id;
    upload = pending.body;

    await completedTranscript(sbx, makeWav(2), { title: 'later' });
    await sbx.api('POST', `/transcripts/${id}/speakers/auto-name`);
    await operatorCall(sbx.baseUrl, 'POST', '/reset'); // bytes gone from disk too
    expect(await titles(sbx)).toEqual([]);

    await sbx.restore('base');
    expect(await titles(sbx)).toEqual(['kept']);
    expect(md5(await downloadBytes(sbx, fileId))).toBe(md5(wav));
    expect(await exportText(sbx, exported.body.id)).toBe(exportBytes);
    expect((await sbx.api('GET', `/transcripts/${id}/speakers`)).body).toEqual(speakers);
  });

  let hookId = '';
  let upload: Json;

  test('changes after a restore never leak into the snapshot', async () => {
    await sbx.restore('base');
    const patched = await sbx.api('PATCH', `/webhooks/${hookId}`, {
      body: { is_active: false, events: ['payment.failed'] },
    });
    expect(patched.status, patched.text).toBe(200);
    const put = await fetch(upload.parts[0].url, { method: 'PUT', body: new Uint8Array(10) });
    expect(put.status).toBe(200);
    expect((await sbx.api('GET', `/files/${upload.file_id}/upload-status`)).body).toMatchObject({
      missing_parts: [],
    });
    const [t] = (await sbx.api('GET', '/transcripts/')).body.items;
    const before = (await sbx.api('GET', `/transcripts/${t.id}`)).body;
    const named = await sbx.api('POST', `/transcripts/${t.id}/speakers/auto-name`);
    expect(named.status, named.text).toBe(200);
    await sbx.api('POST', `/transcripts/${t.id}/action-items/extract`);
    await sbx.api('POST', `/transcripts/${t.id}/chapters/regenerate`);
    await completedTranscript(sbx, makeWav(2), { title: 'other' });
    await sbx.restore('base');
    expect(withLinksUnsigned((await sbx.api('GET', `/transcripts/${t.id}`)).body)).toEqual(
      withLinksUnsigned(before),
    );
    expect(await titles(sbx)).toEqual(['kept']);
    const hook = (await sbx.api('GET', '/webhooks/')).body.items.find((w: Json) => w.id === hookId);
    expect(hook.is_active).toBe(true);
    expect(hook.events).toHaveLength(8);
    expect((await sbx.api('GET', `/files/${upload.file_id}/upload-status`)).body).toMatchObject({
      missing_parts: [1],
    });
  });
});

describe('named snapshots over HTTP', () => {
  let sbx: TestSandbox;
  beforeAll(async () => {
    sbx = await startTestSandbox({
      clock: 'manual',
      clockStart: '2030-01-01T00:00:00Z',
      processingMs: 60_000,
    });
  });
  afterAll(async () => {
    expect(sbx.problems).toEqual([]);
    await sbx.close();
  });

  test('save, list, restore and delete; a job in flight runs again on the restored clock', async () => {
    await sbx.api('POST', '/webhooks/', {
      body: { url: receiver.url, events: ['transcript.completed'] },
    });
    const { fileId } = await uploadBytes(sbx, makeWav(3));
    const created = await sbx.api('POST', '/transcripts/', { body: { file_id: fileId } });
    const saved = await operatorCall(sbx.baseUrl, 'POST', '/snapshots', { name: 'in-flight' });
    expect(saved.status, saved.text).toBe(201);
    expect(saved.body).toEqual({
      name: 'in-flight',
      saved_at: '2030-01-01T00:00:00.000Z',
      transcripts: 1,
      files: 1,
    });
    await sbx.clock.advance(60_000);
    const completions = () =>
      receiver.of('transcript.completed').filter((r) => r.json.data.id === created.body.id);
    expect(completions()).toHaveLength(1);

    await operatorCall(sbx.baseUrl, 'POST', '/faults', {
      match: { path: '/api/v1/transcripts/*' },
      effect: { status: 503 },
      times: 100,
    });
    const restored = await operatorCall(sbx.baseUrl, 'POST', '/snapshots/in-flight/restore');
    expect(restored.status, restored.text).toBe(200);
    expect((await operatorCall(sbx.baseUrl, 'GET', '/clock')).body.now).toBe(
      '2030-01-01T00:00:00.000Z',
    );
    // Faults and the request log are forgotten, as by a reset.
    expect((await operatorCall(sbx.baseUrl, 'GET', '/faults')).body.faults).toEqual([]);
    const status = await sbx.api('GET', `/transcripts/${created.body.id}/status`);
    expect(status.body.status).toBe('pending');
    await sbx.clock.advance(60_000);
    expect(completions()).toHaveLength(2);

    const list = await operatorCall(sbx.baseUrl, 'GET', '/snapshots');
    expect(list.body.items.map((s: Json) => s.name)).toEqual(['in-flight']);
    expect((await operatorCall(sbx.baseUrl, 'DELETE', '/snapshots/in-flight')).status).toBe(204);
    expect((await operatorCall(sbx.baseUrl, 'GET', '/snapshots')).body.items).toEqual([]);
  });

  test('unknown names are 404 and bad names 422, with the envelope', async () => {
    const missing = await operatorCall(sbx.baseUrl, 'POST', '/snapshots/nope/restore');
    expect(missing.status).toBe(404);
    expect(missing.body.detail[0].key).toBe('not_found');
    expect((await operatorCall(sbx.baseUrl, 'DELETE', '/snapshots/nope')).status).toBe(404);
    for (const body of [{}, { name: '' }, { name: '../x' }, { name: 'a'.repeat(65) }, []]) {
      const res = await operatorCall(sbx.baseUrl, 'POST', '/snapshots', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.request_id).toBe(res.headers.get('x-request-id'));
    }
  });
});

describe('the new operator endpoints keep the operator guard', () => {
  let sbx: TestSandbox;
  beforeAll(async () => {
    sbx = await startTestSandbox({ clock: 'manual', operatorToken: 'op-secret' });
  });
  afterAll(() => sbx.close());

  const post = (path: string, headers: Record<string, string>, body = '{"name":"x","ms":1}') =>
    fetch(`${sbx.baseUrl}/__sandbox/${path}`, { method: 'POST', headers, body });

  test('cross-site requests, non-JSON bodies and a missing token are refused', async () => {
    for (const path of ['snapshots', 'clock/advance', 'faults']) {
      const json = { 'content-type': 'application/json', authorization: 'Bearer op-secret' };
      const crossSite = await post(path, { ...json, origin: 'https://evil.example' });
      expect(crossSite.status, path).toBe(403);
      const plain = await post(path, { ...json, 'content-type': 'text/plain' });
      expect(plain.status, path).toBe(415);
      const anonymous = await post(path, { 'content-type': 'application/json' });
      expect(anonymous.status, path).toBe(401);
    }
    for (const path of ['requests', 'requests/count', 'clock', 'snapshots']) {
      const res = await fetch(`${sbx.baseUrl}/__sandbox/${path}`);
      expect(res.status, path).toBe(401);
    }
    const allowed = await post(
      'clock/advance',
      {
        'content-type': 'application/json',
        'x-operator-token': 'op-secret',
      },
      '{"ms":1000}',
    );
    expect(allowed.status).toBe(200);
  });
});
