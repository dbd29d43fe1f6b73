import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long pre-signed part and download addresses live (reference, section 8). */
const PRESIGN_TTL_S = 3600;

export type SignatureCheck = { ok: true } | { ok: false; reason: 'expired' | 'invalid' };

/** Signs and checks addresses with an HMAC over the resource and its expiry. */
export class UrlSigner {
  private readonly secret: Buffer;

  constructor(
    private readonly now: () => number = Date.now,
    /** Life of a signed address in seconds. */
    readonly ttlS: number = PRESIGN_TTL_S,
    secret?: Buffer,
  ) {
    this.secret = secret ?? randomBytes(32);
  }

  private mac(resource: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${resource}\n${expires}`).digest('hex');
  }

  /** Returns `?expires=..&signature=..` query values for `resource`, valid `ttlS` seconds. */
  sign(resource: string, ttlS: number = this.ttlS): { expires: number; signature: string } {
    const expires = Math.floor(this.now() / 1000) + ttlS;
    return { expires, signature: this.mac(resource, expires) };
  }

  signedUrl(base: string, resource: string, ttlS: number = this.ttlS) {
    const { expires, signature } = this.sign(resource, ttlS);
    const url = `${base}${resource}?expires=${expires}&signature=${signature}`;
    return { url, expiresAt: new Date(expires * 1000).toISOString(), expiresIn: ttlS };
  }

  check(resource: string, expiresRaw: string | null, signature: string | null): SignatureCheck {
    if (
      !expiresRaw ||
      !signature ||
      !/^\d{1,12}$/.test(expiresRaw) ||
      !/^[0-9a-f]{64}$/.test(signature)
    ) {
      return { ok: false, reason: 'invalid' };
    }
    const expires = Number(expiresRaw);
    const expected = Buffer.from(this.mac(resource, expires), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex')))
      return { ok: false, reason: 'invalid' };
    if (expires * 1000 <= this.now()) return { ok: false, reason: 'expired' };
    return { ok: true };
  }
}
