import { isTrackingParam, normalizeHost } from '../../url-utils.js';
import { mediaExtensions } from '../media-extensions.js';
import { defineSite, lastSegment } from '../site-entry.js';

const extensions = new Set(mediaExtensions);

// Filters the raw query text rather than re-serialising it, so the bytes a signed link was
// signed over stay exactly as they were.
function withoutTrackingParams(search: string): string {
  const kept = search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !isTrackingParam(safeDecode(pair.split('=')[0] ?? '')));
  return kept.length === 0 ? '' : `?${kept.join('&')}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/**
 * A link to a media file on any host no other catalog entry claims, recognised by the extension
 * of its last path segment. The URL is kept (scheme, port, other query parameters included, since
 * signed links need them); only the fragment and tracking parameters are removed.
 */
export const directUrl = defineSite({
  code: 'direct_url',
  label: 'Direct link to an audio or video file',
  ignoredParams: [],
  titleId: lastSegment,
  hosts: [],
  paths: [
    (page) => {
      const { pathname } = page.url;
      const fileName = pathname.slice(pathname.lastIndexOf('/') + 1);
      const dot = fileName.lastIndexOf('.');
      if (dot <= 0 || !extensions.has(fileName.slice(dot + 1).toLowerCase())) return null;
      const url = new URL(page.url.href);
      url.hostname = normalizeHost(url.hostname);
      url.hash = '';
      url.search = withoutTrackingParams(url.search);
      return url.href;
    },
  ],
});
