import type { ExportFormat } from '../../messages/export-formats.js';
import { formatWord } from './export-formats.js';
import type { ExportRun } from './export-run.js';

/** A format's button: its name, and a word on what it is (`DOCX` · Word). */
export function FormatButton({
  format,
  exporter,
  onClick,
}: {
  format: ExportFormat;
  exporter: ExportRun;
  /** What a click does (default: the service's export of the format). */
  onClick?: () => void;
}) {
  const { status, working } = exporter;
  const word = `export-word-${format}`;
  return (
    <button
      type="button"
      class="format"
      data-format={format}
      // Named by its format alone; the word describes it.
      aria-label={format.toUpperCase()}
      aria-describedby={word}
      aria-busy={working && status.state === 'working' && status.format === format}
      disabled={working}
      onClick={onClick ?? (() => void exporter.run(format))}
    >
      <span class="format-name">{format.toUpperCase()}</span>
      <span class="format-word" id={word}>
        {formatWord(format)}
      </span>
    </button>
  );
}
