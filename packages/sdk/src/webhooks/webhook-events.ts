import { EVENT_NAMES } from '../generated/enums.js';
import type {
  ActionItem,
  Export,
  Payment,
  SmartReport,
  TranscriptMeta,
} from '../generated/models.js';
import { constantTimeEqual, hexToBytes } from '../internal/bytes.js';
import { isRecord } from '../internal/guards.js';
import { WebhookPayloadError, WebhookSignatureError } from './webhook-errors.js';

/** The eight business events a webhook can subscribe to (reference section 6; the spec's `EventName`). */
export const WEBHOOK_EVENTS = EVENT_NAMES;

/** One of the eight subscribable event names. */
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

/** The ping sent by `POST /webhooks/{id}/retest` (not subscribable; see DECISIONS.md). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** `data` of each known event: the resource the event is about, typed by the spec. */
export interface WebhookEventDataMap {
  'transcript.created': TranscriptMeta;
  'transcript.completed': TranscriptMeta;
  'transcript.failed': TranscriptMeta;
  'smart_report.generated': SmartReport;
  'export.completed': Export;
  'action_item.created': ActionItem;
  'payment.succeeded': Payment;
  'payment.failed': Payment;
  'webhook.test': { webhook_id: string; message: string };
}

/** Every event name the SDK knows: the eight business events and `webhook.test`. */
export type KnownWebhookEventName = keyof WebhookEventDataMap;

/** The notification envelope `{id, event, created_at, data}`. */
export interface WebhookEnvelope<Name extends string, Data> {
  /** Unique id of this event (a UUID); the same on every delivery attempt, so use it to deduplicate. */
  id: string;
  /** Event name. */
  event: Name;
  /** When the event happened, ISO 8601 UTC. */
  created_at: string;
  /** The resource the event is about. */
  data: Data;
}

/** A notification whose event the SDK knows; `switch (event.event)` narrows `data`. */
export type KnownWebhookEvent = {
  [Name in KnownWebhookEventName]: WebhookEnvelope<Name, WebhookEventDataMap[Name]>;
}[KnownWebhookEventName];

/** A notification with an event name this SDK version does not know (a newer service). */
export type UnknownWebhookEvent = WebhookEnvelope<string, unknown>;

/**
 * Any parsed notification. Because an unknown name is any string, narrow with
 * `isKnownWebhookEvent` (or `isWebhookEvent`) before switching on `event` to get typed `data`.
 */
export type WebhookEvent = KnownWebhookEvent | UnknownWebhookEvent;

const knownEventNames: ReadonlySet<string> = new Set([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT]);

/** Whether the event is one this SDK knows (then `event.event` switches narrow `data`). */
export function isKnownWebhookEvent(event: WebhookEvent): event is KnownWebhookEvent {
  return knownEventNames.has(event.event);
}

/** Whether the event is the named one, narrowing `data` accordingly. */
export function isWebhookEvent<Name extends KnownWebhookEventName>(
  event: WebhookEvent,
  name: Name,
): event is Extract<KnownWebhookEvent, { event: Name }> {
  return event.event === name;
}

const signaturePrefix = 'sha256=';
const encoder = new TextEncoder();

/** A webhook's secret, or several while rotating (`regenerate-secret`): any one may match. */
export type WebhookSecret = string | readonly string[];

/** HMAC-SHA-256 of `body` under `secret` (WebCrypto). */
export async function hmacSha256(secret: string, body: Uint8Array): Promise<Uint8Array> {
  const { subtle } = globalThis.crypto;
  const hmac = { name: 'HMAC', hash: 'SHA-256' };
  const key = await subtle.importKey('raw', encoder.encode(secret), hmac, false, ['sign']);
  // Copy into a fresh ArrayBuffer-backed view: WebCrypto rejects views over SharedArrayBuffer.
  return new Uint8Array(await subtle.sign('HMAC', key, new Uint8Array(body)));
}

/**
 * Checks a notification's `X-Signature` header: `sha256=<hex>` where hex is the HMAC-SHA-256 of
 * the raw body bytes (strings are UTF-8 encoded) under the webhook secret.
 *
 * - Pass the body exactly as received, before any JSON parsing (re-serialising changes bytes).
 * - The `sha256=` prefix is required and must be lower case; the hex digits may be either case;
 *   whitespace around the whole value is ignored.
 * - `secret` may list several secrets (while rotating): the signature may match any of them.
 * - Compares in constant time. Never throws: malformed input of any kind returns false.
 */
