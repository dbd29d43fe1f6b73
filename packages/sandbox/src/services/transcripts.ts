import { randomUUID } from 'node:crypto';
import type { ActionItem, TranscriptSource } from '../content/index.js';
import {
  deriveActionItems,
  deriveAnnotations,
  deriveChapters,
  deriveContentEvents,
  deriveSuggestions,
  generateTranscript,
  isTranscriptionFailure,
} from '../content/index.js';
import type { Runtime } from '../runtime.js';
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

/** A new transcript record of `file` (given its leading bytes), not yet stored. */
export function newTranscript(
  rt: Runtime,
  file: FileRecord,
  sample: Uint8Array,
  input: { title: string; settings: TranscriptSettings },
): TranscriptRecord {
  const id = randomUUID();
  const prepared = generateTranscript({
    sampleBytes: sample,
    sizeBytes: file.size ?? 0,
    mime: file.mime,
    filename: file.name,
    sha256: file.sha256,
    transcriptId: id,
    diarize: input.settings.diarize,
    clipStartS: input.settings.clipStartS,
    clipEndS: input.settings.clipEndS,
    language: input.settings.language || null,
  });
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

/** Creates a transcript of a ready file; it finishes `processingMs` later. */
export async function createTranscript(
  rt: Runtime,
  file: FileRecord,
  input: { title: string; settings: TranscriptSettings },
): Promise<TranscriptRecord> {
  const sample = file.dataPath ? await readSample(file.dataPath) : new Uint8Array(0);
  const t = newTranscript(rt, file, sample, input);
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
    rt.webhooks.emit('transcript.failed', meta(rt, t));
    return;
  }
  const generated = t.prepared;
  const createdAt = iso(now);
  const source: TranscriptSource = {
    id: t.id,
    segments: generated.segments,
    speakers: generated.speakers,
  };
  const result: TranscriptResult = {
    generated,
    chapters: deriveChapters(source),
    actionItems: [],
    annotations: deriveAnnotations(source, { createdAt }),
    contentEvents: deriveContentEvents(source),
    suggestions: deriveSuggestions(source),
  };
  t.outcome = { kind: 'completed', result };
  t.completedAtMs = now;
  rt.store.transcripts.markChanged(t);
  rt.webhooks.emit('transcript.completed', meta(rt, t));
  addActionItems(rt, t, result, deriveActionItems(source, { createdAt }));
  if (t.settings.autoSmartReport) startAutoSmartReport(rt, t);
}

/** Adds action items not yet present and emits `action_item.created` for each new one. */
export function addActionItems(
  rt: Runtime,
  t: TranscriptRecord,
  result: TranscriptResult,
  items: ActionItem[],
): ActionItem[] {
  const known = new Set(result.actionItems.map((item) => item.id));
  for (const item of items) {
    if (known.has(item.id)) continue;
    result.actionItems.push({ ...item, transcript_id: t.id });
    rt.store.transcripts.markChanged(t);
    rt.webhooks.emit('action_item.created', { ...item, transcript_id: t.id });
  }
  return result.actionItems;
}
