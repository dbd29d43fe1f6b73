import { useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { ErrorInfo } from '../../messages/envelope.js';
import type { ExportFormat } from '../../messages/export-formats.js';
import { sendMessage } from '../../messages/send-message.js';
import { downloadFile } from './download.js';

/** Where an export stands: idle, being made (or built in the page), downloaded, or failed. */
export type ExportStatusValue =
  | { state: 'idle' }
  | { state: 'working'; format: ExportFormat; building?: boolean }
  | { state: 'done'; format: ExportFormat; filename: string; how: 'saved' | 'opened' }
  | { state: 'error'; format: ExportFormat; error: ErrorInfo };

/** An export in progress or done, and the ways to start one and to say where one stands. */
export interface ExportRun {
  /** Where the last export stands. */
  status: ExportStatusValue;
  /** Whether an export is being prepared (every button waits for it). */
  working: boolean;
  /** Exports the transcript in `format` at the service, waits for the file and downloads it. */
  run: (format: ExportFormat) => Promise<void>;
  /** Shows where a file made another way stands (captions built in the page). */
  show: (status: ExportStatusValue) => void;
}

/** An error of the page itself (not of the API) in the words the error box shows. */
export const pageError = (error: unknown): ErrorInfo => ({
  kind: 'unknown',
  title: i18n.t('exports.failed'),
  detail: error instanceof Error ? error.message : String(error),
  status: null,
  requestId: null,
  retryAfterS: null,
  scope: null,
});

/** Runs one export at a time for a transcript (a group of its own, such as captions, uses it too). */
export function useExport(transcriptId: string): ExportRun {
  const [status, setStatus] = useState<ExportStatusValue>({ state: 'idle' });

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
      setStatus({ state: 'error', format, error: pageError(error) });
    }
  }

  return { status, working: status.state === 'working', run, show: setStatus };
}
