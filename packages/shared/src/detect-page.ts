import type { PlatformCode, ProviderCode } from './catalog/codes.js';
import { directUrlEntry, hostedProviderEntries, platformEntries } from './catalog/entries.js';
import type { SiteEntry } from './catalog/site-entry.js';
import {
  matchDomain,
  normalizeHost,
  type PageUrl,
  parseHttpUrl,
  pathSegments,
} from './url-utils.js';

/** What a page address is, from the point of view of the API. */
export type PageMatch =
  | {
      /** A link the import endpoint can take. */
      kind: 'import';
      /** Which source it is from. */
      provider: ProviderCode;
      /** Canonical URL to send as `url` to POST /source-imports/. */
      url: string;
    }
  | {
      /** A meeting a recording bot can join. */
      kind: 'meeting';
      /** Which meeting platform. */
      platform: PlatformCode;
      /** Canonical URL to send as `meet_url` to POST /recording-jobs/. */
      url: string;
    }
  | {
      /** Nothing the API can use. */
      kind: 'none';
      /**
       * Set when the page belongs to a meeting platform but its address carries no meeting id
       * (the Teams app during a call): the person should paste the invite link instead.
       */
      hint?: 'paste_meeting_link';
    };

const none: PageMatch = Object.freeze({ kind: 'none' });
const pasteMeetingLink: PageMatch = Object.freeze({ kind: 'none', hint: 'paste_meeting_link' });

// Teams web-app pages (`/v2/`, the classic `/_#/...`) that show a call without its meeting id.
function isTeamsAppPage(code: string, segments: readonly string[]): boolean {
  return (
    code === 'microsoft_teams' &&
    (segments.length === 0 || segments[0] === 'v2' || segments[0] === '_')
  );
}

type Found<Code extends string> = { entry: SiteEntry<Code>; url: string };

// The page's query without the parameters that never change which recording it is.
function withoutIgnored(page: PageUrl, ignored: readonly string[]): PageUrl {
  if (ignored.length === 0) return page;
  const query = new URLSearchParams(page.url.search);
  for (const name of ignored) query.delete(name);
  return { ...page, query };
}

function runRules<Code extends string>(entry: SiteEntry<Code>, page: PageUrl): Found<Code> | null {
  const kept = withoutIgnored(page, entry.ignoredParams);
  for (const rule of entry.paths) {
    const url = rule(kept);
    if (url !== null) return { entry, url };
  }
  return null;
}

/**
 * Tells whether an address is a media link the API can import, a meeting a bot can record, or
 * neither, and gives the canonical URL to send. Never throws.
 *
 * Input is trimmed; `host/path` without a scheme is read as https. Only http and https count.
 * A host claimed by a catalog entry is decided by that entry alone (an unsupported page there is
 * `none`, even if it ends in `.mp4`), and an explicit non-default port on such a host is `none`.
 */
export function detectPage(url: string): PageMatch {
  try {
    if (typeof url !== 'string') return none;
    const parsed = parseHttpUrl(url);
    if (!parsed) return none;
    const host = normalizeHost(parsed.hostname);
    const base = {
      url: parsed,
      host,
      segments: pathSegments(parsed.pathname),
      query: parsed.searchParams,
    };

    for (const entry of platformEntries) {
      const site = matchDomain(host, entry.hosts);
      if (site === undefined) continue;
      const found = parsed.port === '' ? runRules(entry, { ...base, site }) : null;
      if (found) return { kind: 'meeting', platform: found.entry.code, url: found.url };
      return isTeamsAppPage(entry.code, base.segments) ? pasteMeetingLink : none;
    }
    for (const entry of hostedProviderEntries) {
      const site = matchDomain(host, entry.hosts);
      if (site === undefined) continue;
      const found = parsed.port === '' ? runRules(entry, { ...base, site }) : null;
      return found ? { kind: 'import', provider: found.entry.code, url: found.url } : none;
    }
    const direct = runRules(directUrlEntry, { ...base, site: host });
    return direct ? { kind: 'import', provider: direct.entry.code, url: direct.url } : none;
  } catch {
    // The rules are written not to throw; this keeps the promise if one ever does.
    return none;
  }
}
