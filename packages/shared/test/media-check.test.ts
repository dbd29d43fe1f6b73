import { describe, expect, test } from 'vitest';
import { refuseNonMedia } from '../src/index.js';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value],
    ),
  );
const riffWave = bytes('RIFF', 0, 0, 0, 0, 'WAVE', 'fmt ');
const id3 = bytes('ID3', 4, 0, 0, 0, 0, 0, 0);
const mp3Frame = bytes(0xff, 0xfb, 0x90, 0x64);
const m4a = bytes(0, 0, 0, 0x20, 'ftypM4A ', 0, 0, 0, 0);
const mov = bytes(0, 0, 0, 0x14, 'ftypqt  ', 0, 0, 0, 0);
const ogg = bytes('OggS', 0, 2);
const flac = bytes('fLaC', 0, 0, 0, 0x22);
const ebml = bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f);
const asf = bytes(0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9);
const aiff = bytes('FORM', 0, 0, 0, 0, 'AIFF');
const amr = bytes('#!AMR\n');
const text = bytes('These are my meeting notes, not a recording.\n');
const pdf = bytes('%PDF-1.7\n');
const noise = bytes(0x00, 0x13, 0x9c, 0x01, 0x02);

describe('refuseNonMedia', () => {
  test.each([
    ['WAV (RIFF/WAVE)', { given: [100, riffWave, 'a.wav'], want: undefined }],
    ['MP3 with an ID3 tag', { given: [100, id3, 'a.mp3'], want: undefined }],
    ['MP3 starting with a frame', { given: [100, mp3Frame, 'a.mp3'], want: undefined }],
    ['M4A (ftyp)', { given: [100, m4a, 'a.m4a'], want: undefined }],
    ['MOV (ftyp qt)', { given: [100, mov, 'a.mov'], want: undefined }],
    ['Ogg', { given: [100, ogg, 'a.ogg'], want: undefined }],
    ['FLAC', { given: [100, flac, 'a.flac'], want: undefined }],
    ['WebM/MKV (EBML)', { given: [100, ebml, 'a.webm'], want: undefined }],
    ['WMA/WMV (ASF)', { given: [100, asf, 'a.wma'], want: undefined }],
    ['AIFF', { given: [100, aiff, 'a.aiff'], want: undefined }],
    ['AMR', { given: [100, amr, 'a.amr'], want: undefined }],
    ['a WAV under another name', { given: [100, riffWave, 'take.dat'], want: undefined }],
    ['unknown bytes named as audio', { given: [100, noise, 'raw.wav'], want: undefined }],
    [
      'unknown bytes with an audio type',
      { given: [100, noise, 'x', 'audio/x-raw'], want: undefined },
    ],
    ['an empty file', { given: [0, new Uint8Array(), 'a.wav'], want: 'empty_file' }],
    ['a text file named .mp3', { given: [46, text, 'notes.mp3'], want: 'unsupported_media' }],
    ['a PDF named .m4a', { given: [9, pdf, 'slides.m4a'], want: 'unsupported_media' }],
    ['unknown bytes, no media name', { given: [5, noise, 'blob.bin'], want: 'unsupported_media' }],
  ] as const)('%s', (_name, { given, want }) => {
    const [size, head, filename, mime] = given as unknown as [number, Uint8Array, string, string?];
    expect(refuseNonMedia(size, head, filename, mime)?.key).toBe(want);
  });

  test('names what the bytes are', () => {
    expect(refuseNonMedia(46, text, 'notes.mp3')?.text).toBe(
      'the file is not audio or video: its first bytes are a text file',
    );
    expect(refuseNonMedia(0, new Uint8Array(), 'a.wav')?.text).toBe('the file is empty (0 bytes)');
  });
});
