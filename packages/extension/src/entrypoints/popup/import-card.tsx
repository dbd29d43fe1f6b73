import { formatDuration } from '@scribekit/shared';
import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { ErrorInfo } from '../../messages/envelope.js';
import type { PageReport } from '../../messages/popup.js';
import { sendMessage } from '../../messages/send-message.js';
import { ErrorBox, OpenSettingsButton } from '../../ui/error-box.js';
import { languageChoices } from '../../ui/languages.js';
import { openTranscript } from '../../ui/open-page.js';
import { JobRow } from './job-row.js';
import { isActive, useJob, useLatestPageJob } from './jobs-context.js';
import type { PageName } from './use-page-name.js';

type ImportReport = Extract<PageReport, { kind: 'import' }>;

/**
 * The API's preview of a video page or media link, with the button that imports it. A link
 * already transcribed offers its transcript first; one being transcribed shows that job.
 */
export function ImportCard({
  report,
  from,
  page,
  whenUnsupported = null,
}: {
  report: ImportReport;
  from: 'page' | 'link';
  /** The page's own name and picture (on the page itself: its heading names it already). */
  page?: PageName;
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
  // Asked to start a new transcript of a page that has one already (never a single click).
  const [again, setAgain] = useState(false);
  const latest = useLatestPageJob(report.url, 'source_import');
  const reported = useJob(report.activeJobId);
  const running =
    latest && isActive(latest) ? latest : reported && isActive(reported) ? reported : null;
  // A job the service reported running but the store does not list yet is still running.
  const inFlight =
    running !== null || (latest === null && reported === null && report.activeJobId !== null);
  const transcriptId =
    (latest?.phase === 'done' ? latest.transcriptId : null) ??
    (reported?.phase === 'done' ? reported.transcriptId : null) ??
    report.transcribed?.transcriptId ??
    null;
  // The latest import of this page failed: its row (with Retry import) stands for the page.
  const failed = !inFlight && !transcriptId && latest?.phase === 'failed' ? latest : null;
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
      // The name the heading shows: the page's own title, else the service's.
      title: page?.name ?? preview.title,
    });
    sending.current = false;
    setBusy(false);
    if (result.ok) setAgain(false);
    else {
      setClicked(false);
      setError(result.error);
    }
  }

  /** The language and the button that starts an import, named `label`. */
  function startForm(label: string) {
    return (
      <form class="stack" onSubmit={(event) => void start(event)}>
        {again ? (
          <p class="small muted" data-testid="again-note">
            {i18n.t('popup.againNote')}
          </p>
        ) : null}
        <button type="submit" class={again ? '' : 'primary'} aria-busy={busy} disabled={busy}>
          {busy ? i18n.t('popup.starting') : label}
        </button>
        <div class="field inline">
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
      </form>
    );
  }

  // No picture rather than a placeholder letter: the page's own, else the service's.
  const thumbnail = page?.image ?? preview.thumbnail;
  const details = [report.providerLabel];
  if (preview.durationS !== null) details.push(formatDuration(preview.durationS));

  return (
    <div class="stack" data-testid="import-card">
      {from === 'page' ? (
        // On the page the heading and its line name it and its site: here its picture and length.
        thumbnail || preview.durationS !== null ? (
          <div class="row preview-line">
            {thumbnail ? <img class="thumb small" src={thumbnail} alt="" /> : null}
            {preview.durationS !== null ? (
              <p class="muted small">{formatDuration(preview.durationS)}</p>
            ) : null}
          </div>
        ) : null
      ) : (
        <div class={thumbnail ? 'preview' : 'preview no-thumb'}>
          {thumbnail ? <img class="thumb" src={thumbnail} alt="" /> : null}
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
      )}
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
      ) : transcriptId ? (
        <div class="stack" data-testid="import-done">
          {latest?.phase === 'done' ? (
            <p class="message ok" role="status">
              {i18n.t('popup.transcriptReady')}
            </p>
          ) : null}
          <button
            type="button"
            class="primary"
            data-testid="open-existing"
            onClick={() => void openTranscript(transcriptId, true)}
          >
            {i18n.t('popup.openTranscript')}
          </button>
          {again ? (
            startForm(i18n.t('popup.startNewTranscript'))
          ) : (
            <button
              type="button"
              class="link"
              aria-expanded={false}
              title={i18n.t('popup.againNote')}
              onClick={() => setAgain(true)}
            >
              {i18n.t('popup.transcribeAgain')}
            </button>
          )}
        </div>
      ) : failed ? (
        <ul class="jobs" data-testid="import-failed">
          <JobRow job={failed} />
        </ul>
      ) : preview.supported ? (
        startForm(from === 'page' ? i18n.t('popup.transcribePage') : i18n.t('popup.transcribeLink'))
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
