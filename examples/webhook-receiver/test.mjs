import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, test } from 'node:test';
import { makeWav, startSandbox } from '@scribekit/sandbox';
import { createScribekit, unwrap } from '@scribekit/sdk';
import { createWebhookReceiver } from './receiver.mjs';

let sandbox;
let receiver;
let url;
let secret = '';
const events = [];

before(async () => {
  sandbox = await startSandbox({ port: 0, processingMs: 200, log: () => {} });
  receiver = createWebhookReceiver({
    secret: () => secret,
    onEvent: (event) => events.push(event),
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${receiver.address().port}/webhooks`;
});
after(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await sandbox.close();
});

async function eventually(check) {
  for (let i = 0; i < 200; i += 1) {
    const found = check();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('timed out');
}

test('receives and verifies the sandbox notifications of a transcription', async () => {
  const scribekit = createScribekit({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl });
  const hook = await unwrap(
    scribekit.client.POST('/webhooks/', {
      body: { url, events: ['transcript.created', 'transcript.completed'] },
    }),
  );
  secret = hook.secret;
  const transcript = await scribekit.transcribeFile(makeWav(5, 'receiver'), {
    filename: 'hook.wav',
    wait: { pollIntervalMs: 50 },
  });
  const completed = await eventually(() =>
    events.find((e) => e.event === 'transcript.completed' && e.data.id === transcript.id),
  );
  assert.equal(completed.data.status, 'completed');
  assert.ok(events.some((e) => e.event === 'transcript.created' && e.data.id === transcript.id));
});

test('rejects a forged notification and handles a redelivery once', async () => {
  secret = 'whsec_test';
  const body = JSON.stringify({
    id: '6f1c0a4e-8d1b-4c9a-9e57-2b8f1d6a7c10',
    event: 'webhook.test',
    created_at: new Date().toISOString(),
    data: { webhook_id: '6f1c0a4e-8d1b-4c9a-9e57-2b8f1d6a7c11', message: 'hello' },
  });
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  const post = (headers) => fetch(url, { method: 'POST', body, headers });
  const forged = signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0');
  assert.equal((await post({ 'X-Signature': forged })).status, 401);
  assert.equal((await post({})).status, 401);
  const before = events.length;
  assert.equal((await post({ 'X-Signature': signature })).status, 204);
  assert.equal((await post({ 'X-Signature': signature })).status, 200);
  assert.equal(events.length, before + 1);
});
