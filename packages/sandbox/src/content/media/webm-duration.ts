import type { HeaderDuration, MediaSample } from './header-duration.js';

// Matroska/WebM element ids (with their length-marker bits, as they appear in the file).
const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_NUMBER = 0xd7;
const CODEC_ID = 0x86;
const DEFAULT_DURATION = 0x23e383;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
const BLOCK_DURATION = 0x9b;
// Elements that sit directly in the Segment: they end a Cluster of unknown size.
const SEGMENT_CHILDREN = new Set([
  CLUSTER,
  INFO,
  TRACKS,
  0x114d9b74, // SeekHead
  0x1c53bb6b, // Cues
  0x1941a469, // Attachments
  0x1043a770, // Chapters
  0x1254c367, // Tags
]);

interface Element {
  id: number;
  /** Where the body starts. */
  body: number;
  /** Where the body ends; null when the size is "unknown" (live streams, MediaRecorder). */
  end: number | null;
}

/** A variable-length integer: its value (markers kept for ids) and its length in bytes. */
function readVint(bytes: Uint8Array, at: number, keepMarker: boolean) {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23; // 1..8
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    const byte = bytes[at + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readElement(bytes: Uint8Array, at: number): Element | null {
  const id = readVint(bytes, at, true);
  if (!id || id.length > 4) return null;
  const size = readVint(bytes, at + id.length, false);
  if (!size) return null;
  const body = at + id.length + size.length;
  return { id: id.value, body, end: size.unknown ? null : body + size.value };
}

const readUint = (bytes: Uint8Array, from: number, to: number): number => {
  let value = 0;
  for (let i = from; i < to; i += 1) value = value * 256 + (bytes[i] ?? 0);
  return value;
};

function readFloat(bytes: Uint8Array, from: number, to: number): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset + from, to - from);
  if (to - from === 4) return view.getFloat32(0);
  if (to - from === 8) return view.getFloat64(0);
  return null;
}

/** The children of a sized element, stopping where the sample ends. */
function* children(bytes: Uint8Array, from: number, to: number): Generator<Element> {
  let at = from;
  while (at < Math.min(to, bytes.length)) {
    const element = readElement(bytes, at);
    if (!element || element.end === null) return;
    yield element;
    at = element.end;
  }
}

/** Milliseconds of audio in one Opus packet, from its TOC byte (RFC 6716, 3.1). */
export function opusPacketMs(packet: Uint8Array): number | null {
  const toc = packet[0];
  if (toc === undefined) return null;
  const config = toc >> 3;
  const frameMs =
    config < 12
      ? [10, 20, 40, 60][config % 4]
      : config < 16
        ? [10, 20][config % 2]
        : [2.5, 5, 10, 20][config % 4];
  const code = toc & 0x03;
  const frames = code === 0 ? 1 : code === 3 ? (packet[1] ?? 0) & 0x3f : 2;
  return (frameMs ?? 0) * frames;
}

interface Track {
  opus: boolean;
  /** Duration of one frame in ns, when the track states it. */
  defaultDurationNs: number | null;
}

function readTracks(bytes: Uint8Array, tracks: Element): Map<number, Track> {
  const found = new Map<number, Track>();
  for (const entry of children(bytes, tracks.body, tracks.end ?? bytes.length)) {
    if (entry.id !== TRACK_ENTRY || entry.end === null) continue;
    let number = 0;
    const track: Track = { opus: false, defaultDurationNs: null };
    for (const field of children(bytes, entry.body, entry.end)) {
      const end = field.end ?? field.body;
      if (field.id === TRACK_NUMBER) number = readUint(bytes, field.body, end);
      if (field.id === CODEC_ID) {
        track.opus = String.fromCharCode(...bytes.subarray(field.body, end)) === 'A_OPUS';
      }
      if (field.id === DEFAULT_DURATION) track.defaultDurationNs = readUint(bytes, field.body, end);
    }
    found.set(number, track);
  }
  return found;
}

/** End (in timecode units) of the block whose body is [from, to), or null when unreadable. */
function blockEnd(
  bytes: Uint8Array,
  from: number,
  to: number,
  clusterTime: number,
  tracks: Map<number, Track>,
  scaleNs: number,
  statedDuration: number | null,
): number | null {
  const track = readVint(bytes, from, false);
  if (!track || from + track.length + 3 > Math.min(to, bytes.length)) return null;
  const at = from + track.length;
  const relative = (((bytes[at] ?? 0) << 24) >> 16) | (bytes[at + 1] ?? 0); // signed 16-bit
  const start = clusterTime + relative;
  if (statedDuration !== null) return start + statedDuration;
  const info = tracks.get(track.value);
  const lacing = ((bytes[at + 2] ?? 0) >> 1) & 0x03;
  const laced = lacing === 0 ? 1 : (bytes[at + 3] ?? 0) + 1;
  let lengthNs = (info?.defaultDurationNs ?? 0) * laced;
  if (info?.opus && lacing === 0) {
    const ms = opusPacketMs(bytes.subarray(at + 3, Math.min(to, bytes.length)));
    if (ms !== null) lengthNs = ms * 1e6;
  }
  return start + lengthNs / scaleNs;
}

