import { type PageUrl, withQuery } from '../../url-utils.js';
import { defineSite } from '../site-entry.js';

const meetingId = /^\d{9,11}$/;
const webClientActions = new Set(['join', 'start']);
const personalLink = /^[A-Za-z0-9._-]{5,40}$/;

// app.zoom.us and www.zoom.us serve the web client, not join links; vanity and regional
// subdomains (company.zoom.us, us02web.zoom.us) are kept because the meeting belongs to them.
function joinHost(page: PageUrl): string {
  return page.host === `app.${page.site}` || page.host === `www.${page.site}`
    ? page.site
    : page.host;
}

function joinUrl(page: PageUrl, path: string): string {
  return withQuery(`https://${joinHost(page)}${path}`, [
    ['pwd', page.query.get('pwd')],
    ['tk', page.query.get('tk')],
  ]);
}

/**
 * Zoom meetings and webinars: `/j/ID`, the web client `/wc/ID/join`, `/wc/ID/start` (the host's
 * page) and `/wc/join/ID` (all canonical
 * `https://HOST/j/ID`), webinar `/w/ID` and personal links `/my/NAME`; keeps `pwd` and the
 * registration token `tk`.
 */
export const zoom = defineSite({
  code: 'zoom',
  label: 'Zoom',
  ignoredParams: ['from', 'fromPWA', 'uname', 'omn', 'zak', 'status', 'prefer'],
  // The meeting number or personal link name, never `pwd` or `tk`.
  titleId: ({ segments }) => segments[1],
  hosts: ['zoom.us', 'zoomgov.com'],
  paths: [
    (page) => {
      const s = page.segments;
      const id =
        s.length === 2 && s[0] === 'j'
          ? s[1]
          : // the web client: /wc/ID/join, /wc/ID/start (host), /wc/ID
            s[0] === 'wc' &&
              (s.length === 2 || (s.length === 3 && webClientActions.has(s[2] ?? '')))
            ? s[1]
            : s.length === 3 && s[0] === 'wc' && s[1] === 'join'
              ? s[2]
              : undefined;
      return id && meetingId.test(id) ? joinUrl(page, `/j/${id}`) : null;
    },
    (page) => {
      const [kind, id, ...rest] = page.segments;
      return kind === 'w' && id && rest.length === 0 && meetingId.test(id)
        ? joinUrl(page, `/w/${id}`)
        : null;
    },
    (page) => {
      const [kind, name, ...rest] = page.segments;
      return kind === 'my' && name && rest.length === 0 && personalLink.test(name)
        ? joinUrl(page, `/my/${name}`)
        : null;
    },
  ],
});
