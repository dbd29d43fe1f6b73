import { describe, expect, test } from 'vitest';
import { checkMedia, sniffMedia } from '../../src/content/index.js';
import { MIN_ESTIMATED_DURATION_S, mediaDuration } from '../../src/content/media/media-duration.js';
import { wavDuration } from '../../src/content/media/wav-duration.js';
import {
  listInfoChunk,
  makeFlacHeader,
  makeMp3Header,
  makeMp4Header,
  makeWav,
  riffChunk,
  textBytes,
} from './media-fixtures.js';

const bytes = (...values: number[]): Uint8Array =>
  new Uint8Array([...values, ...new Array(64).fill(0)]);

describe('sniffMedia', () => {
  const cases: Array<[string, { given: Uint8Array; want: string }]> = [
    ['WAV', { given: makeWav({ seconds: 0.1 }), want: 'wav' }],
    ['MP3 with ID3 tag', { given: makeMp3Header(128, 20), want: 'mp3' }],
    ['MP3 frame sync', { given: makeMp3Header(320), want: 'mp3' }],
    ['M4A', { given: makeMp4Header('M4A ', 1000, 5000), want: 'mp4' }],
    ['MOV', { given: makeMp4Header('qt  ', 600, 6000), want: 'mp4' }],
    ['WebM/MKV (EBML)', { given: bytes(0x1a, 0x45, 0xdf, 0xa3), want: 'webm' }],
    ['OGG', { given: textBytesRaw('OggS\u0000\u0002'), want: 'ogg' }],
    ['FLAC', { given: makeFlacHeader(44100, 44100), want: 'flac' }],
    ['AAC ADTS', { given: bytes(0xff, 0xf1, 0x50, 0x80), want: 'aac' }],
    ['AIFF', { given: textBytesRaw('FORM\u0000\u0000\u0000\u0010AIFF'), want: 'aiff' }],
  ];
  test.each(cases)('recognises %s', (_, { given, want }) => {
    const result = sniffMedia(given);
    expect(result.family).toBe('media');
    expect(result.family === 'media' && result.container).toBe(want);
  });

  test('tells audio-only MP4 brands from video ones', () => {
    expect(sniffMedia(makeMp4Header('M4A ', 1, 1))).toMatchObject({ kind: 'audio' });
    expect(sniffMedia(makeMp4Header('isom', 1, 1))).toMatchObject({ kind: 'video' });
  });

  const others: Array<[string, { given: Uint8Array; want: string }]> = [
    ['a PDF', { given: textBytes('%PDF-1.7\n%âãÏÓ\n1 0 obj'), want: 'PDF document' }],
    [
      'a zip',
      { given: bytes(0x50, 0x4b, 0x03, 0x04, 0x14), want: 'ZIP archive or Office document' },
    ],
    [
      'a text file',
      { given: textBytes('Meeting notes\nGood morning, everyone.\n'), want: 'text file' },
    ],
    ['UTF-8 text', { given: textBytes('Protokoll: Größe — Überblick\n'), want: 'text file' }],
    ['a PNG', { given: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a), want: 'PNG image' }],
    ['a JPEG', { given: bytes(0xff, 0xd8, 0xff, 0xe0), want: 'JPEG image' }],
  ];
  test.each(others)('recognises %s as not media', (_, { given, want }) => {
    expect(sniffMedia(given)).toEqual({ family: 'other', description: want });
  });

  test('reports random bytes as unknown', () => {
    expect(sniffMedia(bytes(0x00, 0x13, 0x9c, 0x01, 0x02))).toEqual({ family: 'unknown' });
  });
});

function textBytesRaw(text: string): Uint8Array {
  return new Uint8Array([...[...text].map((char) => char.charCodeAt(0)), ...new Array(32).fill(1)]);
}

