import { fourCc, type HeaderDuration, type MediaSample } from './header-duration.js';

/** Duration of a FLAC file from its STREAMINFO block: total samples over sample rate. */
export function flacDuration({ sampleBytes }: MediaSample): HeaderDuration {
  if (fourCc(sampleBytes, 0) !== 'fLaC') return { status: 'unknown' };
  if (sampleBytes.length < 26)
    return { status: 'corrupt', reason: 'the STREAMINFO block is missing' };
  if (((sampleBytes[4] ?? 0) & 0x7f) !== 0) {
    return { status: 'corrupt', reason: 'the first metadata block is not STREAMINFO' };
  }
  const byte = (index: number): number => sampleBytes[8 + index] ?? 0;
  // STREAMINFO bits 80..99: sample rate; 108..143: total samples (36 bits).
  const sampleRate = (byte(10) << 12) | (byte(11) << 4) | (byte(12) >> 4);
  const lowBits = ((byte(14) << 24) | (byte(15) << 16) | (byte(16) << 8) | byte(17)) >>> 0;
  const totalSamples = (byte(13) & 0x0f) * 2 ** 32 + lowBits;
  if (sampleRate === 0) return { status: 'corrupt', reason: 'the sample rate is 0' };
  // 0 total samples means "unknown" in FLAC.
  if (totalSamples === 0) return { status: 'unknown' };
  return { status: 'found', durationS: totalSamples / sampleRate };
}
