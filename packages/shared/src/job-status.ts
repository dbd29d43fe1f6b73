/** The resources whose progress the API reports through a `status` field. */
export type ResourceKind =
  | 'transcript'
  | 'export'
  | 'source_import'
  | 'recording_job'
  | 'smart_report'
  | 'file';

/** Where a job stands, whatever the resource calls its states. */
export type JobPhase = 'queued' | 'working' | 'done' | 'failed' | 'cancelled';

/** A resource's status, ready to show. */
export interface JobStatus {
  /** Coarse phase shared by every kind of resource. */
  phase: JobPhase;
  /** Fraction done, 0 to 1, or null when the API does not say. */
  progress: number | null;
  /** Short human text for the state (`Transcribing`, `Export ready`, ...). */
  label: string;
}

/** The status fields of a resource as the API returns them; any other fields are ignored. */
export interface StatusFields {
  /** The API's state name (`pending`, `processing`, `completed`, ...). */
  status?: string | null;
  /** Fraction done, 0.0 to 1.0 (transcript list items and meta). */
  progress?: number | null;
  /** Percent done, 0 to 100 (GET /transcripts/<id>/status). */
  progress_percent?: number | null;
}

type StateTable = Readonly<Record<string, readonly [JobPhase, string]>>;

// State names from spec/DECISIONS.md ("Status values"), per resource.
const states: Readonly<Record<ResourceKind, StateTable>> = {
  transcript: {
    pending: ['queued', 'Waiting to transcribe'],
    processing: ['working', 'Transcribing'],
    completed: ['done', 'Transcript ready'],
    failed: ['failed', 'Transcription failed'],
  },
  export: {
    pending: ['queued', 'Waiting to export'],
    processing: ['working', 'Preparing export'],
    ready: ['done', 'Export ready'],
    failed: ['failed', 'Export failed'],
  },
  source_import: {
    queued: ['queued', 'Waiting to import'],
    downloading: ['working', 'Downloading media'],
    processing: ['working', 'Transcribing'],
    completed: ['done', 'Imported'],
    failed: ['failed', 'Import failed'],
  },
  recording_job: {
    scheduled: ['queued', 'Scheduled'],
    joining: ['working', 'Bot is joining the meeting'],
    recording: ['working', 'Recording'],
    processing: ['working', 'Transcribing the recording'],
    completed: ['done', 'Recording transcribed'],
    failed: ['failed', 'Recording failed'],
    cancelled: ['cancelled', 'Cancelled'],
  },
  smart_report: {
    pending: ['queued', 'Waiting to generate'],
    processing: ['working', 'Generating report'],
    completed: ['done', 'Report ready'],
    failed: ['failed', 'Report failed'],
  },
  file: {
    uploading: ['working', 'Uploading'],
    ready: ['done', 'Uploaded'],
    failed: ['failed', 'Upload failed'],
  },
};

// Names another kind of resource uses; if the service starts using one of them for this kind too,
// its meaning is plain enough to trust rather than report the job as still working.
const commonStates: StateTable = {
  queued: ['queued', 'Queued'],
  pending: ['queued', 'Queued'],
  scheduled: ['queued', 'Scheduled'],
  processing: ['working', 'Processing'],
  completed: ['done', 'Done'],
  ready: ['done', 'Done'],
  failed: ['failed', 'Failed'],
  cancelled: ['cancelled', 'Cancelled'],
  canceled: ['cancelled', 'Cancelled'],
};

// Own keys only: a state named `constructor` must not find Object.prototype.constructor.
function lookup(table: StateTable, name: string): readonly [JobPhase, string] | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

function fraction(fields: StatusFields): number | null {
  const { progress, progress_percent: percent } = fields;
  const value =
    typeof progress === 'number' && Number.isFinite(progress)
      ? progress
      : typeof percent === 'number' && Number.isFinite(percent)
        ? percent / 100
        : null;
  return value === null ? null : Math.min(1, Math.max(0, value));
}

/**
 * Maps a resource's `status` (and `progress` or `progress_percent`, when present) to a phase,
 * a 0..1 progress and a label. State names are compared case-insensitively. A name this kind
 * does not know is tried against the names of the other kinds; a name nobody knows is reported
 * as `working` with the label `Working (state: NAME)`, so polling goes on instead of stopping on
 * a state the service added later. A `done` job always has progress 1.
 */
export function describeJobStatus(kind: ResourceKind, fields: StatusFields): JobStatus {
  const raw = typeof fields.status === 'string' ? fields.status.trim() : '';
  const name = raw.toLowerCase();
  const known = lookup(states[kind], name) ?? lookup(commonStates, name);
  const [phase, label] = known ?? [
    'working',
    raw === '' ? 'Working (state unknown)' : `Working (state: ${raw})`,
  ];
  const progress = phase === 'done' ? 1 : fraction(fields);
  return { phase, progress, label };
}

/** True for phases after which the status no longer changes (done, failed, cancelled). */
export function isTerminal(phase: JobPhase): boolean {
  return phase === 'done' || phase === 'failed' || phase === 'cancelled';
}
