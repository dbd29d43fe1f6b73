import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { JobView } from '../../messages.js';

/** The tracked jobs, live, for every part of the popup. */
export const JobsContext = createContext<JobView[] | null>(null);

/** The tracked job with this id, live (null while unknown). */
export function useJob(id: string | null): JobView | null {
  const jobs = useContext(JobsContext);
  return id === null ? null : (jobs?.find((job) => job.id === id) ?? null);
}

/**
 * The job of this kind for this page that is starting or running, live (null when none): the
 * background's store is the record, whichever popup or window started it.
 */
export function usePageJob(url: string, kind: JobView['kind']): JobView | null {
  const jobs = useContext(JobsContext);
  return (
    jobs?.find(
      (job) =>
        job.url === url && job.kind === kind && (job.phase === 'queued' || job.phase === 'working'),
    ) ?? null
  );
}

/** The newest job for this page in any state, live (null when none). */
export function useNewestPageJob(url: string | null): JobView | null {
  const jobs = useContext(JobsContext);
  return url === null ? null : (jobs?.find((job) => job.url === url) ?? null);
}
