import { JobRow } from './job-row.js';
import { useNewestPageJob } from './jobs-context.js';

/**
 * The page's own job from the background's store, for when the API cannot be asked about the
 * page: what the extension knows still shows (the job list leaves a running one to the card).
 */
export function PageJob({ url }: { url: string | null }) {
  const job = useNewestPageJob(url);
  return job ? (
    <ul class="jobs" data-testid="page-job">
      <JobRow job={job} />
    </ul>
  ) : null;
}
