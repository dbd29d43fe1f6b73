import { describe, expectTypeOf, test } from 'vitest';
import type { components } from '../../src/generated/schema.js';
import {
  isKnownWebhookEvent,
  isWebhookEvent,
  type UnknownWebhookEvent,
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
