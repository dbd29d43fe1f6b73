import { hmacSha256 } from './webhook-events.js';

/**
 * The headers of a notification as the service sends it: `content-type`, `x-signature`
 * (`sha256=<hex HMAC-SHA-256 of the body under the secret>`), and `x-event`/`x-event-id` when the
 * body is an event envelope. A plain record, so it goes straight into `fetch`'s `headers`.
 */
export type SignedWebhookHeaders = Record<string, string> & {
  'content-type': string;
  'x-signature': string;
};

/**
 * Signs a notification body the way the service does, for testing your own webhook handler:
 * send `body` with the returned headers and `unwrapWebhook(body, headers, secret)` accepts it.
 *
 * ```ts
 * import { signWebhookPayload } from '@scribekit/sdk/webhooks';
 * const body = JSON.stringify({ id: 'evt_1', event: 'transcript.completed', created_at: new Date().toISOString(), data: { id: 't1' } });
 * const headers = await signWebhookPayload(body, 'whsec_test');
 * await fetch('http://localhost:3000/webhooks', { method: 'POST', headers: { ...headers }, body });
 * ```
 */
export async function signWebhookPayload(
  body: string | Uint8Array,
  secret: string,
): Promise<SignedWebhookHeaders> {
  if (typeof secret !== 'string' || secret.length === 0) {
    throw new TypeError('signWebhookPayload: the secret must be a non-empty string');
  }
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const digest = await hmacSha256(secret, bytes);
  const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  const headers: SignedWebhookHeaders = {
    'content-type': 'application/json',
    'x-signature': `sha256=${hex}`,
  };
  const envelope = envelopeOf(typeof body === 'string' ? body : new TextDecoder().decode(body));
  if (envelope) Object.assign(headers, { 'x-event': envelope.event, 'x-event-id': envelope.id });
  return headers;
}

function envelopeOf(text: string): { event: string; id: string } | undefined {
  try {
    const parsed = JSON.parse(text) as { event?: unknown; id?: unknown } | null;
    const { event, id } = parsed ?? {};
    return typeof event === 'string' && typeof id === 'string' ? { event, id } : undefined;
  } catch {
    return undefined;
  }
}
