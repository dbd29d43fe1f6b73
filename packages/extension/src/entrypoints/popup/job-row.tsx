import { useEffect, useRef, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { ErrorInfo } from '../../messages/envelope.js';
import type { JobView } from '../../messages/popup.js';
import { sendMessage } from '../../messages/send-message.js';
import { ErrorBox } from '../../ui/error-box.js';
import { openTranscript } from '../../ui/open-page.js';
import { progressText, startedText } from './job-time.js';
import { maskSecrets } from './page-summary.js';
import { useNow } from './use-now.js';

type Action = 'cancelJob' | 'retryJob' | 'removeJob';

/**
 * One tracked job: state in words, percent and elapsed time, and what can be done with it.
 * `compact` (the recent list): one line, its details in the tooltip, a finished job's title
 * opening its transcript.
 */
export function JobRow({ job, compact = false }: { job: JobView; compact?: boolean }) {
  const [busy, setBusy] = useState<Action | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<ErrorInfo | null>(null);
  // Keyboard focus follows the inline question: into it when asked, back to "Cancel recording"
  // (or the row, once that button is gone) when it is answered.
  const keepButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const row = useRef<HTMLLIElement>(null);
  const returnFocus = useRef<'cancel' | 'row' | null>(null);
  useEffect(() => {
    if (confirming) {
      returnFocus.current = 'cancel';
      keepButton.current?.focus();
    } else if (returnFocus.current) {
      const target = returnFocus.current === 'cancel' ? cancelButton.current : null;
      (target ?? row.current)?.focus();
      returnFocus.current = null;
    }
  }, [confirming]);
  const active = job.phase === 'queued' || job.phase === 'working';
  const now = useNow(active);
  const titleId = `job-${job.id}`;
  const openable = job.phase === 'done' && job.transcriptId !== null && !job.gone;

  async function act(type: Action) {
    // A cancelled bot's row loses its Cancel button: focus goes to the row itself.
    if (type === 'cancelJob') returnFocus.current = 'row';
    setBusy(type);
    setError(null);
    const result = await sendMessage(type, { id: job.id });
    setBusy(null);
    setConfirming(false);
    if (!result.ok) setError(result.error);
  }

  return (
    <li
      ref={row}
      tabIndex={-1}
      class="job"
      aria-labelledby={titleId}
      data-job-id={job.id}
      data-job-phase={job.phase}
      data-job-kind={job.kind}
      data-job-gone={job.gone ? 'true' : undefined}
      data-job-starting={job.starting ? 'true' : undefined}
    >
      <div class="row spread">
        {compact && openable ? (
          <button
            type="button"
            class="link job-title"
            id={titleId}
            translate={false}
            title={i18n.t('popup.openTranscript')}
            onClick={() => void openTranscript(job.transcriptId ?? '', true)}
          >
            {job.title}
          </button>
        ) : (
          <span class="job-title" id={titleId} translate={false}>
            {job.title}
          </span>
        )}
        <span class={`phase ${job.phase}`}>{job.gone ? i18n.t('jobs.gone') : job.label}</span>
      </div>
      <p class="muted small job-meta" data-testid="job-meta">
        {job.sourceLabel} ·{' '}
        {job.kind === 'recording_job' ? i18n.t('jobs.recordingBot') : i18n.t('jobs.import')} ·{' '}
        {i18n.t('jobs.startedAt')}{' '}
        <time dateTime={new Date(job.createdAt).toISOString()}>
          {startedText(job.createdAt, now)}
        </time>
      </p>
      {active ? (
        <>
          <progress
            aria-labelledby={titleId}
            max={1}
            {...(job.progress === null ? {} : { value: job.progress })}
          />
          <p class="small" data-testid="job-progress">
            {progressText(job, now)}
          </p>
        </>
      ) : null}
      {job.phase === 'failed' && job.error ? (
        <div class="small" data-testid="job-error">
          <p>{job.error}</p>
          {job.errorHint ? <p class="muted">{job.errorHint}</p> : null}
        </div>
      ) : null}
      {job.warning ? <p class="small">{job.warning}</p> : null}
      {job.checkError && active ? (
        <p class="small" role="status">
          {i18n.t('jobs.checkFailed')} {job.checkError.title} {job.checkError.detail}
          {job.checkError.requestId
            ? ` ${i18n.t('common.requestId')} ${job.checkError.requestId}.`
            : ''}
        </p>
      ) : null}
      {confirming ? (
        <fieldset
          class="confirm"
          onKeyDown={(event) => {
            if (event.key === 'Escape' && busy === null) {
              event.preventDefault();
              setConfirming(false);
            }
          }}
        >
          <legend class="sr-only">{i18n.t('jobs.cancelQuestion')}</legend>
          <p class="small">{i18n.t('jobs.callBack', [maskSecrets(job.url)])}</p>
          <div class="job-actions">
            <button
              type="button"
              class="danger"
              aria-busy={busy === 'cancelJob'}
              disabled={busy !== null}
              onClick={() => void act('cancelJob')}
            >
              {busy === 'cancelJob' ? i18n.t('jobs.cancelling') : i18n.t('jobs.confirmCancel')}
            </button>
            <button
              type="button"
              ref={keepButton}
              disabled={busy !== null}
              onClick={() => setConfirming(false)}
            >
              {i18n.t('jobs.keepRecording')}
            </button>
          </div>
        </fieldset>
      ) : (
        <div class="job-actions">
          {openable && !compact ? (
            <button type="button" onClick={() => void openTranscript(job.transcriptId ?? '', true)}>
              {i18n.t('popup.openTranscript')}
            </button>
          ) : null}
          {job.kind === 'recording_job' && active && !job.starting ? (
            <button type="button" ref={cancelButton} onClick={() => setConfirming(true)}>
              {i18n.t('jobs.cancelRecording')}
            </button>
          ) : null}
          {job.kind === 'source_import' && job.phase === 'failed' && !job.gone ? (
            <button
              type="button"
              aria-busy={busy === 'retryJob'}
              disabled={busy !== null}
              onClick={() => void act('retryJob')}
            >
              {i18n.t('jobs.retryImport')}
            </button>
          ) : null}
          {job.gone ? (
            <button
              type="button"
              aria-busy={busy === 'removeJob'}
              disabled={busy !== null}
              onClick={() => void act('removeJob')}
            >
              {i18n.t('jobs.remove')}
            </button>
          ) : null}
        </div>
      )}
      {error ? <ErrorBox error={error} /> : null}
    </li>
  );
}
