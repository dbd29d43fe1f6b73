import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { ErrorInfo } from '../../messages/envelope.js';
import type { Protocol } from '../../messages/protocol.js';
import { sendMessage } from '../../messages/send-message.js';
import type { ChapterView } from '../../messages/transcript-page.js';
import { ErrorBox } from '../../ui/error-box.js';
import { Loading } from '../../ui/loading.js';
import { type Seeker, TimeLink } from './time-link.js';

type Loaded<T> =
  | { state: 'loading' }
  | { state: 'ready'; value: T }
  | { state: 'error'; error: ErrorInfo };

/** Loads one list of the transcript (the background generates it when the service has none). */
function useList<K extends 'getChapters' | 'getActionItems'>(
  type: K,
  id: string,
): Loaded<Protocol[K]['response']> {
  const [loaded, setLoaded] = useState<Loaded<Protocol[K]['response']>>({ state: 'loading' });
  useEffect(() => {
    void sendMessage(type, { id }).then((result) =>
      setLoaded(
        result.ok
          ? { state: 'ready', value: result.value }
          : { state: 'error', error: result.error },
      ),
    );
  }, [type, id]);
  return loaded;
}

// Long recordings have hundreds of chapters and items: the first few show, the rest on request.
const FIRST_SHOWN = 12;

/** The first items of a long list and a button that shows the rest. */
function useShortList<T>(items: readonly T[]): { shown: readonly T[]; more: JSX.Element | null } {
  const [all, setAll] = useState(false);
  if (all || items.length <= FIRST_SHOWN) return { shown: items, more: null };
  return {
    shown: items.slice(0, FIRST_SHOWN),
    more: (
      <button type="button" class="link" onClick={() => setAll(true)}>
        {i18n.t('common.showAll', [String(items.length)])}
      </button>
    ),
  };
}

/** Chapters, each with its time: it plays the chapter (or leads to its first line). */
export function ChaptersPanel({
  transcriptId,
  onLoaded,
  seeker,
}: {
  transcriptId: string;
  onLoaded: (chapters: ChapterView[]) => void;
  seeker: Seeker;
}) {
  const loaded = useList('getChapters', transcriptId);
  const { shown, more } = useShortList(loaded.state === 'ready' ? loaded.value : []);
  useEffect(() => {
    if (loaded.state === 'ready') onLoaded(loaded.value);
  }, [loaded, onLoaded]);
  return (
    <section class="card stack" aria-labelledby="chapters-title" data-testid="chapters">
      <h2 id="chapters-title">{i18n.t('chapters.title')}</h2>
      {loaded.state === 'loading' ? <Loading label={i18n.t('chapters.loading')} /> : null}
      {loaded.state === 'error' ? <ErrorBox error={loaded.error} /> : null}
      {loaded.state === 'ready' && loaded.value.length === 0 ? (
        <p class="muted">{i18n.t('chapters.none')}</p>
      ) : null}
      {loaded.state === 'ready' && loaded.value.length > 0 ? (
        <ol class="insight-list">
          {shown.map((chapter) => (
            <li key={chapter.id}>
              <TimeLink seconds={chapter.startS} seeker={seeker} />
              <div>
                <p class="insight-title" translate={false}>
                  {chapter.title}
                </p>
                {chapter.summary ? (
                  <p class="muted small" translate={false}>
                    {chapter.summary}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {more}
    </section>
  );
}

/** Action items, each with the time it was said: it plays (or leads to) that moment. */
export function ActionItemsPanel({
  transcriptId,
  seeker,
}: {
  transcriptId: string;
  seeker: Seeker;
}) {
  const loaded = useList('getActionItems', transcriptId);
  const { shown, more } = useShortList(loaded.state === 'ready' ? loaded.value : []);
  return (
    <section class="card stack" aria-labelledby="actions-title" data-testid="action-items">
      <h2 id="actions-title">{i18n.t('actions.title')}</h2>
      {loaded.state === 'loading' ? <Loading label={i18n.t('actions.loading')} /> : null}
      {loaded.state === 'error' ? <ErrorBox error={loaded.error} /> : null}
      {loaded.state === 'ready' && loaded.value.length === 0 ? (
        <p class="muted">{i18n.t('actions.none')}</p>
      ) : null}
      {loaded.state === 'ready' && loaded.value.length > 0 ? (
        <ul class="insight-list">
          {shown.map((item) => (
            <li key={item.id} data-status={item.status}>
              {item.startS !== null ? <TimeLink seconds={item.startS} seeker={seeker} /> : <span />}
              <div>
                <p class="insight-title" translate={false}>
                  {item.text}
                </p>
                {item.assignee ? (
                  <p class="muted small">{i18n.t('actions.assignee', [item.assignee])}</p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {more}
    </section>
  );
}
