import { type MediaContainer, sniffMedia } from './media-sniff.js';

const AUDIO_TYPES: Record<MediaContainer, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
  mp4: 'audio/mp4',
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  aiff: 'audio/aiff',
  amr: 'audio/amr',
  caf: 'audio/x-caf',
  asf: 'audio/x-ms-wma',
  avi: 'video/x-msvideo',
  flv: 'video/x-flv',
  'mpeg-ts': 'video/mp2t',
  'mpeg-ps': 'video/mpeg',
};

const VIDEO_TYPES: Partial<Record<MediaContainer, string>> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogg: 'video/ogg',
  asf: 'video/x-ms-asf',
};

/**
 * The type to serve stored bytes as, decided from the bytes alone (never from what the uploader
 * declared): an audio or video type for a recognised container, `application/octet-stream` for
 * anything else — so an uploaded HTML page is never served as a page.
 */
export function servedType(head: Uint8Array): string {
  const sniffed = sniffMedia(head);
  if (sniffed.family !== 'media') return 'application/octet-stream';
  if (sniffed.kind === 'video')
    return VIDEO_TYPES[sniffed.container] ?? AUDIO_TYPES[sniffed.container];
  return AUDIO_TYPES[sniffed.container];
}
