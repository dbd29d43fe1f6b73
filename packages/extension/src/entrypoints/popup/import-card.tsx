import { formatDuration } from '@scribekit/shared';
import { useState } from 'preact/hooks';
import { type ErrorInfo, type PageReport, sendMessage } from '../../messages.js';
import { ErrorBox, OpenSettingsButton } from '../../ui/error-box.js';
import { LANGUAGES } from '../../ui/languages.js';
import { LinkForm } from './link-form.js';

type ImportReport = Extract<PageReport, { kind: 'import' }>;

/** The API's preview of a video page or media link, with the button that imports it. */
export function ImportCard({ report, from }: { report: ImportReport; from: 'page' | 'link' }) {
  const { preview } = report;
  const [language, setLanguage] = useState('');
  const [separateSpeakers, setSeparateSpeakers] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [started, setStarted] = useState(false);
  const id = `import-${from}`;

  async function start(event: Event) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await sendMessage('startImport', {
      url: report.url,
      language: language || null,
      separateSpeakers,
      title: preview.title,
    });
    setBusy(false);
    if (result.ok) setStarted(true);
    else setError(result.error);
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
          <p class="preview-title">{preview.title ?? 'Untitled recording'}</p>
          <p class="muted small">{details.join(' · ')}</p>
        </div>
      </div>
      {preview.supported ? (
        <form class="stack" onSubmit={(event) => void start(event)}>
          <div class="field">
            <label for={`${id}-language`}>Language</label>
            <select
              id={`${id}-language`}
              value={language}
              onChange={(event) => setLanguage(event.currentTarget.value)}
            >
              {LANGUAGES.map((item) => (
                <option key={item.code} value={item.code}>
                  {item.name}
                </option>
              ))}
            </select>
          </div>
          <label class="inline">
            <input
              type="checkbox"
              checked={separateSpeakers}
              onChange={(event) => setSeparateSpeakers(event.currentTarget.checked)}
              aria-describedby={`${id}-speakers-hint`}
            />
            Separate speakers
          </label>
          <p class="hint" id={`${id}-speakers-hint`}>
            Runs speaker detection when the transcript is ready.
          </p>
          <button type="submit" class="primary" aria-busy={busy} disabled={busy}>
            {busy ? 'Starting…' : from === 'page' ? 'Transcribe this page' : 'Transcribe this link'}
          </button>
          {started ? (
            <p class="message ok" role="status">
              Started. Follow its progress under Recent jobs.
            </p>
          ) : null}
        </form>
      ) : (
        <>
          <div class="message warn" data-testid="not-supported">
            <p class="message-title">Not supported</p>
            <p>{preview.reason}</p>
          </div>
          {from === 'page' ? <LinkForm /> : null}
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
