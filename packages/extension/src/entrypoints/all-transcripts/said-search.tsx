import { formatDuration } from '@scribekit/shared';
import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { ErrorInfo } from '../../messages/envelope.js';
import {
  type SaidHit,
  type SearchIndexStatus,
  sendSearchMessage,
} from '../../search/search-protocol.js';
import { ErrorBox, OpenSettingsButton } from '../../ui/error-box.js';
import { transcriptPageUrl } from '../../ui/open-page.js';

/** Hits asked for at most (the background caps them too). */
const HIT_LIMIT = 50;
/** How often the page looks at the index while it catches up. */
const STATUS_POLL_MS = 700;

/** The line with each match marked. */
function Marked({ hit }: { hit: SaidHit }) {
  const parts = [];
  let from = 0;
  for (const [start, end] of hit.matches) {
    if (start > from) parts.push(hit.text.slice(from, start));
    parts.push(<mark key={start}>{hit.text.slice(start, end)}</mark>);
    from = end;
  }
  if (from < hit.text.length) parts.push(hit.text.slice(from));
  return <span translate={false}>{parts}</span>;
}

function statusText(status: SearchIndexStatus): string {
  if (status.syncing) {
    return status.syncing.total > 0
      ? i18n.t('search.syncing', [String(status.syncing.done), String(status.syncing.total)])
      : i18n.t('search.syncStarting');
  }
  if (!status.syncedAt) return i18n.t('search.notIndexed');
  const when = new Date(status.syncedAt).toLocaleTimeString(i18n.t('common.lang'), {
    timeStyle: 'short',
  });
  return i18n.t('search.indexed', status.transcripts, [String(status.transcripts), when]);
}

/**
 * Search inside transcripts: the lines said that match `query`, from the index the background
 * keeps in the extension (caught up with the account when the page opens, and on "Update now");
 * each hit opens its transcript at that line.
 */
export function SaidSearch({
  query,
  speaker,
  since,
  onSpeakersSeen,
}: {
  query: string;
  /** Only lines of this speaker (a name or its start); '' for anyone. */
  speaker: string;
  /** Only transcripts made since (`today`, `7d`…); '' for any time. */
  since: string;
  /** Told the speakers of each search's hits, to offer them as names to filter by. */
  onSpeakersSeen: (names: string[]) => void;
}) {
  const [status, setStatus] = useState<SearchIndexStatus | null>(null);
  const [syncError, setSyncError] = useState<ErrorInfo | null>(null);
  const [syncRound, setSyncRound] = useState(0);
  const [synced, setSynced] = useState(0);
  const [hits, setHits] = useState<SaidHit[] | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);

  // Catch up with the account, showing how far it got.
  useEffect(() => {
    let live = true;
    setSyncError(null);
    const poll = setInterval(() => {
      void sendSearchMessage('status', {}).then((answer) => {
        if (live && answer.ok) setStatus(answer.value);
      });
    }, STATUS_POLL_MS);
    void sendSearchMessage('sync', {}).then((answer) => {
      clearInterval(poll);
      if (!live) return;
      if (answer.ok) setStatus(answer.value);
      else setSyncError(answer.error);
      setSynced((round) => round + 1);
    });
    return () => {
      live = false;
      clearInterval(poll);
    };
  }, [syncRound]);

  // The search runs again once the index caught up.
  useEffect(() => {
    const words = query.trim();
    if (!words) {
      setHits(null);
      setError(null);
      return;
    }
    let live = true;
    const filters = { ...(speaker.trim() ? { speaker } : {}), ...(since ? { since } : {}) };
    void sendSearchMessage('search', { query: words, limit: HIT_LIMIT, ...filters }).then(
      (answer) => {
        if (!live) return;
        if (answer.ok) {
          setHits(answer.value.hits);
          onSpeakersSeen([...new Set(answer.value.hits.map((hit) => hit.speaker).filter(Boolean))]);
          setStatus((before) => (before?.syncing ? before : answer.value.status));
          setError(null);
        } else setError(answer.error);
      },
    );
    return () => {
      live = false;
    };
  }, [query, speaker, since, synced]);

  const shownError = error ?? syncError;
  return (
    <section class="stack said-search" data-testid="said-search">
      <div class="row spread">
        <p class="muted small" role="status" data-testid="index-status">
          {status ? statusText(status) : i18n.t('search.syncStarting')}
        </p>
        <button
          type="button"
          class="link"
          disabled={Boolean(status?.syncing)}
          onClick={() => setSyncRound((round) => round + 1)}
        >
          {i18n.t('search.update')}
        </button>
      </div>
      {shownError ? (
        <ErrorBox error={shownError}>
          <OpenSettingsButton error={shownError} closeWindow={false} />
        </ErrorBox>
      ) : null}
      {hits !== null ? (
        <>
          <h2 id="said-heading">{i18n.t('search.saidHeading')}</h2>
          <p class="muted" data-testid="said-count">
            {hits.length >= HIT_LIMIT
              ? i18n.t('search.hitsCapped', [String(HIT_LIMIT)])
              : i18n.t('search.hits', hits.length, [String(hits.length)])}
          </p>
          {hits.length > 0 ? (
            <ul class="said-hits">
              {hits.map((hit) => (
                <li key={`${hit.transcriptId}-${hit.startS}`} data-testid="said-hit">
                  <a
                    href={transcriptPageUrl(hit.transcriptId, hit.startS)}
                    title={i18n.t('search.hitAt', [formatDuration(hit.startS)])}
                  >
                    <span class="said-title" translate={false}>
                      {hit.title}
                    </span>{' '}
                    <span class="time muted">{formatDuration(hit.startS)}</span>
                  </a>
                  <p class="said-line">
                    {hit.speaker ? (
                      <span class="said-speaker" translate={false}>
                        {hit.speaker}:{' '}
                      </span>
                    ) : null}
                    <Marked hit={hit} />
                  </p>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
