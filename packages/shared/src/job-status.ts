import {
  type JobPhase,
  jobPhase,
  jobProgress,
  knownPhase,
  normalizeState,
  ownEntry,
  type ResourceKind,
  type StatusFields,
} from './job-phase.js';

/** A resource's status, ready to show. */
export interface JobStatus {
  /** Coarse phase shared by every kind of resource. */
  phase: JobPhase;
  /** Fraction done, 0 to 1, or null when the API does not say. */
  progress: number | null;
  /** Short human text for the state (`Transcribing`, `Export ready`, ...). */
  label: string;
}

type LabelTable = Readonly<Record<string, string>>;

// Labels of the states of spec/DECISIONS.md, per resource.
const labels: Readonly<Record<ResourceKind, LabelTable>> = {
  transcript: {
    pending: 'Waiting to transcribe',
    processing: 'Transcribing',
    completed: 'Transcript ready',
    failed: 'Transcription failed',
  },
  export: {
    pending: 'Waiting to export',
    processing: 'Preparing export',
    ready: 'Export ready',
    failed: 'Export failed',
  },
  source_import: {
    queued: 'Waiting to import',
    downloading: 'Downloading media',
    processing: 'Transcribing',
    completed: 'Imported',
    failed: 'Import failed',
  },
  recording_job: {
    scheduled: 'Bot scheduled, waiting for the meeting',
    joining: 'Bot is joining the meeting (it may wait in the lobby)',
    recording: 'Bot is in the meeting, recording',
    processing: 'Transcribing the recording',
    completed: 'Recording transcribed',
    failed: 'Recording failed',
    cancelled: 'Cancelled',
  },
  smart_report: {
    pending: 'Waiting to generate',
    processing: 'Generating report',
    completed: 'Report ready',
    failed: 'Report failed',
  },
  file: { uploading: 'Uploading', ready: 'Uploaded', failed: 'Upload failed' },
};

// Labels of state names borrowed from another kind (see `knownPhase`).
const commonLabels: LabelTable = {
  queued: 'Queued',
  pending: 'Queued',
  scheduled: 'Scheduled',
  processing: 'Processing',
  completed: 'Done',
  ready: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
  canceled: 'Cancelled',
};

/**
 * Maps a resource's `status` (and `progress` or `progress_percent`, when present) to a phase,
 * a 0..1 progress and a label. State names are compared case-insensitively. A name this kind
 * does not know is tried against the names of the other kinds; a name nobody knows is reported
 * as `working` with the label `Working (state: NAME)`, so polling goes on instead of stopping on
 * a state the service added later. A `done` job always has progress 1.
 */
export function describeJobStatus(kind: ResourceKind, fields: StatusFields): JobStatus {
  const raw = typeof fields.status === 'string' ? fields.status.trim() : '';
  const name = normalizeState(raw);
  const phase = jobPhase(kind, raw);
  const label =
    knownPhase(kind, raw) === undefined
      ? raw === ''
        ? 'Working (state unknown)'
        : `Working (state: ${raw})`
      : (ownEntry(labels[kind], name) ?? ownEntry(commonLabels, name) ?? raw);
  const progress = phase === 'done' ? 1 : jobProgress(fields);
  return { phase, progress, label };
}
