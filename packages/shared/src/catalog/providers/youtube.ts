import { type PageUrl, withQuery } from '../../url-utils.js';
import { defineSite } from '../site-entry.js';

const videoId = /^[A-Za-z0-9_-]{11}$/;
const playlistId = /^[A-Za-z0-9_-]+$/;
// `t=90`, `t=90s`, `t=1h2m3s`; anything else is dropped.
const startTime = /^(?:\d+s?|(?=\d)(?:\d+h)?(?:\d+m)?(?:\d+s)?)$/;

function watchUrl(id: string | undefined | null, page: PageUrl): string | null {
  if (!id || !videoId.test(id)) return null;
  const list = page.query.get('list');
  const t = page.query.get('t') ?? page.query.get('start');
  return withQuery('https://www.youtube.com/watch', [
    ['v', id],
    ['list', list && playlistId.test(list) ? list : null],
    ['t', t && startTime.test(t) ? t : null],
  ]);
}

/** YouTube videos, Shorts, lives and embeds; canonical `https://www.youtube.com/watch?v=ID`. */
export const youtube = defineSite({
  code: 'youtube',
  label: 'YouTube',
  hosts: ['youtube.com', 'youtu.be', 'youtube-nocookie.com'],
  paths: [
    // youtu.be/ID
    (page) =>
      page.site === 'youtu.be' && page.segments.length === 1
        ? watchUrl(page.segments[0], page)
        : null,
    // youtube.com/watch?v=ID
    (page) =>
      page.site === 'youtube.com' && page.segments.length === 1 && page.segments[0] === 'watch'
        ? watchUrl(page.query.get('v'), page)
        : null,
    // youtube.com/{shorts,live,embed,v}/ID and youtube-nocookie.com/embed/ID
    (page) => {
      const [kind, id, ...rest] = page.segments;
      if (rest.length > 0 || page.site === 'youtu.be') return null;
      // /embed/videoseries?list=... is an embedded playlist; `videoseries` is 11 characters long.
      if (id === 'videoseries') return null;
      const kinds = page.site === 'youtube.com' ? ['shorts', 'live', 'embed', 'v'] : ['embed'];
      return kind && kinds.includes(kind) ? watchUrl(id, page) : null;
    },
  ],
});
