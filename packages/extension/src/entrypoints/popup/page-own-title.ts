// Separators sites put between a page's own title and their name ("Talk - YouTube", "Talk | Vimeo",
// "Talk on Vimeo"), and the count of unread notifications some put in front ("(3) Talk - YouTube").
const SITE_SUFFIX = /\s+(?:[-|–—·•]|on)\s+([^-|–—·•]+)$/u;
const COUNT_PREFIX = /^\(\d+\+?\)\s+/;

/** A name with only letters and digits, lower case: `You Tube` and `youtube.com` compare equal. */
const bare = (text: string) =>
  text
    .toLowerCase()
    .replace(/\.(com|tv|net|org|io)$/, '')
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The page's own title from the tab's title, without the site's name at its end (`Never Gonna
 * Give You Up - YouTube` → `Never Gonna Give You Up`); null when nothing of its own is left (the
 * tab says only `YouTube`) or there is no title.
 */
export function pageOwnTitle(
  tabTitle: string | null | undefined,
  siteNames: string[],
): string | null {
  let title = (tabTitle ?? '').replace(COUNT_PREFIX, '').trim();
  const names = new Set(siteNames.map(bare).filter(Boolean));
  const suffix = SITE_SUFFIX.exec(title);
  if (suffix && names.has(bare(suffix[1] ?? ''))) title = title.slice(0, suffix.index).trim();
  if (!title || names.has(bare(title))) return null;
  return title.slice(0, 300);
}
