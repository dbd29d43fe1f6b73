import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeWav } from './support/media.js';
import { Receiver, signatureValid } from './support/receiver.js';
import { expectError, startTestSandbox, type TestSandbox, waitFor } from './support/sandbox.js';
import { completedTranscript, uploadBytes } from './support/upload.js';

let sbx: TestSandbox;
let receiver: Receiver;

beforeAll(async () => {
  sbx = await startTestSandbox({
    processingMs: 100,
    webhooks: { retryBaseMs: 30, timeoutMs: 1000 },
  });
  receiver = await new Receiver().start();
});
afterAll(async () => {
  expect(sbx.problems).toEqual([]);
  await sbx.close();
  await receiver.stop();
});

async function subscribe(events?: string[]) {
  const res = await sbx.api('POST', '/webhooks/', {
    body: { url: receiver.url, ...(events ? { events } : {}) },
  });
  expect(res.status, res.text).toBe(200);
  return res.body as { id: string; secret: string; secret_hint: string; events: string[] };
}

describe('webhook subscription', () => {
  test('create returns the secret once; reads carry only secret_hint', async () => {
    const hook = await subscribe();
    expect(hook.secret).toMatch(/^whsec_/);
    expect(hook.events).toHaveLength(8);
    expect(hook.secret_hint.endsWith(hook.secret.slice(-4))).toBe(true);
    const listed = (await sbx.api('GET', '/webhooks/')).body.items.find(
      (w: { id: string }) => w.id === hook.id,
    );
    expect(listed.secret).toBeUndefined();
    expect(listed.secret_hint).toBe(hook.secret_hint);
    await sbx.api('PATCH', `/webhooks/${hook.id}`, { body: { is_active: false } });
  });

  test('a non-http address is 422; an unknown webhook 404', async () => {
    expectError(
      await sbx.api('POST', '/webhooks/', { body: { url: 'ftp://example.test/x' } }),
      422,
      'validation_error',
    );
    expectError(
      await sbx.api('POST', '/webhooks/', { body: { url: receiver.url, events: ['nope'] } }),
      422,
      'validation_error',
    );
    expectError(
      await sbx.api('PATCH', '/webhooks/00000000-0000-4000-8000-000000000000', {
        body: { is_active: false },
      }),
      404,
      'not_found',
    );
  });
});

describe('event delivery', () => {
  test('transcript, action item, export and report events arrive signed', async () => {
    receiver.received.length = 0;
    const hook = await subscribe();
    const id = await completedTranscript(sbx, makeWav(240));
    const exportId = (
      await sbx.api('POST', '/exports/', { body: { transcript_id: id, format: 'txt' } })
    ).body.id;
    const reportId = (
      await sbx.api('POST', '/smart-reports/', { body: { transcript_id: id, type: 'summary' } })
    ).body.id;
    await waitFor(
      async () => receiver.received.length,
      () =>
        receiver.of('smart_report.generated').length === 1 &&
        receiver.of('export.completed').length === 1,
    );
    await sbx.idle();

    for (const r of receiver.received) {
      expect(signatureValid(r.raw, r.headers['x-signature'], hook.secret)).toBe(true);
      expect(r.headers['content-type']).toBe('application/json');
    }
    expect(receiver.of('transcript.created')[0]?.json.data.id).toBe(id);
    expect(receiver.of('transcript.completed')[0]?.json.data).toMatchObject({
      id,
      status: 'completed',
    });
    expect(receiver.of('export.completed')[0]?.json.data).toMatchObject({
      id: exportId,
      status: 'ready',
    });
    expect(receiver.of('smart_report.generated')[0]?.json.data).toMatchObject({
      id: reportId,
      status: 'completed',
    });
    const items = (await sbx.api('GET', `/transcripts/${id}/action-items`)).body;
    expect(items.length).toBeGreaterThan(0);
    expect(
      receiver
        .of('action_item.created')
        .map((r) => r.json.data.id)
        .sort(),
    ).toEqual(items.map((i: { id: string }) => i.id).sort());
    const envelope = receiver.received[0]?.json;
    expect(Object.keys(envelope).sort()).toEqual(['created_at', 'data', 'event', 'id']);

    const webhook = (await sbx.api('GET', '/webhooks/')).body.items.find(
      (w: { id: string }) => w.id === hook.id,
    );
    expect(webhook.last_status_code).toBe(200);
    expect(Date.parse(webhook.last_delivery_at)).toBeGreaterThan(0);
    await sbx.api('PATCH', `/webhooks/${hook.id}`, { body: { is_active: false } });
  });

  test('transcript.failed is sent for a failed transcript', async () => {
    receiver.received.length = 0;
    const hook = await subscribe(['transcript.failed']);
    const { fileId } = await uploadBytes(sbx, new Uint8Array(0));
    const id = (await sbx.api('POST', '/transcripts/', { body: { file_id: fileId } })).body.id;
    await waitFor(
      async () => receiver.of('transcript.failed').length,
      (n) => n === 1,
    );
    expect(receiver.received.map((r) => r.json.event)).toEqual(['transcript.failed']);
    expect(receiver.received[0]?.json.data).toMatchObject({
      id,
      status: 'failed',
      error_code: 'empty_file',
    });
    await sbx.api('PATCH', `/webhooks/${hook.id}`, { body: { is_active: false } });
  });

  test('a failing receiver is retried with growing delays, and each attempt is logged', async () => {
    receiver.received.length = 0;
    let calls = 0;
    receiver.answer = () => (++calls <= 2 ? 503 : 200);
    const hook = await subscribe(['transcript.created']);
    const { fileId } = await uploadBytes(sbx, makeWav(3));
    await sbx.api('POST', '/transcripts/', { body: { file_id: fileId } });
    await waitFor(
      async () => receiver.received.length,
      (n) => n === 3,
    );
    const [first, second, third] = receiver.received;
    expect(new Set(receiver.received.map((r) => r.json.id)).size).toBe(1);
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(25);
    expect((third?.at ?? 0) - (second?.at ?? 0)).toBeGreaterThanOrEqual(55);
    const logs = (await sbx.api('GET', `/webhooks/${hook.id}/logs`)).body;
    expect(
      logs.items.map((l: { attempt: number; status_code: number; success: boolean }) => [
        l.attempt,
        l.status_code,
        l.success,
      ]),
    ).toEqual([
      [3, 200, true],
      [2, 503, false],
      [1, 503, false],
    ]);
    expect(logs.items[2].error).toContain('503');
    receiver.answer = () => 200;
    await sbx.api('PATCH', `/webhooks/${hook.id}`, { body: { is_active: false } });
  });

  test('delivery stops after five failed attempts', async () => {
    receiver.received.length = 0;
    receiver.answer = () => 500;
    const hook = await subscribe(['transcript.created']);
    const { fileId } = await uploadBytes(sbx, makeWav(3));
    await sbx.api('POST', '/transcripts/', { body: { file_id: fileId } });
    await waitFor(
      async () => receiver.received.length,
      (n) => n === 5,
    );
    await sbx.idle();
    expect(receiver.received).toHaveLength(5);
    const webhook = (await sbx.api('GET', '/webhooks/')).body.items.find(
      (w: { id: string }) => w.id === hook.id,
    );
    expect(webhook.last_status_code).toBe(500);
    receiver.answer = () => 200;
    await sbx.api('PATCH', `/webhooks/${hook.id}`, { body: { is_active: false } });
  });

  test('an unreachable receiver is logged with status_code null', async () => {
    const dead = await new Receiver().start();
    await dead.stop();
    const hook = (
      await sbx.api('POST', '/webhooks/', {
        body: { url: dead.url, events: ['transcript.created'] },
      })
    ).body;
    const retest = await sbx.api('POST', `/webhooks/${hook.id}/retest`);
    expect(retest.body).toMatchObject({
      webhook_id: hook.id,
      event: 'webhook.test',
      success: false,
      status_code: null,
      attempt: 1,
    });
    expect(retest.body.error).toEqual(expect.any(String));
    await sbx.api('PATCH', `/webhooks/${hook.id}`, { body: { is_active: false } });
  });

  test('is_active=false stops deliveries', async () => {
    receiver.received.length = 0;
    const hook = await subscribe(['transcript.created']);
    const patched = await sbx.api('PATCH', `/webhooks/${hook.id}`, { body: { is_active: false } });
    expect(patched.body.is_active).toBe(false);
    const { fileId } = await uploadBytes(sbx, makeWav(3));
    await sbx.api('POST', '/transcripts/', { body: { file_id: fileId } });
    await sbx.idle();
    expect(receiver.received).toEqual([]);
  });
});