export async function verifyWebhookSignature(
  rawBody: string | Uint8Array,
  signatureHeader: string | null | undefined,
  secret: WebhookSecret,
): Promise<boolean> {
  try {
    const value = typeof signatureHeader === 'string' ? signatureHeader.trim() : '';
    const given = value.startsWith(signaturePrefix)
      ? hexToBytes(value.slice(signaturePrefix.length))
      : null;
    const secrets = typeof secret === 'string' ? [secret] : [...secret];
    let body: Uint8Array;
    if (typeof rawBody === 'string') body = encoder.encode(rawBody);
    else if (rawBody instanceof Uint8Array) body = rawBody;
    else return false;
    if (!given || secrets.length === 0) return false;
    // Every secret is tried (no early exit); a digest of another length is simply unequal.
    const matches = await Promise.all(
      secrets.map(async (one) => {
        if (typeof one !== 'string' || one.length === 0) return false;
        return constantTimeEqual(await hmacSha256(one, body), given);
      }),
    );
    return matches.includes(true);
  } catch {
    return false;
  }
}

/** Options of `parseWebhookEvent`. */
export interface ParseWebhookEventOptions {
  /** Rejects events whose `created_at` is older than this many ms (bounds replays; off by default). */
  maxAgeMs?: number | undefined;
  /** Current time in ms (for tests); default `Date.now`. */
  now?: (() => number) | undefined;
}

function payloadError(text: string): WebhookPayloadError {
  return new WebhookPayloadError({ details: [{ key: 'invalid_webhook_payload', text }] });
}

/** Runs `read`; any exception becomes a `WebhookPayloadError` saying `text`. */
function readOrReject<T>(read: () => T, text: string): T {
  try {
    return read();
  } catch {
    throw payloadError(text);
  }
}

function toEnvelope(parsed: unknown): WebhookEvent {
  if (!isRecord(parsed)) throw payloadError('body is not a JSON object');
  for (const field of ['id', 'event', 'created_at']) {
    const value = parsed[field];
    // `id` and `event` identify the notification, so they must not be empty either.
    if (typeof value !== 'string' || (value.length === 0 && field !== 'created_at')) {
      throw payloadError(`\`${field}\` is not a string`);
    }
  }
  if (!('data' in parsed)) throw payloadError('`data` is missing');
  const { event, data } = parsed as { event: string; data: unknown };
  if (knownEventNames.has(event) && !isRecord(data)) {
    throw payloadError(`\`data\` of ${event} is not an object`);
  }
  return parsed as unknown as WebhookEvent;
}

/**
 * Verifies a notification (see `verifyWebhookSignature`) and returns its parsed envelope.
 * Throws `WebhookSignatureError` (`invalid_signature`, or `stale_event` past `maxAgeMs`) and
 * `WebhookPayloadError` when the signed body is not an envelope. Unknown event names parse fine
 * (typed `UnknownWebhookEvent`). The signature has no timestamp: against replays, drop events whose
 * `id` you have seen (`createEventDeduplicator`) and optionally set `maxAgeMs`.
 */
export async function parseWebhookEvent(
  rawBody: string | Uint8Array,
  signatureHeader: string | null | undefined,
  secret: WebhookSecret,
  options: ParseWebhookEventOptions = {},
): Promise<WebhookEvent> {
  const signatureError = (key: string, text: string) =>
    new WebhookSignatureError({ details: [{ key, text }] });
  if (!(await verifyWebhookSignature(rawBody, signatureHeader, secret))) {
    throw signatureError(
      'invalid_signature',
      'X-Signature is missing or does not match the body under the webhook secret',
    );
  }
  const text =
    typeof rawBody === 'string'
      ? rawBody
      : readOrReject(
          () => new TextDecoder('utf-8', { fatal: true }).decode(rawBody),
          'body is not valid UTF-8',
        );
  const event = toEnvelope(readOrReject(() => JSON.parse(text), 'body is not valid JSON'));
  const { maxAgeMs } = options;
  if (maxAgeMs !== undefined) {
    const createdMs = Date.parse(event.created_at);
    if (Number.isNaN(createdMs)) throw payloadError('`created_at` is not a timestamp');
    const ageMs = (options.now ?? Date.now)() - createdMs;
    if (ageMs > maxAgeMs) {
      throw signatureError(
        'stale_event',
        `event ${event.id} was created ${Math.round(ageMs / 1000)} s ago, over the ${Math.round(maxAgeMs / 1000)} s limit`,
      );
    }
  }
  return event;
}
