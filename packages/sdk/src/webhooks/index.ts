// `@scribekit/sdk/webhooks`: receiving notifications — signature checks, typed events and
// de-duplication. A separate entry, so API callers (browsers, the extension) do not carry it.
export {
  createEventDeduplicator,
  type EventDeduplicator,
  type EventDeduplicatorOptions,
} from './event-deduplicator.js';
export { WebhookPayloadError, WebhookSignatureError } from './webhook-errors.js';
export {
  isKnownWebhookEvent,
  isWebhookEvent,
  type KnownWebhookEvent,
  type KnownWebhookEventName,
  type ParseWebhookEventOptions,
  parseWebhookEvent,
  type UnknownWebhookEvent,
  verifyWebhookSignature,
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  type WebhookEnvelope,
  type WebhookEvent,
  type WebhookEventDataMap,
  type WebhookEventName,
} from './webhook-events.js';
