import type { ProviderCode } from './catalog/codes.js';
import { detectPage } from './detect-page.js';

/** A link as a page shows it: its address and the words (or title) it is shown with. */
export interface PageLink {
  /** The link's address (absolute, as `HTMLAnchorElement.href` gives it). */
  href: string;
  /** Its visible text, or its `title`/`aria-label` when it has none. */
  text: string;
}

/** A recording a page links to, once, under the address the API takes. */
export interface PageVideo {
  /** Canonical address to import (`detectPage`'s `url`). */
  url: string;
  /** Which source it is from. */
  provider: ProviderCode;
  /** The first non-empty text it is linked with on the page (empty when none). */
  title: string;
}

/** The most videos one page batch takes: more than any playlist page shows at once (YouTube's
 * is 100 before scrolling, a channel's grid 30 per load), few enough that the plan stays within
 * a day of the import quota and the ledger within a few hundred kilobytes of storage. */
export const MAX_PAGE_VIDEOS = 500;

/** Longest title kept per video (link texts of thumbnails can hold a whole description). */
const MAX_TITLE_CHARS = 160;

/** The videos a page links to, from its links. */
export interface PageVideos {
  /** In the order the page first links to them, at most `max`. */
  videos: PageVideo[];
  /** How many distinct videos the page links to in all (more than `videos` when capped). */
  found: number;
}

/**
 * The recordings the API can import among a page's links: only import links (no meetings, no
 * other pages), one per canonical address (a video linked from its thumbnail and its title, or
 * with a start time, is one), in page order, capped at `max`. Never throws.
 */
export function videosOnPage(links: readonly PageLink[], max = MAX_PAGE_VIDEOS): PageVideos {
  const byUrl = new Map<string, PageVideo>();
  for (const link of Array.isArray(links) ? links : []) {
    if (typeof link?.href !== 'string') continue;
    const match = detectPage(link.href);
    if (match.kind !== 'import') continue;
    const title = cleanTitle(link.text);
    const known = byUrl.get(match.url);
    if (known) {
      // A thumbnail usually comes first with no text; the title link after it names the video.
      if (!known.title && title) known.title = title;
      continue;
    }
    byUrl.set(match.url, { url: match.url, provider: match.provider, title });
  }
  const all = [...byUrl.values()];
  return { videos: all.slice(0, Math.max(0, max)), found: all.length };
}

function cleanTitle(text: unknown): string {
  if (typeof text !== 'string') return '';
  const words = text.replace(/\s+/g, ' ').trim();
  return words.length > MAX_TITLE_CHARS ? `${words.slice(0, MAX_TITLE_CHARS - 1)}…` : words;
}

/** A wait as whole hours and minutes, rounded up (an estimate that is early disappoints). */
export function hoursAndMinutes(ms: number): { hours: number; minutes: number } {
  if (!Number.isFinite(ms) || ms <= 0) return { hours: 0, minutes: 0 };
  const totalMinutes = Math.ceil(ms / 60_000);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** How many imports a quota allows per hour (the rate the plan names), at least one. */
export function importsPerHour(limit: number, windowMs: number): number {
  if (!(limit > 0) || !(windowMs > 0)) return 0;
  return Math.max(1, Math.round((limit * 3_600_000) / windowMs));
}