describe('checkMedia', () => {
  test('rejects an empty file with empty_file', () => {
    expect(
      checkMedia({ sampleBytes: new Uint8Array(), sizeBytes: 0, mime: 'audio/wav' }),
    ).toMatchObject({ error_code: 'empty_file' });
  });

  test('rejects a PDF even when it claims to be audio', () => {
    const result = checkMedia({
      sampleBytes: textBytes('%PDF-1.4\n'),
      sizeBytes: 9,
      mime: 'audio/mpeg',
      filename: 'talk.mp3',
    });
    expect(result).toMatchObject({ error_code: 'unsupported_media' });
    expect('error' in result && result.error).toContain('PDF document');
  });

  test('rejects a text file and a zip archive', () => {
    const text = textBytes('just some notes');
    expect(
      checkMedia({ sampleBytes: text, sizeBytes: text.length, mime: 'text/plain' }),
    ).toMatchObject({
      error_code: 'unsupported_media',
    });
    const zip = bytes(0x50, 0x4b, 0x03, 0x04);
    expect(
      checkMedia({ sampleBytes: zip, sizeBytes: zip.length, mime: 'application/zip' }),
    ).toMatchObject({
      error_code: 'unsupported_media',
    });
  });

  test('accepts unrecognised bytes only when the MIME type or extension says audio/video', () => {
    const raw = bytes(0x00, 0x13, 0x9c, 0x01);
    expect(checkMedia({ sampleBytes: raw, sizeBytes: 1000, mime: 'audio/L16' })).toEqual({
      kind: 'audio',
      container: undefined,
    });
    expect(checkMedia({ sampleBytes: raw, sizeBytes: 1000, filename: 'clip.MOV' })).toEqual({
      kind: 'video',
      container: undefined,
    });
    expect(
      checkMedia({ sampleBytes: raw, sizeBytes: 1000, mime: 'application/octet-stream' }),
    ).toMatchObject({ error_code: 'unsupported_media' });
  });

  test('magic bytes win over a wrong MIME type', () => {
    const wav = makeWav({ seconds: 0.5 });
    expect(checkMedia({ sampleBytes: wav, sizeBytes: wav.length, mime: 'text/plain' })).toEqual({
      kind: 'audio',
      container: 'wav',
    });
  });

  test('uses the MIME type to tell audio WebM from video WebM', () => {
    const webm = bytes(0x1a, 0x45, 0xdf, 0xa3);
    expect(checkMedia({ sampleBytes: webm, sizeBytes: 100, mime: 'audio/webm' })).toMatchObject({
      kind: 'audio',
    });
    expect(checkMedia({ sampleBytes: webm, sizeBytes: 100, mime: 'video/webm' })).toMatchObject({
      kind: 'video',
    });
  });
});

describe('media durations', () => {
  const sample = (file: Uint8Array, sizeBytes = file.length) => ({ sampleBytes: file, sizeBytes });

  test('WAV: data size over byte rate, with LIST and odd-sized chunks before the data', () => {
    const wav = makeWav({
      seconds: 3.25,
      sampleRate: 16000,
      channels: 2,
      extraChunks: [listInfoChunk('Weekly sync'), riffChunk('junk', [1, 2, 3])],
      leadingChunks: [riffChunk('bext', new Array(7).fill(9))],
    });
    expect(wavDuration(sample(wav))).toEqual({ status: 'found', durationS: 3.25 });
  });

  test('WAV: only the bytes that exist count when the header claims more', () => {
    const wav = makeWav({ seconds: 2, sampleRate: 8000 });
    const truncated = wav.subarray(0, wav.length - 8000); // half a second of 16-bit mono missing
    expect(wavDuration(sample(truncated))).toEqual({ status: 'found', durationS: 1.5 });
  });

  test('WAV: a sample that stops before the data chunk still gives the duration from the size', () => {
    const wav = makeWav({ seconds: 10, sampleRate: 8000 });
    const head = wav.subarray(0, 40); // RIFF header and fmt chunk only
    const found = wavDuration({ sampleBytes: head, sizeBytes: wav.length });
    expect(found.status).toBe('found');
    expect(found.status === 'found' && found.durationS).toBeCloseTo(10, 3);
  });

  test('WAV without a fmt chunk before the data is corrupt', () => {
    const broken = new Uint8Array([
      ...textBytes('RIFF'),
      20,
      0,
      0,
      0,
      ...textBytes('WAVE'),
      ...riffChunk('data', [0, 0, 0, 0]),
    ]);
    expect(wavDuration(sample(broken))).toMatchObject({ status: 'corrupt' });
  });

  test('FLAC: total samples over sample rate from STREAMINFO', () => {
    const flac = makeFlacHeader(48000, 48000 * 125);
    expect(mediaDuration(sample(flac, 5_000_000), 'flac', 'audio')).toEqual({
      durationS: 125,
      source: 'header',
    });
  });

  test('MP4: duration over timescale from moov/mvhd', () => {
    const mp4 = makeMp4Header('M4A ', 44100, 44100 * 42);
    expect(mediaDuration(sample(mp4, 9_000_000), 'mp4', 'audio')).toEqual({
      durationS: 42,
      source: 'header',
    });
  });

  test('MP3: size over the bit rate of the first frame, after the ID3 tag', () => {
    const mp3 = makeMp3Header(128, 100);
    const size = 110 + 16_000 * 90; // tag + 90 s at 128 kbit/s
    const duration = mediaDuration(sample(mp3, size), 'mp3', 'audio');
    expect(duration).toMatchObject({ source: 'header' });
    expect('durationS' in duration && duration.durationS).toBeCloseTo(90, 6);
  });

  test('other containers: estimated from size, never below the minimum', () => {
    const ogg = bytes(0x4f, 0x67, 0x67, 0x53); // OggS (no header parser: estimated)
    const big = mediaDuration(sample(ogg, ((1_500_000 * 60) / 8) * 10), 'ogg', 'video');
    expect(big).toMatchObject({ source: 'estimate' });
    expect('durationS' in big && big.durationS).toBeCloseTo(450, 6); // 2 Mbit/s video
    expect(mediaDuration(sample(ogg, 100), 'ogg', 'audio')).toEqual({
      durationS: MIN_ESTIMATED_DURATION_S,
      source: 'estimate',
    });
  });
});
