import { randomUUID } from 'node:crypto';
import type {
  ActionItem,
  GeneratedTranscript,
  GenerateTranscriptInput,
  TranscriptionFailure,
  TranscriptMaterial,
  TranscriptSource,
} from '../content/index.js';
import {
  deriveTranscriptMaterial,
  generateTranscript,
  isTranscriptionFailure,
  stampTranscriptMaterial,
} from '../content/index.js';
import type { Runtime } from '../runtime.js';
import { offerBody } from '../state/transcript-bodies.js';
import type {
  FileRecord,
  TranscriptRecord,
  TranscriptResult,
  TranscriptSettings,
} from '../state/types.js';
import { iso } from '../views/time.js';
import { meta } from '../views/transcripts.js';
import { readSample } from './sample.js';
import { startAutoSmartReport } from './smart-reports.js';

export function transcriptSource(t: TranscriptRecord, result: TranscriptResult): TranscriptSource {
  return { id: t.id, segments: result.generated.segments, speakers: result.generated.speakers };
}

/**
 * Material derived ahead of time (by the worker that generated the transcript), used when it
 * finishes; a transcript loaded from disk derives it then.
 */
const derivedAhead = new WeakMap<GeneratedTranscript, TranscriptMaterial>();

function generatorInput(
  id: string,
  file: FileRecord,
  sample: Uint8Array,
  settings: TranscriptSettings,
): GenerateTranscriptInput {
  return {
    sampleBytes: sample,
    sizeBytes: file.size ?? 0,
    mime: file.mime,
    filename: file.name,
    sha256: file.sha256,
    transcriptId: id,
    diarize: settings.diarize,
    clipStartS: settings.clipStartS,
    clipEndS: settings.clipEndS,
    language: settings.language || null,
  };
}

function transcriptRecord(
  rt: Runtime,
  id: string,
  file: FileRecord,
  input: { title: string; settings: TranscriptSettings },
  prepared: GeneratedTranscript | TranscriptionFailure,
): TranscriptRecord {
  const now = rt.now();
  return {
    id,
    fileId: file.id,
    title: input.title,
    settings: input.settings,
    createdAtMs: now,
    dueAtMs: now + rt.config.processingMs,
    prepared,
    outcome: null,
    completedAtMs: null,
  };
}

/**
 * A new transcript record of `file` (given its leading bytes), not yet stored, generated on
 * the event loop: for seeding, whose recordings are short.
 */
export function newTranscript(
  rt: Runtime,
  file: FileRecord,
  sample: Uint8Array,
  input: { title: string; settings: TranscriptSettings },
): TranscriptRecord {
  const id = randomUUID();
  const prepared = generateTranscript(generatorInput(id, file, sample, input.settings));
  return transcriptRecord(rt, id, file, input, prepared);
}

/**
 * Generates a transcript in a worker (a four-hour recording takes a few hundred milliseconds of
 * CPU, which would hold every other request), deriving its material there too. If the worker
 * fails, the same deterministic result is made here.
 */
async function generateOffLoop(rt: Runtime, input: GenerateTranscriptInput) {
  try {
    const { prepared, material, body } = await rt.documents.transcribe(input);
    if (material) derivedAhead.set(prepared, material);
    // With a data directory, the journal stores the worker's bytes as they are.
    if (body && rt.store.changes.tracking)
      offerBody(prepared, { ...body, segments: prepared.segments });
    return prepared;
  } catch {
    return generateTranscript(input);
  }
}

/** Creates a transcript of a ready file; it finishes `processingMs` later. */
export async function createTranscript(
  rt: Runtime,
  file: FileRecord,
  input: { title: string; settings: TranscriptSettings },
): Promise<TranscriptRecord> {
  const sample = file.dataPath ? await readSample(file.dataPath) : new Uint8Array(0);
  const id = randomUUID();
  const prepared = await generateOffLoop(rt, generatorInput(id, file, sample, input.settings));
  const t = transcriptRecord(rt, id, file, input, prepared);
  rt.store.transcripts.set(t.id, t);
  rt.webhooks.emit('transcript.created', meta(rt, t));
  rt.scheduler.at(t.dueAtMs, () => finishTranscript(rt, t), t.id);
  return t;
}

/** Reveals a transcript's outcome, derives its material and sends its events. */
export function finishTranscript(rt: Runtime, t: TranscriptRecord): void {
  if (t.outcome) return;
  const now = rt.now();
  if (isTranscriptionFailure(t.prepared)) {
    t.outcome = { kind: 'failed', failure: t.prepared };
    rt.store.transcripts.markChanged(t);
    if (!t.quiet) rt.webhooks.emit('transcript.failed', meta(rt, t));
    return;
  }
  const generated = t.prepared;
  const createdAt = iso(now);
  const source: TranscriptSource = {
    id: t.id,
    segments: generated.segments,
    speakers: generated.speakers,
  };
  const ahead = derivedAhead.get(generated);
  derivedAhead.delete(generated);
  const material = ahead
    ? stampTranscriptMaterial(ahead, createdAt)
    : deriveTranscriptMaterial(source, createdAt);
  const result: TranscriptResult = {
    generated,
    chapters: material.chapters,
    actionItems: [],
    annotations: material.annotations,
    contentEvents: material.contentEvents,
    suggestions: material.suggestions,
  };
  t.outcome = { kind: 'completed', result };
  t.completedAtMs = now;
  rt.store.transcripts.markChanged(t);
  if (!t.quiet) rt.webhooks.emit('transcript.completed', meta(rt, t));
  addActionItems(rt, t, result, material.actionItems, !t.quiet);
  if (t.settings.autoSmartReport) startAutoSmartReport(rt, t);
}

/** Adds action items not yet present and emits `action_item.created` for each new one (unless `notify` is false). */
export function addActionItems(
  rt: Runtime,
  t: TranscriptRecord,
  result: TranscriptResult,
  items: ActionItem[],
  notify = true,
): ActionItem[] {
  const known = new Set(result.actionItems.map((item) => item.id));
  for (const item of items) {
    if (known.has(item.id)) continue;
    result.actionItems.push({ ...item, transcript_id: t.id });
    rt.store.transcripts.markChanged(t);
    if (notify) rt.webhooks.emit('action_item.created', { ...item, transcript_id: t.id });
  }
  return result.actionItems;
}
