import { type components, createScribekit, type Scribekit, unwrap } from '@scribekit/sdk';
import type { ExportFormat } from '../messages/export-formats.js';
import type { TranscriptSort } from '../messages/transcript-list.js';
import { KeyRefusedError, NoKeyError } from './errors-to-text.js';
import type { KeyRefusal } from './key-refusal.js';
import type { SettingsStore } from './settings-store.js';

type Schemas = components['schemas'];

/** Time limit of a create request (an import, a bot): after it, its answer can no longer come. */
export const CREATE_TIMEOUT_MS = 10_000;

/** Options of the API client the background owns. */
export interface ApiOptions {
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
  /** Time limit of one request until headers arrive, in ms (default 15 000). */
  timeoutMs?: number;
}

/** The API operations the extension uses, bound to one key and address. */
export function apiOperations(sdk: Scribekit) {
  const { client } = sdk;
  const byId = (id: string) => ({ params: { path: { id } } });
  const keyed = (idempotencyKey: string | undefined) => (idempotencyKey ? { idempotencyKey } : {});
  return {
    /** Asks what the service knows about a link before importing it. */
    previewImport: (url: string) =>
      unwrap(client.POST('/source-imports/preview', { body: { url } })),
    /** Lists the import sources (needs imports:read). */
    providers: () => unwrap(client.GET('/source-imports/providers')),
    /** Lists the meeting platforms and whether each works now. */
    platforms: async (): Promise<Schemas['RecordingPlatform'][]> =>
      (await unwrap(client.GET('/recording-jobs/platforms'))).platforms,
    /**
     * Starts importing a link within `timeoutMs` (the key lets a service that honours it drop a
     * repeat; this one does not, so a start in doubt is looked up instead: `start-recovery.ts`).
     */
    startImport: (
      body: Schemas['CreateSourceImportRequest'],
      idempotencyKey?: string,
      timeoutMs?: number,
    ) =>
      unwrap(
        client.POST('/source-imports/', {
          body,
          ...keyed(idempotencyKey),
          ...(timeoutMs ? { timeoutMs } : {}),
        }),
      ),
    /** The account's newest imports (to find one of the same link). */
    listImports: async () =>
      (await unwrap(client.GET('/source-imports/', { params: { query: { limit: 100 } } }))).items,
    /** The account's newest recording jobs (to find a bot already in a meeting). */
    listRecordings: async () =>
      (await unwrap(client.GET('/recording-jobs/', { params: { query: { limit: 100 } } }))).items,
    /** Reads an import. */
    getImport: (id: string) => unwrap(client.GET('/source-imports/{id}', byId(id))),
    /** Queues a failed import again. */
    retryImport: (id: string) => unwrap(client.POST('/source-imports/{id}/retry', byId(id))),
    /** Sends the recording bot to a meeting (the key and the time limit as for `startImport`). */
    startRecording: (
      platform: string,
      meetUrl: string,
      idempotencyKey?: string,
      timeoutMs?: number,
    ) =>
      unwrap(
        client.POST('/recording-jobs/', {
          body: { platform, meet_url: meetUrl },
          ...keyed(idempotencyKey),
          ...(timeoutMs ? { timeoutMs } : {}),
        }),
      ),
    /** Reads a recording job. */
    getRecording: (id: string) => unwrap(client.GET('/recording-jobs/{id}', byId(id))),
    /** Cancels a recording job. */
    cancelRecording: (id: string) => unwrap(client.POST('/recording-jobs/{id}/cancel', byId(id))),
    /** Reads a transcript's status. */
    transcriptStatus: (id: string) => unwrap(client.GET('/transcripts/{id}/status', byId(id))),
    /** Runs speaker detection on a finished transcript. */
    detectSpeakers: (id: string) =>
      unwrap(client.POST('/transcripts/{id}/detect-speakers', byId(id))),
    /** Reads a transcript with its segments and speakers. */
    transcript: (id: string) => unwrap(client.GET('/transcripts/{id}', byId(id))),
    /** Every segment of a transcript with its words (for captions), 2 000 a page. */
    segmentsWithWords: (id: string) =>
      sdk.transcripts.listSegments(id, { include_words: true }).toArray(),
    /** A transcript's speakers. */
    speakers: (id: string) => unwrap(client.GET('/transcripts/{id}/speakers', byId(id))),
    /** Reads a transcript's metadata (no segments). */
    transcriptMeta: (id: string) => unwrap(client.GET('/transcripts/{id}/meta', byId(id))),
    /** Starts an export of a transcript. */
    startExport: (id: string, format: ExportFormat) =>
      unwrap(client.POST('/transcripts/{id}/exports', { ...byId(id), body: { format } })),
    /** Waits until an export is ready; throws `JobFailedError` when it fails. */
    waitForExport: (id: string) =>
      sdk.waitForExport(id, { pollIntervalMs: 300, maxPollIntervalMs: 2_000, timeoutMs: 120_000 }),
    /** A download link of a ready export. */
    exportDownload: (id: string) => unwrap(client.GET('/exports/{id}/download', byId(id))),
    /** One page of the account's transcripts. */
    listTranscripts: (query: {
      q?: string;
      status?: string;
      speaker?: string;
      date_from?: string;
      sort?: TranscriptSort;
      skip: number;
      limit: number;
    }) => unwrap(client.GET('/transcripts/', { params: { query } })),
    /** A transcript's chapters. */
    chapters: (id: string) => unwrap(client.GET('/transcripts/{id}/chapters', byId(id))),
    /** Generates a transcript's chapters. */
    generateChapters: (id: string) =>
      unwrap(client.POST('/transcripts/{id}/generate-chapters', byId(id))),
    /** A transcript's action items. */
    actionItems: (id: string) => unwrap(client.GET('/transcripts/{id}/action-items', byId(id))),
    /** Extracts a transcript's action items. */
    extractActionItems: (id: string) =>
      unwrap(client.POST('/transcripts/{id}/action-items/extract', byId(id))),
    /** Names a transcript's speakers automatically. */
    autoNameSpeakers: (id: string) =>
      unwrap(client.POST('/transcripts/{id}/speakers/auto-name', byId(id))),
    /** The Smart Reports of one transcript, newest first. */
    reportsOf: (id: string) => unwrap(client.GET('/smart-reports/by-transcript/{id}', byId(id))),
    /** Starts a summary report of a transcript (the key makes a double click one report). */
    createSummary: (id: string, idempotencyKey: string) =>
      unwrap(
        client.POST('/smart-reports/', {
          body: { transcript_id: id, type: 'summary' },
          params: { header: { 'Idempotency-Key': idempotencyKey } },
        }),
      ),
    /** Reads a Smart Report. */
    report: (id: string) => unwrap(client.GET('/smart-reports/{id}', byId(id))),
    /** The newest source imports (to find where a transcript came from). */
    recentImports: () =>
      unwrap(client.GET('/source-imports/', { params: { query: { limit: 100 } } })),
    /** One transcript at most: checks transcripts:read. */
    probeTranscripts: () =>
      unwrap(client.GET('/transcripts/', { params: { query: { limit: 1 } } })),
    /** One export at most: checks exports:read. */
    probeExports: () => unwrap(client.GET('/exports/', { params: { query: { limit: 1 } } })),
  };
}

