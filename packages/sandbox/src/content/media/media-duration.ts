import { flacDuration } from './flac-duration.js';
import type { HeaderDuration, MediaSample } from './header-duration.js';
import type { MediaContainer } from './media-sniff.js';
import { mp4Duration } from './mp4-duration.js';
import { mpegAudioDuration } from './mpeg-audio-duration.js';
import { wavDuration } from './wav-duration.js';
import { webmDuration } from './webm-duration.js';

/** Estimated durations never go below this, so tiny test files still yield some speech. */
export const MIN_ESTIMATED_DURATION_S = 60;

// Typical bit rates (bits per second) used when a header does not state the duration.
const AUDIO_BITRATE: Partial<Record<MediaContainer, number>> = {
  wav: 1_411_200,
  aiff: 1_411_200,
  flac: 800_000,
  caf: 256_000,
  ogg: 96_000,
  webm: 96_000,
  amr: 12_200,
};
const DEFAULT_AUDIO_BITRATE = 128_000;
const DEFAULT_VIDEO_BITRATE = 2_000_000;

/** A duration and where it came from. */
export interface MediaDuration {
  durationS: number;
  /** 'header' when read from the container, 'estimate' when guessed from size and bit rate. */
  source: 'header' | 'estimate';
}

const HEADER_PARSERS: Partial<Record<MediaContainer, (sample: MediaSample) => HeaderDuration>> = {
  wav: wavDuration,
  mp3: mpegAudioDuration,
  flac: flacDuration,
  mp4: mp4Duration,
  webm: webmDuration,
};

/** Duration of a media file: from its header when the container says, else estimated. */
export function mediaDuration(
  sample: MediaSample,
  container: MediaContainer | undefined,
  kind: 'audio' | 'video',
): MediaDuration | { corrupt: string } {
  const parser = container ? HEADER_PARSERS[container] : undefined;
  let measured: number | undefined;
  if (parser) {
    const found = parser(sample);
    if (found.status === 'found') return { durationS: found.durationS, source: 'header' };
    if (found.status === 'corrupt') return { corrupt: found.reason };
    measured = found.bitsPerSecond;
  }
  const bitrate =
    measured ??
    (kind === 'video'
      ? DEFAULT_VIDEO_BITRATE
      : ((container && AUDIO_BITRATE[container]) ?? DEFAULT_AUDIO_BITRATE));
  const estimate = (sample.sizeBytes * 8) / bitrate;
  return { durationS: Math.max(MIN_ESTIMATED_DURATION_S, estimate), source: 'estimate' };
}
