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

/** The status fields of a resource as the API returns them; any other fields are ignored. */
export interface StatusFields {
  /** The API's state name (`pending`, `processing`, `completed`, ...). */
  status?: string | null;
  /** Fraction done, 0.0 to 1.0 (transcript list items and meta). */
  progress?: number | null;
  /** Percent done, 0 to 100 (GET /transcripts/<id>/status). */
  progress_percent?: number | null;
}

type PhaseTable = Readonly<Record<string, JobPhase>>;

// State names from spec/DECISIONS.md ("Status values"). The kinds share most names, with the
// same meaning everywhere, so one table holds those; the few names a single kind adds are below.
// Kept apart from the labels so that code needing only the phase (the SDK's waiters) does not
// carry the label text. A name shared by the table but not listed for a kind in DECISIONS.md (a
// transcript `ready`, say) is plain enough to trust rather than report the job as still working.
const commonPhases: PhaseTable = {
  queued: 'queued',
  pending: 'queued',
  scheduled: 'queued',
  processing: 'working',
  completed: 'done',
  ready: 'done',
  failed: 'failed',
  cancelled: 'cancelled',
  canceled: 'cancelled',
};

/** The state names only one kind uses, on top of `commonPhases`. */
const ownPhases: Readonly<Partial<Record<ResourceKind, PhaseTable>>> = {
  source_import: { downloading: 'working' },
  recording_job: { joining: 'working', recording: 'working' },
  file: { uploading: 'working' },
};

/** Own keys only: a state named `constructor` must not find Object.prototype.constructor. */
export function ownEntry<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

/** The state name as compared: trimmed and lower-cased; empty when missing. */
export function normalizeState(status: string | null | undefined): string {
  return typeof status === 'string' ? status.trim().toLowerCase() : '';
}

/**
 * The phase of a resource's `status`. A name this kind does not know is tried against the names
 * of the other kinds; a name nobody knows is `working`, so polling goes on instead of stopping on
 * a state the service added later. Undefined is returned for such unknown names by `knownPhase`.
 */
export function jobPhase(kind: ResourceKind, status: string | null | undefined): JobPhase {
  return knownPhase(kind, status) ?? 'working';
}

/** The phase of a known state name, or undefined when no kind knows the name. */
export function knownPhase(
  kind: ResourceKind,
  status: string | null | undefined,
): JobPhase | undefined {
  const name = normalizeState(status);
  return ownEntry(ownPhases[kind] ?? {}, name) ?? ownEntry(commonPhases, name);
}

/** Fraction done, 0..1, from `progress` or `progress_percent`; null when neither is a number. */
export function jobProgress(fields: StatusFields): number | null {
  const { progress, progress_percent: percent } = fields;
  const value =
    typeof progress === 'number' && Number.isFinite(progress)
      ? progress
      : typeof percent === 'number' && Number.isFinite(percent)
        ? percent / 100
        : null;
  return value === null ? null : Math.min(1, Math.max(0, value));
}

/** True for phases after which the status no longer changes (done, failed, cancelled). */
export function isTerminal(phase: JobPhase): boolean {
  return phase === 'done' || phase === 'failed' || phase === 'cancelled';
}
