import { REQUEST_LOG_CAPS } from '../log/request-log.js';

/** Headers whose values are credentials or signatures: kept in the request log as `[redacted]`. */
const SECRET_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'x-signature',
  'x-operator-token',
  'x-api-key',
  'api-key',
]);
/** Header and query names that hold a secret whatever their prefix (`x-auth-token`). */
const SECRET_NAME = /(^|[-_])(token|secret|password|signature|api[-_]?key|apikey|access[-_]?key)$/i;

const REDACTED = '[redacted]';

function isSecretName(name: string): boolean {
  return SECRET_HEADERS.has(name.toLowerCase()) || SECRET_NAME.test(name);
}

/** Request headers with credentials redacted (`Authorization: Bearer [redacted]` keeps its scheme). */
export function redactedHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of headers) {
    if (!isSecretName(name)) out[name] = value;
    else if (/^(bearer|basic) /i.test(value)) out[name] = `${value.split(' ')[0]} ${REDACTED}`;
    else out[name] = REDACTED;
  }
  return out;
}

/** Query parameters (the last value of each) with signatures and tokens redacted. */
export function redactedQuery(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of params) out[name] = isSecretName(name) ? REDACTED : value;
  return out;
}

/** A parsed JSON body with fields named like secrets redacted, at any depth. */
function redactJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactJson);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = isSecretName(key) || /secret|password/i.test(key) ? REDACTED : redactJson(item);
  }
  return out;
}

/** Bodies the log keeps as text or JSON; others (audio, octet-stream) only by size. */
export const TEXT_TYPE = /^(text\/|application\/(json|[\w.+-]+\+json|x-www-form-urlencoded|xml))/i;

/** What the log keeps of a body: JSON parsed (when whole), text up to the cap, nothing of bytes. */
export function recordedBody(
  contentType: string | null,
  bytes: Uint8Array | null,
): { body: unknown; body_truncated: boolean } {
  if (!bytes || bytes.byteLength === 0 || !contentType || !TEXT_TYPE.test(contentType)) {
    return { body: null, body_truncated: false };
  }
  const cap = REQUEST_LOG_CAPS.bodyBytes;
  const truncated = bytes.byteLength > cap;
  const text = new TextDecoder().decode(truncated ? bytes.subarray(0, cap) : bytes);
  if (!truncated && /json/i.test(contentType)) {
    try {
      return { body: redactJson(JSON.parse(text)), body_truncated: false };
    } catch {
      // Malformed JSON is kept as the text the client sent.
    }
  }
  return { body: text, body_truncated: truncated };
}
