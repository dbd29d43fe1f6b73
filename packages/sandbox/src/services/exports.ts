import { randomUUID } from 'node:crypto';
import type { ExportFormat } from '../generated/spec-enums.js';
import type { Runtime } from '../runtime.js';
import type { ExportRecord, TranscriptRecord } from '../state/types.js';
import { exportView } from '../views/exports.js';
import { iso } from '../views/time.js';
import { transcriptResult } from '../views/transcripts.js';

export function startExport(rt: Runtime, t: TranscriptRecord, format: ExportFormat): ExportRecord {
  const now = rt.now();
  const record: ExportRecord = {
    id: randomUUID(),
    transcriptId: t.id,
    format,
    createdAtMs: now,
    dueAtMs: now + rt.config.processingMs,
    outcome: null,
    readyAtMs: null,
  };
  rt.store.exports.set(record.id, record);
  rt.scheduler.at(record.dueAtMs, () => finishExport(rt, record, t), record.id);
  return record;
}

export async function finishExport(
  rt: Runtime,
  record: ExportRecord,
  t: TranscriptRecord,
): Promise<void> {
  if (record.outcome) return;
  const result = transcriptResult(t);
  if (!result) {
    record.outcome = { kind: 'failed', error: 'The transcript is not completed.' };
    rt.store.exports.markChanged(record);
    return;
  }
  try {
    // In a worker thread: a long render never holds the other requests.
    const rendered = await rt.documents.render(record.format, {
      id: t.id,
      title: t.title,
      language: result.generated.language || result.generated.detected_language,
      duration_s: result.generated.duration_s,
      created_at: iso(t.createdAtMs),
      speakers: result.generated.speakers,
      segments: result.generated.segments,
    });
    const path = await rt.parts.generatedPath(`export-${record.id}.${rendered.extension}`);
    await rt.parts.writeDurably(path, rendered.bytes);
    record.outcome = {
      kind: 'ready',
      path,
      size: rendered.bytes.byteLength,
      mime: rendered.mime,
      extension: rendered.extension,
    };
  } catch (error) {
    record.outcome = { kind: 'failed', error: `Rendering failed: ${(error as Error).message}` };
    rt.store.exports.markChanged(record);
    return;
  }
  record.readyAtMs = rt.now();
  rt.store.exports.markChanged(record);
  rt.webhooks.emit('export.completed', exportView(rt, record));
}
