import type { QuotaLimit } from './quota.js';

/**
 * The limit a `RateLimit-Policy` header states (draft-ietf-httpapi-ratelimit-headers): the
 * current form `"name";q=10;w=3600` and the older `10;w=3600` are both read. Of several
 * policies the one that allows the fewest requests per time is taken (it binds a long batch);
 * policies without a window or counted in another unit than requests are ignored. Undefined when
 * the value states no usable policy.
 */
export function statedLimit(value: string | null | undefined): QuotaLimit | undefined {
  if (!value) return undefined;
  let best: QuotaLimit | undefined;
  for (const member of splitOutsideQuotes(value, ',')) {
    const [item = '', ...params] = splitOutsideQuotes(member, ';').map((part) => part.trim());
    const named = new Map<string, string>();
    for (const param of params) {
      const equals = param.indexOf('=');
      if (equals > 0) named.set(param.slice(0, equals).trim(), param.slice(equals + 1).trim());
    }
    // The older drafts put the quota in the item itself.
    const quota = integer(/^\d+$/.test(item) ? item : named.get('q'));
    const windowS = integer(named.get('w'));
    const unit = named.get('qu')?.replace(/^"|"$/g, '');
    if (!quota || !windowS || (unit !== undefined && unit !== 'requests')) continue;
    const limit = { limit: quota, windowMs: windowS * 1000 };
    if (!best || limit.limit / limit.windowMs < best.limit / (best.windowMs as number))
      best = limit;
  }
  return best;
}

/**
 * What an answer's headers say of its operation's limit: the stated limit; null when the service
 * answered without stating one; undefined when there are no headers to read.
 */
export function limitStatedBy(headers: Headers | undefined): QuotaLimit | null | undefined {
  if (!headers) return undefined;
  return statedLimit(headers.get('ratelimit-policy')) ?? null;
}

const integer = (text: string | undefined): number | undefined => {
  if (text === undefined || !/^\d{1,15}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
};

/** Splits at `separator`, except inside a quoted string (structured fields escape with `\`). */
const splitOutsideQuotes = (text: string, separator: ',' | ';'): string[] =>
  text.match(new RegExp(`(?:"(?:[^"\\\\]|\\\\.)*"|[^"${separator}])+`, 'g')) ?? [];
