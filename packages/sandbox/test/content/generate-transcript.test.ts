import { describe, expect, test } from 'vitest';
import {
  type GeneratedTranscript,
  type GenerateTranscriptInput,
  generateTranscript,
  isTranscriptionFailure,
} from '../../src/content/index.js';
import { listInfoChunk, makeMp3Header, makeWav, textBytes } from './media-fixtures.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function transcribe(input: Partial<GenerateTranscriptInput> & { sampleBytes: Uint8Array }) {
  const result = generateTranscript({ sizeBytes: input.sampleBytes.length, ...input });
  if (isTranscriptionFailure(result)) throw new Error(`unexpected failure: ${result.error}`);
  return result;
}

const wav = makeWav({ seconds: 180, sampleRate: 8000, extraChunks: [listInfoChunk('Standup')] });

function expectWellFormed(transcript: GeneratedTranscript, from: number, to: number): void {
  const { segments } = transcript;
  expect(segments.length).toBeGreaterThan(0);
  const speakerIds = new Set(transcript.speakers.map((speaker) => speaker.id));
  segments.forEach((segment, index) => {
    expect(segment.seq).toBe(index);
    expect(segment.id).toMatch(UUID);
    expect(speakerIds.has(segment.speaker_id)).toBe(true);
    expect(segment.start_s).toBeGreaterThanOrEqual(from);
    expect(segment.end_s).toBeLessThanOrEqual(to);
    expect(segment.end_s).toBeGreaterThan(segment.start_s);
    expect(segment.edited).toBe(false);
    expect(segment.text).toBe(segment.words.map((word) => word.text).join(' '));
    const next = segments[index + 1];
    if (next) expect(next.start_s).toBeGreaterThanOrEqual(segment.end_s);
    let previousEnd = segment.start_s;
    for (const word of segment.words) {
      expect(word.start_s).toBeGreaterThanOrEqual(previousEnd);
      expect(word.end_s).toBeGreaterThan(word.start_s);
      expect(word.end_s).toBeLessThanOrEqual(segment.end_s);
      previousEnd = word.end_s;
    }
    expect(segment.words[0]?.start_s).toBe(segment.start_s);
    expect(segment.words.at(-1)?.end_s).toBe(segment.end_s);
  });
}

