import { platforms, providers } from './catalog/catalog.js';
import type { PageMatch } from './detect-page.js';

/** The id worth showing: YouTube's `v`, else the last path segment, if short enough to read. */
export function shortPageId(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '';
  }
  const raw = parsed.searchParams.get('v') ?? parsed.pathname.split('/').filter(Boolean).at(-1);
  let id = raw ?? '';
  try {
    id = decodeURIComponent(id);
  } catch {
    // Kept as written.
  }
  // Teams thread ids are long and end in a message number: not a title.
  return id.length <= 24 && id !== '0' ? id : '';
}

/**
 * A title built from a recognised address alone, before any request: `YouTube video ID`,
 * `Zoom meeting 81234567890`, `Microsoft Teams meeting`, `Media file talk.mp3`; '' for `none`.
 */
export function titleFromMatch(match: PageMatch): string {
  if (match.kind === 'none') return '';
  const id = shortPageId(match.url);
  if (match.kind === 'meeting') {
    const label = platforms.find((item) => item.code === match.platform)?.label ?? match.platform;
    return id ? `${label} meeting ${id}` : `${label} meeting`;
  }
  const label = providers.find((item) => item.code === match.provider)?.label ?? match.provider;
  const noun = match.provider === 'direct_url' ? 'Media file' : `${label} video`;
  return id ? `${noun} ${id}` : noun;
}
