import { createServer } from 'node:http';
import {
  createEventDeduplicator,
  unwrapWebhook,
  WebhookSignatureError,
} from '@scribekit/sdk/webhooks';

const MAX_BODY_BYTES = 1024 * 1024;

/**
 * An http server that accepts POSTed notifications: it verifies `X-Signature` on the raw body,
 * answers 401 to a bad signature, acknowledges a redelivered event without handling it twice,
 * and hands each new event to `onEvent`. `secret` may be a function, and may give several
 * secrets while rotating. `store` is where handled ids live: memory by default, a Redis store
 * to share them with other instances.
 */
export function createWebhookReceiver({ secret, onEvent, store }) {
  const dedupe = createEventDeduplicator({ store, ttlMs: 24 * 60 * 60 * 1000 });
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
      event = await unwrapWebhook(rawBody, req.headers, currentSecret);
    } catch (error) {
      const status = error instanceof WebhookSignatureError ? 401 : 400;
      return res.writeHead(status).end(error.message);
    }
    // Redeliveries (and replays) carry the same id: acknowledge them, handle them once. A failed
    // handling releases the id, so the service's retry is handled.
    try {
      const handled = await dedupe.handleOnce(event.id, () => onEvent(event));
      res.writeHead(handled ? 204 : 200).end(handled ? undefined : 'duplicate');
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
}
