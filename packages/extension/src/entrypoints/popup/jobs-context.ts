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