/**
 * Duration of a WebM/Matroska file. The Segment's Info may state it (`Duration`); a recording
 * made by a browser's MediaRecorder does not (it is written live), so then the blocks are walked
 * and the last one's end is the duration — possible only when the whole file is in the sample.
 */
export function webmDuration({ sampleBytes: bytes, sizeBytes }: MediaSample): HeaderDuration {
  const wholeFile = bytes.length >= sizeBytes;
  const header = readElement(bytes, 0);
  // An id and a size take at most 12 bytes: a shorter sample of a longer file says nothing.
  if (!header && !wholeFile && bytes.length < 12) return { status: 'unknown' };
  if (!header || header.id !== EBML || header.end === null) {
    return { status: 'corrupt', reason: 'the EBML header is unreadable' };
  }
  const segment = readElement(bytes, header.end);
  if (!segment) {
    return wholeFile
      ? { status: 'corrupt', reason: 'the file has no Segment' }
      : { status: 'unknown' };
  }
  if (segment.id !== SEGMENT) return { status: 'corrupt', reason: 'the file has no Segment' };
  const segmentEnd = Math.min(segment.end ?? bytes.length, bytes.length);
  let scaleNs = 1_000_000;
  let tracks = new Map<number, Track>();
  let lastEnd: number | null = null;
  // Where the blocks start and where the last whole one ends, for the bit rate of a partial sample.
  let firstBlockAt: number | null = null;
  let lastBlockEndAt = 0;
  let at = segment.body;
  while (at < segmentEnd) {
    const element = readElement(bytes, at);
    if (!element) break;
    if (element.id === INFO) {
      const infoEnd = element.end ?? bytes.length;
      let duration: number | null = null;
      for (const field of children(bytes, element.body, infoEnd)) {
        const end = field.end ?? field.body;
        if (field.id === TIMECODE_SCALE) scaleNs = readUint(bytes, field.body, end) || scaleNs;
        if (field.id === DURATION) duration = readFloat(bytes, field.body, end);
      }
      if (duration !== null && Number.isFinite(duration) && duration > 0) {
        return { status: 'found', durationS: (duration * scaleNs) / 1e9 };
      }
    } else if (element.id === TRACKS) {
      tracks = readTracks(bytes, element);
    } else if (element.id === CLUSTER) {
      const walked = walkCluster(bytes, element, tracks, scaleNs);
      if (walked.lastEnd !== null) {
        lastEnd = Math.max(lastEnd ?? 0, walked.lastEnd);
        firstBlockAt ??= element.body;
        lastBlockEndAt = walked.lastBlockEndAt;
      }
      at = walked.next;
      continue;
    }
    if (element.end === null) break;
    at = element.end;
  }
  if (!wholeFile) {
    // The size then decides; the bit rate of the blocks seen makes that estimate close
    // (MediaRecorder's Opus runs at a steady rate), when they span a second or more.
    const spanS = ((lastEnd ?? 0) * scaleNs) / 1e9;
    if (firstBlockAt === null || spanS < 1) return { status: 'unknown' };
    return { status: 'unknown', bitsPerSecond: ((lastBlockEndAt - firstBlockAt) * 8) / spanS };
  }
  if (lastEnd === null) return { status: 'found', durationS: 0 };
  return { status: 'found', durationS: (lastEnd * scaleNs) / 1e9 };
}

/** The end of the cluster's last block (timecode units) and where the next element starts. */
function walkCluster(
  bytes: Uint8Array,
  cluster: Element,
  tracks: Map<number, Track>,
  scaleNs: number,
): { lastEnd: number | null; lastBlockEndAt: number; next: number } {
  const limit = Math.min(cluster.end ?? bytes.length, bytes.length);
  let time = 0;
  let lastEnd: number | null = null;
  let lastBlockEndAt = cluster.body;
  let at = cluster.body;
  while (at < limit) {
    const element = readElement(bytes, at);
    // A cluster of unknown size ends where the next Segment-level element begins.
    if (!element || (cluster.end === null && SEGMENT_CHILDREN.has(element.id))) break;
    // A block cut off by the end of the file (a crash) is dropped, not guessed.
    if (element.end === null || element.end > bytes.length) break;
    if (element.id === CLUSTER_TIMECODE) time = readUint(bytes, element.body, element.end);
    let end: number | null = null;
    if (element.id === SIMPLE_BLOCK) {
      end = blockEnd(bytes, element.body, element.end, time, tracks, scaleNs, null);
    } else if (element.id === BLOCK_GROUP) {
      let block: Element | null = null;
      let stated: number | null = null;
      for (const part of children(bytes, element.body, element.end)) {
        if (part.id === BLOCK) block = part;
        if (part.id === BLOCK_DURATION) stated = readUint(bytes, part.body, part.end ?? part.body);
      }
      if (block?.end) end = blockEnd(bytes, block.body, block.end, time, tracks, scaleNs, stated);
    }
    if (end !== null) {
      lastEnd = Math.max(lastEnd ?? 0, end);
      lastBlockEndAt = element.end;
    }
    at = element.end;
  }
  return { lastEnd, lastBlockEndAt, next: cluster.end ?? at };
}
