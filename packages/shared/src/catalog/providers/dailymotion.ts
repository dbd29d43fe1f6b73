import { defineSite, lastSegment } from '../site-entry.js';

const videoId = /^[A-Za-z0-9]{5,20}$/;

// Old links append a title after an underscore: /video/x7tgad0_some-title
function dailymotionUrl(segment: string | null | undefined): string | null {
  const id = segment?.split('_')[0];
  return id && videoId.test(id) ? `https://www.dailymotion.com/video/${id}` : null;
}

/** Dailymotion videos and dai.ly short links; canonical `https://www.dailymotion.com/video/ID`. */
export const dailymotion = defineSite({
  code: 'dailymotion',
  label: 'Dailymotion',
  ignoredParams: ['start', 'playlist', 'autoplay', 'mute', 'queue-enable'],
  titleId: lastSegment,
  hosts: ['dailymotion.com', 'dai.ly'],
  paths: [
    // dai.ly/ID
    (page) =>
      page.site === 'dai.ly' && page.segments.length === 1
        ? dailymotionUrl(page.segments[0])
        : null,
    (page) => {
      if (page.site !== 'dailymotion.com') return null;
      const s = page.segments;
      // dailymotion.com/video/ID and dailymotion.com/embed/video/ID
      if (s.length === 2 && s[0] === 'video') return dailymotionUrl(s[1]);
      if (s.length === 3 && s[0] === 'embed' && s[1] === 'video') return dailymotionUrl(s[2]);
      // geo.dailymotion.com/player.html?video=ID (the current embed player)
      if (page.host === 'geo.dailymotion.com' && s.at(-1)?.endsWith('.html')) {
        return dailymotionUrl(page.query.get('video'));
      }
      return null;
    },
  ],
});
