import type { ComponentChildren } from 'preact';
import { i18n } from '#i18n';
import type { ExportFormat } from '../../messages/export-formats.js';
import { ErrorBox } from '../../ui/error-box.js';
import { CaptionExport, type CaptionStatus } from './caption-export.js';
import { EXPORT_GROUPS, type ExportGroupId, groupWords } from './export-formats.js';
import { type ExportRun, type ExportStatusValue, useExport } from './export-run.js';
import { FormatButton } from './format-button.js';

/**
 * One kind of export (documents, captions, data): its name, what it is for, and its formats
 * (or, for a kind that makes its files another way, what `children` brings).
 */
export function ExportGroup({
  id,
  formats = [],
  exporter,
  children,
}: {
  id: ExportGroupId;
  formats?: readonly ExportFormat[];
  exporter: ExportRun;
  children?: ComponentChildren;
}) {
  const { title, purpose } = groupWords(id);
  return (
    <fieldset class="export-group" data-group={id} aria-describedby={`export-${id}-for`}>
      <legend>{title}</legend>
      <p class="muted small" id={`export-${id}-for`}>
        {purpose}
      </p>
      <div class="export-formats">
        {children ??
          formats.map((format) => (
            <FormatButton key={format} format={format} exporter={exporter} />
          ))}
      </div>
    </fieldset>
  );
}

/** Where the last export stands, in words. */
export function ExportStatus({ status }: { status: ExportStatusValue }) {
  return (
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
  );
}

/**
 * The exports, grouped: documents, captions, data. Each format says in a word what it is; each
 * exports, waits for the file, and downloads it. Captions are built in the page from the words
 * to a preset by default (`CaptionExport`), or made by the service.
 */
export function ExportBar({ transcriptId }: { transcriptId: string }) {
  const exporter = useExport(transcriptId);
  return (
    <section class="stack exports" aria-labelledby="export-title">
      <h2 id="export-title">{i18n.t('exports.title')}</h2>
      <div class="export-groups">
        {EXPORT_GROUPS.map((group) =>
          group.id === 'captions' ? (
            <ExportGroup key={group.id} id={group.id} exporter={exporter}>
              <CaptionExport
                transcriptId={transcriptId}
                exporter={exporter}
                onStatus={(caption: CaptionStatus) =>
                  exporter.show(caption.state === 'done' ? { ...caption, how: 'saved' } : caption)
                }
              />
            </ExportGroup>
          ) : (
            <ExportGroup key={group.id} id={group.id} formats={group.formats} exporter={exporter} />
          ),
        )}
      </div>
      <ExportStatus status={exporter.status} />
    </section>
  );
}
