import type { ScribekitCore } from './client.js';
import { waiters } from './client.js';
import type { components } from './generated/schema.js';
import { unwrap } from './unwrap.js';
import type { UploadInput } from './upload/sources.js';
import { type UploadOptions, uploadFile } from './upload/upload-file.js';
import type { WaitOptions } from './wait.js';

type Schemas = components['schemas'];
type TranscriptSettings = Omit<Schemas['CreateTranscriptRequest'], 'file_id'>;

/** Options of `transcribeFile`. */
export interface TranscribeFileOptions extends UploadOptions, TranscriptSettings {
  /** Options of the wait for the transcript (timeout, progress, polling). */
  wait?: WaitOptions<Schemas['TranscriptStatusResponse']>;
}

/** Options of `importUrl`. */
export interface ImportUrlOptions extends Omit<Schemas['CreateSourceImportRequest'], 'url'> {
  /** Options of the waits for the import and its transcript. */
  wait?: WaitOptions;
}

/** A meeting to send the recording bot to. */
export interface RecordMeetingOptions {
  /** Platform code from the platforms list, e.g. `google_meet`. */
  platform: string;
  /** Address of the meeting. */
  meetUrl: string;
}

/** Options of `exportTranscript`. */
export interface ExportOptions {
  /** `url` (default) resolves with the download link; `bytes` downloads the file too. */
  as?: 'url' | 'bytes';
  /** Options of the wait for the export. */
  wait?: WaitOptions<Schemas['Export']>;
}

/** Workflow helpers that chain several operations. */
export function workflows(core: ScribekitCore) {
  const { client } = core;
  const wait = waiters(core);
  const getTranscript = (id: string) =>
    unwrap(client.GET('/transcripts/{id}', { params: { path: { id } } }));

  async function exportTranscript(
    id: string,
    format: Schemas['ExportFormat'],
    options: ExportOptions & { as: 'bytes' },
  ): Promise<{ export: Schemas['Export']; url: string; bytes: Uint8Array }>;
  async function exportTranscript(
    id: string,
    format: Schemas['ExportFormat'],
    options?: ExportOptions,
  ): Promise<{ export: Schemas['Export']; url: string; bytes?: Uint8Array }>;
  /** Exports a completed transcript and resolves with the download link (and the bytes). */
  async function exportTranscript(
    id: string,
    format: Schemas['ExportFormat'],
    options: ExportOptions = {},
  ): Promise<{ export: Schemas['Export']; url: string; bytes?: Uint8Array }> {
    const started = await unwrap(
      client.POST('/transcripts/{id}/exports', { params: { path: { id } }, body: { format } }),
    );
    const ready = await wait.waitForExport(started.id, options.wait);
    const link = await unwrap(
      client.GET('/exports/{id}/download', { params: { path: { id: ready.id } } }),
    );
    if (options.as !== 'bytes') return { export: ready, url: link.url };
    const response = await core.fetch(link.url);
    if (!response.ok) throw new Error(`Download of export ${ready.id} failed: ${response.status}`);
    return { export: ready, url: link.url, bytes: new Uint8Array(await response.arrayBuffer()) };
  }

  return {
    /** Upload → transcribe → wait → the full transcript with segments and speakers. */
    async transcribeFile(input: UploadInput, options: TranscribeFileOptions = {}) {
      const { title, language, diarize, auto_smart_report, clip_start_s, clip_end_s } = options;
      const file = await uploadFile(core, input, options);
      // Settings left undefined vanish from the JSON body.
      const body = { title, language, diarize, auto_smart_report, clip_start_s, clip_end_s };
      const created = await unwrap(
        client.POST('/transcripts/', { body: { file_id: file.file_id, ...body } }),
      );
      await wait.waitForTranscript(created.id, options.wait);
      return getTranscript(created.id);
    },

    /** Imports the recording behind a link and resolves with the finished transcript. */
    async importUrl(url: string, options: ImportUrlOptions = {}) {
      const { wait: waitOptions, ...settings } = options;
      const started = await unwrap(client.POST('/source-imports/', { body: { url, ...settings } }));
      const done = await wait.waitForImport(started.id, waitOptions);
      if (!done.transcript_id) throw new Error(`Import ${done.id} completed without a transcript`);
      await wait.waitForTranscript(done.transcript_id, waitOptions);
      return getTranscript(done.transcript_id);
    },

    /** Sends the recording bot; resolves with the scheduled job (wait with `waitForRecordingJob`). */
    recordMeeting: ({ platform, meetUrl }: RecordMeetingOptions) =>
      unwrap(client.POST('/recording-jobs/', { body: { platform, meet_url: meetUrl } })),

    exportTranscript,
  };
}
