import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeWav } from './support/media.js';
import { Receiver, signatureValid } from './support/receiver.js';
import { type Json, startTestSandbox, type TestSandbox, waitFor } from './support/sandbox.js';
import { uploadBytes } from './support/upload.js';

let sbx: TestSandbox;
let receiver: Receiver;
beforeAll(async () => {
  // Long jobs: only the operator's "finish now" ends them within the test.
  sbx = await startTestSandbox({ processingMs: 600_000 });
  receiver = await new Receiver().start();
});
afterAll(async () => {
  await sbx.close();
  await receiver.stop();
});

async function operator(method: string, path: string, body?: unknown) {
  const res = await fetch(`${sbx.baseUrl}/__sandbox${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, body: text ? (JSON.parse(text) as Json) : null };
}

describe('operator endpoints for tests', () => {
  test('seed makes N completed transcripts with content; reset forgets them but keeps keys', async () => {
    const seeded = await operator('POST', '/seed', { count: 45 });
    expect(seeded.status, seeded.text).toBe(201);
    expect(seeded.body.transcript_ids).toHaveLength(45);
    const list = await sbx.api('GET', '/transcripts/?limit=5');
    expect(list.body.meta.total).toBe(45);
    expect(list.body.items[0].status).toBe('completed');
    const id = seeded.body.transcript_ids[3];
    const detail = await sbx.api('GET', `/transcripts/${id}`);
    expect(detail.status, detail.text).toBe(200);
    expect(detail.body.segments.length).toBeGreaterThan(0);
    const found = await sbx.api('GET', '/transcripts/?q=budget');
    expect(found.body.meta.total).toBe(2); // "budget meeting 1" and "budget review 41"
    expect(found.body.items.map((t: Json) => t.title).sort()).toEqual([
      'budget meeting 1',
      'budget review 41',
    ]);

    expect((await operator('POST', '/reset')).status).toBe(204);
    expect((await sbx.api('GET', '/transcripts/')).body.meta.total).toBe(0);
    expect((await sbx.api('GET', `/transcripts/${id}`)).status).toBe(404);
    expect((await sbx.api('GET', `/files/${seeded.body.file_id}`)).status).toBe(404);
    // The seeded key still works: reset keeps keys.
    expect((await sbx.api('GET', '/transcripts/')).status).toBe(200);
  });

  test('seed refuses a bad count with the envelope', async () => {
    for (const body of [{}, { count: 0 }, { count: 1.5 }, { count: 'ten' }, { count: 1e9 }]) {
      const result = await operator('POST', '/seed', body);
      expect(result.status, JSON.stringify(body)).toBe(422);
      expect(result.body.detail[0].key).toBe('validation_error');
    }
  });

  test('seeding sends no webhooks unless asked with webhooks: true', async () => {
    const hook = await sbx.api('POST', '/webhooks/', {
      body: { url: receiver.url, events: ['transcript.completed', 'action_item.created'] },
    });
    expect(hook.status, hook.text).toBe(200);
    const quiet = await operator('POST', '/seed', { count: 3, duration_s: 120 });
    const later = await operator('POST', '/seed', { count: 2, completed: false });
    expect((await operator('POST', '/jobs/finish', {})).status).toBe(200);
    const loud = await operator('POST', '/seed', { count: 1, duration_s: 120, webhooks: true });
    expect([quiet.status, later.status, loud.status]).toEqual([201, 201, 201]);
    const loudId = loud.body.transcript_ids[0];
    const completed = () =>
      receiver.of('transcript.completed').map((r) => r.json.data.id as string);
    await waitFor(
      async () => completed(),
      (ids) => ids.includes(loudId),
    );
    await sbx.idle();
    // The quiet seeds were finished before the loud one: their events would have come first.
    expect(completed()).toEqual([loudId]);
    const items = receiver.of('action_item.created').map((r) => r.json.data.transcript_id);
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items)).toEqual(new Set([loudId]));
    // The seeded transcripts themselves are as complete as any other.
    const seeded = await sbx.api('GET', `/transcripts/${quiet.body.transcript_ids[0]}`);
    expect(seeded.body.status).toBe('completed');
    const bad = await operator('POST', '/seed', { count: 1, webhooks: 'yes' });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(['body', 'webhooks']);
    await sbx.api('PATCH', `/webhooks/${hook.body.id}`, { body: { is_active: false } });
  });

  test('jobs/finish ends one job now, or every unfinished job', async () => {
    const { fileId } = await uploadBytes(sbx, makeWav(3));
    const first = await sbx.api('POST', '/transcripts/', { body: { file_id: fileId } });
    const second = await sbx.api('POST', '/transcripts/', { body: { file_id: fileId } });
    expect((await sbx.api('GET', `/transcripts/${first.body.id}/status`)).body.status).not.toBe(
      'completed',
    );
    const one = await operator('POST', '/jobs/finish', { id: first.body.id });
    expect(one.status, one.text).toBe(200);
    expect(one.body.finished).toBe(1);
    expect((await sbx.api('GET', `/transcripts/${first.body.id}/status`)).body.status).toBe(
      'completed',
    );
    expect((await sbx.api('GET', `/transcripts/${second.body.id}/status`)).body.status).not.toBe(
      'completed',
    );
    const all = await operator('POST', '/jobs/finish');
    expect(all.body.finished).toBeGreaterThanOrEqual(1);
    expect((await sbx.api('GET', `/transcripts/${second.body.id}/status`)).body.status).toBe(
      'completed',
    );
    const missing = await operator('POST', '/jobs/finish', {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.status).toBe(404);
  });

  test('the request log lists recent requests with their request ids', async () => {
    const res = await sbx.api('GET', '/transcripts/?limit=1');
    const requestId = res.headers.get('x-request-id');
    const log = await operator('GET', '/requests?limit=20');
    expect(log.status).toBe(200);
    const entry = log.body.items.find((e: Json) => e.request_id === requestId);
    expect(entry).toMatchObject({
      method: 'GET',
      path: '/api/v1/transcripts/',
      status: 200,
      origin: 'api',
    });
    expect(log.body.items.some((e: Json) => e.path.startsWith('/__sandbox'))).toBe(false);
    expect((await operator('GET', '/requests?limit=0')).status).toBe(400);
  });

  test('events: payment.succeeded and payment.failed reach subscribed webhooks, signed', async () => {
    const hook = await sbx.api('POST', '/webhooks/', {
      body: { url: receiver.url, events: ['payment.succeeded', 'payment.failed'] },
    });
    expect(hook.status, hook.text).toBe(200);
    for (const event of ['payment.succeeded', 'payment.failed']) {
      const sent = await operator('POST', '/events', { event });
      expect(sent.status, sent.text).toBe(202);
      expect(sent.body.webhooks).toBe(1);
      const [got] = await waitFor(
        async () => receiver.of(event),
        (r) => r.length === 1,
      );
      expect(got?.json.data.status).toBe(event === 'payment.failed' ? 'failed' : 'succeeded');
      expect(
        signatureValid(got?.raw as Buffer, got?.headers['x-signature'], hook.body.secret),
      ).toBe(true);
    }
    const custom = await operator('POST', '/events', {
      event: 'payment.succeeded',
      data: {
        id: '11111111-1111-4111-8111-111111111111',
        amount: 42,
        currency: 'EUR',
        status: 'succeeded',
        created_at: '2026-01-01T00:00:00Z',
      },
    });
    expect(custom.status).toBe(202);
    await waitFor(
      async () => receiver.of('payment.succeeded'),
      (r) => r.some((x) => x.json.data.amount === 42),
    );
    expect((await operator('POST', '/events', { event: 'nope' })).status).toBe(422);
    expect((await operator('POST', '/events', { event: 'transcript.completed' })).status).toBe(422);
    await sbx.idle();
    expect(sbx.problems).toEqual([]);
  });
});
