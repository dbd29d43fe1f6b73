import type { IncomingHttpHeaders } from 'node:http';
import type { Redis } from 'ioredis';
import type { RedisClientType } from 'redis';
import { describe, expectTypeOf, test } from 'vitest';
import type { components } from '../../src/generated/schema.js';
import {
  isKnownWebhookEvent,
  isWebhookEvent,
  type RedisEventStoreClient,
  type UnknownWebhookEvent,
  unwrapWebhook,
  type WebhookEvent,
} from '../../src/webhooks/index.js';

declare const event: WebhookEvent;

describe('WebhookEvent types', () => {
  test('isKnownWebhookEvent lets a switch on event narrow data', () => {
    if (isKnownWebhookEvent(event)) {
      switch (event.event) {
        case 'webhook.test':
          expectTypeOf(event.data).toEqualTypeOf<{ webhook_id: string; message: string }>();
          break;
        case 'transcript.completed':
          expectTypeOf(event.data).toEqualTypeOf<components['schemas']['TranscriptMeta']>();
          expectTypeOf(event.data.status).toBeString();
          break;
        case 'export.completed':
          expectTypeOf(event.data.size_bytes).toEqualTypeOf<number | null>();
          break;
      }
    } else {
      expectTypeOf(event).toEqualTypeOf<UnknownWebhookEvent>();
      expectTypeOf(event.data).toBeUnknown();
    }
  });

  test('isWebhookEvent narrows to one event', () => {
    if (isWebhookEvent(event, 'webhook.test')) {
      expectTypeOf(event.event).toEqualTypeOf<'webhook.test'>();
      expectTypeOf(event.data.webhook_id).toBeString();
    }
  });

  test('isWebhookEvent only accepts known names', () => {
    // @ts-expect-error not a known event name
    isWebhookEvent(event, 'transcript.deleted');
  });
});

describe('unwrapWebhook headers', () => {
  test("accepts Node's IncomingHttpHeaders, Fetch Headers and plain records", () => {
    expectTypeOf(unwrapWebhook).toBeCallableWith('{}', {} as IncomingHttpHeaders, 'secret');
    expectTypeOf(unwrapWebhook).toBeCallableWith('{}', new Headers(), ['old', 'new']);
    expectTypeOf(unwrapWebhook).toBeCallableWith(new Uint8Array(), { 'x-signature': ['a'] }, 's');
    expectTypeOf(unwrapWebhook).returns.resolves.toEqualTypeOf<WebhookEvent>();
  });

  test('Redis clients of node-redis and ioredis fit the store', () => {
    expectTypeOf<RedisClientType>().toExtend<RedisEventStoreClient>();
    expectTypeOf<Redis>().toExtend<RedisEventStoreClient>();
  });
});
