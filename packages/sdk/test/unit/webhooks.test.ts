import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { constantTimeEqual, hexToBytes } from '../../src/internal/bytes.js';
import {
  isKnownWebhookEvent,
  isWebhookEvent,
  parseWebhookEvent,
  verifyWebhookSignature,
  WEBHOOK_EVENTS,
  WebhookPayloadError,
  WebhookSignatureError,
} from '../../src/webhooks/index.js';

const secret = 'whsec_3b1f0c5e9a7d4e2f8c6b';
const body = JSON.stringify({
  id: '5d1c2b7e-0a4f-4e1b-9c3d-8f2e6a1b0c9d',
  event: 'transcript.completed',
  created_at: '2025-11-20T10:00:00Z',
  data: { id: 'tr-1', status: 'completed', title: 'Réunion d’équipe – 第1回' },
});

/** The signature header computed independently of the SDK, with node:crypto. */
function sign(payload: string | Uint8Array, key = secret): string {
  return `sha256=${createHmac('sha256', key).update(payload).digest('hex')}`;
}

const valid = sign(body);
const hex = valid.slice('sha256='.length);

describe('verifyWebhookSignature', () => {
  test.each<
    [string, { rawBody: string | Uint8Array; header: string | null | undefined; want: boolean }]
  >([
    ['a valid signature', { rawBody: body, header: valid, want: true }],
    ['a Uint8Array body', { rawBody: new TextEncoder().encode(body), header: valid, want: true }],
    ['a Node Buffer body', { rawBody: Buffer.from(body, 'utf8'), header: valid, want: true }],
    ['uppercase hex digits', { rawBody: body, header: `sha256=${hex.toUpperCase()}`, want: true }],
    ['whitespace around the value', { rawBody: body, header: `  ${valid}\t\n`, want: true }],
    ['the wrong secret', { rawBody: body, header: sign(body, 'whsec_other'), want: false }],
    [
      'a tampered body',
      { rawBody: body.replace('completed', 'failed'), header: valid, want: false },
    ],
    [
      'a body re-serialised with spaces',
      { rawBody: JSON.stringify(JSON.parse(body), null, 1), header: valid, want: false },
    ],
    ['no sha256= prefix', { rawBody: body, header: hex, want: false }],
    ['an uppercase prefix', { rawBody: body, header: `SHA256=${hex}`, want: false }],
    ['another algorithm prefix', { rawBody: body, header: `sha1=${hex}`, want: false }],
    ['whitespace after the prefix', { rawBody: body, header: `sha256= ${hex}`, want: false }],
    ['an empty header', { rawBody: body, header: '', want: false }],
    ['only the prefix', { rawBody: body, header: 'sha256=', want: false }],
    ['a null header', { rawBody: body, header: null, want: false }],
    ['an undefined header', { rawBody: body, header: undefined, want: false }],
    ['non-hex digits', { rawBody: body, header: `sha256=${'zz'.repeat(32)}`, want: false }],
    ['a truncated digest', { rawBody: body, header: valid.slice(0, -2), want: false }],
    ['an odd-length digest', { rawBody: body, header: valid.slice(0, -1), want: false }],
    ['an extended digest', { rawBody: body, header: `${valid}00`, want: false }],
    [
      'a digest with one flipped digit',
      {
        rawBody: body,
        header: `sha256=${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`,
        want: false,
      },
    ],
  ])('%s', async (_name, { rawBody, header, want }) => {
    expect(await verifyWebhookSignature(rawBody, header, secret)).toBe(want);
  });

  test('an empty body can be signed and verified', async () => {
    expect(await verifyWebhookSignature('', sign(''), secret)).toBe(true);
  });

  test('never throws on input outside its types', async () => {
    const anyVerify = verifyWebhookSignature as (...args: unknown[]) => Promise<boolean>;
    await expect(anyVerify(body, [valid], secret)).resolves.toBe(false);
    await expect(anyVerify(42, valid, secret)).resolves.toBe(false);
    await expect(anyVerify(body, valid, undefined)).resolves.toBe(false);
    await expect(anyVerify(body, valid, '')).resolves.toBe(false);
  });
});

