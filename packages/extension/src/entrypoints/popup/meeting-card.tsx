import { useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { type ErrorInfo, type PageReport, sendMessage } from '../../messages.js';
import { ErrorBox, OpenSettingsButton } from '../../ui/error-box.js';
import { JobRow } from './job-row.js';
import { useJob } from './jobs-context.js';
import { maskSecrets } from './page-summary.js';

type MeetingReport = Extract<PageReport, { kind: 'meeting' }>;

/**
 * A meeting page: whether the platform takes recording bots now, and the button that sends one.
 * While a bot is already on its way or in this meeting, that job is shown instead of the button.
 */
export function MeetingCard({
  report,
  confirm = false,
  named = true,
}: {
  report: MeetingReport;
  confirm?: boolean;
  /** Whether to name the meeting and show its address (false under the page's own header). */
  named?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [startedId, setStartedId] = useState<string | null>(null);
  const jobId = startedId ?? report.activeJobId;
  const job = useJob(jobId);
  const usable = report.availability !== 'unavailable';
  const botThere =
    jobId !== null && (job === null || job.phase === 'queued' || job.phase === 'working');

  async function send() {
    setBusy(true);
    setError(null);
    const result = await sendMessage('startRecording', { url: report.url });
    setBusy(false);
    if (result.ok) setStartedId(result.value.id);
    else setError(result.error);
  }

  return (
    <div class="stack" data-testid="meeting-card" data-bot={botThere ? 'active' : 'none'}>
      {named ? (
        <div>
          <p class="preview-title">{i18n.t('popup.meetingTitle', [report.platformLabel])}</p>
          <p class="muted small url-line" title={maskSecrets(report.url)}>
            {maskSecrets(report.url)}
          </p>
        </div>
      ) : null}
      {botThere ? (
        <div class="stack" data-testid="meeting-job">
          <p class="message ok" role="status">
            {startedId ? i18n.t('popup.botOnWay') : i18n.t('popup.botAlready')}
          </p>
          {job ? (
            <ul class="jobs">
              <JobRow job={job} />
            </ul>
          ) : null}
        </div>
      ) : (
        <>
          {report.availability === 'available' ? (
            <p class="small">{i18n.t('popup.botsCanJoin', [report.platformLabel])}</p>
          ) : (
            <div class={`message ${usable ? 'warn' : 'error'}`}>
              <p class="message-title">
                {usable
                  ? i18n.t('popup.mayNotWork', [report.platformLabel])
                  : i18n.t('popup.cannotJoin', [report.platformLabel])}
              </p>
              {report.message ? <p>{report.message}</p> : null}
            </div>
          )}
          {usable && confirm ? (
            <p class="small" data-testid="confirm-question">
              {i18n.t('popup.confirmBot')}
            </p>
          ) : null}
          {usable ? (
            <button
              type="button"
              class="primary"
              aria-busy={busy}
              disabled={busy}
              onClick={() => void send()}
            >
              {busy ? i18n.t('popup.sending') : i18n.t('popup.sendBot')}
            </button>
          ) : null}
        </>
      )}
      {error ? (
        <ErrorBox error={error}>
          <OpenSettingsButton error={error} />
        </ErrorBox>
      ) : null}
    </div>
  );
}
