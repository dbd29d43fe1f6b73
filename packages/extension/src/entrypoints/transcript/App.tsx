import { formatDuration, formatTimestamp } from '@scribekit/shared';
import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import {
  type ErrorInfo,
  type SpeakerView,
  sendMessage,
  type TranscriptView,
} from '../../messages.js';
import { ErrorBox, OpenSettingsButton } from '../../ui/error-box.js';
import { Loading } from '../../ui/loading.js';
import { ExportBar } from './export-bar.js';
import { matches, splitMatches } from './search.js';

/** The transcript page: speakers, timestamped segments, search, export. */
export function App({ transcriptId }: { transcriptId: string }) {
  const [transcript, setTranscript] = useState<TranscriptView | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);

  const load = useCallback(async () => {
    setError(null);
    const result = await sendMessage('getTranscript', { id: transcriptId });
    if (result.ok) {
      setTranscript(result.value);
      document.title = `${result.value.title} · Scribekit`;
    } else setError(result.error);
  }, [transcriptId]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <main class="transcript-page stack">
      {error ? (
        <ErrorBox error={error}>
          <button type="button" onClick={() => void load()}>
            Try again
          </button>
          <OpenSettingsButton error={error} closeWindow={false} />
        </ErrorBox>
      ) : transcript === null ? (
        <Loading label="Loading the transcript…" />
      ) : (
        <TranscriptBody transcript={transcript} />
      )}
    </main>
  );
}

function TranscriptBody({ transcript }: { transcript: TranscriptView }) {
  const [query, setQuery] = useState('');
  const speakers = useMemo(
    () => new Map(transcript.speakers.map((speaker) => [speaker.id, speaker])),
    [transcript],
  );
  const shown = transcript.segments.filter((segment) => matches(segment.text, query));
  const facts = [formatDuration(transcript.durationS)];
  if (transcript.language) facts.push(transcript.language.toUpperCase());
  facts.push(`${transcript.segments.length} segments`);

  return (
    <>
      <header class="stack">
        <h1>{transcript.title}</h1>
        <p class="muted">{facts.join(' · ')}</p>
        {transcript.speakers.length > 0 ? (
          <ul class="speakers" aria-label="Speakers">
            {transcript.speakers.map((speaker) => (
              <li key={speaker.id} class="speaker-chip">
                <span class="swatch" style={{ background: speaker.color }} aria-hidden="true" />
                {speaker.name}
                <span class="muted small">{formatDuration(speaker.speakingSeconds)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <ExportBar transcriptId={transcript.id} />
      <section class="stack" aria-labelledby="segments-title">
        <h2 id="segments-title">Transcript</h2>
        <div class="field">
          <label for="search">Search in this transcript</label>
          <input
            id="search"
            type="search"
            value={query}
            aria-describedby="search-count"
            onInput={(event) => setQuery(event.currentTarget.value)}
          />
          <p class="hint" id="search-count" role="status">
            {query.trim() === ''
              ? `${transcript.segments.length} segments`
              : `${shown.length} of ${transcript.segments.length} segments match "${query.trim()}"`}
          </p>
        </div>
        {transcript.segments.length === 0 ? (
          <p class="muted">This transcript has no text yet ({transcript.status}).</p>
        ) : (
          <ol class="segments">
            {shown.map((segment) => (
              <li key={segment.id} class="segment" data-testid="segment">
                <span class="segment-time">{formatTimestamp(segment.startS)}</span>
                <div>
                  <SpeakerName speaker={speakers.get(segment.speakerId)} />
                  <p>
                    {splitMatches(segment.text, query).map((part, index) =>
                      part.match ? <mark key={index}>{part.text}</mark> : part.text,
                    )}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

function SpeakerName({ speaker }: { speaker: SpeakerView | undefined }) {
  if (!speaker) return <span class="segment-speaker">Unknown speaker</span>;
  return (
    <span class="segment-speaker">
      <span class="swatch" style={{ background: speaker.color }} aria-hidden="true" />
      {speaker.name}
    </span>
  );
}
