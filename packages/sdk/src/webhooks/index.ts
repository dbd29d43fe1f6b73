// `@scribekit/sdk/webhooks`: receiving notifications — signature checks, typed events and
// de-duplication across instances — and signing test events for your own handler's tests. A
// separate entry, so API callers (browsers, the extension) do not carry it.
export {
  createEventDeduplicator,
  type EventDeduplicator,
  type EventDeduplicatorOptions,
} from './event-deduplicator.js';
export {
  createMemoryEventStore,
  type MemoryEventStoreOptions,
  type WebhookEventStore,
} from './event-store.js';
export {
  createRedisEventStore,
  type RedisEventStoreClient,
  type RedisEventStoreOptions,
} from './redis-event-store.js';
export { type SignedWebhookHeaders, signWebhookPayload } from './sign-webhook-payload.js';
export { unwrapWebhook } from './unwrap-webhook.js';
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
  type WebhookSecret,
} from './webhook-events.js';
export type { WebhookHeaders } from './webhook-headers.js';
