/** API address used when the build is given none: the local sandbox of `pnpm sandbox`. */
export const FALLBACK_API_BASE_URL = 'http://127.0.0.1:4010';

/**
 * The API address a build starts with: `WXT_API_BASE_URL` when set (it must be an http or https
 * address), else the local sandbox. A bad value fails the build instead of shipping a dead default.
 */
export function apiBaseUrlFromEnv(env: Record<string, string | undefined>): string {
  const raw = env.WXT_API_BASE_URL?.trim();
  if (!raw) return FALLBACK_API_BASE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`WXT_API_BASE_URL is not a URL: ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`WXT_API_BASE_URL must be an http or https address, got ${url.protocol}`);
  }
  return url.href.replace(/\/+$/, '');
}
