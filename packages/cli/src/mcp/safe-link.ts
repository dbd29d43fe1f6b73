/** Query parameters that make a link a signed, secret-bearing one (S3, GCS, Azure, CDNs). */
const SECRET_PARAMS =
  /^(x-amz-.*|x-goog-.*|signature|sig|se|sp|sv|st|skoid|sktid|token|access_token|auth|key|policy|expires|key-pair-id|credential|hmac|hash)$/i;

/** Whether `text` is an http(s) address (the only links the tools accept). */
export function isWebLink(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const { protocol } = new URL(text);
  return protocol === 'https:' || protocol === 'http:';
}

/**
 * A link fit to show an assistant: without user name and password, and without its query when
 * the query carries a signature or token (a pre-signed download, a tokenised share link); other
 * queries (a video id) are kept.
 */
export function safeLink(text: string): string {
  if (!URL.canParse(text)) return '';
  const url = new URL(text);
  url.username = '';
  url.password = '';
  if ([...url.searchParams.keys()].some((name) => SECRET_PARAMS.test(name))) url.search = '';
  url.hash = '';
  return url.toString();
}

/** `text` with every occurrence of the secrets replaced, as a last guard on what tools return. */
export function scrub(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length >= 8) result = result.split(secret).join('[redacted]');
  }
  return result;
}
