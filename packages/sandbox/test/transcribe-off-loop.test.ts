import { afterAll, describe, expect, test } from 'vitest';
import { watchLoopTurns } from '../../../scripts/test-support/cpu-time.mjs';
import {
  deriveTranscriptMaterial,
  type GeneratedTranscript,
  generateTranscript,
  isTranscriptionFailure,
  stampTranscriptMaterial,
} from '../src/content/index.js';
import { makeWav } from '../src/fixtures/make-wav.js';
import { plainSettings } from '../src/state/plain-settings.js';
import { encodeRecord, recordJson } from '../src/state/snapshot.js';
import type { TranscriptRecord } from '../src/state/types.js';
import { DocumentPool } from '../src/workers/document-pool.js';

const pool = new DocumentPool();
afterAll(() => pool.close());

// A four-hour recording: the longest the sandbox's tests transcribe.
const wav = makeWav(4 * 3600, 1, 100);
const input = {
  sampleBytes: wav.subarray(0, 1 << 20),
  sizeBytes: wav.length,
  filename: 'all-hands.wav',
  transcriptId: '6f1c1f0e-3d7b-4a55-9a41-5c2d1c1b9e10',
};

function record(prepared: GeneratedTranscript): TranscriptRecord {
  return {
    id: input.transcriptId,
    fileId: 'f',
    title: 'All hands',
    settings: plainSettings(),
    createdAtMs: 1,
    dueAtMs: 2,
    prepared,
    outcome: null,
    completedAtMs: null,
  };
}

describe('a transcript generated in a worker', () => {
  test('is exactly what the generator makes on the event loop, derived material included', async () => {
    const turns = watchLoopTurns();
    const { prepared, material } = await pool.transcribe(input);
    turns.stop();
    const here = generateTranscript(input);
    if (isTranscriptionFailure(here) || material === null) throw new Error('not transcribed');
    expect(JSON.stringify(prepared)).toBe(JSON.stringify(here));
    const createdAt = '2026-11-25T10:00:00.000Z';
    const source = { id: input.transcriptId, segments: here.segments, speakers: here.speakers };
    expect(JSON.stringify(stampTranscriptMaterial(material, createdAt))).toBe(
      JSON.stringify(deriveTranscriptMaterial(source, createdAt)),
    );
    // The event loop was never held for long while it was made and handed over: judged by the
    // CPU time this thread spent in one turn, which a busy machine does not change (the
    // generator alone takes 40–70 ms of CPU here, so making it on this thread fails).
    expect(turns.longestTurnMs()).toBeLessThan(30);
  });

  test('saves as the same JSON whether its segments are serialized again or taken as made', async () => {
    const { prepared } = await pool.transcribe(input);
    const fresh = generateTranscript(input) as GeneratedTranscript;
    const made = record(prepared as GeneratedTranscript);
    // The worker's JSON is remembered for its segments; a transcript made here has none.
    expect(recordJson('transcripts', made)).toBe(JSON.stringify(encodeRecord('transcripts', made)));
    expect(recordJson('transcripts', record(fresh))).toBe(recordJson('transcripts', made));
  });

  test('a recording that is not one fails the same way', async () => {
    const bytes = new TextEncoder().encode('not a recording at all');
    const failing = { sampleBytes: bytes, sizeBytes: bytes.length, filename: 'notes.txt' };
    const { prepared, material } = await pool.transcribe(failing);
    expect(material).toBeNull();
    expect(prepared).toEqual(generateTranscript(failing));
  });
});
