/** Codes of the link-import sources, as the API's `provider` field spells them. */
export type ProviderCode =
  | 'youtube'
  | 'vimeo'
  | 'loom'
  | 'dailymotion'
  | 'tiktok'
  | 'twitch'
  | 'facebook'
  | 'instagram'
  | 'x'
  | 'google_drive'
  | 'dropbox'
  | 'wistia'
  | 'soundcloud'
  | 'direct_url';

/** Codes of the meeting platforms a recording bot can join, as the API's `platform` field spells them. */
export type PlatformCode = 'google_meet' | 'zoom' | 'microsoft_teams' | 'webex';
