// The TypeScript twin of receiver.mjs: the same receiver with its types, compiled by the test
// under strict settings and run through the same checks.
import { createServer, type Server } from 'node:http';
import {
  createEventDeduplicator,
  unwrapWebhook,
  type WebhookEvent,
  type WebhookEventStore,
  type WebhookSecret,
  WebhookSignatureError,
} from '@scribekit/sdk/webhooks';

const MAX_BODY_BYTES = 1024 * 1024;

export interface WebhookReceiverOptions {
  /** The webhook's secret, several while rotating, or a function giving the current ones. */
  secret: WebhookSecret | (() => WebhookSecret);
  /** Handles one new event; a rejection answers 500 so the service retries. */
  onEvent: (event: WebhookEvent) => unknown;
  /** Where handled ids live: memory by default, a Redis store to share them across instances. */
  store?: WebhookEventStore;
}

/**
 * An http server that accepts POSTed notifications: it verifies `X-Signature` on the raw body,
 * answers 401 to a bad signature, acknowledges a redelivered event without handling it twice,
 * and hands each new event to `onEvent`.
 */
export function createWebhookReceiver({ secret, onEvent, store }: WebhookReceiverOptions): Server {
  const dedupe = createEventDeduplicator({ ...(store && { store }), ttlMs: 24 * 60 * 60 * 1000 });
  return createServer(async (req, res): Promise<void> => {
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST' }).end();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        res.writeHead(413).end();
        return;
      }
      chunks.push(chunk);
    }
    // The signature covers the raw bytes: verify them before any JSON parsing.
    const rawBody = Buffer.concat(chunks);
    const currentSecret = typeof secret === 'function' ? secret() : secret;
    let event: WebhookEvent;
    try {
      event = await unwrapWebhook(rawBody, req.headers, currentSecret);
    } catch (error) {
      const status = error instanceof WebhookSignatureError ? 401 : 400;
      res.writeHead(status).end((error as Error).message);
      return;
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
