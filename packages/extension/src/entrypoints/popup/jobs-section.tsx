import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { ALL_TRANSCRIPTS_PAGE, type JobView, sendMessage } from '../../messages.js';
import { Loading } from '../../ui/loading.js';
import { JobRow } from './job-row.js';

/** Jobs the popup lists; the rest are on the All transcripts page. */
export const RECENT_JOBS_SHOWN = 5;

function isEnded(job: JobView): boolean {
  return job.phase !== 'queued' && job.phase !== 'working';
}

async function openAllTranscripts(): Promise<void> {
  // The page comes from its own entrypoint: not one of the paths this build's types know.
  const url = (browser.runtime.getURL as (path: string) => string)(ALL_TRANSCRIPTS_PAGE);
  await browser.tabs.create({ url });
  window.close();
}

/** The recent jobs started from the extension, with live progress. */
export function JobsSection({ jobs }: { jobs: JobView[] | null }) {
  const [clearing, setClearing] = useState(false);
  const shown = jobs?.slice(0, RECENT_JOBS_SHOWN) ?? [];
  const hidden = (jobs?.length ?? 0) - shown.length;

  async function clearFinished() {
    setClearing(true);
    await sendMessage('clearFinished', null);
    setClearing(false);
  }

  return (
    <section class="section" aria-labelledby="jobs-title" data-testid="jobs">
      <div class="row spread">
        <h2 id="jobs-title">Recent jobs</h2>
        {jobs?.some(isEnded) ? (
          <button
            type="button"
            class="link"
            aria-busy={clearing}
            disabled={clearing}
            onClick={() => void clearFinished()}
          >
            Clear finished
          </button>
        ) : null}
      </div>
      {jobs === null ? (
        <Loading label="Loading jobs…" />
      ) : jobs.length === 0 ? (
        <p class="muted" data-testid="no-jobs">
          No jobs yet. Transcriptions and recordings you start appear here.
        </p>
      ) : (
        <ul class="jobs">
          {shown.map((job) => (
            <JobRow key={job.id} job={job} />
          ))}
        </ul>
      )}
      <p class="small">
        <button type="button" class="link" onClick={() => void openAllTranscripts()}>
          {hidden > 0 ? `All transcripts (${hidden} more jobs here)` : 'All transcripts'}
        </button>
      </p>
    </section>
  );
}
