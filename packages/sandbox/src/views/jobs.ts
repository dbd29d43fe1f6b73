import { PHASES, phaseAt } from '../jobs/timeline.js';
import type { Runtime } from '../runtime.js';
import type { RecordingJobRecord, SourceImportRecord } from '../state/types.js';
import { iso } from './time.js';

/** An import as the API shows it at `atMs` (start time for the create and retry answers). */
export function sourceImportView(rt: Runtime, r: SourceImportRecord, atMs: number = rt.now()) {
  const status = r.outcome
    ? r.outcome.kind
    : phaseAt(PHASES.sourceImport, atMs - r.startedAtMs, r.dueAtMs - r.startedAtMs);
  return {
    id: r.id,
    url: r.url,
    provider: r.provider,
    status,
    transcript_id: r.outcome?.kind === 'completed' ? r.outcome.transcriptId : null,
    error: r.outcome?.kind === 'failed' ? r.outcome.error : null,
    created_at: iso(r.createdAtMs),
  };
}

/** A job as the API shows it at `atMs` (creation time for the create answer). */
export function recordingJobView(rt: Runtime, j: RecordingJobRecord, atMs: number = rt.now()) {
  const status = j.outcome
    ? j.outcome.kind
    : phaseAt(PHASES.recordingJob, atMs - j.createdAtMs, j.dueAtMs - j.createdAtMs);
  return {
    id: j.id,
    platform: j.platform,
    meet_url: j.meetUrl,
    status,
    transcript_id: j.outcome?.kind === 'completed' ? j.outcome.transcriptId : null,
    error: j.outcome?.kind === 'failed' ? j.outcome.error : null,
    created_at: iso(j.createdAtMs),
  };
}
