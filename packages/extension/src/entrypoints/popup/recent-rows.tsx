import { i18n } from '#i18n';
import type { BatchView } from '../../messages/page-batches.js';
import { clockElapsed } from '../../recording/elapsed-text.js';
import type { TabRecording } from '../../recording/protocol.js';
import { batchRowText } from '../../ui/batch-text.js';
import { openTranscript } from '../../ui/open-page.js';
import { BatchProgress, isLiveBatch, openBatch } from './batch-section.js';
import { startedText } from './job-time.js';

// The recent jobs' rows for what is not a tracked job: the tab recording and the page batches.
// Their controls (Stop, Cancel batch) are where they run; here each is one line of the list.

/** The recording's state in a word or two. */
function recordingLabel(recording: TabRecording): string {
  switch (recording.phase) {
    case 'recording':
      return i18n.t('recording.phase.recording');
    case 'uploading':
      return i18n.t('recording.phase.uploading');
    case 'transcribing':
      return i18n.t('recording.phase.transcribing');
    case 'done':
      return i18n.t('recording.phase.done');
    case 'failed':
      return i18n.t('recording.phase.failed');
    case 'interrupted':
      return i18n.t('recording.phase.interrupted');
  }
}

const running = (recording: TabRecording) =>
  recording.phase === 'recording' ||
  recording.phase === 'uploading' ||
  recording.phase === 'transcribing';

/** The tab recording as a row of the recent jobs. */
export function RecordingRow({ recording, now }: { recording: TabRecording; now: number }) {
  const phaseClass =
    recording.phase === 'done' ? 'done' : recording.phase === 'failed' ? 'failed' : '';
  return (
    <li class="job" data-recording-phase={recording.phase} aria-labelledby="recent-recording">
      <div class="row spread">
        <span class="job-title" id="recent-recording" translate={false}>
          {recording.title}
        </span>
        <span class={`phase ${phaseClass}`}>{recordingLabel(recording)}</span>
      </div>
      <p class="muted small job-meta">
        {i18n.t('jobs.tabRecording')} · {i18n.t('jobs.startedAt')}{' '}
        <time dateTime={new Date(recording.startedAt).toISOString()}>
          {startedText(recording.startedAt, now)}
        </time>{' '}
        · <span class="time">{clockElapsed(recording.elapsedMs)}</span>
      </p>
      {running(recording) ? <progress aria-label={recordingLabel(recording)} /> : null}
      {recording.phase === 'done' && recording.transcriptId ? (
        <div class="job-actions">
          <button
            type="button"
            onClick={() => void openTranscript(recording.transcriptId ?? '', true)}
          >
            {i18n.t('popup.openTranscript')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

function batchLabel(batch: BatchView): string {
  switch (batch.state) {
    case 'running':
      return i18n.t('batch.state.running');
    case 'waiting':
      return i18n.t('batch.state.waiting');
    case 'done':
      return i18n.t('batch.state.done');
    case 'cancelled':
      return i18n.t('batch.state.cancelled');
  }
}

/** A page batch as a row of the recent jobs: its progress in one line and a link to its videos. */
export function BatchJobRow({ batch, now }: { batch: BatchView; now: number }) {
  const titleId = `recent-batch-${batch.id}`;
  return (
    <li
      class="job"
      aria-labelledby={titleId}
      data-batch-id={batch.id}
      data-batch-state={batch.state}
      data-base={batch.total - batch.skipped}
      data-done={batch.done}
      data-skipped={batch.skipped}
    >
      <div class="row spread">
        {/* The title opens the batch's videos on the All transcripts page. */}
        <button
          type="button"
          class="link job-title"
          id={titleId}
          translate={false}
          title={i18n.t('batch.showAll')}
          onClick={() => void openBatch(batch.id)}
        >
          {batch.title || batch.pageUrl}
        </button>
        <span class={`phase ${batch.state === 'done' ? 'done' : ''}`}>{batchLabel(batch)}</span>
      </div>
      <p class="muted small job-meta">
        {i18n.t('jobs.pageBatch')} · {i18n.t('jobs.startedAt')}{' '}
        <time dateTime={new Date(batch.createdAt).toISOString()}>
          {startedText(batch.createdAt, now)}
        </time>
      </p>
      <p class="small" data-testid="batch-row">
        {batchRowText(batch, now)}
      </p>
      {isLiveBatch(batch) ? <BatchProgress batch={batch} /> : null}
    </li>
  );
}
