import { detectPage, type PageMatch } from '@scribekit/shared';
import { i18n } from '#i18n';
import { pageTitle, platformLabel, providerLabel } from '../../page-title.js';

/** What the popup can say about a page at once, from its address alone (no request). */
export interface PageSummary {
  /** What `detectPage` made of it. */
  match: PageMatch;
  /** Provider or platform name, when known. */
  sourceLabel: string | null;
  /** A title built from the address, e.g. `YouTube video dQw4w9WgXcQ`. */
  title: string;
  /** The canonical address with passcodes masked, for display only. */
  shownUrl: string | null;
}

// Query parameters that let someone into a meeting or a private video: never shown in clear.
const secretParams = [
  'pwd',
  'p',
  'passcode',
  'password',
  'tk',
  'h',
  'token',
  'rlkey',
  'resourcekey',
];

/** The address with passcodes and private hashes replaced by dots (display only, never sent). */
export function maskSecrets(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  for (const name of secretParams) {
    if (parsed.searchParams.has(name)) parsed.searchParams.set(name, '••••••');
  }
  // Vimeo's unlisted videos carry their private hash as a second path segment.
  if (parsed.hostname.endsWith('vimeo.com')) {
    parsed.pathname = parsed.pathname.replace(/^\/(\d+)\/[0-9a-f]+$/, '/$1/••••••');
  }
  // SoundCloud's private tracks carry their secret token as a third path segment.
  if (parsed.hostname.endsWith('soundcloud.com')) {
    parsed.pathname = parsed.pathname.replace(/^(\/[^/]+\/[^/]+)\/s-[A-Za-z0-9]+$/, '$1/••••••');
  }
  return parsed.toString().replaceAll('%E2%80%A2', '•');
}

/** Says what a page is from its address alone; cheap enough to paint before anything else. */
export function summarizePage(url: string | null): PageSummary {
  const match: PageMatch = url === null ? { kind: 'none' } : detectPage(url);
  if (match.kind === 'none') {
    return {
      match,
      sourceLabel: null,
      // Without the tab's address nothing is known about the page: not "nothing to transcribe".
      title:
        url === null
          ? i18n.t('popup.addressHidden')
          : match.hint === 'paste_meeting_link'
            ? i18n.t('popup.meetingApp')
            : i18n.t('popup.nothingHere'),
      shownUrl: null,
    };
  }
  const sourceLabel =
    match.kind === 'import' ? providerLabel(match.provider) : platformLabel(match.platform);
  return { match, sourceLabel, title: pageTitle(match), shownUrl: maskSecrets(match.url) };
}
