import { makeWav } from '@scribekit/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest';
import { createNotesApp } from '../notes-app.mjs';
import { sandboxOperator } from './sandbox-operator.mjs';

const { baseUrl, apiKey } = inject('sandbox');
const sandbox = sandboxOperator(baseUrl);
const PROCESSING_MS = 3000; // the sandbox's default job time
let app;

beforeAll(async () => {
  await sandbox.reset();
  app = createNotesApp({ apiKey, baseUrl });
  await app.start(); // subscribes the app's receiver
  await sandbox.snapshot('subscribed'); // the webhook (and its secret) is part of the state
});
beforeEach(async () => {
  await sandbox.restore('subscribed'); // every test starts here, clock included
  app.forget();
});
afterAll(() => app.stop());

describe('meeting notes', () => {
  test('a finished transcript becomes Markdown notes, through two webhooks', async () => {
    const id = await app.submit(makeWav(60, 'standup'), 'standup.wav');
    expect(app.note(id).status).toBe('transcribing');

    // The transcript finishes; its webhook is delivered (and handled) before advance answers.
    await sandbox.advance(PROCESSING_MS);
    expect(app.note(id).status).toBe('exporting');

    // The export the app started on that webhook finishes in turn.
    await sandbox.advance(PROCESSING_MS);
    const note = app.note(id);
    expect(note.status).toBe('ready');
    expect(note.markdown).toMatch(/^# standup/m);
  });

  test('it makes exactly one upload-init, with an Idempotency-Key, and one export request', async () => {
    await app.submit(makeWav(5, 'short'), 'short.wav');
    await sandbox.advance(PROCESSING_MS);
    const inits = await sandbox.requests({ method: 'POST', path: '/api/v1/files/upload-init' });
    expect(inits.items).toHaveLength(1);
    expect(inits.items[0].headers['idempotency-key']).toBeTruthy();
    expect(inits.items[0].headers.authorization).toBe('Bearer [redacted]'); // never logged
    expect(inits.items[0].body).toMatchObject({ filename: 'short.wav' });
    expect(
      await sandbox.countRequests({ method: 'POST', path: '/api/v1/transcripts/*/exports' }),
    ).toBe(1);
  });

  test('a 503 on upload-init is retried with the same Idempotency-Key', async () => {
    await sandbox.fault({
      match: { method: 'POST', path: '/api/v1/files/upload-init' },
      effect: { status: 503, retry_after: 0 },
    });
    const id = await app.submit(makeWav(5, 'retry'), 'retry.wav');
    expect(id).toBeTruthy();
    const { items } = await sandbox.requests({ path: '/api/v1/files/upload-init' });
    expect(items.map((r) => r.status)).toEqual([503, 200]);
    expect(new Set(items.map((r) => r.headers['idempotency-key'])).size).toBe(1);
  });

  test('every test starts from the snapshot: nothing of the others is left', async () => {
    const page = await app.scribekit.transcripts.list({ limit: 1 });
    expect(page.meta.total).toBe(0);
    expect(await sandbox.countRequests()).toBe(1); // just the list above
  });
});
