import { createServer } from 'node:http';
import {
  createEventDeduplicator,
  parseWebhookEvent,
  WebhookSignatureError,
} from '@scribekit/sdk/webhooks';

const MAX_BODY_BYTES = 1024 * 1024;

/**
 * An http server that accepts POSTed notifications: it verifies `X-Signature` on the raw body,
 * answers 401 to a bad signature, acknowledges a redelivered event without handling it twice,
 * and hands each new event to `onEvent`. `secret` may be a function (secrets can be rotated).
 */
export function createWebhookReceiver({ secret, onEvent }) {
  const dedupe = createEventDeduplicator({ ttlMs: 24 * 60 * 60 * 1000 });
  return createServer(async (req, res) => {
    if (req.method !== 'POST') return res.writeHead(405, { Allow: 'POST' }).end();
    const chunks = [];
    let size = 0;
    for await (const chunk of req) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) return res.writeHead(413).end();
      chunks.push(chunk);
    }
    // The signature covers the raw bytes: verify them before any JSON parsing.
    const rawBody = Buffer.concat(chunks);
    const currentSecret = typeof secret === 'function' ? secret() : secret;
    let event;
    try {
      event = await parseWebhookEvent(rawBody, req.headers['x-signature'], currentSecret);
    } catch (error) {
      const status = error instanceof WebhookSignatureError ? 401 : 400;
      return res.writeHead(status).end(error.message);
    }
    // Redeliveries (and replays) carry the same id: acknowledge them, handle them once.
    if (dedupe.seen(event.id)) return res.writeHead(200).end('duplicate');
    try {
      await onEvent(event);
    } catch (error) {
      dedupe.forget(event.id); // let the service's retry try again
      return res.writeHead(500).end(String(error));
    }
    res.writeHead(204).end();
  });
}
