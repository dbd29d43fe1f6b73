import { formatDuration } from '@scribekit/shared';
import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { ErrorInfo } from '../../messages/envelope.js';
import { sendMessage } from '../../messages/send-message.js';
import type { ChapterView, SpeakerView, TranscriptView } from '../../messages/transcript-page.js';
import { ErrorBox, OpenSettingsButton } from '../../ui/error-box.js';
import { Loading } from '../../ui/loading.js';
import { allTranscriptsUrl } from '../../ui/open-page.js';
import { CopyBar } from './copy-bar.js';
import { ExportBar } from './export-bar.js';
import { ActionItemsPanel, ChaptersPanel } from './insights.js';
import { usePlayback } from './playback.js';
import { PlayerBar } from './player-bar.js';
import { segmentIndexAt } from './playing-segment.js';
import { buildIndex, listEntries } from './search-index.js';
import { type JumpTarget, type LineAction, SegmentList } from './segment-list.js';
import { useSpaceToggle } from './space-key.js';
import { SummaryPanel } from './summary-panel.js';
import type { Seeker } from './time-link.js';

/**
 * The transcript page: the recording's player (uploads and recordings) synced to the lines,
 * speakers, search, the transcript, exports, and beside it the summary, chapters and action items.
 */
export function App({
  transcriptId,
  startAt = null,
}: {
  transcriptId: string;
  /** The moment to open at: its line is brought into view and marked. */
  startAt?: number | null;
}) {
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
        <TranscriptBody transcript={transcript} startAt={startAt} />
      )}
    </main>
  );
}

function TranscriptBody({
  transcript,
  startAt,
}: {
  transcript: TranscriptView;
  startAt: number | null;
}) {
  const [query, setQuery] = useState('');
  const [speakerList, setSpeakerList] = useState(transcript.speakers);
  const [chapters, setChapters] = useState<ChapterView[]>([]);
  const [target, setTarget] = useState<JumpTarget | null>(null);
  const speakers = useMemo(
    () => new Map(speakerList.map((speaker) => [speaker.id, speaker])),
    [speakerList],
  );
  const index = useMemo(() => buildIndex(transcript.segments), [transcript]);
  const { entries, matches } = useMemo(() => listEntries(index, query), [index, query]);
  const playback = usePlayback(transcript.id, transcript.playback, transcript.segments);
  const plays = transcript.playback !== null && playback.status !== 'error';
  useSpaceToggle(playback.toggle, plays);

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

  const jumpTo = useCallback((segmentId: string | undefined) => {
    if (!segmentId) return;
    setQuery('');
    setTarget({ id: segmentId, nonce: Date.now() });
  }, []);

  // Every time on the page (a line's, a chapter's, the summary's) does the same: with a player
  // it plays from there; without one it brings its line into view.
  const { playFrom } = playback;
  const seeker = useMemo<Seeker>(
    () => ({
      plays,
      seek: (seconds) => {
        const at = segmentIndexAt(transcript.segments, seconds);
        jumpTo(transcript.segments[Math.max(0, at)]?.id);
        if (plays) playFrom(seconds);
      },
    }),
    [plays, playFrom, jumpTo, transcript],
  );
  const action = useMemo<LineAction>(
    () =>
      plays
        ? { kind: 'play', playFrom }
        : transcript.source
          ? { kind: 'open', source: transcript.source }
          : { kind: 'none' },
    [plays, playFrom, transcript],
  );
  // Opened at a moment (`?t=`): its line, in view and focused, as a click on its time would.
  useEffect(() => {
    if (startAt === null) return;
    const at = segmentIndexAt(transcript.segments, startAt);
    jumpTo(transcript.segments[Math.max(0, at)]?.id);
  }, [startAt, transcript, jumpTo]);

  const onChapters = useCallback((loaded: ChapterView[]) => setChapters(loaded), []);
  const playingId =
    playback.current >= 0 ? (transcript.segments[playback.current]?.id ?? null) : null;

  const facts = [formatDuration(transcript.durationS)];
  if (transcript.language) facts.push(transcript.language.toUpperCase());
  facts.push(i18n.t('transcript.segmentCount', transcript.segments.length));

  return (
    <div class="transcript-layout">
      <div class="stack transcript-main">
        <header class="stack">
          <h1 translate={false}>{transcript.title}</h1>
          <p class="muted">{facts.join(' · ')}</p>
          {transcript.playback === null && transcript.source === null ? (
            <p class="muted small" data-testid="no-source">
              {i18n.t('transcript.noSource')}
            </p>
          ) : null}
          {transcript.source ? (
            <p class="muted small" data-testid="source-note">
              {i18n.t('transcript.sourceNote')}
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
        {transcript.playback ? (
          <PlayerBar playback={playback} durationS={transcript.durationS} />
        ) : null}
        {/* The transcript right after the player; its exports are in the side column. */}
        <section class="stack" aria-labelledby="segments-title">
          <div class="row spread">
            <h2 id="segments-title">{i18n.t('transcript.heading')}</h2>
            <CopyBar transcript={transcript} speakers={speakers} chapters={chapters} />
          </div>
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
                : i18n.t('transcript.matchCount', matches, [
                    String(matches),
                    String(transcript.segments.length),
                    query.trim(),
                  ])}
            </p>
          </div>
          {transcript.segments.length === 0 ? (
            <p class="muted">{i18n.t('transcript.empty', [transcript.status])}</p>
          ) : (
            <SegmentList
              entries={entries}
              count={matches}
              query={query}
              speakers={speakers}
              action={action}
              playingId={playingId}
              playing={playback.playing}
              target={target}
            />
          )}
        </section>
      </div>
      <aside class="stack transcript-side">
        <ExportBar transcriptId={transcript.id} />
        <SummaryPanel
          transcriptId={transcript.id}
          seeker={seeker}
          durationS={transcript.durationS}
        />
        <ChaptersPanel transcriptId={transcript.id} onLoaded={onChapters} seeker={seeker} />
        <ActionItemsPanel transcriptId={transcript.id} seeker={seeker} />
      </aside>
    </div>
  );
}

function SpeakerChip({ speaker }: { speaker: SpeakerView }) {
  return (
    <li class="speaker-chip">
      <span class="swatch" style={{ background: speaker.color }} aria-hidden="true" />
      <span translate={false}>{speaker.name}</span>
      <span class="muted small time">{formatDuration(speaker.speakingSeconds)}</span>
    </li>
  );
}
