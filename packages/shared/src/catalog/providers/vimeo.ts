import { defineSite } from '../site-entry.js';

const videoId = /^\d+$/;
// The privacy hash of an unlisted video, given as a path segment or as `?h=`.
const unlistedHash = /^[0-9a-f]{6,32}$/;

function vimeoUrl(id: string | undefined, hash: string | null | undefined): string | null {
  if (!id || !videoId.test(id)) return null;
  if (hash && !unlistedHash.test(hash)) return null;
  return hash ? `https://vimeo.com/${id}/${hash}` : `https://vimeo.com/${id}`;
}

/** Vimeo videos, including unlisted ones; canonical `https://vimeo.com/ID[/HASH]`. */
export const vimeo = defineSite({
  code: 'vimeo',
  label: 'Vimeo',
  ignoredParams: [
    't',
    'share',
    'fl',
    'fe',
    'autoplay',
    'loop',
    'muted',
    'autopause',
    'badge',
    'player_id',
    'app_id',
    'title',
    'byline',
    'portrait',
  ],
  // The video's number, never the private hash of an unlisted video that follows it.
  titleId: ({ segments }) => segments[0],
  hosts: ['vimeo.com'],
  paths: [
    // player.vimeo.com/video/ID?h=HASH
    (page) => {
      const [kind, id, ...rest] = page.segments;
      return page.host === 'player.vimeo.com' && kind === 'video' && rest.length === 0
        ? vimeoUrl(id, page.query.get('h'))
        : null;
    },
    (page) => {
      if (page.host !== 'vimeo.com' && page.host !== 'www.vimeo.com') return null;
      const s = page.segments;
      const h = page.query.get('h');
      // vimeo.com/ID and vimeo.com/ID/HASH
      if (s.length === 1) return vimeoUrl(s[0], h);
      if (s.length === 2 && videoId.test(s[0] ?? '')) return vimeoUrl(s[0], s[1]);
      // vimeo.com/channels/NAME/ID
      if (s.length === 3 && s[0] === 'channels') return vimeoUrl(s[2], h);
      // vimeo.com/groups/NAME/videos/ID, /showcase/ID/video/ID, /album/ID/video/ID
      if (s.length === 4 && s[0] === 'groups' && s[2] === 'videos') return vimeoUrl(s[3], h);
      if (s.length === 4 && (s[0] === 'showcase' || s[0] === 'album') && s[2] === 'video') {
        return vimeoUrl(s[3], h);
      }
      // vimeo.com/manage/videos/ID (the owner's page of the video)
      if (s.length === 3 && s[0] === 'manage' && s[1] === 'videos') return vimeoUrl(s[2], h);
      return null;
    },
  ],
});
