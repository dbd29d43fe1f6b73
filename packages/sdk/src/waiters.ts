import type { ResourceKind } from '@scribekit/shared/job-phase';
import type { ScribekitCore } from './client.js';
import type {
  Export,
  RecordingJob,
  SmartReport,
  SourceImport,
  TranscriptMeta,
  TranscriptStatusResponse,
} from './generated/models.js';
import type { paths } from './generated/schema.js';
import type { WithLastResponse } from './resource-types.js';
import { untypedGet } from './untyped-get.js';
import { unwrap } from './unwrap.js';
import { type JobFields, type WaitOptions, waitForJob } from './wait.js';

/** `waitFor…` helpers: poll a job until it ends; throw `JobFailedError` when it fails. */
export interface Waiters {
  /** Waits until a transcript is completed; resolves with its metadata. */
  waitForTranscript(
    id: string,
    options?: WaitOptions<TranscriptStatusResponse>,
  ): Promise<WithLastResponse<TranscriptMeta>>;
  /** Waits until an export is ready. */
  waitForExport(id: string, options?: WaitOptions<Export>): Promise<WithLastResponse<Export>>;
  /** Waits until a source import is completed (its `transcript_id` is then set). */
  waitForImport(
    id: string,
    options?: WaitOptions<SourceImport>,
  ): Promise<WithLastResponse<SourceImport>>;
  /** Waits until a recording job is completed; throws when it fails or is cancelled. */
  waitForRecordingJob(
    id: string,
    options?: WaitOptions<RecordingJob>,
  ): Promise<WithLastResponse<RecordingJob>>;
  /** Waits until a Smart Report is completed (`content_md` is then set). */
  waitForSmartReport(
    id: string,
    options?: WaitOptions<SmartReport>,
  ): Promise<WithLastResponse<SmartReport>>;
}

/** The waiting helpers of one client. */
export function waiters({ client }: ScribekitCore): Waiters {
  const get = untypedGet(client);
  const waiter =
    <T extends JobFields>(kind: ResourceKind, path: keyof paths) =>
    (id: string, options: WaitOptions<T> = {}): Promise<WithLastResponse<T>> => {
      // Each poll carries the caller's headers and retry count; `timeoutMs` limits the whole wait.
      const { headers, maxRetries } = options;
      return waitForJob(
        kind,
        (signal) =>
          unwrap(get(path, { params: { path: { id } }, signal, headers, maxRetries })) as Promise<
            WithLastResponse<unknown>
          > as Promise<WithLastResponse<T>>,
        options,
      );
    };
  const waitForTranscriptStatus = waiter<TranscriptStatusResponse>(
    'transcript',
    '/transcripts/{id}/status',
  );
  return {
    waitForTranscript: async (id, options) => {
      await waitForTranscriptStatus(id, options);
      const { signal, headers, maxRetries } = options ?? {};
      return unwrap(
        client.GET('/transcripts/{id}/meta', {
          params: { path: { id } },
          signal,
          headers,
          maxRetries,
        }),
      );
    },
    waitForExport: waiter('export', '/exports/{id}'),
    waitForImport: waiter('source_import', '/source-imports/{id}'),
    waitForRecordingJob: waiter('recording_job', '/recording-jobs/{id}'),
    waitForSmartReport: waiter('smart_report', '/smart-reports/{id}'),
  };
}
