import { detectPage, type PageVideo, videosOnPage } from '@scribekit/shared';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { i18n } from '#i18n';
import {
  ALL_TRANSCRIPTS_PAGE,
  type BatchPlanView,
  type BatchView,
  type ErrorInfo,
  sendMessage,
} from '../../messages.js';
import { batchRowText, planText } from '../../ui/batch-text.js';
import { ErrorBox } from '../../ui/error-box.js';
import { readPageLinks } from './page-links.js';
import { useBatches } from './use-batches.js';
import { useNow } from './use-now.js';

/** Name of the performance mark set once a batch's row is painted (the e2e's paint figure). */
export const BATCH_SHOWN_MARK = 'scribekit:batch-shown';

/** Fewer videos than this on a page is not a list worth a batch ("Transcribe this page" does one). */
export const MIN_BATCH_VIDEOS = 2;

const isLive = (batch: BatchView) => batch.state === 'running' || batch.state === 'waiting';

/** How long a finished batch keeps its row in the popup (its notification said it ended). */
const ENDED_SHOWN_MS = 15 * 60_000;

const endedLately = (batch: BatchView, now: number) =>
  batch.state === 'done' && batch.endedAt !== null && now - batch.endedAt < ENDED_SHOWN_MS;

/** The address a page's batch is known by: its canonical address, else the page without `#`. */
export function batchPageKey(url: string): string {
  const match = detectPage(url);
  return match.kind === 'none' ? (url.split('#')[0] ?? url) : match.url;
}

async function openBatch(id: string): Promise<void> {
  const url = (browser.runtime.getURL as (path: string) => string)(ALL_TRANSCRIPTS_PAGE);
  await browser.tabs.create({ url: `${url}#batch-${id}` });
  window.close();
}

/**
 * "Transcribe N videos": the videos the page links to (read once through the toolbar's grant),
 * the plan under the import quota, the page's batch while it runs, and a one-line row for every
 * other batch still running.
 */
export function BatchSection({
  url,
  onVideosFound,
}: {
  url: string | null;
  /** Told once the page's links are read: how many videos it offers (0 when too few). */
  onVideosFound?: (count: number) => void;
}) {
  const [batches, addBatch] = useBatches();
  const [page, setPage] = useState<{ title: string; videos: PageVideo[]; found: number } | null>(
    null,
  );
  const pageKey = url === null ? null : batchPageKey(url);
  const pageBatch = batches?.find((batch) => batch.pageUrl === pageKey && isLive(batch)) ?? null;
  const [opened] = useState(Date.now);
  const others =
    batches?.filter(
      (batch) => batch !== pageBatch && (isLive(batch) || endedLately(batch, opened)),
    ) ?? [];
  const now = useNow(Boolean(pageBatch) || others.some(isLive));

  useEffect(() => {
    if (url === null) return;
    void readPageLinks().then((read) => {
      if (!read) return;
      const { videos, found } = videosOnPage(read.links);
      setPage({ title: read.title, videos, found });
      onVideosFound?.(videos.length >= MIN_BATCH_VIDEOS ? videos.length : 0);
    });
  }, [url, onVideosFound]);

  const offered = page !== null && page.videos.length >= MIN_BATCH_VIDEOS;
  if (!offered && !pageBatch && others.length === 0) return null;
  return (
    <section class="section stack" aria-labelledby="batch-title" data-testid="page-batch">
      {offered || pageBatch ? (
        <>
          <h2 id="batch-title">{i18n.t('batch.heading')}</h2>
          {pageBatch ? (
            <BatchRow batch={pageBatch} now={now} cancellable />
          ) : page && pageKey ? (
            <BatchOffer pageUrl={pageKey} page={page} onStarted={addBatch} />
          ) : null}
        </>
      ) : (
        <h2 id="batch-title">{i18n.t('batch.section')}</h2>
      )}
      {others.map((batch) => (
        <BatchRow key={batch.id} batch={batch} now={now} cancellable={false} />
      ))}
    </section>
  );
}

/** The offer: how many videos, what is skipped, how long the quota makes it, and the start. */
function BatchOffer({
  pageUrl,
  page,
  onStarted,
}: {
  pageUrl: string;
  page: { title: string; videos: PageVideo[]; found: number };
  onStarted: (batch: BatchView) => void;
}) {
  const [plan, setPlan] = useState<BatchPlanView | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [starting, setStarting] = useState(false);
  const videos = page.videos.map((video) => ({ url: video.url, title: video.title }));

  useEffect(() => {
    void sendMessage('planPageBatch', { pageUrl, videos }).then((result) => {
      if (result.ok) {
        setPlan(result.value);
        if (result.value.running) onStarted(result.value.running);
      } else setError(result.error);
    });
  }, [pageUrl, page]);

  async function start() {
    setStarting(true);
    const result = await sendMessage('startPageBatch', { pageUrl, title: page.title, videos });
    setStarting(false);
    if (result.ok) onStarted(result.value);
    else setError(result.error);
  }

  const count = plan ? plan.toImport : page.videos.length;
  return (
    <div class="stack" data-batch-offer={plan ? 'planned' : 'counted'}>
      <p>{i18n.t('batch.found', page.found)}</p>
      {page.found > page.videos.length ? (
        <p class="small muted">
          {i18n.t('batch.capped', [String(page.videos.length), String(page.found)])}
        </p>
      ) : null}
      {plan && plan.alreadyDone > 0 ? (
        <p class="small muted" data-testid="batch-skipped">
          {i18n.t('batch.skipped', plan.alreadyDone)}
        </p>
      ) : null}
      {plan && plan.toImport > 0 ? (
        <p class="small" data-testid="batch-plan">
          {planText(plan)}
        </p>
      ) : null}
      {error ? <ErrorBox error={error} /> : null}
      {plan && plan.toImport === 0 ? (
        <p class="muted">{i18n.t('batch.allDone', plan.total)}</p>
      ) : (
        <button
          type="button"
          class="primary"
          disabled={starting}
          aria-busy={starting}
          onClick={() => void start()}
        >
          {starting ? i18n.t('batch.starting') : i18n.t('batch.start', count)}
        </button>
      )}
    </div>
  );
}

/** One batch in one line, with Cancel (on its page) and a link to its videos. */
function BatchRow({
  batch,
  now,
  cancellable,
}: {
  batch: BatchView;
  now: number;
  cancellable: boolean;
}) {
  const [cancelling, setCancelling] = useState(false);
  useLayoutEffect(() => {
    // After the next frame the row is on screen.
    requestAnimationFrame(() => {
      if (performance.getEntriesByName(BATCH_SHOWN_MARK).length === 0) {
        performance.mark(BATCH_SHOWN_MARK);
      }
    });
  }, []);
  const finished = batch.done + batch.skipped + batch.failed;
  return (
    <div class="stack" data-batch-id={batch.id} data-batch-state={batch.state}>
      <p class="small" data-testid="batch-row">
        {batchRowText(batch, now)}
      </p>
      <progress max={batch.total} value={finished} aria-label={batch.title || batch.pageUrl} />
      <div class="row">
        {cancellable ? (
          <button
            type="button"
            disabled={cancelling}
            onClick={() => {
              setCancelling(true);
              void sendMessage('cancelBatch', { id: batch.id }).finally(() => setCancelling(false));
            }}
          >
            {i18n.t('batch.cancel')}
          </button>
        ) : null}
        <button type="button" class="link" onClick={() => void openBatch(batch.id)}>
          {i18n.t('batch.showAll')}
        </button>
      </div>
    </div>
  );
}
