import { defineSite, lastSegment } from '../site-entry.js';

const mediaId = /^[A-Za-z0-9]{6,20}$/;

function embedUrl(id: string | undefined): string | null {
  return id && mediaId.test(id) ? `https://fast.wistia.net/embed/iframe/${id}` : null;
}

/**
 * Wistia media pages (`ACCOUNT.wistia.com/medias/ID`) and embeds; canonical
 * `https://fast.wistia.net/embed/iframe/ID`, the one form that is public and account-independent.
 */
export const wistia = defineSite({
  code: 'wistia',
  label: 'Wistia',
  ignoredParams: ['wtime', 'autoPlay', 'videoFoam', 'playerColor', 'seo'],
  titleId: lastSegment,
  hosts: ['wistia.com', 'wistia.net'],
  paths: [
    (page) => {
      const s = page.segments;
      // ACCOUNT.wistia.com/medias/ID
      if (page.site === 'wistia.com' && s.length === 2 && s[0] === 'medias') return embedUrl(s[1]);
      // fast.wistia.net/embed/iframe/ID and fast.wistia.net/embed/medias/ID
      if (s.length === 3 && s[0] === 'embed' && (s[1] === 'iframe' || s[1] === 'medias')) {
        return embedUrl(s[2]);
      }
      return null;
    },
  ],
});
