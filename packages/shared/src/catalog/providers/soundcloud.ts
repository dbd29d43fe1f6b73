import { defineSite } from '../site-entry.js';

const slug = /^[A-Za-z0-9_-]+$/;
const secretToken = /^s-[A-Za-z0-9]+$/;
// First path segments that are site sections, not artists.
const sections = new Set([
  'discover',
  'search',
  'stream',
  'feed',
  'you',
  'upload',
  'charts',
  'pages',
  'settings',
  'messages',
  'notifications',
  'people',
  'tags',
  'stations',
  'jobs',
  'pro',
  'mobile',
  'imprint',
  'terms-of-use',
  'creators',
  'artists',
  'signin',
  'logout',
  'connect',
]);
// Second path segments that are tabs of an artist page, not tracks.
const artistTabs = new Set([
  'sets',
  'tracks',
  'albums',
  'popular-tracks',
  'reposts',
  'likes',
  'followers',
  'following',
  'comments',
  'spotlight',
  'toptracks',
]);

/**
 * SoundCloud tracks (`/ARTIST/TRACK`, private ones with their `s-...` token) and
 * on.soundcloud.com short links. Artist pages and sets (playlists) are not matched.
 */
export const soundcloud = defineSite({
  code: 'soundcloud',
  label: 'SoundCloud',
  ignoredParams: ['si', 'in', 'utm_source', 'p', 'c', 't'],
  // The track's name, never the secret token of a private track that follows it.
  titleId: ({ segments }) => segments[1],
  hosts: ['soundcloud.com'],
  paths: [
    (page) => {
      const [code, ...rest] = page.segments;
      return page.host === 'on.soundcloud.com' && code && rest.length === 0 && slug.test(code)
        ? `https://on.soundcloud.com/${code}`
        : null;
    },
    (page) => {
      const allowed = ['soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com'];
      if (!allowed.includes(page.host)) return null;
      const [artist, track, secret, ...rest] = page.segments;
      if (!artist || !track || rest.length > 0) return null;
      if (
        !slug.test(artist) ||
        !slug.test(track) ||
        sections.has(artist) ||
        artistTabs.has(track)
      ) {
        return null;
      }
      if (secret === undefined) return `https://soundcloud.com/${artist}/${track}`;
      return secretToken.test(secret)
        ? `https://soundcloud.com/${artist}/${track}/${secret}`
        : null;
    },
  ],
});
