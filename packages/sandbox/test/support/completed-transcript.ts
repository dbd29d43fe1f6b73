import {
  deriveTranscriptMaterial,
  type GeneratedTranscript,
  generateTranscript,
} from '../../src/content/index.js';
import { plainSettings } from '../../src/state/plain-settings.js';
import type { TranscriptRecord } from '../../src/state/types.js';

/** Id of the `i`th test transcript. */
const transcriptId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

/**
 * The `i`th completed transcript of the WAV `wav`, as the sandbox keeps one: generated, its
 * material derived, its result sharing `prepared` (as in use).
 */
export function completedTranscript(
  i: number,
  wav: Uint8Array,
  fields: { fileId: string; title: string; filename?: string },
): TranscriptRecord {
  const id = transcriptId(i);
  const prepared = generateTranscript({
    sampleBytes: wav,
    sizeBytes: wav.length,
    ...(fields.filename === undefined ? {} : { filename: fields.filename }),
    transcriptId: id,
  }) as GeneratedTranscript;
  const material = deriveTranscriptMaterial(
    { id, segments: prepared.segments, speakers: prepared.speakers },
    '2026-11-25T10:00:00.000Z',
  );
  return {
    id,
    fileId: fields.fileId,
    title: fields.title,
    settings: plainSettings(),
    createdAtMs: i,
    dueAtMs: i,
    prepared,
    outcome: { kind: 'completed', result: { generated: prepared, ...material } },
    completedAtMs: i,
  };
}
