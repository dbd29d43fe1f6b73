import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { ErrorInfo } from '../../messages/envelope.js';
import type { PageReport } from '../../messages/popup.js';
import { sendMessage } from '../../messages/send-message.js';
import { ErrorBox } from '../../ui/error-box.js';
import { Loading } from '../../ui/loading.js';

/**
 * "Paste a link": checks a video, media or meeting link typed by hand. What the link is gets
 * drawn by `renderReport` (the report view, handed in so this form does not import it back).
 */
export function LinkForm({
  renderReport,
}: {
  renderReport: (report: PageReport) => ComponentChildren;
}) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<PageReport | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const inputError = error?.kind === 'bad_input' ? error : null;

  async function check(event: Event) {
    event.preventDefault();
    setBusy(true);
    setReport(null);
    setError(null);
    const result = await sendMessage('inspectPage', { url: text, source: 'pasted' });
    setBusy(false);
    if (result.ok) setReport(result.value);
    else setError(result.error);
  }

  return (
    <div class="stack" data-testid="link-form">
      <form class="stack" onSubmit={(event) => void check(event)} noValidate>
        <div class="field">
          <label for="pasted-link">{i18n.t('popup.pasteLabel')}</label>
          <div class="key-row">
            <input
              id="pasted-link"
              type="url"
              inputMode="url"
              placeholder="https://…"
              value={text}
              aria-invalid={inputError !== null}
              aria-describedby={inputError ? 'pasted-link-error' : undefined}
              onInput={(event) => setText(event.currentTarget.value)}
            />
            <button type="submit" aria-busy={busy} disabled={busy}>
              {i18n.t('popup.check')}
            </button>
          </div>
          {inputError ? (
            <p class="hint" id="pasted-link-error" role="alert">
              <strong>{inputError.title}</strong> {inputError.detail}
            </p>
          ) : null}
        </div>
      </form>
      {busy ? <Loading label={i18n.t('popup.checkingLink')} /> : null}
      {error && !inputError ? <ErrorBox error={error} /> : null}
      {report ? (
        <div class="card" data-testid="link-report">
          {renderReport(report)}
        </div>
      ) : null}
    </div>
  );
}
