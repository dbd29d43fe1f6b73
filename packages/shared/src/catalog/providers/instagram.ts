import { defineSite, lastSegment } from '../site-entry.js';

const shortcode = /^[A-Za-z0-9_-]{5,64}$/;
// `reels` is the plural used in some share links; the post itself lives under `reel`.
const kinds: Record<string, string> = { p: 'p', reel: 'reel', reels: 'reel', tv: 'tv' };

/** Instagram posts, reels and IGTV (also under a `/USER/` prefix); canonical `https://www.instagram.com/KIND/CODE/`. */
export const instagram = defineSite({
  code: 'instagram',
  label: 'Instagram',
  ignoredParams: ['igsh', 'igshid', 'img_index'],
  titleId: lastSegment,
  hosts: ['instagram.com', 'instagr.am'],
  paths: [
    (page) => {
      const s = page.segments;
      // /p/CODE/ or /USER/p/CODE/
      const [kind, code] = s.length === 3 ? [s[1], s[2]] : s.length === 2 ? [s[0], s[1]] : [];
      const canonicalKind = kind ? kinds[kind] : undefined;
      return canonicalKind && code && shortcode.test(code)
        ? `https://www.instagram.com/${canonicalKind}/${code}/`
        : null;
    },
  ],
});
