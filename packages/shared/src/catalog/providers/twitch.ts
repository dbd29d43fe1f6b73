import { defineSite, lastSegment } from '../site-entry.js';

const videoId = /^\d+$/;
const clipSlug = /^[A-Za-z0-9_-]+$/;

function vodUrl(id: string | null | undefined): string | null {
  return id && videoId.test(id) ? `https://www.twitch.tv/videos/${id}` : null;
}

function clipUrl(slug: string | null | undefined): string | null {
  return slug && clipSlug.test(slug) ? `https://clips.twitch.tv/${slug}` : null;
}

/**
 * Twitch past broadcasts (canonical `https://www.twitch.tv/videos/ID`) and clips (canonical
 * `https://clips.twitch.tv/SLUG`). Live channels are not imports.
 */
export const twitch = defineSite({
  code: 'twitch',
  label: 'Twitch',
  ignoredParams: ['t', 'filter', 'sort', 'autoplay', 'parent', 'muted'],
  titleId: lastSegment,
  hosts: ['twitch.tv'],
  paths: [
    (page) => {
      if (page.host !== 'clips.twitch.tv') return null;
      const [first, ...rest] = page.segments;
      if (rest.length > 0) return null;
      // clips.twitch.tv/embed?clip=SLUG and clips.twitch.tv/SLUG
      return first === 'embed' ? clipUrl(page.query.get('clip')) : clipUrl(first);
    },
    (page) => {
      // player.twitch.tv/?video=v123 (embed player of a past broadcast)
      if (page.host !== 'player.twitch.tv' || page.segments.length > 0) return null;
      return vodUrl(page.query.get('video')?.replace(/^v/, ''));
    },
    (page) => {
      if (page.host === 'clips.twitch.tv' || page.host === 'player.twitch.tv') return null;
      const s = page.segments;
      // twitch.tv/videos/ID, twitch.tv/USER/clip/SLUG, m.twitch.tv/clip/SLUG
      if (s.length === 2 && s[0] === 'videos') return vodUrl(s[1]);
      if (s.length === 3 && s[1] === 'clip') return clipUrl(s[2]);
      if (s.length === 2 && s[0] === 'clip') return clipUrl(s[1]);
      return null;
    },
  ],
});
