import { randomUUID } from 'node:crypto';
import { ApiError, bodyInvalid, notFound } from '../errors/api-error.js';
import { type HandlerMap, ok, type Runtime } from '../runtime.js';
import type { WebhookRecord } from '../state/types.js';
import { page } from '../views/paging.js';
import { newWebhookSecret, secretHint } from '../webhooks/signature.js';

function webhookView(w: WebhookRecord) {
  return {
    id: w.id,
    url: w.url,
    events: w.events,
    secret_hint: secretHint(w.secret),
    is_active: w.isActive,
    last_delivery_at: w.lastDeliveryAt,
    last_status_code: w.lastStatusCode,
    created_at: w.createdAt,
  };
}

function webhookOr404(rt: Runtime, id: string): WebhookRecord {
  const webhook = rt.store.webhooks.get(id);
  if (!webhook) throw notFound('Webhook', id);
  return webhook;
}

/** Only http(s) addresses that the delivery policy allows can receive notifications. */
function checkUrl(rt: Runtime, url: string): void {
  if (!/^https?:\/\//i.test(url)) {
    throw bodyInvalid('body.url: must be an http:// or https:// address', ['body', 'url']);
  }
  const self = rt.webhooks.addressPolicy.selfTargetRefusal(new URL(url));
  if (self) {
    throw new ApiError(400, 'webhook_url_targets_sandbox', `body.url: ${self}.`, {
      loc: ['body', 'url'],
    });
  }
  const refused = rt.webhooks.addressPolicy.refusalForHost(new URL(url).hostname);
  if (refused) {
    throw bodyInvalid(`body.url: notifications may not go there: ${refused}`, ['body', 'url']);
  }
}

export const webhookHandlers: HandlerMap = {
  createWebhook: ({ rt, body }) => {
    checkUrl(rt, body.url);
    const webhook: WebhookRecord = {
      id: randomUUID(),
      url: body.url,
      events: body.events ?? [...rt.eventNames],
      secret: newWebhookSecret(),
      isActive: true,
      lastDeliveryAt: null,
      lastStatusCode: null,
      createdAt: new Date(rt.now()).toISOString(),
    };
    rt.store.webhooks.set(webhook.id, webhook);
    return ok({ ...webhookView(webhook), secret: webhook.secret });
  },

  listWebhooks: ({ rt, query }) =>
    ok(page([...rt.store.webhooks.values()].reverse(), query.skip, query.limit, webhookView)),

  updateWebhook: ({ rt, params, body }) => {
    const webhook = webhookOr404(rt, params.id);
    if (body.url !== undefined) {
      checkUrl(rt, body.url);
      webhook.url = body.url;
    }
    if (body.events !== undefined) webhook.events = body.events;
    if (body.is_active !== undefined) webhook.isActive = body.is_active;
    rt.store.webhooks.markChanged(webhook);
    return ok(webhookView(webhook));
  },

  retestWebhook: async ({ rt, params }) => ok(await rt.webhooks.test(webhookOr404(rt, params.id))),

  regenerateWebhookSecret: ({ rt, params }) => {
    const webhook = webhookOr404(rt, params.id);
    webhook.secret = newWebhookSecret();
    rt.store.webhooks.markChanged(webhook);
    return ok({ ...webhookView(webhook), secret: webhook.secret });
  },

  listWebhookLogs: ({ rt, params, query }) => {
    const webhook = webhookOr404(rt, params.id);
    const logs = [...rt.store.deliveryLogs.forWebhook(webhook.id)].reverse();
    return ok(page(logs, query.skip, query.limit, (log) => log));
  },
};
