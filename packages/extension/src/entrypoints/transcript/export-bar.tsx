import { useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { type ErrorInfo, type ExportFormat, sendMessage } from '../../messages.js';
import { ErrorBox } from '../../ui/error-box.js';
import { downloadFile } from './download.js';
import { EXPORT_GROUPS, type ExportGroupId, formatWord, groupWords } from './export-formats.js';

type Status =
  | { state: 'idle' }
  | { state: 'working'; format: ExportFormat }
  | { state: 'done'; format: ExportFormat; filename: string; how: 'saved' | 'opened' }
  | { state: 'error'; format: ExportFormat; error: ErrorInfo };

/** An export in progress or done, and the way to start one. */
export interface ExportRun {
  /** Where the last export stands. */
  status: Status;
  /** Whether an export is being prepared (every button waits for it). */
  working: boolean;
  /** Exports the transcript in `format`, waits for the file and downloads it. */
  run: (format: ExportFormat) => Promise<void>;
}

/** Runs one export at a time for a transcript (a group of its own, such as captions, uses it too). */
export function useExport(transcriptId: string): ExportRun {
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

  return { status, working: status.state === 'working', run };
}

/** One kind of export (documents, captions, data): its name, what it is for, and its formats. */
export function ExportGroup({
  id,
  formats,
  exporter,
}: {
  id: ExportGroupId;
  formats: readonly ExportFormat[];
  exporter: ExportRun;
}) {
  const { title, purpose } = groupWords(id);
  const { status, working } = exporter;
  return (
    <fieldset class="export-group" data-group={id} aria-describedby={`export-${id}-for`}>
      <legend>{title}</legend>
      <p class="muted small" id={`export-${id}-for`}>
        {purpose}
      </p>
      <div class="export-formats">
        {formats.map((format) => (
          <button
            key={format}
            type="button"
            class="format"
            data-format={format}
            aria-busy={working && status.state === 'working' && status.format === format}
            disabled={working}
            onClick={() => void exporter.run(format)}
          >
            <span class="format-name">{format.toUpperCase()}</span>
            <span class="format-word">{formatWord(format)}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** Where the last export stands, in words. */
export function ExportStatus({ status }: { status: Status }) {
  return (
    <div aria-live="polite" data-testid="export-status">
      {status.state === 'working' ? (
        <p class="muted">{i18n.t('exports.preparing', [status.format.toUpperCase()])}</p>
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
  );
}

/**
 * The exports, grouped: documents, captions, data. Each format says in a word what it is; each
 * exports, waits for the file, and downloads it.
 */
export function ExportBar({ transcriptId }: { transcriptId: string }) {
  const exporter = useExport(transcriptId);
  return (
    <section class="stack exports" aria-labelledby="export-title">
      <h2 id="export-title">{i18n.t('exports.title')}</h2>
      <div class="export-groups">
        {EXPORT_GROUPS.map((group) => (
          <ExportGroup key={group.id} id={group.id} formats={group.formats} exporter={exporter} />
        ))}
      </div>
      <ExportStatus status={exporter.status} />
    </section>
  );
}
