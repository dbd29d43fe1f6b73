import { fourCc, type HeaderDuration, type MediaSample, viewOf } from './header-duration.js';
import { isMpegAudioFrameHeader } from './media-sniff.js';

// kbit/s by [MPEG-1 ? 0 : 1][layer 1..3 -> 0..2][bitrate index].
const BITRATES: readonly (readonly (readonly number[])[])[] = [
  [
    [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  ],
  [
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
];
const SAMPLE_RATES: Record<number, readonly number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

/** Bytes taken by ID3v2 tags at the start of the file (0 when there is none). */
function id3v2Length(bytes: Uint8Array): number {
  if (fourCc(bytes, 0).slice(0, 3) !== 'ID3' || bytes.length < 10) return 0;
  // The size is "synchsafe": 4 bytes of 7 bits each.
  const size =
    (((bytes[6] ?? 0) & 0x7f) << 21) |
    (((bytes[7] ?? 0) & 0x7f) << 14) |
    (((bytes[8] ?? 0) & 0x7f) << 7) |
    ((bytes[9] ?? 0) & 0x7f);
  const hasFooter = ((bytes[5] ?? 0) & 0x10) !== 0;
  return 10 + size + (hasFooter ? 10 : 0);
}

/**
 * Duration of an MP3 (or MP1/MP2) file from its first frame: the frame count of a Xing/Info
 * header when present (VBR files), otherwise file size over the frame's bitrate (CBR).
 */
export function mpegAudioDuration({ sampleBytes, sizeBytes }: MediaSample): HeaderDuration {
  const tagLength = id3v2Length(sampleBytes);
  let frame = tagLength;
  // Tolerate a little padding between the tag and the first frame.
  const searchEnd = Math.min(sampleBytes.length - 4, tagLength + 4096);
  while (frame <= searchEnd && !isMpegAudioFrameHeader(sampleBytes, frame)) frame++;
  if (frame > searchEnd) return { status: 'unknown' };
  const b1 = sampleBytes[frame + 1] ?? 0;
  const b2 = sampleBytes[frame + 2] ?? 0;
  const version = (b1 >> 3) & 0x03;
  const layerIndex = 3 - ((b1 >> 1) & 0x03);
  const kbps = BITRATES[version === 3 ? 0 : 1]?.[layerIndex]?.[b2 >> 4] ?? 0;
  const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 0x03] ?? 0;
  if (sampleRate === 0) return { status: 'unknown' };
  const samplesPerFrame = layerIndex === 0 ? 384 : layerIndex === 2 && version !== 3 ? 576 : 1152;
  for (const marker of ['Xing', 'Info']) {
    const at = findAscii(sampleBytes, marker, frame + 4, frame + 64);
    if (at >= 0 && at + 12 <= sampleBytes.length) {
      const view = viewOf(sampleBytes);
      const hasFrameCount = (view.getUint32(at + 4) & 0x1) !== 0;
      if (hasFrameCount) {
        return {
          status: 'found',
          durationS: (view.getUint32(at + 8) * samplesPerFrame) / sampleRate,
        };
      }
    }
  }
  if (kbps === 0) return { status: 'unknown' }; // "free" bitrate
  return { status: 'found', durationS: ((sizeBytes - frame) * 8) / (kbps * 1000) };
}

function findAscii(bytes: Uint8Array, text: string, from: number, to: number): number {
  const end = Math.min(to, bytes.length - text.length);
  for (let index = from; index <= end; index++) {
    if (fourCc(bytes, index).startsWith(text)) return index;
  }
  return -1;
}
