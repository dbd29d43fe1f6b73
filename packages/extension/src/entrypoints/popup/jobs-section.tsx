import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { BatchView } from '../../messages/page-batches.js';
import type { JobView } from '../../messages/popup.js';
import { sendMessage } from '../../messages/send-message.js';
import type { TabRecording } from '../../recording/protocol.js';
import { askRecorder } from '../../recording/recording-client.js';
import { Loading } from '../../ui/loading.js';
import { openAllTranscripts } from '../../ui/open-page.js';
import { isLiveBatch, isRecentBatch } from './batch-section.js';
import { JobRow } from './job-row.js';
import { BatchJobRow, RecordingRow } from './recent-rows.js';
import { useNow } from './use-now.js';

/** Jobs the popup lists at most; the rest are on the All transcripts page. */
export const RECENT_JOBS_SHOWN = 3;

/** Chrome's popup is at most 600 px tall: the list gives up rows rather than make it scroll. */
const POPUP_MAX_HEIGHT = 600;

function isEnded(job: JobView): boolean {
  return job.phase !== 'queued' && job.phase !== 'working';
}

/** One row of the list (keyed), with when it started: the list is newest first. */
interface Entry {
  at: number;
  row: ComponentChildren;
}

/**
 * The recent jobs started from the extension, with live progress: imports and recording bots,
 * the tab recording and the page batches, newest first. The page's own running import or bot is
 * left out: the page's card above shows that very row with its Cancel. The recording and the
 * batches are listed even when their controls are above (Stop, Cancel batch): the list says
 * everything that goes on, so it never reads "No jobs yet" while something runs.
 */
export function JobsSection({
  jobs,
  pageUrl,
  recording,
  batches,
}: {
  jobs: JobView[] | null;
  /** The page's canonical address, or null when it is nothing Scribekit knows. */
  pageUrl: string | null;
  /** The tab recording (null: none; undefined: not known yet). */
  recording: TabRecording | null | undefined;
  /** The page batches the background keeps (null until known). */
  batches: BatchView[] | null;
}) {
  const [clearing, setClearing] = useState(false);
  const [opened] = useState(Date.now);
  const recentBatches = batches?.filter((batch) => isRecentBatch(batch, opened)) ?? [];
  const now = useNow(recentBatches.some(isLiveBatch));
  const tracked = jobs?.filter((job) => job.url !== pageUrl || isEnded(job)) ?? null;

  const entries: Entry[] = [];
  for (const job of tracked ?? []) {
    entries.push({ at: job.createdAt, row: <JobRow key={job.id} job={job} compact /> });
  }
  if (recording) {
    entries.push({
      at: recording.startedAt,
      row: <RecordingRow key={`recording-${recording.id}`} recording={recording} now={now} />,
    });
  }
  for (const batch of recentBatches) {
    entries.push({
      at: batch.createdAt,
      row: <BatchJobRow key={`batch-${batch.id}`} batch={batch} now={now} />,
    });
  }
  entries.sort((a, b) => b.at - a.at);
  // As many rows as fit under what the popup shows above (never more than three).
  const [fits, setFits] = useState(RECENT_JOBS_SHOWN);
  const inPopup = !document.body.classList.contains('as-page');
  const tooTall = () => inPopup && document.body.scrollHeight > POPUP_MAX_HEIGHT;
  useLayoutEffect(() => {
    if (fits > 0 && tooTall()) setFits(fits - 1);
  });
  // What is above may grow later (a question, an error, a pasted link's preview): give up rows then.
  useEffect(() => {
    const main = document.querySelector('main');
    if (!inPopup || !main) return;
    const observer = new ResizeObserver(() => {
      if (tooTall()) setFits((count) => Math.max(0, count - 1));
    });
    observer.observe(main);
    return () => observer.disconnect();
  }, [inPopup]);
  const shown = entries.slice(0, fits);
  const hidden = entries.length - shown.length;
  // Nothing at all, not even what the cards above show: only then "No jobs yet".
  const nothing = jobs?.length === 0 && entries.length === 0;
  const finished = Boolean(jobs?.some(isEnded)) || recording?.phase === 'done';

  async function clearFinished() {
    setClearing(true);
    await sendMessage('clearFinished', null);
    // A recording whose transcript is ready is finished too (its file is no longer needed).
    if (recording?.phase === 'done') await askRecorder({ type: 'discard' });
    setClearing(false);
  }

  return (
    <section
      class="section"
      aria-labelledby="jobs-title"
      data-testid="jobs"
      data-listed={entries.length}
      data-shown={shown.length}
      data-hidden={hidden}
      data-finished={tracked?.filter(isEnded).length ?? 0}
    >
      <div class="row spread">
        <h2 id="jobs-title">{i18n.t('jobs.recent')}</h2>
        {finished ? (
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
      {tracked === null ? (
        <Loading label={i18n.t('jobs.loading')} />
      ) : nothing ? (
        <p class="muted" data-testid="no-jobs">
          {i18n.t('jobs.none')}
        </p>
      ) : shown.length > 0 ? (
        <ul class="jobs compact">{shown.map((entry) => entry.row)}</ul>
      ) : null}
      <p class="small">
        <button type="button" class="link" onClick={() => void openAllTranscripts(true)}>
          {hidden > 0 ? i18n.t('jobs.allMore', hidden) : i18n.t('all.title')}
        </button>
      </p>
    </section>
  );
}
