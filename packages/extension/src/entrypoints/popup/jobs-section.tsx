import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { i18n } from '#i18n';
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

/**
 * The recent jobs started from the extension, with live progress. A running job for the page
 * itself is left out: the page's card above already shows it with its Cancel.
 */
export function JobsSection({
  jobs,
  pageUrl,
}: {
  jobs: JobView[] | null;
  /** The page's canonical address, or null when it is nothing Scribekit knows. */
  pageUrl: string | null;
}) {
  const [clearing, setClearing] = useState(false);
  const listed = jobs?.filter((job) => job.url !== pageUrl || isEnded(job)) ?? null;
  const shown = listed?.slice(0, RECENT_JOBS_SHOWN) ?? [];
  const hidden = (listed?.length ?? 0) - shown.length;

  async function clearFinished() {
    setClearing(true);
    await sendMessage('clearFinished', null);
    setClearing(false);
  }

  return (
    <section class="section" aria-labelledby="jobs-title" data-testid="jobs">
      <div class="row spread">
        <h2 id="jobs-title">{i18n.t('jobs.recent')}</h2>
        {jobs?.some(isEnded) ? (
          <button
            type="button"
            class="link"
            aria-busy={clearing}
            disabled={clearing}
            onClick={() => void clearFinished()}
          >
            {i18n.t('jobs.clearFinished')}
          </button>
        ) : null}
      </div>
      {listed === null ? (
        <Loading label={i18n.t('jobs.loading')} />
      ) : jobs?.length === 0 ? (
        <p class="muted" data-testid="no-jobs">
          {i18n.t('jobs.none')}
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
          {hidden > 0 ? i18n.t('jobs.allMore', hidden) : i18n.t('all.title')}
        </button>
      </p>
    </section>
  );
}
