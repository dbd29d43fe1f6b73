/** A parsed http(s) address, prepared for the path rules of one catalog entry. */
export interface PageUrl {
  /** The parsed address (scheme http or https). */
  readonly url: URL;
  /** Lower-case ASCII (punycode) host without a trailing dot. */
  readonly host: string;
  /** The catalog host that `host` equals or ends with (e.g. `youtube.com` for `m.youtube.com`). */
  readonly site: string;
  /** Non-empty path segments, still percent-encoded. */
  readonly segments: readonly string[];
  /** The query parameters (values decoded). */
  readonly query: URLSearchParams;
}

// Something like `youtu.be/abc` or `www.example.org:8080/a.mp3`: dotted labels, a TLD that starts
// with a letter, an optional port, then the end or a path, query or fragment.
const schemelessHost = /^(?:[\p{L}\p{N}-]+\.)+\p{L}[\p{L}\p{N}-]*\.?(?::\d{1,5})?(?:[/?#]|$)/u;

/**
 * Parses user input as an http(s) URL: trims whitespace, accepts `//host/...` and scheme-less
 * `host/...` by assuming https. Returns null for other schemes or unparseable text.
 */
export function parseHttpUrl(input: string): URL | null {
  const text = input.trim();
  if (text === '') return null;
  const candidate = text.startsWith('//')
    ? `https:${text}`
    : schemelessHost.test(text)
      ? `https://${text}`
      : text;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '') return null;
  return url;
}

/** Lower-cases a host and removes one trailing dot (`YouTube.com.` -> `youtube.com`). */
export function normalizeHost(hostname: string): string {
  const lower = hostname.toLowerCase();
  return lower.endsWith('.') ? lower.slice(0, -1) : lower;
}

/** The first of `domains` that `host` equals or ends with after a dot; never a substring match. */
export function matchDomain(host: string, domains: readonly string[]): string | undefined {
  return domains.find((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** Splits a path into its non-empty segments, keeping percent-encoding. */
export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/** Appends the given parameters (skipping empty values, in the order given) to `base`. */
export function withQuery(
  base: string,
  params: ReadonlyArray<readonly [name: string, value: string | null | undefined]>,
): string {
  const search = new URLSearchParams();
  for (const [name, value] of params) {
    if (value) search.append(name, value);
  }
  const query = search.toString();
  return query === '' ? base : `${base}?${query}`;
}

const trackingNames = new Set([
  'si',
  'feature',
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  'igsh',
  'ref',
  'ref_src',
  'ref_url',
  'mc_cid',
  'mc_eid',
  'mkt_tok',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  'oly_enc_id',
  'oly_anon_id',
  'vero_id',
  'spm',
]);

/** True for query parameters that only track the visitor (utm_*, fbclid, si, ...). */
export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || trackingNames.has(lower);
}
