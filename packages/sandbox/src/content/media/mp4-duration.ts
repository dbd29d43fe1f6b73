import { fourCc, type HeaderDuration, type MediaSample, viewOf } from './header-duration.js';

interface Box {
  type: string;
  start: number;
  bodyStart: number;
  end: number;
}

/** The boxes between `from` and `to`, stopping where the sample ends. */
function* boxes(bytes: Uint8Array, from: number, to: number, fileSize: number): Generator<Box> {
  const view = viewOf(bytes);
  let offset = from;
  while (offset + 8 <= Math.min(to, bytes.length)) {
    let size = view.getUint32(offset);
    const type = fourCc(bytes, offset + 4);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > bytes.length) return;
      size = Number(view.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = fileSize - offset; // the box runs to the end of the file
    }
    if (size < header) return;
    yield { type, start: offset, bodyStart: offset + header, end: offset + size };
    offset += size;
  }
}

/** Duration of an MP4/M4A/MOV file from the movie header (moov/mvhd), when it is in the sample. */
export function mp4Duration({ sampleBytes, sizeBytes }: MediaSample): HeaderDuration {
  for (const box of boxes(sampleBytes, 0, sampleBytes.length, sizeBytes)) {
    if (box.type !== 'moov') continue;
    for (const child of boxes(sampleBytes, box.bodyStart, box.end, sizeBytes)) {
      if (child.type !== 'mvhd') continue;
      const view = viewOf(sampleBytes);
      const at = child.bodyStart;
      const version = sampleBytes[at];
      const needed = version === 1 ? 32 : 20;
      if (at + needed > sampleBytes.length) return { status: 'unknown' };
      const timescale = view.getUint32(version === 1 ? at + 20 : at + 12);
      const duration = version === 1 ? Number(view.getBigUint64(at + 24)) : view.getUint32(at + 16);
      if (timescale === 0) return { status: 'corrupt', reason: 'the movie header has timescale 0' };
      // Fragmented files leave the movie duration at 0 (or all ones).
      if (duration === 0 || duration === 0xffffffff) return { status: 'unknown' };
      return { status: 'found', durationS: duration / timescale };
    }
  }
  // moov is often written at the end of the file, out of the sample's reach.
  return { status: 'unknown' };
}
