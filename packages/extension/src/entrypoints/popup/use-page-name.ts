import { useEffect, useState } from 'preact/hooks';
import { readPageMeta } from './page-meta.js';
import { pageOwnTitle } from './page-own-title.js';
import type { PageSummary } from './page-summary.js';

/** The page's own name and picture, as the page itself gives them. */
export interface PageName {
  /** The page's title without the site's name; null until read, or when it has none of its own. */
  name: string | null;
  /** Its `og:image`, null when none. */
  image: string | null;
}

/** The host's own name (`www.youtube.com` → `youtube`), to tell a site's name in a title. */
function siteOf(url: string): string {
  try {
    const parts = new URL(url).hostname.split('.');
    return parts.at(-2) ?? '';
  } catch {
    return '';
  }
}

/**
 * A video page's own name (its title without the site's suffix, else its `og:title`) and its
 * `og:image`, read once from the tab the popup was opened on. Meetings and other pages keep the
 * name their address gives: their tab titles name the app, not the recording.
 */
export function usePageName(summary: PageSummary, fromTab: boolean): PageName {
  const [found, setFound] = useState<PageName>({ name: null, image: null });
  const { match } = summary;
  useEffect(() => {
    if (!fromTab || match.kind !== 'import') return;
    const sites = [summary.sourceLabel ?? '', siteOf(match.url)];
    void readPageMeta().then((meta) => {
      if (!meta) return;
      setFound({
        name: pageOwnTitle(meta.tabTitle, sites) ?? pageOwnTitle(meta.ogTitle, sites),
        image: meta.ogImage || null,
      });
    });
  }, [fromTab, match, summary.sourceLabel]);
  return found;
}