describe('retest and secret rotation', () => {
  test('retest sends a signed webhook.test and answers with the delivery record', async () => {
    receiver.received.length = 0;
    const hook = await subscribe(['export.completed']);
    const res = await sbx.api('POST', `/webhooks/${hook.id}/retest`);
    expect(res.body).toMatchObject({
      webhook_id: hook.id,
      event: 'webhook.test',
      attempt: 1,
      status_code: 200,
      success: true,
    });
    expect(receiver.received).toHaveLength(1);
    const [test] = receiver.received;
    expect(test?.json).toMatchObject({ event: 'webhook.test', data: { webhook_id: hook.id } });
    expect(test?.json.id).toBe(res.body.event_id);
    expect(signatureValid(test?.raw as Buffer, test?.headers['x-signature'], hook.secret)).toBe(
      true,
    );
    await sbx.api('PATCH', `/webhooks/${hook.id}`, { body: { is_active: false } });
  });

  test('regenerate-secret returns a new secret that signs later deliveries', async () => {
    receiver.received.length = 0;
    const hook = await subscribe(['export.completed']);
    const rotated = (await sbx.api('POST', `/webhooks/${hook.id}/regenerate-secret`)).body;
    expect(rotated.secret).not.toBe(hook.secret);
    expect(rotated.secret_hint.endsWith(rotated.secret.slice(-4))).toBe(true);
    await sbx.api('POST', `/webhooks/${hook.id}/retest`);
    const [delivery] = receiver.received;
    expect(
      signatureValid(delivery?.raw as Buffer, delivery?.headers['x-signature'], rotated.secret),
    ).toBe(true);
    expect(
      signatureValid(delivery?.raw as Buffer, delivery?.headers['x-signature'], hook.secret),
    ).toBe(false);
    await sbx.api('PATCH', `/webhooks/${hook.id}`, { body: { is_active: false } });
  });

  test('PATCH changes url and events', async () => {
    const hook = await subscribe();
    const res = await sbx.api('PATCH', `/webhooks/${hook.id}`, {
      body: { url: `${receiver.url}?v=2`, events: ['transcript.completed'], is_active: false },
    });
    expect(res.body).toMatchObject({
      url: `${receiver.url}?v=2`,
      events: ['transcript.completed'],
      is_active: false,
    });
    expectError(
      await sbx.api('PATCH', `/webhooks/${hook.id}`, { body: {} }),
      422,
      'validation_error',
    );
  });
});
