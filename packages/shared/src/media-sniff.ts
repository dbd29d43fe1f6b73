/** Audio and video containers recognised by their magic bytes. */
export type MediaContainer =
  | 'wav'
  | 'mp3'
  | 'aac'
  | 'mp4'
  | 'webm'
  | 'ogg'
  | 'flac'
  | 'aiff'
  | 'amr'
  | 'caf'
  | 'asf'
  | 'avi'
  | 'flv'
  | 'mpeg-ts'
  | 'mpeg-ps';

/** What the first bytes of a file say it is. */
export type SniffResult =
  | { family: 'media'; container: MediaContainer; kind: 'audio' | 'video' | 'unknown' }
  | { family: 'other'; description: string }
  | { family: 'unknown' };

const ascii = (bytes: Uint8Array, offset: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((value, index) => bytes[offset + index] === value);

const media = (container: MediaContainer, kind: 'audio' | 'video' | 'unknown'): SniffResult => ({
  family: 'media',
  container,
  kind,
});

// ftyp major brands of audio-only MPEG-4 files; every other brand counts as video.
const AUDIO_MP4_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);

/** True when the 4 bytes at `offset` form a valid MPEG audio (MP1/2/3) frame header. */
export function isMpegAudioFrameHeader(bytes: Uint8Array, offset: number): boolean {
  const b0 = bytes[offset];
  const b1 = bytes[offset + 1];
  const b2 = bytes[offset + 2];
  if (b0 === undefined || b1 === undefined || b2 === undefined) return false;
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 0x03;
  const layer = (b1 >> 1) & 0x03;
  const bitrateIndex = b2 >> 4;
  const sampleRateIndex = (b2 >> 2) & 0x03;
  return version !== 1 && layer !== 0 && bitrateIndex !== 0x0f && sampleRateIndex !== 0x03;
}

/** True when the bytes look like an AAC ADTS frame header (12-bit sync, layer 00). */
function isAdtsHeader(bytes: Uint8Array): boolean {
  const b0 = bytes[0];
  const b1 = bytes[1];
  return b0 === 0xff && b1 !== undefined && (b1 & 0xf6) === 0xf0;
}

function looksLikeText(bytes: Uint8Array): boolean {
  const window = bytes.subarray(0, 4096);
  if (window.length === 0) return false;
  for (const byte of window) {
    const isControl =
      byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d;
    if (isControl || byte === 0x7f) return false;
  }
  // A multi-byte character may be cut at the end of the window; allow up to 3 dangling bytes.
  for (let trim = 0; trim <= 3 && trim < window.length; trim++) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(window.subarray(0, window.length - trim));
      return true;
    } catch {
      // try a shorter window
    }
  }
  return false;
}

/** Identifies a file from its first bytes (a few KiB are enough). Never throws. */
export function sniffMedia(bytes: Uint8Array): SniffResult {
  if (bytes.length === 0) return { family: 'unknown' };
  const head4 = ascii(bytes, 0, 4);
  if (head4 === 'RIFF' || head4 === 'RF64' || head4 === 'BW64') {
    const form = ascii(bytes, 8, 4);
    if (form === 'WAVE') return media('wav', 'audio');
    if (form === 'AVI ') return media('avi', 'video');
    if (form === 'WEBP') return { family: 'other', description: 'WebP image' };
  }
  if (head4 === 'FORM' && ['AIFF', 'AIFC'].includes(ascii(bytes, 8, 4))) {
    return media('aiff', 'audio');
  }
  if (head4 === 'fLaC') return media('flac', 'audio');
  if (head4 === 'OggS') return media('ogg', 'unknown');
  if (head4 === 'caff') return media('caf', 'audio');
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return media('webm', 'unknown');
  if (startsWith(bytes, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11])) {
    return media('asf', 'unknown');
  }
  if (ascii(bytes, 0, 5) === '#!AMR') return media('amr', 'audio');
  if (ascii(bytes, 0, 3) === 'FLV') return media('flv', 'video');
  if (ascii(bytes, 0, 3) === 'ID3') return media('mp3', 'audio');
  const boxType = ascii(bytes, 4, 4);
  if (boxType === 'ftyp') {
    return media('mp4', AUDIO_MP4_BRANDS.has(ascii(bytes, 8, 4)) ? 'audio' : 'video');
  }
  if (boxType === 'moov' || boxType === 'mdat' || boxType === 'wide') return media('mp4', 'video');
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0xba])) return media('mpeg-ps', 'video');
  if (isAdtsHeader(bytes)) return media('aac', 'audio');
  if (isMpegAudioFrameHeader(bytes, 0)) return media('mp3', 'audio');

  if (head4 === '%PDF') return { family: 'other', description: 'PDF document' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    return { family: 'other', description: 'ZIP archive or Office document' };
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return { family: 'other', description: 'legacy Office document' };
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]))
    return { family: 'other', description: 'PNG image' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { family: 'other', description: 'JPEG image' };
  if (ascii(bytes, 0, 4) === 'GIF8') return { family: 'other', description: 'GIF image' };
  if (startsWith(bytes, [0x1f, 0x8b])) return { family: 'other', description: 'gzip archive' };
  if (startsWith(bytes, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) {
    return { family: 'other', description: '7-Zip archive' };
  }
  if (startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46]) || ascii(bytes, 0, 2) === 'MZ') {
    return { family: 'other', description: 'executable program' };
  }
  if (looksLikeText(bytes)) return { family: 'other', description: 'text file' };
  // MPEG transport stream: 188-byte packets, each starting with the sync byte 0x47.
  if (bytes[0] === 0x47 && bytes[188] === 0x47 && (bytes.length < 377 || bytes[376] === 0x47)) {
    return media('mpeg-ts', 'video');
  }
  return { family: 'unknown' };
}
