import { fourCc, type HeaderDuration, type MediaSample, viewOf } from './header-duration.js';

const UNKNOWN_SIZE = 0xffffffff;

/**
 * Duration of a RIFF/RF64 WAVE file: data chunk size divided by the byte rate of the fmt chunk.
 * Walks the chunk list (so LIST, fact, bext... chunks may come first; odd sizes are padded).
 */
export function wavDuration({ sampleBytes, sizeBytes }: MediaSample): HeaderDuration {
  const view = viewOf(sampleBytes);
  const wholeFileInSample = sampleBytes.length >= sizeBytes;
  if (sampleBytes.length < 12 || fourCc(sampleBytes, 8) !== 'WAVE') {
    return { status: 'corrupt', reason: 'the RIFF header is incomplete' };
  }
  let byteRate: number | undefined;
  let ds64DataSize: number | undefined;
  let offset = 12;
  while (offset + 8 <= sampleBytes.length) {
    const id = fourCc(sampleBytes, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'ds64' && body + 16 <= sampleBytes.length) {
      // RF64: the real data size is a 64-bit value after the 64-bit RIFF size.
      ds64DataSize = Number(view.getBigUint64(body + 8, true));
    } else if (id === 'fmt ') {
      if (size < 16 || body + 16 > sampleBytes.length) {
        return { status: 'corrupt', reason: 'the fmt chunk is too short' };
      }
      byteRate = view.getUint32(body + 8, true);
      if (byteRate === 0)
        return { status: 'corrupt', reason: 'the fmt chunk has a byte rate of 0' };
    } else if (id === 'data') {
      if (byteRate === undefined) {
        return { status: 'corrupt', reason: 'the data chunk comes before any fmt chunk' };
      }
      const declared = size === UNKNOWN_SIZE && ds64DataSize !== undefined ? ds64DataSize : size;
      // A streamed or truncated file may declare more (or 0xFFFFFFFF) than it holds.
      const available = Math.max(0, sizeBytes - body);
      const dataSize = declared === UNKNOWN_SIZE ? available : Math.min(declared, available);
      return { status: 'found', durationS: dataSize / byteRate };
    }
    offset = body + size + (size % 2);
  }
  if (wholeFileInSample) return { status: 'corrupt', reason: 'the file has no data chunk' };
  if (byteRate !== undefined) {
    // The data chunk starts beyond the sample: nearly all of the rest of the file is audio.
    return { status: 'found', durationS: Math.max(0, sizeBytes - offset - 8) / byteRate };
  }
  return { status: 'unknown' };
}
