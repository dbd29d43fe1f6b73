import type { JobView } from '../messages/popup.js';
import { type JobStore, toView } from './job-store.js';
import { intentView, type StartIntent, type StartJournal } from './start-journal.js';

/**
 * What the pages see as "the jobs": the tracked jobs and, before them, the starts on their way
 * ("Starting…", or being checked after a restart), newest first; listeners hear of a change in
 * either.
 */
export function createJobViews(store: JobStore, journal: StartJournal) {
  async function all(): Promise<JobView[]> {
    const [jobs, intents] = await Promise.all([store.all(), journal.all()]);
    // A start whose job is tracked already (its start is being forgotten) shows as that job alone.
    const settled = (intent: StartIntent) =>
      jobs.some(
        (job) =>
          job.kind === intent.kind && job.createdAt === intent.createdAt && job.url === intent.url,
      );
    const starts = intents
      .filter((intent) => !settled(intent))
      .map((intent) => intentView(intent, journal.isSending(intent.key)));
    return [...starts, ...jobs.map(toView)].sort((a, b) => b.createdAt - a.createdAt);
  }

  return {
    all,
    /** Calls `listener` with every view after each change; returns the unsubscribe function. */
    subscribe(listener: (views: JobView[]) => void): () => void {
      const push = () => void all().then(listener);
      const stopJobs = store.subscribe(push);
      const stopStarts = journal.subscribe(push);
      return () => {
        stopJobs();
        stopStarts();
      };
    },
  };
}

/** What `createJobViews` returns. */
export type JobViews = ReturnType<typeof createJobViews>;
