import type { Runtime } from '../runtime.js';
import { finishExport } from '../services/exports.js';
import { finishRecording } from '../services/recording-jobs.js';
import { finishSmartReport } from '../services/smart-reports.js';
import { scheduleImport } from '../services/source-imports.js';
import { finishTranscript } from '../services/transcripts.js';

/**
 * Schedules the end of every unfinished job in the store (after loading saved state): each
 * keeps its recorded start and due time, so its timeline continues where it was.
 */
export function resumeJobs(rt: Runtime): void {
  const { store, scheduler } = rt;
  for (const t of store.transcripts.values()) {
    if (!t.outcome) scheduler.at(t.dueAtMs, () => finishTranscript(rt, t), t.id);
  }
  for (const record of store.exports.values()) {
    const t = store.transcripts.get(record.transcriptId);
    if (!record.outcome && t) {
      scheduler.at(record.dueAtMs, () => finishExport(rt, record, t), record.id);
    }
  }
  for (const record of store.sourceImports.values())
    if (!record.outcome) scheduleImport(rt, record);
  for (const job of store.recordingJobs.values()) {
    if (!job.outcome) scheduler.at(job.dueAtMs, () => finishRecording(rt, job), job.id);
  }
  for (const report of store.smartReports.values()) {
    if (!report.outcome)
      scheduler.at(report.dueAtMs, () => finishSmartReport(rt, report), report.id);
  }
}

/** The unfinished job with this id, of any kind, or undefined. */
export function findJob(rt: Runtime, id: string): { dueAtMs: number } | undefined {
  const { store } = rt;
  return (
    store.transcripts.get(id) ??
    store.exports.get(id) ??
    store.sourceImports.get(id) ??
    store.recordingJobs.get(id) ??
    store.smartReports.get(id)
  );
}
