// What a cassette must never hold: keys, tokens, secrets, signatures, cookies.
const SECRET_NAME = /key|token|secret|signature|^sig$|auth|cookie|password|credential|session/i;
// Body fields are matched whole: `detail[].key` and `tokens_input` are not secrets.
const SECRET_FIELD =
  /^(secret|signing_secret|client_secret|api_?key|(access_|refresh_)?token|password)$/i;

/** Headers without Authorization, cookies and anything key-like. */
export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !SECRET_NAME.test(name)));
}

/** A path with its key-like query parameters removed. */
export function redactPathQuery(url: URL): string {
  const search = new URLSearchParams();
  for (const [name, value] of url.searchParams)
    if (!SECRET_NAME.test(name)) search.append(name, value);
  const text = search.toString();
  return `${url.pathname}${text ? `?${text}` : ''}`;
}

/**
 * A body with secret-named fields (a webhook's `secret`) replaced and the query of every
 * pre-signed address (its signature) removed.
 */
export function redactBody(node: unknown, depth = 0): unknown {
  if (depth > 20) return node;
  if (typeof node === 'string') {
    return /^https?:\/\//.test(node) && /[?&](signature|sig|token|x-amz-signature)=/i.test(node)
      ? `${node.split('?')[0]}?[signed query removed]`
      : node;
  }
  if (Array.isArray(node)) return node.map((item) => redactBody(item, depth + 1));
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([name, value]) => [
        name,
        SECRET_FIELD.test(name) && typeof value === 'string'
          ? '[removed]'
          : redactBody(value, depth + 1),
      ]),
    );
  }
  return node;
}
