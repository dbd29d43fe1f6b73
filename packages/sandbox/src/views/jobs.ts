import { PHASES, phaseAt } from '../jobs/timeline.js';
import type { Runtime } from '../runtime.js';
import type { RecordingJobRecord, SourceImportRecord } from '../state/types.js';
import { iso } from './time.js';

type JobOutcome = SourceImportRecord['outcome'] | RecordingJobRecord['outcome'];

/** `status`, `transcript_id` and `error` of a job that ends in a transcript. */
function jobState(
  phases: Parameters<typeof phaseAt>[0],
  outcome: JobOutcome,
  elapsedMs: number,
  durationMs: number,
) {
  return {
    status: outcome ? outcome.kind : phaseAt(phases, elapsedMs, durationMs),
    transcript_id: outcome?.kind === 'completed' ? outcome.transcriptId : null,
    error: outcome?.kind === 'failed' ? outcome.error : null,
  };
}

/** An import as the API shows it at `atMs` (start time for the create and retry answers). */
export function sourceImportView(rt: Runtime, r: SourceImportRecord, atMs: number = rt.now()) {
  const { status, transcript_id, error } = jobState(
    PHASES.sourceImport,
    r.outcome,
    atMs - r.startedAtMs,
    r.dueAtMs - r.startedAtMs,
  );
  return {
    id: r.id,
    url: r.url,
    provider: r.provider,
    status,
    transcript_id,
    error,
    created_at: iso(r.createdAtMs),
  };
}

/** A job as the API shows it at `atMs` (creation time for the create answer). */
export function recordingJobView(rt: Runtime, j: RecordingJobRecord, atMs: number = rt.now()) {
  const { status, transcript_id, error } = jobState(
    PHASES.recordingJob,
    j.outcome,
    atMs - j.createdAtMs,
    j.dueAtMs - j.createdAtMs,
  );
  return {
    id: j.id,
    platform: j.platform,
    meet_url: j.meetUrl,
    status,
    transcript_id,
    error,
    created_at: iso(j.createdAtMs),
  };
}
