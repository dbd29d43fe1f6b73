import { formatDuration } from '@scribekit/shared';
import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import {
  type ErrorInfo,
  sendMessage,
  type TranscriptPage,
  type TranscriptQuery,
} from '../../messages.js';
import { ErrorBox, OpenSettingsButton } from '../../ui/error-box.js';
import { Loading } from '../../ui/loading.js';
import { transcriptPageUrl } from '../../ui/open-page.js';
import { BatchesSection } from './batches.js';

const PAGE_SIZE = 20;
const TYPING_PAUSE_MS = 250;
const STATUSES = ['', 'completed', 'processing', 'pending', 'failed'] as const;

/** The filters, kept in the address so a reload or the back button keeps them. */
function queryFromLocation(): TranscriptQuery {
  const params = new URLSearchParams(location.search);
  const status = params.get('status') ?? '';
  return {
    q: params.get('q') ?? '',
    status: (STATUSES as readonly string[]).includes(status) ? status : '',
    skip: Math.max(0, Number(params.get('skip')) || 0),
    limit: PAGE_SIZE,
  };
}

function writeLocation(query: TranscriptQuery) {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.skip) params.set('skip', String(query.skip));
  const search = params.toString();
  history.replaceState(null, '', search ? `?${search}` : location.pathname);
}

function statusLabel(status: string): string {
  switch (status) {
    case 'completed':
      return i18n.t('all.status.completed');
    case 'processing':
      return i18n.t('all.status.processing');
    case 'pending':
      return i18n.t('all.status.pending');
    case 'failed':
      return i18n.t('all.status.failed');
    default:
      return status;
  }
}

/** Every transcript of the account, searched, filtered and paged by the service. */
export function App() {
  const [query, setQuery] = useState<TranscriptQuery>(queryFromLocation);
  const [typed, setTyped] = useState(query.q);
  const [page, setPage] = useState<TranscriptPage | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    document.title = i18n.t('all.documentTitle');
  }, []);

  // The search goes out once typing pauses, from the first page.
  useEffect(() => {
    if (typed === query.q) return;
    const timer = setTimeout(
      () => setQuery((before) => ({ ...before, q: typed, skip: 0 })),
      TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, query.q]);

  useEffect(() => {
    let current = true;
    writeLocation(query);
    setLoading(true);
    setError(null);
    void sendMessage('listTranscripts', query).then((result) => {
      if (!current) return;
      setLoading(false);
      if (result.ok) setPage(result.value);
      else setError(result.error);
    });
    return () => {
      current = false;
    };
  }, [query]);

  const first = page && page.total > 0 ? page.skip + 1 : 0;
  const last = page ? page.skip + page.items.length : 0;

  return (
    <main class="transcript-page stack">
      <h1>{i18n.t('all.title')}</h1>
      <BatchesSection />
      <form class="row filters" onSubmit={(event) => event.preventDefault()}>
        <div class="field grow">
          <label for="q">{i18n.t('all.searchLabel')}</label>
          <input
            id="q"
            type="search"
            value={typed}
            onInput={(event) => setTyped(event.currentTarget.value)}
          />
        </div>
        <div class="field">
          <label for="status">{i18n.t('all.statusLabel')}</label>
          <select
            id="status"
            value={query.status}
            onChange={(event) => setQuery({ ...query, status: event.currentTarget.value, skip: 0 })}
          >
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {status === '' ? i18n.t('all.status.any') : statusLabel(status)}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div aria-live="polite" data-testid="list-status" class="stack">
        {error ? (
          <ErrorBox error={error}>
            <button type="button" onClick={() => setQuery({ ...query })}>
              {i18n.t('common.retry')}
            </button>
            <OpenSettingsButton error={error} closeWindow={false} />
          </ErrorBox>
        ) : null}
        {loading && !page ? <Loading label={i18n.t('all.loading')} /> : null}
        {page && !error ? (
          <p class="muted" data-testid="range">
            {page.total === 0
              ? query.q || query.status
                ? i18n.t('all.noneMatch')
                : i18n.t('all.none')
              : i18n.t('all.range', [String(first), String(last), String(page.total)])}
          </p>
        ) : null}
      </div>
      {page && page.items.length > 0 ? (
        <ul class="transcript-rows" aria-busy={loading}>
          {page.items.map((item) => (
            <li key={item.id} data-testid="transcript-row" data-status={item.status}>
              <a href={transcriptPageUrl(item.id)}>{item.title}</a>
              <span class="muted small">
                {[
                  statusLabel(item.status),
                  formatDuration(item.durationS),
                  i18n.t('all.speakers', item.speakerCount),
                  new Date(item.createdAt).toLocaleString(i18n.t('common.lang')),
                ].join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {page && page.total > PAGE_SIZE ? (
        <nav class="row" aria-label={i18n.t('all.paging')}>
          <button
            type="button"
            disabled={loading || page.skip === 0}
            onClick={() => setQuery({ ...query, skip: Math.max(0, query.skip - PAGE_SIZE) })}
          >
            {i18n.t('all.previous')}
          </button>
          <button
            type="button"
            disabled={loading || last >= page.total}
            onClick={() => setQuery({ ...query, skip: query.skip + PAGE_SIZE })}
          >
            {i18n.t('all.next')}
          </button>
        </nav>
      ) : null}
    </main>
  );
}