describe('generateTranscript', () => {
  test('reads the duration of a WAV file from its header', () => {
    const transcript = transcribe({ sampleBytes: wav, mime: 'audio/wav' });
    expect(transcript.duration_s).toBe(180);
    expect(transcript.media).toMatchObject({
      kind: 'audio',
      container: 'wav',
      duration_s: 180,
      duration_source: 'header',
    });
    expectWellFormed(transcript, 0, 180);
    // Speech fills the recording rather than a corner of it.
    expect(transcript.segments.at(-1)?.end_s).toBeGreaterThan(150);
  });

  test('is deterministic: the same bytes give the same transcript', () => {
    const first = transcribe({ sampleBytes: wav, transcriptId: 't-1' });
    const second = transcribe({ sampleBytes: new Uint8Array(wav), transcriptId: 't-1' });
    expect(second).toEqual(first);
  });

  test('different bytes give different content', () => {
    const other = makeWav({ seconds: 180, sampleRate: 8000, fill: 7 });
    const first = transcribe({ sampleBytes: wav });
    const second = transcribe({ sampleBytes: other });
    expect(second.segments.map((s) => s.text)).not.toEqual(first.segments.map((s) => s.text));
    expect(second.speakers[0]?.id).not.toBe(first.speakers[0]?.id);
  });

  test('a given sha256 seeds the content instead of the sample', () => {
    const a = transcribe({ sampleBytes: wav, sha256: 'aa'.repeat(32) });
    const b = transcribe({ sampleBytes: wav, sha256: 'bb'.repeat(32) });
    const again = transcribe({
      sampleBytes: wav.subarray(0, 4096),
      sizeBytes: wav.length,
      sha256: 'AA'.repeat(32),
    });
    expect(b.segments.map((s) => s.text)).not.toEqual(a.segments.map((s) => s.text));
    expect(again).toEqual(a);
  });

  test('ids derive from the transcript id, so two transcripts of one file do not share ids', () => {
    const first = transcribe({ sampleBytes: wav, transcriptId: 'first' });
    const second = transcribe({ sampleBytes: wav, transcriptId: 'second' });
    expect(second.segments.map((s) => s.text)).toEqual(first.segments.map((s) => s.text));
    expect(second.segments[0]?.id).not.toBe(first.segments[0]?.id);
    expect(second.speakers[0]?.id).not.toBe(first.speakers[0]?.id);
  });

  test('diarization gives 2 to 4 speakers with distinct colours and ids', () => {
    for (let variant = 0; variant < 12; variant++) {
      const file = makeWav({ seconds: 120, fill: variant });
      const { speakers, segments, speaker_count } = transcribe({ sampleBytes: file });
      expect(speakers.length).toBeGreaterThanOrEqual(2);
      expect(speakers.length).toBeLessThanOrEqual(4);
      expect(speaker_count).toBe(speakers.length);
      expect(new Set(speakers.map((s) => s.avatar_color)).size).toBe(speakers.length);
      speakers.forEach((speaker, index) => {
        expect(speaker.id).toMatch(UUID);
        expect(speaker.label).toBe(`Speaker ${index + 1}`);
        expect(speaker.name).toBe(speaker.label);
        expect(speaker.avatar_color).toMatch(/^#[0-9a-f]{6}$/);
        const own = segments.filter((s) => s.speaker_id === speaker.id);
        const spoken = own.reduce((sum, s) => sum + (s.end_s - s.start_s), 0);
        expect(speaker.speaking_seconds).toBeCloseTo(spoken, 6);
      });
    }
  });

  test('diarize=false gives one speaker for every segment', () => {
    const transcript = transcribe({ sampleBytes: wav, diarize: false });
    expect(transcript.speakers).toHaveLength(1);
    const [only] = transcript.speakers;
    expect(transcript.segments.every((segment) => segment.speaker_id === only?.id)).toBe(true);
  });

  test('the clip window limits the covered range', () => {
    const transcript = transcribe({ sampleBytes: wav, clipStartS: 30, clipEndS: 95.5 });
    expect(transcript.duration_s).toBe(65.5);
    expect(transcript.media).toMatchObject({ duration_s: 180, clip_start_s: 30, clip_end_s: 95.5 });
    expectWellFormed(transcript, 30, 95.5);
    expect(transcript.segments[0]?.start_s).toBeLessThan(32);
    expect(transcript.segments.at(-1)?.end_s).toBeGreaterThan(80);
  });

  test('a clip end past the recording is clamped to its end', () => {
    const transcript = transcribe({ sampleBytes: wav, clipStartS: 170, clipEndS: 500 });
    expect(transcript.duration_s).toBe(10);
    expectWellFormed(transcript, 170, 180);
  });

  test('refuses clip windows that are reversed or start after the recording', () => {
    expect(
      generateTranscript({ sampleBytes: wav, sizeBytes: wav.length, clipStartS: 50, clipEndS: 40 }),
    ).toMatchObject({
      error_code: 'invalid_clip_range',
    });
    expect(
      generateTranscript({ sampleBytes: wav, sizeBytes: wav.length, clipStartS: -1 }),
    ).toMatchObject({
      error_code: 'invalid_clip_range',
    });
    expect(
      generateTranscript({ sampleBytes: wav, sizeBytes: wav.length, clipStartS: 181 }),
    ).toMatchObject({
      error_code: 'clip_out_of_range',
    });
  });

  test('word confidences are mostly 0.8–0.99 and null only for punctuation tokens', () => {
    const words = transcribe({
      sampleBytes: makeWav({ seconds: 600, sampleRate: 8000 }),
    }).segments.flatMap((segment) => segment.words);
    const scored = words.filter((word) => word.confidence !== null);
    const high = scored.filter(
      (word) => (word.confidence ?? 0) >= 0.8 && (word.confidence ?? 0) <= 0.99,
    );
    expect(high.length / scored.length).toBeGreaterThan(0.75);
    for (const word of scored) {
      expect(word.confidence).toBeGreaterThan(0.5);
      expect(word.confidence).toBeLessThan(1);
    }
    const unscored = words.filter((word) => word.confidence === null);
    expect(unscored.length).toBeGreaterThan(0);
    for (const word of unscored) expect(word.text).toMatch(/^[\p{P}\p{S}]+$/u);
  });

  test('word_count counts spoken words, not punctuation tokens', () => {
    const transcript = transcribe({ sampleBytes: wav });
    const spoken = transcript.segments
      .flatMap((segment) => segment.words)
      .filter((word) => /[\p{L}\p{N}]/u.test(word.text));
    expect(transcript.word_count).toBe(spoken.length);
  });

  test('the language is the requested one, or auto-detected English', () => {
    const auto = transcribe({ sampleBytes: wav });
    expect(auto.language).toBe('');
    expect(auto.detected_language).toBe('en');
    expect(auto.segments.every((segment) => segment.language === 'en')).toBe(true);
    const german = transcribe({ sampleBytes: wav, language: 'de' });
    expect(german.language).toBe('de');
    expect(german.detected_language).toBeNull();
    expect(german.segments.every((segment) => segment.language === 'de')).toBe(true);
  });

  test('needs only the start of a large file: duration comes from size for MP3', () => {
    const head = makeMp3Header(128, 64);
    const sizeBytes = 74 + 16_000 * 3600; // one hour at 128 kbit/s
    const transcript = transcribe({ sampleBytes: head, sizeBytes, mime: 'audio/mpeg' });
    expect(transcript.duration_s).toBeCloseTo(3600, 3);
    expectWellFormed(transcript, 0, 3600);
    expect(transcript.segments.length).toBeGreaterThan(200);
  });

  test('fails with empty_file for 0 bytes', () => {
    expect(
      generateTranscript({ sampleBytes: new Uint8Array(), sizeBytes: 0, mime: 'audio/mpeg' }),
    ).toEqual({
      error: expect.stringContaining('empty'),
      error_code: 'empty_file',
      error_hint: expect.any(String),
    });
  });

  test('fails with unsupported_media for text, PDF and zip files', () => {
    const files: Array<[Uint8Array, string]> = [
      [textBytes('Agenda: budget, hiring, roadmap.\n'), 'text/plain'],
      [textBytes('%PDF-1.7\n1 0 obj\n'), 'application/pdf'],
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]), 'application/zip'],
    ];
    for (const [sampleBytes, mime] of files) {
      const result = generateTranscript({ sampleBytes, sizeBytes: sampleBytes.length, mime });
      expect(result).toMatchObject({ error_code: 'unsupported_media' });
    }
  });

  test('fails with corrupt_media for a WAV whose header is broken', () => {
    const broken = makeWav({ seconds: 1 });
    broken.set(textBytes('xxxx'), 12); // rename the fmt chunk: data now comes without format
    expect(generateTranscript({ sampleBytes: broken, sizeBytes: broken.length })).toMatchObject({
      error_code: 'corrupt_media',
    });
  });

  test('a very short recording gives a short transcript, and silence none at all', () => {
    const short = transcribe({ sampleBytes: makeWav({ seconds: 3 }) });
    expect(short.duration_s).toBe(3);
    expect(short.segments.length).toBeGreaterThan(0);
    expectWellFormed(short, 0, 3);
    const empty = transcribe({ sampleBytes: makeWav({ seconds: 0 }) });
    expect(empty.segments).toEqual([]);
    expect(empty.speakers).toEqual([]);
    expect(empty.word_count).toBe(0);
  });

  test('speakers introduce themselves and ask each other for things', () => {
    const { segments } = transcribe({ sampleBytes: makeWav({ seconds: 900, sampleRate: 8000 }) });
    const text = segments.map((segment) => segment.text).join(' ');
    expect(text).toMatch(/I'm [A-Z][a-z]+|my name is [A-Z][a-z]+|this is [A-Z][a-z]+/);
    expect(text).toMatch(/\?/);
    expect(text).toMatch(/\b(I will|I'll|Let me)\b/);
  });
});
