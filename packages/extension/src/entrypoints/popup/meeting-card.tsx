import { useEffect, useRef, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { ErrorInfo } from '../../messages/envelope.js';
import type { PageReport } from '../../messages/popup.js';
import { sendMessage } from '../../messages/send-message.js';
import { ErrorBox, OpenSettingsButton } from '../../ui/error-box.js';
import { openTranscript } from '../../ui/open-page.js';
import { JobRow } from './job-row.js';
import { isActive, useJob, useLatestPageJob } from './jobs-context.js';
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
  const [clicked, setClicked] = useState(false);
  // A second click before the first re-render sends nothing (the background would refuse it).
  const sending = useRef(false);
  const latest = useLatestPageJob(report.url, 'recording_job');
  const reported = useJob(report.activeJobId);
  const job = latest && isActive(latest) ? latest : (reported ?? latest);
  const usable = report.availability !== 'unavailable';
  const botThere = job !== null ? isActive(job) : report.activeJobId !== null;
  // The last bot in this meeting made a transcript: it comes first, a new bot second.
  const transcriptId = !botThere && job?.phase === 'done' && !job.gone ? job.transcriptId : null;

  // When the bot's row leaves the card (cancelled, ended) it takes the focus with it: hand the
  // focus to the button that sends a bot, so keyboard users are not dropped on the page's body.
  const sendButton = useRef<HTMLButtonElement>(null);
  const hadBot = useRef(botThere);
  useEffect(() => {
    const lostFocus = document.activeElement === null || document.activeElement === document.body;
    if (hadBot.current && !botThere && lostFocus) sendButton.current?.focus();
    hadBot.current = botThere;
  }, [botThere]);

  async function send() {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setClicked(true);
    setError(null);
    // The background owns the start: it goes on (and shows as "Starting…") if the popup closes.
    const result = await sendMessage('startRecording', { url: report.url });
    sending.current = false;
    setBusy(false);
    if (!result.ok) {
      setClicked(false);
      setError(result.error);
    }
  }

  return (
    <div class="stack" data-testid="meeting-card" data-bot={botThere ? 'active' : 'none'}>
      {named ? (
        <div>
          <p class="preview-title">{i18n.t('popup.meetingTitle', [report.platformLabel])}</p>
          <p class="muted small url-line" title={maskSecrets(report.url)} translate={false}>
            {maskSecrets(report.url)}
          </p>
        </div>
      ) : null}
      {botThere ? (
        <div class="stack" data-testid="meeting-job">
          <p class="message ok" role="status">
            {clicked ? i18n.t('popup.botOnWay') : i18n.t('popup.botAlready')}
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
              {report.message ? <p translate={false}>{report.message}</p> : null}
            </div>
          )}
          {usable && confirm ? (
            <p class="small" data-testid="confirm-question">
              {i18n.t('popup.confirmBot')}
            </p>
          ) : null}
          {transcriptId ? (
            <button
              type="button"
              class="primary"
              data-testid="open-existing"
              onClick={() => void openTranscript(transcriptId, true)}
            >
              {i18n.t('popup.openTranscript')}
            </button>
          ) : null}
          {usable ? (
            <button
              type="button"
              ref={sendButton}
              class={transcriptId ? '' : 'primary'}
              aria-busy={busy}
              disabled={busy}
              onClick={() => void send()}
            >
              {busy ? i18n.t('popup.sending') : i18n.t('popup.sendBot')}
            </button>
          ) : null}
        </>
      )}
      {/* A refused second start needs no box: the bot in the way is shown above. */}
      {error && !(error.kind === 'conflict' && botThere) ? (
        <ErrorBox error={error}>
          <OpenSettingsButton error={error} />
        </ErrorBox>
      ) : null}
    </div>
  );
}
