import {
  type ParseWebhookEventOptions,
  parseWebhookEvent,
  type WebhookEvent,
  type WebhookSecret,
} from './webhook-events.js';
import { headerValue, type WebhookHeaders } from './webhook-headers.js';

/**
 * Verifies a notification from its raw body and the request's headers (Node's `req.headers`, a
 * Fetch `Headers`, or a plain record: `X-Signature` is found whatever its case) and returns the
 * parsed event. `secret` may list several secrets while rotating. Throws as `parseWebhookEvent`:
 * `WebhookSignatureError` (also when `X-Signature` is missing or sent twice) and
 * `WebhookPayloadError`.
 */
export function unwrapWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secret: WebhookSecret,
  options?: ParseWebhookEventOptions,
): Promise<WebhookEvent> {
  return parseWebhookEvent(rawBody, headerValue(headers, 'x-signature'), secret, options);
}
