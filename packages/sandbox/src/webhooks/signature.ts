import { createHmac, randomBytes } from 'node:crypto';

/** `sha256=<hex HMAC-SHA-256 of the raw body under the secret>` (reference, section 5.7). */
export function signatureHeader(secret: string, rawBody: string | Uint8Array): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

/** The secret masked for reads: its prefix and last four characters. */
export function secretHint(secret: string): string {
  return `whsec_…${secret.slice(-4)}`;
}
