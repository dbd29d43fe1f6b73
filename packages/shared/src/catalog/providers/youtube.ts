import { defineSite } from '../site-entry.js';

const videoId = /^[A-Za-z0-9_-]{11}$/;

// The video alone: a start time or the playlist it was opened from is not another recording.
function watchUrl(id: string | undefined | null): string | null {
  return id && videoId.test(id) ? `https://www.youtube.com/watch?v=${id}` : null;
}

/** YouTube videos, Shorts, lives and embeds; canonical `https://www.youtube.com/watch?v=ID`. */
export const youtube = defineSite({
  code: 'youtube',
  label: 'YouTube',
  ignoredParams: [
    't',
    'start',
    'end',
    'list',
    'index',
    'pp',
    'si',
    'feature',
    'ab_channel',
    'start_radio',
    'rv',
    'app',
    'embeds_referring_euri',
    'autoplay',
  ],
  titleId: ({ query }) => query.get('v'),
  hosts: ['youtube.com', 'youtu.be', 'youtube-nocookie.com'],
  paths: [
    // youtu.be/ID
    (page) =>
      page.site === 'youtu.be' && page.segments.length === 1 ? watchUrl(page.segments[0]) : null,
    // youtube.com/watch?v=ID
    (page) =>
      page.site === 'youtube.com' && page.segments.length === 1 && page.segments[0] === 'watch'
        ? watchUrl(page.query.get('v'))
        : null,
    // youtube.com/{shorts,live,embed,v}/ID and youtube-nocookie.com/embed/ID
    (page) => {
      const [kind, id, ...rest] = page.segments;
      if (rest.length > 0 || page.site === 'youtu.be') return null;
      // /embed/videoseries?list=... is an embedded playlist; `videoseries` is 11 characters long.
      if (id === 'videoseries') return null;
      const kinds = page.site === 'youtube.com' ? ['shorts', 'live', 'embed', 'v'] : ['embed'];
      return kind && kinds.includes(kind) ? watchUrl(id) : null;
    },
  ],
});
