import { defineSite, lastSegment } from '../site-entry.js';

const handle = /^[A-Za-z0-9_]{1,15}$/;
const statusId = /^\d{1,20}$/;

/**
 * Posts on X (formerly Twitter), from x.com, twitter.com or mobile.twitter.com; canonical
 * `https://x.com/USER/status/ID` (`/i/status/ID` when the author is not in the link).
 */
export const x = defineSite({
  code: 'x',
  label: 'X (Twitter)',
  ignoredParams: ['s', 't', 'ref_src'],
  titleId: lastSegment,
  hosts: ['x.com', 'twitter.com'],
  paths: [
    (page) => {
      const s = page.segments;
      // /i/web/status/ID
      if (s.length === 4 && s[0] === 'i' && s[1] === 'web' && s[2] === 'status') {
        return statusId.test(s[3] ?? '') ? `https://x.com/i/status/${s[3]}` : null;
      }
      // /USER/status/ID, optionally followed by /video/N or /photo/N
      const [user, kind, id, ...rest] = s;
      if (!user || !id || kind !== 'status' || !handle.test(user) || !statusId.test(id)) {
        return null;
      }
      const mediaSuffix =
        rest.length === 0 ||
        (rest.length === 2 &&
          (rest[0] === 'video' || rest[0] === 'photo') &&
          /^\d$/.test(rest[1] ?? ''));
      return mediaSuffix ? `https://x.com/${user}/status/${id}` : null;
    },
  ],
});
