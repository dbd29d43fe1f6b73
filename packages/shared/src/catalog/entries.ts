import type { PlatformCode, ProviderCode } from './codes.js';
import { googleMeet } from './platforms/google-meet.js';
import { microsoftTeams } from './platforms/microsoft-teams.js';
import { webex } from './platforms/webex.js';
import { zoom } from './platforms/zoom.js';
import { dailymotion } from './providers/dailymotion.js';
import { directUrl } from './providers/direct-url.js';
import { dropbox } from './providers/dropbox.js';
import { facebook } from './providers/facebook.js';
import { googleDrive } from './providers/google-drive.js';
import { instagram } from './providers/instagram.js';
import { loom } from './providers/loom.js';
import { soundcloud } from './providers/soundcloud.js';
import { tiktok } from './providers/tiktok.js';
import { twitch } from './providers/twitch.js';
import { vimeo } from './providers/vimeo.js';
import { wistia } from './providers/wistia.js';
import { x } from './providers/x.js';
import { youtube } from './providers/youtube.js';
import type { SiteEntry } from './site-entry.js';

/** Link-import sources with their own hosts, in the order they are tried. */
export const hostedProviderEntries: readonly SiteEntry<ProviderCode>[] = [
  youtube,
  vimeo,
  loom,
  dailymotion,
  tiktok,
  twitch,
  facebook,
  instagram,
  x,
  googleDrive,
  dropbox,
  wistia,
  soundcloud,
];

/** The fallback for media files on hosts that no other entry claims. */
export const directUrlEntry: SiteEntry<ProviderCode> = directUrl;

/** Meeting platforms a recording bot can join. */
export const platformEntries: readonly SiteEntry<PlatformCode>[] = [
  googleMeet,
  zoom,
  microsoftTeams,
  webex,
];
