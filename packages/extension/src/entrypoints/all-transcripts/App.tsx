import { formatDuration } from '@scribekit/shared';
import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { ErrorInfo } from '../../messages/envelope.js';
import { sendMessage } from '../../messages/send-message.js';
import {
  TRANSCRIPT_SORTS,
  type TranscriptPage,
  type TranscriptQuery,
  type TranscriptSort,
} from '../../messages/transcript-list.js';
import { ErrorBox, OpenSettingsButton } from '../../ui/error-box.js';
import { Loading } from '../../ui/loading.js';
import { transcriptPageUrl } from '../../ui/open-page.js';
import { AskBox } from './ask-box.js';
import { BatchesSection } from './batches.js';
import { PageNav } from './page-nav.js';
import { SaidSearch } from './said-search.js';
import { SearchFilters, SINCE_CHOICES, type SinceChoice } from './search-filters.js';

const PAGE_SIZE = 20;
const TYPING_PAUSE_MS = 250;
const STATUSES = ['', 'completed', 'processing', 'pending', 'failed'] as const;

const NEWEST_FIRST: TranscriptSort = 'created_at_desc';

/** The filters, order and page, kept in the address so a reload or the back button keeps them. */
function queryFromLocation(): TranscriptQuery {
  const params = new URLSearchParams(location.search);
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? '';
  const since = params.get('since') ?? '';
  return {
    q: params.get('q') ?? '',
    status: (STATUSES as readonly string[]).includes(status) ? status : '',
    speaker: params.get('speaker') ?? '',
    since: (SINCE_CHOICES as readonly string[]).includes(since) ? since : '',
    sort: (TRANSCRIPT_SORTS as readonly string[]).includes(sort)
      ? (sort as TranscriptSort)
      : NEWEST_FIRST,
    skip: Math.max(0, Math.floor(Number(params.get('skip')) || 0)),
    limit: PAGE_SIZE,
  };
}

function writeLocation(query: TranscriptQuery) {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.speaker) params.set('speaker', query.speaker);
  if (query.since) params.set('since', query.since);
  if (query.sort && query.sort !== NEWEST_FIRST) params.set('sort', query.sort);
  if (query.skip) params.set('skip', String(query.skip));
  const search = params.toString();
  history.replaceState(null, '', search ? `?${search}` : location.pathname);
}

function sortLabel(sort: TranscriptSort): string {
  switch (sort) {
    case 'created_at_desc':
      return i18n.t('all.sort.newest');
    case 'created_at_asc':
      return i18n.t('all.sort.oldest');
    case 'title_asc':
      return i18n.t('all.sort.titleAz');
    case 'title_desc':
      return i18n.t('all.sort.titleZa');
    case 'duration_desc':
      return i18n.t('all.sort.longest');
    case 'duration_asc':
      return i18n.t('all.sort.shortest');
  }
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

/**
 * Every transcript of the account: asked across (Ask), searched inside (what was said, from the
 * extension's own index) and by title, filtered, sorted and paged by the service.
 */
export function App() {
  const [query, setQuery] = useState<TranscriptQuery>(queryFromLocation);
  const [typed, setTyped] = useState(query.q);
  const [typedSpeaker, setTypedSpeaker] = useState(query.speaker ?? '');
  const [speakersSeen, setSpeakersSeen] = useState<string[]>([]);
  const [page, setPage] = useState<TranscriptPage | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    document.title = i18n.t('all.documentTitle');
  }, []);

  // The search (and the speaker's name) goes out once typing pauses, from the first page.
  useEffect(() => {
    if (typed === query.q && typedSpeaker === (query.speaker ?? '')) return;
    const timer = setTimeout(
      () => setQuery((before) => ({ ...before, q: typed, speaker: typedSpeaker, skip: 0 })),
      TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, typedSpeaker, query.q, query.speaker]);

  const filtered = Boolean(query.status || query.speaker || query.since);
  function clearFilters() {
    setTypedSpeaker('');
    setQuery({ ...query, status: '', speaker: '', since: '', skip: 0 });
  }

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
    <main class="list-page stack">
      <h1>{i18n.t('all.title')}</h1>
      <AskBox />
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
        <SearchFilters
          speaker={typedSpeaker}
          since={(query.since ?? '') as SinceChoice}
          speakersSeen={speakersSeen}
          onSpeaker={setTypedSpeaker}
          onSince={(since) => setQuery({ ...query, since, skip: 0 })}
        />
        <div class="field">
          <label for="sort">{i18n.t('all.sortLabel')}</label>
          <select
            id="sort"
            value={query.sort ?? NEWEST_FIRST}
            onChange={(event) =>
              setQuery({ ...query, sort: event.currentTarget.value as TranscriptSort, skip: 0 })
            }
          >
            {TRANSCRIPT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabel(sort)}
              </option>
            ))}
          </select>
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
      {filtered ? (
        <p class="row filters-note">
          <button type="button" class="link" onClick={clearFilters}>
            {i18n.t('all.clearFilters')}
          </button>
        </p>
      ) : null}
      <SaidSearch
        query={query.q}
        speaker={query.speaker ?? ''}
        since={query.since ?? ''}
        onSpeakersSeen={(names) =>
          setSpeakersSeen((before) =>
            names.some((name) => !before.includes(name))
              ? [...new Set([...before, ...names])].sort((a, b) => a.localeCompare(b))
              : before,
          )
        }
      />
      {query.q ? <h2>{i18n.t('search.titlesHeading')}</h2> : null}
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
              ? query.q || filtered
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
              <a href={transcriptPageUrl(item.id)} translate={false}>
                {item.title}
              </a>
              <span class="muted small">
                <span class={`phase ${item.status === 'completed' ? 'done' : item.status}`}>
                  {statusLabel(item.status)}
                </span>{' '}
                {[
                  formatDuration(item.durationS),
                  i18n.t('all.speakers', item.speakerCount),
                  new Date(item.createdAt).toLocaleString(i18n.t('common.lang'), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }),
                ].join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {page && page.total > PAGE_SIZE ? (
        <PageNav
          page={page}
          pageSize={PAGE_SIZE}
          busy={loading}
          onSkip={(skip) => setQuery({ ...query, skip })}
        />
      ) : null}
    </main>
  );
}
