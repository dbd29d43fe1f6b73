import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { unwrap } from '../../src/index.js';
import {
  createEventDeduplicator,
  isWebhookEvent,
  parseWebhookEvent,
  unwrapWebhook,
  verifyWebhookSignature,
  WebhookSignatureError,
} from '../../src/webhooks/index.js';
import { makeWav, testClient } from './helpers.js';

interface Delivery {
  body: string;
  signature: string | undefined;
}

const deliveries: Delivery[] = [];
const server = createServer(async (req: IncomingMessage, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  deliveries.push({
    body: Buffer.concat(chunks).toString('utf8'),
    signature: req.headers['x-signature'] as string | undefined,
  });
  res.writeHead(204).end();
});
let receiverUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function waitForDelivery(predicate: (d: Delivery) => boolean): Promise<Delivery> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const found = deliveries.find(predicate);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no matching delivery arrived');
}

describe('webhooks end to end', () => {
  test('a real sandbox notification verifies and parses into a typed event', async () => {
    const { scribekit } = testClient();
    const hook = await unwrap(
      scribekit.client.POST('/webhooks/', {
        body: { url: receiverUrl, events: ['transcript.completed'] },
      }),
    );
    const transcript = await scribekit.transcribeFile(makeWav(3, 42), {
      filename: 'hook.wav',
      wait: { pollIntervalMs: 50 },
    });
    const delivery = await waitForDelivery((d) => d.body.includes(transcript.id));
    expect(await verifyWebhookSignature(delivery.body, delivery.signature, hook.secret)).toBe(true);
    expect(await verifyWebhookSignature(delivery.body, delivery.signature, 'wrong')).toBe(false);

    const event = await parseWebhookEvent(delivery.body, delivery.signature, hook.secret);
    expect(isWebhookEvent(event, 'transcript.completed')).toBe(true);
    if (isWebhookEvent(event, 'transcript.completed')) {
      expect(event.data.id).toBe(transcript.id);
      expect(event.data.status).toBe('completed');
    }
    const dedupe = createEventDeduplicator();
    expect(await dedupe.claim(event.id)).toBe(true);
    expect(await dedupe.claim(event.id)).toBe(false);

    await expect(
      parseWebhookEvent(
        delivery.body.replace('completed', 'failed'),
        delivery.signature,
        hook.secret,
      ),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  test('after regenerate-secret, a receiver listing both secrets verifies old and new deliveries', async () => {
    const { scribekit } = testClient();
    const hook = await unwrap(scribekit.client.POST('/webhooks/', { body: { url: receiverUrl } }));
    const retest = () =>
      unwrap(scribekit.client.POST('/webhooks/{id}/retest', { params: { path: { id: hook.id } } }));
    await retest();
    const before = await waitForDelivery((d) => d.body.includes(hook.id));
    const rotated = await unwrap(
      scribekit.client.POST('/webhooks/{id}/regenerate-secret', {
        params: { path: { id: hook.id } },
      }),
    );
    expect(rotated.secret).not.toBe(hook.secret);
    await retest();
    const after = await waitForDelivery((d) => d !== before && d.body.includes(hook.id));
    const secrets = [rotated.secret, hook.secret];
    for (const delivery of [before, after]) {
      const headers = { 'x-signature': delivery.signature };
      expect((await unwrapWebhook(delivery.body, headers, secrets)).event).toBe('webhook.test');
    }
    expect(await verifyWebhookSignature(after.body, after.signature, hook.secret)).toBe(false);
  });

  test('retest sends a signed webhook.test event', async () => {
    const { scribekit } = testClient();
    const hook = await unwrap(scribekit.client.POST('/webhooks/', { body: { url: receiverUrl } }));
    const record = await unwrap(
      scribekit.client.POST('/webhooks/{id}/retest', { params: { path: { id: hook.id } } }),
    );
    expect(record.success).toBe(true);
    const delivery = await waitForDelivery((d) => d.body.includes(hook.id));
    const event = await parseWebhookEvent(delivery.body, delivery.signature, hook.secret);
    expect(event.event).toBe('webhook.test');
  });
});
