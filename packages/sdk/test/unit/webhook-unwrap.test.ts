import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, test } from 'vitest';
import {
  parseWebhookEvent,
  unwrapWebhook,
  verifyWebhookSignature,
  type WebhookHeaders,
  WebhookSignatureError,
} from '../../src/webhooks/index.js';

const oldSecret = 'whsec_old_7c1d';
const newSecret = 'whsec_new_93ab';
const body = JSON.stringify({
  id: '0b7e4c2a-3f1d-4a8e-9b6c-5d2e1f0a9c8b',
  event: 'webhook.test',
  created_at: '2025-11-20T10:00:00Z',
  data: { webhook_id: 'wh-1', message: 'hello' },
});

/** The signature header computed independently of the SDK, with node:crypto. */
function sign(payload: string, key: string): string {
  return `sha256=${createHmac('sha256', key).update(payload).digest('hex')}`;
}
const signature = sign(body, newSecret);

describe('unwrapWebhook', () => {
  test.each<[string, WebhookHeaders]>([
    ['Node IncomingHttpHeaders', { 'x-signature': signature, 'content-type': 'application/json' }],
    ['a Fetch Headers', new Headers({ 'X-Signature': signature })],
    ['a plain record in any case', { 'X-SIGNATURE': signature }],
    ['a one-element array value', { 'x-signature': [signature] }],
  ])('reads X-Signature from %s', async (_, headers) => {
    const event = await unwrapWebhook(body, headers, newSecret);
    expect(event).toEqual(JSON.parse(body));
  });

  test.each<[string, WebhookHeaders]>([
    ['no X-Signature', { 'content-type': 'application/json' }],
    ['an undefined value', { 'x-signature': undefined }],
    ['X-Signature sent twice', { 'x-signature': [signature, signature] }],
    ['an empty Fetch Headers', new Headers()],
    ['a forged signature', { 'x-signature': sign(body, 'whsec_attacker') }],
  ])('rejects %s with WebhookSignatureError', async (_, headers) => {
    const error = await unwrapWebhook(body, headers, newSecret).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebhookSignatureError);
    expect((error as WebhookSignatureError).key).toBe('invalid_signature');
  });

  test('accepts a real node:http request', async () => {
    const { createServer } = await import('node:http');
    const seen: unknown[] = [];
    const server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers: IncomingHttpHeaders = req.headers;
      seen.push(await unwrapWebhook(Buffer.concat(chunks), headers, [oldSecret, newSecret]));
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      body,
      headers: { 'X-Signature': signature },
    });
    await new Promise((resolve) => server.close(resolve));
    expect(response.status).toBe(204);
    expect(seen).toEqual([JSON.parse(body)]);
  });
});

describe('secret rotation', () => {
  test.each<[string, { secret: string | readonly string[]; want: boolean }]>([
    ['the new secret alone', { secret: newSecret, want: true }],
    ['the old secret alone', { secret: oldSecret, want: false }],
    ['old and new', { secret: [oldSecret, newSecret], want: true }],
    ['new and old', { secret: [newSecret, oldSecret], want: true }],
    ['an empty list', { secret: [], want: false }],
    ['only wrong secrets', { secret: ['a', 'b', ''], want: false }],
    ['an empty secret beside the right one', { secret: ['', newSecret], want: true }],
  ])('verifyWebhookSignature with %s', async (_, { secret, want }) => {
    expect(await verifyWebhookSignature(body, signature, secret)).toBe(want);
  });

  test('parseWebhookEvent accepts any listed secret and rejects when none match', async () => {
    const event = await parseWebhookEvent(body, sign(body, oldSecret), [newSecret, oldSecret]);
    expect(event.id).toBe('0b7e4c2a-3f1d-4a8e-9b6c-5d2e1f0a9c8b');
    await expect(parseWebhookEvent(body, signature, [oldSecret])).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });
});
