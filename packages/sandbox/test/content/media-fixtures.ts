// Builders of small but valid media headers for the content tests.

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));
const u32le = (value: number): number[] => [
  value & 0xff,
  (value >>> 8) & 0xff,
  (value >>> 16) & 0xff,
  (value >>> 24) & 0xff,
];
const u16le = (value: number): number[] => [value & 0xff, (value >>> 8) & 0xff];
const u32be = (value: number): number[] => u32le(value).reverse();

/** A RIFF chunk, padded to an even length as the format requires. */
export function riffChunk(id: string, body: number[] | Uint8Array): number[] {
  const bytes = [...body];
  return [...ascii(id), ...u32le(bytes.length), ...bytes, ...(bytes.length % 2 ? [0] : [])];
}

/** Options of a generated WAV file. */
export interface WavOptions {
  seconds: number;
  sampleRate?: number;
  channels?: number;
  bitsPerSample?: number;
  /** Chunks placed between fmt and data (LIST, fact, junk with odd sizes...). */
  extraChunks?: number[][];
  /** Chunks placed before fmt. */
  leadingChunks?: number[][];
  /** Fill of the audio data (default: a deterministic ramp). */
  fill?: number;
}

/** A PCM WAV file whose data chunk holds exactly `seconds` of audio. */
export function makeWav(options: WavOptions): Uint8Array {
  const sampleRate = options.sampleRate ?? 8000;
  const channels = options.channels ?? 1;
  const bits = options.bitsPerSample ?? 16;
  const blockAlign = (channels * bits) / 8;
  const byteRate = sampleRate * blockAlign;
  const dataLength = Math.round(options.seconds * sampleRate) * blockAlign;
  const fmt = riffChunk('fmt ', [
    ...u16le(1),
    ...u16le(channels),
    ...u32le(sampleRate),
    ...u32le(byteRate),
    ...u16le(blockAlign),
    ...u16le(bits),
  ]);
  const data = new Uint8Array(dataLength).map((_, index) => options.fill ?? (index * 31) % 251);
  const body = [
    ...ascii('WAVE'),
    ...(options.leadingChunks ?? []).flat(),
    ...fmt,
    ...(options.extraChunks ?? []).flat(),
    ...ascii('data'),
    ...u32le(dataLength),
  ];
  const header = [...ascii('RIFF'), ...u32le(body.length + dataLength), ...body];
  const file = new Uint8Array(header.length + dataLength);
  file.set(header);
  file.set(data, header.length);
  return file;
}

/** A LIST/INFO chunk with a title, as audio editors write before the data chunk. */
export function listInfoChunk(title: string): number[] {
  const name = [...ascii(title), 0];
  return riffChunk('LIST', [...ascii('INFO'), ...riffChunk('INAM', name)]);
}

/** A FLAC file start: "fLaC" + a last-block STREAMINFO with the given rate and sample count. */
export function makeFlacHeader(sampleRate: number, totalSamples: number): Uint8Array {
  const info = new Uint8Array(34);
  info.set([0x10, 0x00, 0x10, 0x00]); // min/max block size 4096
  // Bits 80..99 sample rate, 100..102 channels-1, 103..107 bps-1, 108..143 total samples.
  const packed = (BigInt(sampleRate) << 44n) | (1n << 41n) | (15n << 36n) | BigInt(totalSamples);
  for (let index = 0; index < 8; index++) {
    info[10 + index] = Number((packed >> BigInt(56 - index * 8)) & 0xffn);
  }
  return new Uint8Array([...ascii('fLaC'), 0x80, 0x00, 0x00, 34, ...info]);
}

/** An MP4 start: ftyp, then moov with an mvhd (version 0) of the given timescale and duration. */
export function makeMp4Header(brand: string, timescale: number, duration: number): Uint8Array {
  const box = (type: string, body: number[]): number[] => [
    ...u32be(8 + body.length),
    ...ascii(type),
    ...body,
  ];
  const mvhd = box('mvhd', [
    0,
    0,
    0,
    0, // version 0, flags
    ...u32be(0), // creation time
    ...u32be(0), // modification time
    ...u32be(timescale),
    ...u32be(duration),
    ...new Array(80).fill(0),
  ]);
  const ftyp = box('ftyp', [...ascii(brand), ...u32be(0), ...ascii('isom')]);
  return new Uint8Array([...ftyp, ...box('moov', mvhd)]);
}

/** An MP3 start: an ID3v2 tag of `tagBytes` then MPEG-1 Layer III frame headers at `kbps`. */
export function makeMp3Header(kbps: 128 | 320, tagBytes = 0): Uint8Array {
  const bitrateIndex = kbps === 128 ? 9 : 14;
  const frame = [0xff, 0xfb, (bitrateIndex << 4) | (0 << 2), 0x64];
  const tag =
    tagBytes > 0
      ? [
          ...ascii('ID3'),
          4,
          0,
          0,
          (tagBytes >> 21) & 0x7f,
          (tagBytes >> 14) & 0x7f,
          (tagBytes >> 7) & 0x7f,
          tagBytes & 0x7f,
          ...new Array(tagBytes).fill(0),
        ]
      : [];
  return new Uint8Array([...tag, ...frame, ...new Array(400).fill(0x55)]);
}

/** Bytes of a text as UTF-8. */
export const textBytes = (text: string): Uint8Array => new TextEncoder().encode(text);
