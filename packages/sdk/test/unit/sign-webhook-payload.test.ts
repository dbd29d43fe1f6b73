import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import {
  signWebhookPayload,
  unwrapWebhook,
  WebhookSignatureError,
} from '../../src/webhooks/index.js';

const secret = 'whsec_test_5e2a';
const event = {
  id: '3f1d0b7e-4c2a-4a8e-9b6c-5d2e1f0a9c8b',
  event: 'transcript.completed',
  created_at: '2025-11-20T10:00:00Z',
  data: { id: 't-1', status: 'completed' },
};
const body = JSON.stringify(event);

describe('signWebhookPayload', () => {
  test('signs as the service does: unwrapWebhook accepts the body with its headers', async () => {
    const headers = await signWebhookPayload(body, secret);
    expect(headers).toEqual({
      'content-type': 'application/json',
      // Computed independently of the SDK, with node:crypto.
      'x-signature': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
      'x-event': 'transcript.completed',
      'x-event-id': event.id,
    });
    expect(await unwrapWebhook(body, headers, secret)).toEqual(event);
    // The same bytes signed as a Uint8Array give the same headers.
    expect(await signWebhookPayload(new TextEncoder().encode(body), secret)).toEqual(headers);
  });

  test('a signature under another secret, or over other bytes, is refused', async () => {
    const headers = await signWebhookPayload(body, 'whsec_other');
    await expect(unwrapWebhook(body, headers, secret)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    const tampered = body.replace('completed', 'failed');
    await expect(
      unwrapWebhook(tampered, await signWebhookPayload(body, secret), secret),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  test('a body that is not an event gets a signature and no event headers', async () => {
    const headers = await signWebhookPayload('not json', secret);
    expect(Object.keys(headers).sort()).toEqual(['content-type', 'x-signature']);
  });

  test('refuses an empty secret', async () => {
    await expect(signWebhookPayload(body, '')).rejects.toThrow(TypeError);
  });
});
