/**
 * Generated from the bundled spec (spec/dist/openapi.json) by scripts/generate-resources.mjs. Do not edit by hand.
 * Regenerate with `pnpm generate` at the repository root (or `pnpm --filter @scribekit/sdk generate`).
 */

import type { ListPage } from '../../list-page.js';
import type { PageOptions } from '../../pagination.js';
import type { RequestOptions } from '../../request-options.js';
import type { Query, WithLastResponse } from '../../resource-types.js';
import type { CreateWebhookRequest, UpdateWebhookRequest, Webhook, WebhookWithSecret, WebhookList, WebhookDelivery, WebhookDeliveryList } from '../models.js';

/** The Webhooks operations: `scribekit.webhooks`. */
export interface WebhooksResource {
  /**
   * List webhooks.
   *
   * `GET /webhooks/`, needs scope `webhooks:read`. Throws a typed `ScribekitError` on failure.
   */
  list(query?: Query<'listWebhooks'>, options?: PageOptions): ListPage<WebhookList, Webhook>;
  /**
   * Subscribe a webhook.
   *
   * `POST /webhooks/`, needs scope `webhooks:write`. Throws a typed `ScribekitError` on failure.
   */
  create(body: CreateWebhookRequest, options?: RequestOptions): Promise<WithLastResponse<WebhookWithSecret>>;
  /**
   * Change or disable a webhook.
   *
   * `PATCH /webhooks/{id}`, needs scope `webhooks:write`. Throws a typed `ScribekitError` on failure.
   */
  update(id: string, body: UpdateWebhookRequest, options?: RequestOptions): Promise<WithLastResponse<Webhook>>;
  /**
   * Send a test notification.
   *
   * `POST /webhooks/{id}/retest`, needs scope `webhooks:write`. Throws a typed `ScribekitError` on failure.
   */
  retest(id: string, options?: RequestOptions): Promise<WithLastResponse<WebhookDelivery>>;
  /**
   * Replace a webhook's secret.
   *
   * `POST /webhooks/{id}/regenerate-secret`, needs scope `webhooks:write`. Throws a typed `ScribekitError` on failure.
   */
  regenerateSecret(id: string, options?: RequestOptions): Promise<WithLastResponse<WebhookWithSecret>>;
  /**
   * List delivery attempts.
   *
   * `GET /webhooks/{id}/logs`, needs scope `webhooks:read`. Throws a typed `ScribekitError` on failure.
   */
  listLogs(id: string, query?: Query<'listWebhookLogs'>, options?: PageOptions): ListPage<WebhookDeliveryList, WebhookDelivery>;
}

/** How each method of `WebhooksResource` is sent: `name METHOD path [b(ody)][q(uery)] [s|o<max page>]`, `;`-separated. */
export const webhooksOperations =
  'list GET /webhooks/ q s200;' +
  'create POST /webhooks/ b;' +
  'update PATCH /webhooks/{id} b;' +
  'retest POST /webhooks/{id}/retest;' +
  'regenerateSecret POST /webhooks/{id}/regenerate-secret;' +
  'listLogs GET /webhooks/{id}/logs q s200';
