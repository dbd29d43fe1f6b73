import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { JobView } from '../../messages/popup.js';

/** The tracked jobs, live, for every part of the popup. */
export const JobsContext = createContext<JobView[] | null>(null);

/** The tracked job with this id, live (null while unknown). */
export function useJob(id: string | null): JobView | null {
  const jobs = useContext(JobsContext);
  return id === null ? null : (jobs?.find((job) => job.id === id) ?? null);
}

/** True while a job is starting, queued or running. */
export function isActive(job: JobView): boolean {
  return job.phase === 'queued' || job.phase === 'working';
}

/**
 * The newest job of this kind for this page in any state, live (null when none): the
 * background's store is the record, whichever popup or window started it, so the page's card
 * follows it from "Starting…" to "Open transcript" while the popup stays open.
 */
export function useLatestPageJob(url: string, kind: JobView['kind']): JobView | null {
  const jobs = useContext(JobsContext);
  // Jobs come newest first; a running one wins over a newer finished one (a retry elsewhere).
  const mine = jobs?.filter((job) => job.url === url && job.kind === kind) ?? [];
  return mine.find(isActive) ?? mine[0] ?? null;
}

/** The newest job for this page in any state, live (null when none). */
export function useNewestPageJob(url: string | null): JobView | null {
  const jobs = useContext(JobsContext);
  return url === null ? null : (jobs?.find((job) => job.url === url) ?? null);
}
