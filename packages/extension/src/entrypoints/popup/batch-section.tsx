import { detectPage, type PageVideo, videosOnPage } from '@scribekit/shared';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { i18n } from '#i18n';
import type { ErrorInfo } from '../../messages/envelope.js';
import { ALL_TRANSCRIPTS_PAGE } from '../../messages/extension-pages.js';
import type { BatchPlanView, BatchView } from '../../messages/page-batches.js';
import { sendMessage } from '../../messages/send-message.js';
import { batchBase, batchRowText, planText } from '../../ui/batch-text.js';
import { ErrorBox } from '../../ui/error-box.js';
import { readPageLinks } from './page-links.js';
import { useNow } from './use-now.js';

/** Name of the performance mark set once a batch's row is painted (the e2e's paint figure). */
export const BATCH_SHOWN_MARK = 'scribekit:batch-shown';

/** Fewer videos than this on a page is not a list worth a batch ("Transcribe this page" does one). */
export const MIN_BATCH_VIDEOS = 2;

/** Whether a batch still has work. */
export const isLiveBatch = (batch: BatchView) =>
  batch.state === 'running' || batch.state === 'waiting';

/** How long an ended batch keeps its row in the popup (its notification said it ended). */
const ENDED_SHOWN_MS = 15 * 60_000;

/** Whether a batch runs, or ended (finished or cancelled) within the last minutes. */
export const isRecentBatch = (batch: BatchView, now: number) =>
  isLiveBatch(batch) || (batch.endedAt !== null && now - batch.endedAt < ENDED_SHOWN_MS);

/** The address a page's batch is known by: its canonical address, else the page without `#`. */
export function batchPageKey(url: string): string {
  const match = detectPage(url);
  return match.kind === 'none' ? (url.split('#')[0] ?? url) : match.url;
}

/** Opens the All transcripts page at a batch (and closes the popup). */
export async function openBatch(id: string): Promise<void> {
  const url = (browser.runtime.getURL as (path: string) => string)(ALL_TRANSCRIPTS_PAGE);
  await browser.tabs.create({ url: `${url}#batch-${id}` });
  window.close();
}

/**
 * "Transcribe N videos": the videos the page links to (read once through the toolbar's grant),
 * the plan under the import quota, and the page's batch while it runs or just after it finished
 * (other batches are rows of the recent jobs).
 */
export function BatchSection({
  url,
  batches,
  onStarted,
  onVideosFound,
}: {
  url: string | null;
  /** The batches the background keeps (null until known). */
  batches: BatchView[] | null;
  /** Shows a batch the popup has just started, before the next refresh. */
  onStarted: (batch: BatchView) => void;
  /** Told once the page's links are read: how many videos it offers (0 when too few). */
  onVideosFound?: (count: number) => void;
}) {
  const [page, setPage] = useState<{ title: string; videos: PageVideo[]; found: number } | null>(
    null,
  );
  const [opened] = useState(Date.now);
  const pageKey = url === null ? null : batchPageKey(url);
  // The page's batch: the running one, else one that finished a moment ago (its result, not a
  // new offer that calls its videos "already transcribed").
  const pageBatch =
    batches?.find((batch) => batch.pageUrl === pageKey && isLiveBatch(batch)) ??
    batches?.find(
      (batch) =>
        batch.pageUrl === pageKey && batch.state === 'done' && isRecentBatch(batch, opened),
    ) ??
    null;
  const live = pageBatch !== null && isLiveBatch(pageBatch);
  const now = useNow(live);

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
  if (!offered && !pageBatch) return null;
  return (
    <section class="section stack" aria-labelledby="batch-title" data-testid="page-batch">
      <h2 id="batch-title">{i18n.t('batch.heading')}</h2>
      {pageBatch ? <BatchRow batch={pageBatch} now={now} cancellable={live} /> : null}
      {!live && page && pageKey && offered ? (
        <BatchOffer
          pageUrl={pageKey}
          page={page}
          onStarted={onStarted}
          afterBatch={pageBatch !== null}
        />
      ) : null}
    </section>
  );
}

/** The offer: how many videos, what is skipped, how long the quota makes it, and the start. */
function BatchOffer({
  pageUrl,
  page,
  onStarted,
  afterBatch,
}: {
  pageUrl: string;
  page: { title: string; videos: PageVideo[]; found: number };
  onStarted: (batch: BatchView) => void;
  /** A batch of this page has just finished (shown above): say nothing when nothing is new. */
  afterBatch: boolean;
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
  if (afterBatch && (!plan || plan.toImport === 0) && !error) return null;
  const allDone = plan !== null && plan.toImport === 0;
  return (
    <div
      class="stack"
      data-batch-offer={plan ? 'planned' : 'counted'}
      data-found={page.found}
      data-skipped={plan?.alreadyDone}
      data-to-import={plan?.toImport}
    >
      <p>{i18n.t('batch.found', page.found)}</p>
      {page.found > page.videos.length ? (
        <p class="small muted">
          {i18n.t('batch.capped', [String(page.videos.length), String(page.found)])}
        </p>
      ) : null}
      {plan && plan.alreadyDone > 0 && !allDone ? (
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
      {allDone ? (
        <p class="muted" data-testid="batch-all-done">
          {i18n.t('batch.allDone', plan.total)}
        </p>
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
  return (
    <div
      class="stack"
      data-batch-id={batch.id}
      data-batch-state={batch.state}
      data-base={batchBase(batch)}
      data-done={batch.done}
      data-skipped={batch.skipped}
      data-failed={batch.failed}
    >
      <p class="small" data-testid="batch-row">
        {batchRowText(batch, now)}
      </p>
      <BatchProgress batch={batch} />
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

/** How far a batch is, on the base its words count ("12 of 37"). */
export function BatchProgress({ batch }: { batch: BatchView }) {
  return (
    <progress
      max={Math.max(1, batchBase(batch))}
      value={batch.done + batch.failed}
      aria-label={batch.title || batch.pageUrl}
    />
  );
}