/** The operations of `apiOperations`. */
export type ApiOperations = ReturnType<typeof apiOperations>;

/** Builds the operations for a key and an address. */
export function operationsFor(apiKey: string, baseUrl: string, options: ApiOptions = {}) {
  return apiOperations(
    createScribekit({
      apiKey,
      baseUrl,
      // The poller has its own backoff, and people see failures at once with a "Try again".
      maxRetries: 0,
      timeoutMs: options.timeoutMs ?? 15_000,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
  );
}

/**
 * The API client of the saved settings; rebuilt when the key or the address changes. With
 * `refusal`, a 401 to any request of the saved key is recorded there, and while it stands no
 * request is sent with that key (`KeyRefusedError` instead) until a key is saved again.
 */
export function createApi(settings: SettingsStore, options: ApiOptions = {}, refusal?: KeyRefusal) {
  const watched: typeof fetch = async (input, init) => {
    const response = await (options.fetch ?? fetch)(input, init);
    if (response.status === 401) {
      await refusal?.mark({
        status: 401,
        requestId: response.headers.get('x-request-id'),
        scope: null,
      });
    }
    return response;
  };
  const savedKeyOptions: ApiOptions = { ...options, fetch: watched };
  async function saved() {
    const refused = await refusal?.read();
    if (refused) throw new KeyRefusedError(refused);
    const { apiKey, baseUrl } = await settings.read();
    if (!apiKey) throw new NoKeyError();
    return { apiKey, baseUrl };
  }
  let cached: { apiKey: string; baseUrl: string; ops: ApiOperations } | null = null;
  let batchClient: { apiKey: string; baseUrl: string; sdk: Scribekit } | null = null;
  return {
    /**
     * The SDK client of the saved key for page batches: with the SDK's own retries, as the batch
     * engine expects (the popup's operations fail fast instead).
     */
    async sdk(): Promise<Scribekit> {
      const { apiKey, baseUrl } = await saved();
      if (batchClient?.apiKey !== apiKey || batchClient.baseUrl !== baseUrl) {
        batchClient = {
          apiKey,
          baseUrl,
          sdk: createScribekit({
            apiKey,
            baseUrl,
            // An import whose answer a crash lost is looked up again after this limit: as short
            // as the popup's creates, so a restarted batch waits no longer than they do.
            timeoutMs: Math.min(options.timeoutMs ?? 15_000, CREATE_TIMEOUT_MS),
            fetch: watched,
          }),
        };
      }
      return batchClient.sdk;
    },
    /** The operations for the saved key; throws `NoKeyError` when none is saved. */
    async current(): Promise<ApiOperations> {
      const { apiKey, baseUrl } = await saved();
      if (cached?.apiKey !== apiKey || cached.baseUrl !== baseUrl) {
        cached = { apiKey, baseUrl, ops: operationsFor(apiKey, baseUrl, savedKeyOptions) };
      }
      return cached.ops;
    },
    /** Operations for a key that is not saved yet (the options page's check). */
    withKey: (apiKey: string, baseUrl: string) => operationsFor(apiKey, baseUrl, options),
  };
}

/** What `createApi` returns. */
export type Api = ReturnType<typeof createApi>;
