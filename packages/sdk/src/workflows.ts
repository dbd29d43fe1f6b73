import type { ScribekitCore } from './client.js';
import { ScribekitError } from './errors.js';
import type {
  CreateSourceImportRequest,
  CreateTranscriptRequest,
  Export,
  ExportFormat,
  RecordingJob,
  Transcript,
  TranscriptStatusResponse,
} from './generated/models.js';
import { downloadBytes } from './internal/download.js';
import type { RequestOptions } from './request-options.js';
import type { WithLastResponse } from './resource-types.js';
import { withLastResponse } from './response-info.js';
import { unwrap } from './unwrap.js';
import type { UploadInput } from './upload/sources.js';
import { type UploadOptions, uploadFile } from './upload/upload-file.js';
import type { WaitOptions } from './wait.js';
import { waiters } from './waiters.js';

type TranscriptSettings = Omit<CreateTranscriptRequest, 'file_id'>;

/** Options of `transcribeFile`: the upload's, the transcript's settings and the wait's. */
export interface TranscribeFileOptions extends UploadOptions, TranscriptSettings {
  /** Options of the wait for the transcript (timeout, progress, polling). */
  wait?: WaitOptions<TranscriptStatusResponse> | undefined;
}

/** Options of `importUrl`: the import's settings, per-call options of each request, the waits'. */
export interface ImportUrlOptions extends Omit<CreateSourceImportRequest, 'url'>, RequestOptions {
  /** Options of the waits for the import and its transcript. */
  wait?: WaitOptions | undefined;
}

/** A meeting to send the recording bot to. */
export interface RecordMeetingOptions {
  /** Platform code from the platforms list, e.g. `google_meet`. */
  platform: string;
  /** Address of the meeting. */
  meetUrl: string;
}

/** Options of `exportTranscript`: the format of the result, per-call options, the wait's. */
export interface ExportOptions extends RequestOptions {
  /** `url` (default) resolves with the download link; `bytes` downloads the file too. */
  as?: 'url' | 'bytes' | undefined;
  /** Options of the wait for the export. */
  wait?: WaitOptions<Export> | undefined;
}

/** What `exportTranscript` resolves with. */
export interface ExportResult {
  /** The export, ready. */
  export: Export;
  /** Its download link (short-lived). */
  url: string;
  /** The file, with `as: 'bytes'`. */
  bytes?: Uint8Array | undefined;
}

/** Workflow helpers that chain several operations; every one takes per-call options. */
export interface Workflows<Input = UploadInput> {
  /** Upload → transcribe → wait → the full transcript with segments and speakers. */
  transcribeFile(
    input: Input,
    options?: TranscribeFileOptions,
  ): Promise<WithLastResponse<Transcript>>;
  /** Imports the recording behind a link and resolves with the finished transcript. */
  importUrl(url: string, options?: ImportUrlOptions): Promise<WithLastResponse<Transcript>>;
  /** Sends the recording bot; resolves with the scheduled job (wait with `waitForRecordingJob`). */
  recordMeeting(
    meeting: RecordMeetingOptions,
    options?: RequestOptions,
  ): Promise<WithLastResponse<RecordingJob>>;
  /** Exports a completed transcript and resolves with the download link (and the bytes). */
  exportTranscript(
    id: string,
    format: ExportFormat,
    options: ExportOptions & { as: 'bytes' },
  ): Promise<WithLastResponse<ExportResult & { bytes: Uint8Array }>>;
  exportTranscript(
    id: string,
    format: ExportFormat,
    options?: ExportOptions,
  ): Promise<WithLastResponse<ExportResult>>;
}

/** The per-call options in `options`, for each request of a helper. */
function callOptions(options: RequestOptions): RequestOptions {
  const { signal, timeoutMs, maxRetries, headers } = options;
  return { signal, timeoutMs, maxRetries, headers };
}

/** A wait's options, stopped by the helper's signal too. */
function waitWith<T>(options: RequestOptions, wait: WaitOptions<T> | undefined): WaitOptions<T> {
  const { signal, headers, maxRetries } = options;
  return { signal, headers, maxRetries, ...wait };
}

/** The workflow helpers of one client. */
export function workflows(core: ScribekitCore): Workflows {
  const { client } = core;
  const wait = waiters(core);
  const getTranscript = (id: string, options: RequestOptions) =>
    unwrap(client.GET('/transcripts/{id}', { params: { path: { id } }, ...callOptions(options) }));

  return {
    async transcribeFile(input, options = {}) {
      const { title, language, diarize, auto_smart_report, clip_start_s, clip_end_s } = options;
      const file = await uploadFile(core, input, options);
      // Settings left undefined vanish from the JSON body.
      const body = { title, language, diarize, auto_smart_report, clip_start_s, clip_end_s };
      const perCall = callOptions(options as RequestOptions);
      const created = await unwrap(
        client.POST('/transcripts/', { body: { file_id: file.file_id, ...body }, ...perCall }),
      );
      await wait.waitForTranscript(created.id, waitWith(perCall, options.wait));
      return getTranscript(created.id, perCall);
    },

    async importUrl(url, options = {}) {
      const { wait: waitOptions, signal, timeoutMs, maxRetries, headers, ...settings } = options;
      const perCall = { signal, timeoutMs, maxRetries, headers };
      const started = await unwrap(
        client.POST('/source-imports/', {
          body: { url, ...settings },
          idempotencyKey: options.idempotencyKey,
          ...perCall,
        }),
      );
      const done = await wait.waitForImport(started.id, waitWith(perCall, waitOptions));
      if (!done.transcript_id) {
        throw new ScribekitError({
          key: 'import_without_transcript',
          message: `Import ${done.id} completed without a transcript`,
        });
      }
      await wait.waitForTranscript(done.transcript_id, waitWith(perCall, waitOptions));
      return getTranscript(done.transcript_id, perCall);
    },

    recordMeeting: ({ platform, meetUrl }, options = {}) =>
      unwrap(
        client.POST('/recording-jobs/', {
          body: { platform, meet_url: meetUrl },
          idempotencyKey: options.idempotencyKey,
          ...callOptions(options),
        }),
      ),

    async exportTranscript(id: string, format: ExportFormat, options: ExportOptions = {}) {
      const perCall = callOptions(options);
      const started = await unwrap(
        client.POST('/transcripts/{id}/exports', {
          params: { path: { id } },
          body: { format },
          idempotencyKey: options.idempotencyKey,
          ...perCall,
        }),
      );
      const ready = await wait.waitForExport(started.id, waitWith(perCall, options.wait));
      const link = await unwrap(
        client.GET('/exports/{id}/download', { params: { path: { id: ready.id } }, ...perCall }),
      );
      const result: ExportResult = { export: ready, url: link.url };
      if (options.as === 'bytes') {
        result.bytes = await downloadBytes(
          core.fetch,
          link.url,
          `export ${ready.id}`,
          options.signal,
          options.timeoutMs ?? core.timeoutMs ?? 60_000,
        );
      }
      return withLastResponse(result, link.lastResponse.response);
    },
  } as Workflows;
}
