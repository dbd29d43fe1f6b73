import { useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { type ErrorInfo, EXPORT_FORMATS, type ExportFormat, sendMessage } from '../../messages.js';
import { ErrorBox } from '../../ui/error-box.js';
import { CaptionExport, type CaptionStatus } from './caption-export.js';
import { downloadFile } from './download.js';

type Status =
  | { state: 'idle' }
  | { state: 'working'; format: ExportFormat; building?: boolean }
  | { state: 'done'; format: ExportFormat; filename: string; how: 'saved' | 'opened' }
  | { state: 'error'; format: ExportFormat; error: ErrorInfo };

/**
 * One button per export format; each exports, waits, and downloads the file. SRT and VTT are
 * built from the words by default (`CaptionExport`).
 */
export function ExportBar({ transcriptId }: { transcriptId: string }) {
  const [status, setStatus] = useState<Status>({ state: 'idle' });

  async function run(format: ExportFormat) {
    setStatus({ state: 'working', format });
    const result = await sendMessage('exportTranscript', { id: transcriptId, format });
    if (!result.ok) {
      setStatus({ state: 'error', format, error: result.error });
      return;
    }
    try {
      const how = await downloadFile(result.value.url, result.value.filename);
      setStatus({ state: 'done', format, filename: result.value.filename, how });
    } catch (error) {
      setStatus({
        state: 'error',
        format,
        error: {
          kind: 'unknown',
          title: i18n.t('exports.failed'),
          detail: error instanceof Error ? error.message : String(error),
          status: null,
          requestId: null,
          retryAfterS: null,
          scope: null,
        },
      });
    }
  }

  const working = status.state === 'working';
  return (
    <section class="stack" aria-labelledby="export-title">
      <h2 id="export-title">{i18n.t('exports.title')}</h2>
      <fieldset class="exports">
        <legend class="sr-only">{i18n.t('exports.formats')}</legend>
        {EXPORT_FORMATS.filter((format) => format !== 'srt' && format !== 'vtt').map((format) => (
          <button
            key={format}
            type="button"
            data-format={format}
            aria-busy={working && status.format === format}
            disabled={working}
            onClick={() => void run(format)}
          >
            {format.toUpperCase()}
          </button>
        ))}
        <CaptionExport
          transcriptId={transcriptId}
          disabled={working}
          onStatus={(caption: CaptionStatus) =>
            setStatus(caption.state === 'done' ? { ...caption, how: 'saved' } : caption)
          }
          exportFromService={run}
        />
      </fieldset>
      <div aria-live="polite" data-testid="export-status">
        {status.state === 'working' ? (
          <p class="muted">
            {status.building
              ? i18n.t('captions.building', [status.format.toUpperCase()])
              : i18n.t('exports.preparing', [status.format.toUpperCase()])}
          </p>
        ) : null}
        {status.state === 'done' ? (
          <p class="message ok">
            {status.how === 'saved'
              ? i18n.t('exports.downloaded', [status.filename])
              : i18n.t('exports.opened', [status.format.toUpperCase()])}
          </p>
        ) : null}
        {status.state === 'error' ? <ErrorBox error={status.error} /> : null}
      </div>
    </section>
  );
}