describe('constant-time helpers', () => {
  test('hexToBytes reads either case and rejects anything else', () => {
    expect(hexToBytes('00ff10Ab')).toEqual(new Uint8Array([0, 255, 16, 171]));
    expect(hexToBytes('0g')).toBeNull();
    expect(hexToBytes('abc')).toBeNull();
  });

  test('constantTimeEqual compares content and length', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([9, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false);
  });
});

describe('parseWebhookEvent', () => {
  const envelope = (event: string, data: unknown, createdAt = '2025-11-20T10:00:00Z') =>
    JSON.stringify({ id: `ev-${event}`, event, created_at: createdAt, data });

  test('returns the envelope of a correctly signed notification', async () => {
    const event = await parseWebhookEvent(body, valid, secret);
    expect(event).toEqual(JSON.parse(body));
    expect(isKnownWebhookEvent(event)).toBe(true);
    expect(isWebhookEvent(event, 'transcript.completed')).toBe(true);
    expect(isWebhookEvent(event, 'transcript.failed')).toBe(false);
  });

  test('throws WebhookSignatureError on a bad signature', async () => {
    const error = await parseWebhookEvent(body, sign(body, 'wrong'), secret).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WebhookSignatureError);
    expect(error).toMatchObject({ key: 'invalid_signature', status: undefined });
  });

  test('parses every known event name and the webhook.test ping', async () => {
    for (const name of [...WEBHOOK_EVENTS, 'webhook.test']) {
      const raw = envelope(name, { id: 'x' });
      const event = await parseWebhookEvent(raw, sign(raw), secret);
      expect(event.event).toBe(name);
      expect(isKnownWebhookEvent(event)).toBe(true);
    }
    expect(WEBHOOK_EVENTS).toHaveLength(8);
  });

  test('an unknown event name still parses, as an unknown event', async () => {
    const raw = envelope('meeting.summarised', 'free-form data');
    const event = await parseWebhookEvent(new TextEncoder().encode(raw), sign(raw), secret);
    expect(event).toMatchObject({ event: 'meeting.summarised', data: 'free-form data' });
    expect(isKnownWebhookEvent(event)).toBe(false);
  });

  test.each([
    ['not JSON', 'hello'],
    ['a JSON array', '[1,2]'],
    ['no id', JSON.stringify({ event: 'transcript.created', created_at: 'x', data: {} })],
    ['no data', JSON.stringify({ id: 'e', event: 'transcript.created', created_at: 'x' })],
    ['data not an object for a known event', envelope('export.completed', 'oops')],
  ])('a signed body that is %s is a WebhookPayloadError', async (_name, raw) => {
    const error = await parseWebhookEvent(raw, sign(raw), secret).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebhookPayloadError);
    expect(error).toMatchObject({ key: 'invalid_webhook_payload' });
  });

  test('a signed body that is not UTF-8 is a WebhookPayloadError', async () => {
    const raw = new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]);
    const error = await parseWebhookEvent(raw, sign(raw), secret).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebhookPayloadError);
    expect((error as Error).message).toBe('invalid_webhook_payload: body is not valid UTF-8');
  });

  test('maxAgeMs rejects old events and accepts fresh ones', async () => {
    const raw = envelope('transcript.created', {}, '2025-11-20T10:00:00Z');
    const created = Date.parse('2025-11-20T10:00:00Z');
    const options = { maxAgeMs: 5 * 60_000 };
    await expect(
      parseWebhookEvent(raw, sign(raw), secret, { ...options, now: () => created + 60_000 }),
    ).resolves.toMatchObject({ event: 'transcript.created' });
    const error = await parseWebhookEvent(raw, sign(raw), secret, {
      ...options,
      now: () => created + 10 * 60_000,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebhookSignatureError);
    expect(error).toMatchObject({ key: 'stale_event' });
  });
});
