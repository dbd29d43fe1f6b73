import { useState } from 'preact/hooks';
import { type ErrorInfo, type PageReport, sendMessage } from '../../messages.js';
import { ErrorBox, OpenSettingsButton } from '../../ui/error-box.js';

type MeetingReport = Extract<PageReport, { kind: 'meeting' }>;

/** A meeting page: whether the platform takes recording bots now, and the button that sends one. */
export function MeetingCard({ report }: { report: MeetingReport }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [started, setStarted] = useState(false);
  const usable = report.availability !== 'unavailable';

  async function send() {
    setBusy(true);
    setError(null);
    const result = await sendMessage('startRecording', { url: report.url });
    setBusy(false);
    if (result.ok) setStarted(true);
    else setError(result.error);
  }

  return (
    <div class="stack" data-testid="meeting-card">
      <div>
        <p class="preview-title">{report.platformLabel} meeting</p>
        <p class="muted small">{report.url}</p>
      </div>
      {report.availability === 'available' ? (
        <p class="small">Recording bots can join {report.platformLabel} meetings.</p>
      ) : (
        <div class={`message ${usable ? 'warn' : 'error'}`}>
          <p class="message-title">
            {usable
              ? `${report.platformLabel} recording may not work right now.`
              : `Recording bots can't join ${report.platformLabel} meetings right now.`}
          </p>
          {report.message ? <p>{report.message}</p> : null}
        </div>
      )}
      {usable ? (
        <button
          type="button"
          class="primary"
          aria-busy={busy}
          disabled={busy}
          onClick={() => void send()}
        >
          {busy ? 'Sending…' : 'Send recording bot'}
        </button>
      ) : null}
      {started ? (
        <p class="message ok" role="status">
          The bot is on its way. Follow it under Recent jobs.
        </p>
      ) : null}
      {error ? (
        <ErrorBox error={error}>
          <OpenSettingsButton error={error} />
        </ErrorBox>
      ) : null}
    </div>
  );
}
