import { type PageUrl, parseHttpUrl, pathSegments, withQuery } from '../../url-utils.js';
import { defineSite } from '../site-entry.js';

const meetingId = /^[A-Za-z0-9_-]{6,40}$/;
// The thread id of a meetup-join link, e.g. `19%3ameeting_NjQ...%40thread.v2`, and its message id.
const threadSegment = /^[A-Za-z0-9%._:@-]+$/;

function meetupJoin(host: string, segments: readonly string[], query: URLSearchParams) {
  const [l, kind, thread, message, ...rest] = segments;
  if (l !== 'l' || kind !== 'meetup-join' || !thread || rest.length > 0) return null;
  if (!threadSegment.test(thread) || (message !== undefined && !threadSegment.test(message))) {
    return null;
  }
  const path = message === undefined ? thread : `${thread}/${message}`;
  // `context` carries the tenant and organiser ids the join needs.
  return withQuery(`https://${host}/l/meetup-join/${path}`, [['context', query.get('context')]]);
}

// The new web app puts the join link in the fragment: /v2/?meetingjoin=true#/l/meetup-join/...
function fragmentMeetupJoin(page: PageUrl): string | null {
  if (!page.url.hash.startsWith('#/l/meetup-join/')) return null;
  const inner = parseHttpUrl(`https://${page.host}${page.url.hash.slice(1)}`);
  return inner ? meetupJoin(page.host, pathSegments(inner.pathname), inner.searchParams) : null;
}

// Teams writes the thread id with lower-case escapes (`19%3ameeting_...%40thread.v2`); a link
// that arrives decoded (inside the launcher's `url`) is written the same way, so both agree.
function teamsEscape(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return segment;
  }
  return encodeURIComponent(decoded).replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase());
}

// The launcher page an invite opens first: /dl/launcher/launcher.html?url=/_#/l/meetup-join/...
function launcher(page: PageUrl): string | null {
  const [dl, kind, file, ...rest] = page.segments;
  if (dl !== 'dl' || kind !== 'launcher' || !file?.startsWith('launcher') || rest.length > 0) {
    return null;
  }
  const target = page.query.get('url');
  if (!target?.startsWith('/')) return null;
  // `/_#/l/meetup-join/...` (classic app route) or a plain `/l/meetup-join/...` / `/meet/ID?p=`.
  const inner = parseHttpUrl(`https://${page.host}${target.replace(/^\/_?#/, '')}`);
  if (!inner) return null;
  const segments = pathSegments(inner.pathname);
  if (segments[0] === 'l') {
    return meetupJoin(page.host, segments.map(teamsEscape), inner.searchParams);
  }
  return meetId(page.host, segments, inner.searchParams);
}

function meetId(host: string, segments: readonly string[], query: URLSearchParams) {
  const [kind, id, ...rest] = segments;
  return kind === 'meet' && id && rest.length === 0 && meetingId.test(id)
    ? withQuery(`https://${host}/meet/${id}`, [['p', query.get('p')]])
    : null;
}

/**
 * Microsoft Teams meetings: `/l/meetup-join/...` (keeping `context`) and `/meet/ID?p=...`
 * (keeping the passcode `p`) on teams.microsoft.com, teams.live.com, teams.cloud.microsoft and
 * the US government clouds, also when wrapped in the launcher page (`/dl/launcher/...?url=`).
 */
export const microsoftTeams = defineSite({
  code: 'microsoft_teams',
  label: 'Microsoft Teams',
  ignoredParams: [
    'deeplinkId',
    'anon',
    'launchAgent',
    'laentry',
    'directDl',
    'msLaunch',
    'enableMobilePage',
    'suppressPrompt',
    'webjoin',
  ],
  // `/meet/ID` has a short meeting id; a meetup-join thread id is not readable (nor is `p`).
  titleId: ({ segments }) => (segments[0] === 'meet' ? segments[1] : null),
  hosts: ['teams.microsoft.com', 'teams.live.com', 'teams.cloud.microsoft', 'teams.microsoft.us'],
  paths: [
    (page) => meetupJoin(page.host, page.segments, page.query),
    (page) => fragmentMeetupJoin(page),
    (page) => meetId(page.host, page.segments, page.query),
    (page) => launcher(page),
  ],
});
