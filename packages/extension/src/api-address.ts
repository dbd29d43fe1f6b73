/**
 * The API address as the extension keeps it: http or https, no trailing slash, no `/api/v1`.
 * Null when `input` is not such an address.
 */
export function normalizeBaseUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  const path = url.pathname.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
  return `${url.origin}${path}`;
}

/**
 * The match pattern of the host permission for an API address: that host on any port (browsers'
 * match patterns ignore ports). Null when the address is not usable.
 */
export function hostPatternFor(baseUrl: string): string | null {
  const normalized = normalizeBaseUrl(baseUrl);
  if (!normalized) return null;
  const url = new URL(normalized);
  return `${url.protocol}//${url.hostname}/*`;
}
