import { formatDuration } from '@scribekit/shared';
import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { type ErrorInfo, type PageReport, sendMessage } from '../../messages.js';
import { ErrorBox, OpenSettingsButton } from '../../ui/error-box.js';
import { languageChoices } from '../../ui/languages.js';
import { openTranscript } from '../../ui/open-page.js';
import { JobRow } from './job-row.js';
import { useJob, usePageJob } from './jobs-context.js';

type ImportReport = Extract<PageReport, { kind: 'import' }>;

/**
 * The API's preview of a video page or media link, with the button that imports it. A link
 * already transcribed offers its transcript first; one being transcribed shows that job.
 */
export function ImportCard({
  report,
  from,
  whenUnsupported = null,
}: {
  report: ImportReport;
  from: 'page' | 'link';
  /** Shown under "can't be imported" (on the page: the form to paste another link). */
  whenUnsupported?: ComponentChildren;
}) {
  const { preview } = report;
  const [language, setLanguage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [clicked, setClicked] = useState(false);
  // A second click before the first re-render sends nothing (the background would refuse it).
  const sending = useRef(false);
  const pageJob = usePageJob(report.url, 'source_import');
  const reported = useJob(report.activeJobId);
  const running = pageJob ?? reported;
  const inFlight =
    running !== null
      ? running.phase === 'queued' || running.phase === 'working'
      : report.activeJobId !== null;
  const transcriptId =
    (running?.phase === 'done' ? running.transcriptId : null) ??
    report.transcribed?.transcriptId ??
    null;
  const id = `import-${from}`;

  async function start(event: Event) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setClicked(true);
    setError(null);
    // The background owns the start: it goes on (and shows as "Starting…") if the popup closes.
    const result = await sendMessage('startImport', {
      url: report.url,
      language: language || null,
      title: preview.title,
    });
    sending.current = false;
    setBusy(false);
    if (!result.ok) {
      setClicked(false);
      setError(result.error);
    }
  }

  const details = [report.providerLabel];
  if (preview.durationS !== null) details.push(formatDuration(preview.durationS));

  return (
    <div class="stack" data-testid="import-card">
      <div class="preview">
        {preview.thumbnail ? (
          <img class="thumb" src={preview.thumbnail} alt="" />
        ) : (
          <div class="thumb" aria-hidden="true">
            {report.providerLabel.slice(0, 1)}
          </div>
        )}
        <div>
          {/* The service's title of the video, in whatever language it has. */}
          {preview.title ? (
            <p class="preview-title" translate={false}>
              {preview.title}
            </p>
          ) : (
            <p class="preview-title">{i18n.t('popup.untitled')}</p>
          )}
          <p class="muted small">{details.join(' · ')}</p>
        </div>
      </div>
      {report.previewError && !inFlight ? (
        <div class="message warn" data-testid="preview-error">
          <p class="message-title">{report.previewError.title}</p>
          <p>{i18n.t('popup.previewFailed')}</p>
          {report.previewError.requestId ? (
            <p class="request-id">
              {i18n.t('common.requestId')} <code>{report.previewError.requestId}</code>
            </p>
          ) : null}
        </div>
      ) : null}
      {transcriptId && !inFlight ? (
        <button
          type="button"
          class="primary"
          data-testid="open-existing"
          onClick={() => void openTranscript(transcriptId, true)}
        >
          {i18n.t('popup.openTranscript')}
        </button>
      ) : null}
      {inFlight ? (
        <div class="stack" data-testid="import-job">
          <p class="message ok" role="status">
            {clicked ? i18n.t('popup.started') : i18n.t('popup.beingTranscribed')}
          </p>
          {running ? (
            <ul class="jobs">
              <JobRow job={running} />
            </ul>
          ) : null}
        </div>
      ) : preview.supported ? (
        <form class="stack" onSubmit={(event) => void start(event)}>
          <div class="field">
            <label for={`${id}-language`}>{i18n.t('popup.language')}</label>
            <select
              id={`${id}-language`}
              value={language}
              onChange={(event) => setLanguage(event.currentTarget.value)}
            >
              {languageChoices().map((item) => (
                <option key={item.code} value={item.code}>
                  {item.name}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            class={transcriptId ? '' : 'primary'}
            aria-busy={busy}
            disabled={busy}
          >
            {busy
              ? i18n.t('popup.starting')
              : transcriptId
                ? i18n.t('popup.transcribeAgain')
                : from === 'page'
                  ? i18n.t('popup.transcribePage')
                  : i18n.t('popup.transcribeLink')}
          </button>
        </form>
      ) : (
        <>
          <div class="message warn" data-testid="not-supported">
            <p class="message-title">{i18n.t('popup.notSupported')}</p>
            <p translate={false}>{preview.reason}</p>
          </div>
          {whenUnsupported}
        </>
      )}
      {/* A refused second start needs no box: the job in the way is shown above. */}
      {error && !(error.kind === 'conflict' && inFlight) ? (
        <ErrorBox error={error}>
          <OpenSettingsButton error={error} />
        </ErrorBox>
      ) : null}
    </div>
  );
}
