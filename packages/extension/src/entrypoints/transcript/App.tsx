import { formatDuration } from '@scribekit/shared';
import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import {
  type ActionItemView,
  type ChapterView,
  type ErrorInfo,
  type SpeakerView,
  sendMessage,
  type TranscriptView,
} from '../../messages.js';
import { ErrorBox, OpenSettingsButton } from '../../ui/error-box.js';
import { Loading } from '../../ui/loading.js';
import { allTranscriptsUrl } from '../../ui/open-page.js';
import { CopyBar } from './copy-bar.js';
import { ExportBar } from './export-bar.js';
import { ActionItemsPanel, ChaptersPanel } from './insights.js';
import { buildIndex, search } from './search-index.js';
import { type JumpTarget, SegmentList } from './segment-list.js';
import { SummaryPanel } from './summary-panel.js';

/** The transcript page: summary, chapters, action items, speakers, segments, search, copy, export. */
export function App({ transcriptId }: { transcriptId: string }) {
  const [transcript, setTranscript] = useState<TranscriptView | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);

  const load = useCallback(async () => {
    setError(null);
    const result = await sendMessage('getTranscript', { id: transcriptId });
    if (result.ok) {
      setTranscript(result.value);
      document.title = i18n.t('transcript.documentTitle', [result.value.title]);
    } else setError(result.error);
  }, [transcriptId]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <main class="transcript-page stack">
      <nav class="row small">
        <a href={allTranscriptsUrl()}>{i18n.t('all.backLink')}</a>
      </nav>
      {error ? (
        <ErrorBox error={error}>
          <button type="button" onClick={() => void load()}>
            {i18n.t('common.retry')}
          </button>
          <OpenSettingsButton error={error} closeWindow={false} />
        </ErrorBox>
      ) : transcript === null ? (
        <Loading label={i18n.t('transcript.loading')} />
      ) : (
        <TranscriptBody transcript={transcript} />
      )}
    </main>
  );
}

function TranscriptBody({ transcript }: { transcript: TranscriptView }) {
  const [query, setQuery] = useState('');
  const [speakerList, setSpeakerList] = useState(transcript.speakers);
  const [chapters, setChapters] = useState<ChapterView[]>([]);
  const [target, setTarget] = useState<JumpTarget | null>(null);
  const speakers = useMemo(
    () => new Map(speakerList.map((speaker) => [speaker.id, speaker])),
    [speakerList],
  );
  const index = useMemo(() => buildIndex(transcript.segments), [transcript]);
  const shown = useMemo(() => search(index, query), [index, query]);

  // Speaker names come from the service's auto-naming (it keeps names already given).
  useEffect(() => {
    if (transcript.speakers.length === 0 || transcript.status !== 'completed') return;
    void sendMessage('nameSpeakers', { id: transcript.id }).then((result) => {
      if (result.ok && result.value.length > 0) setSpeakerList(result.value);
    });
  }, [transcript]);

  useEffect(() => {
    document.body.dataset.readyAt = String(performance.now());
  }, []);

  const jumpTo = (segmentId: string | undefined) => {
    if (!segmentId) return;
    setQuery('');
    setTarget({ id: segmentId, nonce: Date.now() });
  };
  /** The segment playing at `seconds`. */
  const segmentAt = (seconds: number) => {
    let found = transcript.segments[0]?.id;
    for (const segment of transcript.segments) {
      if (segment.startS > seconds + 0.001) break;
      found = segment.id;
    }
    return found;
  };
  const onChapters = useCallback((loaded: ChapterView[]) => setChapters(loaded), []);
  const onItem = (item: ActionItemView) =>
    jumpTo(item.segmentId ?? (item.startS !== null ? segmentAt(item.startS) : undefined));

  const facts = [formatDuration(transcript.durationS)];
  if (transcript.language) facts.push(transcript.language.toUpperCase());
  facts.push(i18n.t('transcript.segmentCount', transcript.segments.length));

  return (
    <div class="transcript-layout">
      <div class="stack transcript-main">
        <header class="stack">
          <h1>{transcript.title}</h1>
          <p class="muted">{facts.join(' · ')}</p>
          {transcript.source === null ? (
            <p class="muted small" data-testid="no-source">
              {i18n.t('transcript.noSource')}
            </p>
          ) : null}
          {speakerList.length > 0 ? (
            <ul class="speakers" aria-label={i18n.t('transcript.speakers')}>
              {speakerList.map((speaker) => (
                <SpeakerChip key={speaker.id} speaker={speaker} />
              ))}
            </ul>
          ) : null}
        </header>
        <CopyBar transcript={transcript} speakers={speakers} chapters={chapters} />
        <ExportBar transcriptId={transcript.id} />
        <section class="stack" aria-labelledby="segments-title">
          <h2 id="segments-title">{i18n.t('transcript.heading')}</h2>
          <div class="field">
            <label for="search">{i18n.t('transcript.searchLabel')}</label>
            <input
              id="search"
              type="search"
              value={query}
              aria-describedby="search-count"
              onInput={(event) => setQuery(event.currentTarget.value)}
            />
            <p class="hint" id="search-count" role="status">
              {query.trim() === ''
                ? i18n.t('transcript.segmentCount', transcript.segments.length)
                : i18n.t('transcript.matchCount', shown.length, [
                    String(shown.length),
                    String(transcript.segments.length),
                    query.trim(),
                  ])}
            </p>
          </div>
          {transcript.segments.length === 0 ? (
            <p class="muted">{i18n.t('transcript.empty', [transcript.status])}</p>
          ) : (
            <SegmentList
              segments={shown}
              query={query}
              speakers={speakers}
              source={transcript.source}
              target={target}
            />
          )}
        </section>
      </div>
      <aside class="stack transcript-side">
        <SummaryPanel transcriptId={transcript.id} />
        <ChaptersPanel
          transcriptId={transcript.id}
          onLoaded={onChapters}
          onJump={(seconds) => jumpTo(segmentAt(seconds))}
        />
        <ActionItemsPanel transcriptId={transcript.id} onJump={onItem} />
      </aside>
    </div>
  );
}

function SpeakerChip({ speaker }: { speaker: SpeakerView }) {
  return (
    <li class="speaker-chip">
      <span class="swatch" style={{ background: speaker.color }} aria-hidden="true" />
      {speaker.name}
      <span class="muted small">{formatDuration(speaker.speakingSeconds)}</span>
    </li>
  );
}
