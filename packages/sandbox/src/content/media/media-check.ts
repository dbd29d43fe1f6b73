import type { TranscriptionFailure } from '../types.js';
import type { MediaSample } from './header-duration.js';
import { type MediaContainer, sniffMedia } from './media-sniff.js';

/** A file the sandbox accepts as a recording. */
export interface AcceptedMedia {
  kind: 'audio' | 'video';
  /** undefined when neither the magic bytes nor anything else named a container. */
  container: MediaContainer | undefined;
}

const MEDIA_EXTENSIONS: Record<string, 'audio' | 'video'> = {
  wav: 'audio',
  mp3: 'audio',
  m4a: 'audio',
  aac: 'audio',
  flac: 'audio',
  ogg: 'audio',
  oga: 'audio',
  opus: 'audio',
  weba: 'audio',
  aif: 'audio',
  aiff: 'audio',
  amr: 'audio',
  caf: 'audio',
  wma: 'audio',
  mka: 'audio',
  mp4: 'video',
  m4v: 'video',
  mov: 'video',
  webm: 'video',
  mkv: 'video',
  avi: 'video',
  wmv: 'video',
  asf: 'video',
  flv: 'video',
  mpg: 'video',
  mpeg: 'video',
  ts: 'video',
  mts: 'video',
  m2ts: 'video',
  '3gp': 'video',
};

const SUPPORTED_HINT =
  'Upload an audio or video recording: WAV, MP3, M4A/MP4/MOV, WebM/MKV, OGG/Opus, FLAC, AAC, ' +
  'AIFF, AMR, WMA/WMV, AVI, FLV or MPEG-TS.';

/** The file's kind according to its declared MIME type or its extension, if either says. */
function declaredKind(mime: string | null | undefined, filename: string | null | undefined) {
  const type = (mime ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  const extension = (filename ?? '').toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  return extension ? MEDIA_EXTENSIONS[extension] : undefined;
}

/**
 * Decides whether an upload is a recording. Magic bytes win; the declared MIME type and the
 * file extension only decide when the bytes are not recognised (raw or exotic formats).
 */
export function checkMedia(
  sample: MediaSample & { mime?: string | null; filename?: string | null },
): AcceptedMedia | TranscriptionFailure {
  if (sample.sizeBytes === 0) {
    return {
      error: 'The uploaded file is empty (0 bytes).',
      error_code: 'empty_file',
      error_hint: 'Upload the recording again; the file that arrived contains no data.',
    };
  }
  const sniffed = sniffMedia(sample.sampleBytes);
  const declared = declaredKind(sample.mime, sample.filename);
  if (sniffed.family === 'media') {
    const kind = sniffed.kind === 'unknown' ? (declared ?? 'audio') : sniffed.kind;
    return { kind, container: sniffed.container };
  }
  if (sniffed.family === 'unknown' && declared) return { kind: declared, container: undefined };
  const what =
    sniffed.family === 'other'
      ? `a ${sniffed.description}`
      : `of an unrecognised type${sample.mime ? ` (${sample.mime})` : ''}`;
  return {
    error: `The file is not an audio or video recording: it is ${what}.`,
    error_code: 'unsupported_media',
    error_hint: SUPPORTED_HINT,
  };
}
