import { deriveScopeConfig, type Segment } from '../content/index.js';
import { PHASES, phaseAt, progressAt } from '../jobs/timeline.js';
import type { Runtime } from '../runtime.js';
import type { FileRecord, TranscriptRecord } from '../state/types.js';
import { mediaUrlFor } from './files.js';
import { iso, isoOrNull } from './time.js';

/** Status and progress of a transcript at this moment. */
export function transcriptState(
  rt: Runtime,
  t: TranscriptRecord,
  atMs: number = rt.now(),
): { status: string; progress: number } {
  if (t.outcome?.kind === 'completed') return { status: 'completed', progress: 1 };
  if (t.outcome?.kind === 'failed') return { status: 'failed', progress: 1 };
  const elapsed = atMs - t.createdAtMs;
  const total = t.dueAtMs - t.createdAtMs;
  return {
    status: phaseAt(PHASES.transcript, elapsed, total),
    progress: progressAt(PHASES.transcript, elapsed, total),
  };
}

export function transcriptResult(t: TranscriptRecord) {
  return t.outcome?.kind === 'completed' ? t.outcome.result : null;
}

/** Credits for a transcript: one per started minute of transcribed audio (sandbox rule). */
function credits(durationS: number): number {
  return durationS > 0 ? Math.ceil(durationS / 60) : 0;
}

function smartReportsCount(rt: Runtime, t: TranscriptRecord): number {
  let count = 0;
  for (const report of rt.store.smartReports.values())
    if (report.transcriptIds.includes(t.id)) count++;
  return count;
}

/** The create answer shows the transcript as it was created: `pending`, progress 0. */
export function createResponse(rt: Runtime, t: TranscriptRecord) {
  const { status, progress } = transcriptState(rt, t, t.createdAtMs);
  return {
    id: t.id,
    file_id: t.fileId,
    title: t.title,
    status,
    progress,
    created_at: iso(t.createdAtMs),
  };
}

export function listItem(rt: Runtime, t: TranscriptRecord) {
  const { status, progress } = transcriptState(rt, t);
  const generated = transcriptResult(t)?.generated;
  return {
    id: t.id,
    file_id: t.fileId,
    title: t.title,
    status,
    progress,
    duration_s: generated?.duration_s ?? 0,
    word_count: generated?.word_count ?? 0,
    speaker_count: generated?.speaker_count ?? 0,
    smart_reports_count: smartReportsCount(rt, t),
    created_at: iso(t.createdAtMs),
    completed_at: isoOrNull(t.completedAtMs),
    shared: false,
  };
}

function fileObject(rt: Runtime, file: FileRecord | undefined, fileId: string) {
  return {
    id: fileId,
    name: file?.name ?? '',
    mime: file?.mime ?? 'application/octet-stream',
    size: file?.size ?? file?.declaredSize ?? 0,
    public_url: mediaUrlFor(rt, 'files', fileId),
  };
}

export function meta(rt: Runtime, t: TranscriptRecord) {
  const generated = transcriptResult(t)?.generated;
  const failure = t.outcome?.kind === 'failed' ? t.outcome.failure : null;
  return {
    ...listItem(rt, t),
    organization_id: null,
    language: t.settings.language,
    detected_language: generated?.detected_language ?? null,
    error: failure?.error ?? null,
    error_code: failure?.error_code ?? null,
    error_hint: failure?.error_hint ?? null,
    credits_charged: credits(generated?.duration_s ?? 0),
    share_role: null,
    owner_name: 'Sandbox User',
    file: fileObject(rt, rt.store.files.get(t.fileId), t.fileId),
  };
}

/** A segment as the API returns it, with or without its words. */
export function segmentView(segment: Segment, includeWords: boolean): Segment {
  const { words, ...rest } = segment;
  return includeWords && words ? { ...rest, words } : rest;
}

export function full(rt: Runtime, t: TranscriptRecord) {
  const generated = transcriptResult(t)?.generated;
  return {
    ...meta(rt, t),
    segments: (generated?.segments ?? []).map((s) => segmentView(s, false)),
    speakers: generated?.speakers ?? [],
  };
}

export function statusResponse(rt: Runtime, t: TranscriptRecord) {
  const { status, progress } = transcriptState(rt, t);
  const failure = t.outcome?.kind === 'failed' ? t.outcome.failure : null;
  return {
    id: t.id,
    status,
    progress_percent: Math.round(progress * 100),
    error: failure?.error ?? null,
    error_code: failure?.error_code ?? null,
  };
}

/** The settings the transcript was created with (language '' when auto-detected, like meta). */
export function scopeConfig(t: TranscriptRecord) {
  return deriveScopeConfig({
    transcriptId: t.id,
    language: t.settings.language,
    diarize: t.settings.diarize,
    clipStartS: t.settings.clipStartS,
    clipEndS: t.settings.clipEndS,
    autoSmartReport: t.settings.autoSmartReport,
  });
}
