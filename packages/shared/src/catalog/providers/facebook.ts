import { defineSite } from '../site-entry.js';

const videoId = /^\d+$/;
const shareCode = /^[A-Za-z0-9_-]+$/;

function watchUrl(id: string | null | undefined): string | null {
  return id && videoId.test(id) ? `https://www.facebook.com/watch/?v=${id}` : null;
}

/**
 * Facebook videos and reels. Numeric video ids become `https://www.facebook.com/watch/?v=ID`
 * whichever page they came from; reels, share links and fb.watch links keep their own form.
 */
export const facebook = defineSite({
  code: 'facebook',
  label: 'Facebook',
  ignoredParams: ['t', 'mibextid', 'rdid', 'share_url', 'sfnsn', 'ref'],
  titleId: ({ query, segments }) => query.get('v') ?? segments.at(-1),
  hosts: ['facebook.com', 'fb.watch'],
  paths: [
    // fb.watch/CODE/
    (page) => {
      const [code, ...rest] = page.segments;
      return page.site === 'fb.watch' && code && rest.length === 0 && shareCode.test(code)
        ? `https://fb.watch/${code}/`
        : null;
    },
    (page) => {
      if (page.site !== 'facebook.com') return null;
      const s = page.segments;
      // /watch/?v=ID, /video.php?v=ID
      if (s.length === 1 && (s[0] === 'watch' || s[0] === 'video.php')) {
        return watchUrl(page.query.get('v'));
      }
      // /reel/ID
      if (s.length === 2 && s[0] === 'reel' && videoId.test(s[1] ?? '')) {
        return `https://www.facebook.com/reel/${s[1]}`;
      }
      // /share/v/CODE/ (video) and /share/r/CODE/ (reel)
      if (s.length === 3 && s[0] === 'share' && (s[1] === 'v' || s[1] === 'r')) {
        return shareCode.test(s[2] ?? '')
          ? `https://www.facebook.com/share/${s[1]}/${s[2]}/`
          : null;
      }
      // /USER/videos/ID and the older /USER/videos/TITLE/ID
      if ((s.length === 3 || s.length === 4) && s[1] === 'videos') return watchUrl(s.at(-1));
      return null;
    },
  ],
});
