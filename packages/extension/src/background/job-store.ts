import type { JobView } from '../messages/popup.js';
import type { StorageArea } from './storage-area.js';

/** A job started from the extension, as the background keeps it (in storage, so it survives restarts). */
export interface TrackedJob extends JobView {
  /** The job resource's own `status` as the API last gave it. */
  status: string;
  /** Whether to run speaker detection once the transcript is ready. */
  separateSpeakers: boolean;
  /** Whether speaker detection has been run (or given up on). */
  speakersDone: boolean;
  /** Whether the "finished" or "failed" notification was shown. */
  notified: boolean;
  /** When to check the job next (ms since epoch). */
  nextPollAt: number;
  /** The wait before the check after that, in ms (grows while nothing changes). */
  pollDelayMs: number;
  /** When anything about the job last changed (ms since epoch). */
  updatedAt: number;
}

const STORAGE_KEY = 'jobs';

/**
 * Jobs kept at most; the oldest finished ones go first. The store is only the extension's memory:
 * the account's full history is on the service (the All transcripts page lists it).
 */
export const MAX_TRACKED_JOBS = 100;

/** True while a job can still change. */
export function isActive(job: Pick<JobView, 'phase'>): boolean {
  return job.phase === 'queued' || job.phase === 'working';
}

/** The part of a tracked job the popup sees. */
export function toView(job: TrackedJob): JobView {
  return {
    id: job.id,
    kind: job.kind,
    title: job.title,
    url: job.url,
    sourceLabel: job.sourceLabel,
    phase: job.phase,
    progress: job.progress,
    label: job.label,
    transcriptId: job.transcriptId,
    error: job.error,
    // Jobs stored by older versions lack these two.
    errorHint: job.errorHint ?? null,
    gone: job.gone ?? false,
    warning: job.warning,
    checkError: job.checkError,
    createdAt: job.createdAt,
  };
}

function looksTracked(value: unknown): value is TrackedJob {
  if (typeof value !== 'object' || value === null) return false;
  const job = value as Partial<TrackedJob>;
  return (
    typeof job.id === 'string' &&
    (job.kind === 'source_import' || job.kind === 'recording_job') &&
    typeof job.phase === 'string' &&
    typeof job.nextPollAt === 'number'
  );
}

function newestFirst(a: TrackedJob, b: TrackedJob): number {
  return b.createdAt - a.createdAt;
}

/** Keeps at most `max` jobs: every active one, then the newest finished ones. */
export function prune(jobs: TrackedJob[], max = MAX_TRACKED_JOBS): TrackedJob[] {
  const sorted = [...jobs].sort(newestFirst);
  const keep = new Set(sorted.filter(isActive));
  for (const job of sorted) {
    if (keep.size >= max) break;
    keep.add(job);
  }
  return sorted.filter((job) => keep.has(job));
}

/** The tracked jobs, in memory and in storage; listeners hear of every change. */
export function createJobStore(area: StorageArea) {
  let loading: Promise<void> | null = null;
  let jobs: TrackedJob[] = [];
  let saving: Promise<void> = Promise.resolve();
  const listeners = new Set<(jobs: TrackedJob[]) => void>();

  async function load(): Promise<TrackedJob[]> {
    loading ??= area.get(STORAGE_KEY).then((stored) => {
      const raw = stored[STORAGE_KEY];
      jobs = Array.isArray(raw) ? raw.filter(looksTracked).sort(newestFirst) : [];
    });
    await loading;
    return jobs;
  }

  async function commit(next: TrackedJob[]): Promise<void> {
    jobs = prune(next);
    const snapshot = jobs;
    // Writes are chained so that an older list never lands after a newer one.
    saving = saving.then(() => area.set({ [STORAGE_KEY]: snapshot })).catch(() => undefined);
    await saving;
    for (const listener of listeners) listener(snapshot);
  }

  return {
    /** Every job, newest first (loads from storage the first time). */
    all: async (): Promise<TrackedJob[]> => [...(await load())],
    /** One job, or undefined. */
    async get(id: string): Promise<TrackedJob | undefined> {
      return (await load()).find((job) => job.id === id);
    },
    /** Adds a job or replaces the one with the same id. */
    async put(job: TrackedJob): Promise<void> {
      const current = await load();
      await commit([job, ...current.filter((other) => other.id !== job.id)]);
    },
    /** Changes one job; returns the new version, or undefined when there is no such job. */
    async update(
      id: string,
      change: (job: TrackedJob) => TrackedJob,
    ): Promise<TrackedJob | undefined> {
      const current = await load();
      const found = current.find((job) => job.id === id);
      if (!found) return undefined;
      const next = change(found);
      await commit(current.map((job) => (job.id === id ? next : job)));
      return next;
    },
    /** Forgets one job (e.g. one the service no longer knows). */
    async remove(id: string): Promise<void> {
      const current = await load();
      await commit(current.filter((job) => job.id !== id));
    },
    /** Forgets every job that has ended (done, failed, cancelled or gone). */
    async clearFinished(): Promise<void> {
      await commit((await load()).filter(isActive));
    },
    /** Calls `listener` with every job after each change; returns the unsubscribe function. */
    subscribe(listener: (jobs: TrackedJob[]) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What `createJobStore` returns. */
export type JobStore = ReturnType<typeof createJobStore>;
