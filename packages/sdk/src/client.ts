import type { ResourceKind } from '@scribekit/shared/job-phase';
import createClient, { type Client, createQuerySerializer } from 'openapi-fetch';
import type { components, paths } from './generated/schema.js';
import { withIdempotency } from './internal/idempotency.js';
import { PlainRequest } from './internal/plain-request.js';
import { createRetryingFetch } from './internal/retrying-fetch.js';
import { type PageIterator, type PageOptions, paginate } from './pagination.js';
import { type FetchResult, unwrap } from './unwrap.js';
import { type JobFields, type WaitOptions, waitForJob } from './wait.js';

type Schemas = components['schemas'];

/** Options of `createScribekit`. */
export interface ScribekitOptions {
  /** The API key (`Authorization: Bearer <key>`). Keep it out of web pages. */
  apiKey: string;
  /** The service's address, with or without the `/api/v1` suffix (e.g. the sandbox's `baseUrl`). */
  baseUrl: string;
  /** The fetch to use (default `globalThis.fetch`). */
  fetch?: typeof fetch;
  /** Retries of a failed safe request: GETs and POSTs with an Idempotency-Key (default 2). */
  maxRetries?: number;
  /** Time limit of one attempt until response headers arrive, in ms (default 60 000). */
  timeoutMs?: number;
  /** Extra headers sent with every API request. */
  headers?: Record<string, string>;
}

/** The openapi-fetch client typed by the spec: every operation, `{ data, error, response }` style. */
export type ScribekitClient = Client<paths>;

/** The parts of a Scribekit instance that the workflow helpers build on. */
export interface ScribekitCore {
  /** Typed client for every operation of the API. */
  client: ScribekitClient;
  /** The plain fetch (no retries, no API key), for pre-signed upload and media addresses. */
  fetch: typeof fetch;
  /** The API's root, ending in `/api/v1`. */
  apiUrl: string;
  /** The client's per-attempt time limit, also applied to each upload part PUT. */
  timeoutMs?: number;
}

const API_PREFIX = '/api/v1';

/** The typed client with retries, timeouts, idempotency keys and the API key wired in. */
export function createCore(options: ScribekitOptions): ScribekitCore {
  if (!options.apiKey) throw new TypeError('createScribekit: apiKey is required');
  const root = options.baseUrl.replace(/\/+$/, '');
  const apiUrl = root.endsWith(API_PREFIX) ? root : `${root}${API_PREFIX}`;
  const fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const client = createClient<paths>({
    baseUrl: apiUrl,
    // Calls reach the retrying fetch as URL + init, so fetch builds one Request per attempt.
    Request: PlainRequest as unknown as typeof Request,
    // Built once: given options instead, openapi-fetch would build a serializer on every call.
    querySerializer: createQuerySerializer(),
    // Keys are added before the retries (not in middleware, which would cost every GET a pass).
    fetch: withIdempotency(
      createRetryingFetch({ fetch, maxRetries: options.maxRetries, timeoutMs: options.timeoutMs }),
    ),
    headers: { ...options.headers, Authorization: `Bearer ${options.apiKey}` },
  });
  return { client, fetch, apiUrl, timeoutMs: options.timeoutMs };
}

type Query<P extends keyof paths> = paths[P] extends {
  get: { parameters: { query?: infer Q } };
}
  ? Omit<NonNullable<Q>, 'skip' | 'limit' | 'offset'>
  : never;

/** A list page as the listing helpers read it (the waiters cast it to their resource). */
interface LooseBody {
  items: unknown[];
  total?: number;
  meta?: { total: number };
}

// These helpers take the path as data, so they call GET untyped; their signatures restore the types.
type UntypedGet = (
  path: keyof paths,
  init: { params: { path?: { id: string }; query?: object }; signal?: AbortSignal | undefined },
) => Promise<FetchResult<LooseBody>>;

/** Async iterators over every paginated listing. */
export function listings({ client }: ScribekitCore) {
  const get = client.GET as unknown as UntypedGet;

  // Segments page by `offset` (at most 2000 a page) and give `total` at the top level; every other
  // list pages by `skip` (at most 200 a page) inside `{items, meta: {total}}`.
  function list<T>(
    path: keyof paths,
    query: object,
    options: PageOptions | undefined,
    segmentsOf?: string,
  ): PageIterator<T> {
    const maxPageSize = segmentsOf === undefined ? 200 : 2000;
    return paginate(
      async (start, limit, signal) => {
        const paging = segmentsOf === undefined ? { skip: start, limit } : { offset: start, limit };
        const params = { query: { ...query, ...paging } };
        const page = await unwrap(
          get(path, {
            params: segmentsOf === undefined ? params : { ...params, path: { id: segmentsOf } },
            signal,
          }),
        );
        return { items: page.items as T[], total: page.meta?.total ?? page.total };
      },
      { ...options, pageSize: Math.min(options?.pageSize ?? maxPageSize, maxPageSize) },
    );
  }

  return {
    /** Every transcript matching `query` (skip/limit paging, at most 200 a page). */
    listTranscripts: (
      query: Query<'/transcripts/'> = {},
      options?: PageOptions,
    ): PageIterator<Schemas['TranscriptListItem']> => list('/transcripts/', query, options),
    /** Every segment of a transcript in order (offset/limit paging, at most 2000 a page). */
    listSegments: (
      id: string,
      query: Query<'/transcripts/{id}/segments'> = {},
      options?: PageOptions,
    ): PageIterator<Schemas['Segment']> => list('/transcripts/{id}/segments', query, options, id),
    /** Every Smart Report. */
    listSmartReports: (options?: PageOptions): PageIterator<Schemas['SmartReport']> =>
      list('/smart-reports/', {}, options),
    /** Every export, optionally of one transcript. */
    listExports: (
      query: Query<'/exports/'> = {},
      options?: PageOptions,
    ): PageIterator<Schemas['Export']> => list('/exports/', query, options),
    /** Every source import. */
    listImports: (options?: PageOptions): PageIterator<Schemas['SourceImport']> =>
      list('/source-imports/', {}, options),
    /** Every recording job. */
    listRecordingJobs: (options?: PageOptions): PageIterator<Schemas['RecordingJob']> =>
      list('/recording-jobs/', {}, options),
    /** Every webhook (secrets masked). */
    listWebhooks: (options?: PageOptions): PageIterator<Schemas['Webhook']> =>
      list('/webhooks/', {}, options),
  };
}

/** `waitFor…` helpers: poll a job until it ends; throw `JobFailedError` when it fails. */
export function waiters({ client }: ScribekitCore) {
  const get = client.GET as unknown as UntypedGet;
  const waiter =
    <T extends JobFields>(kind: ResourceKind, path: keyof paths) =>
    (id: string, options?: WaitOptions<T>): Promise<T> =>
      waitForJob(
        kind,
        (signal) =>
          unwrap(get(path, { params: { path: { id } }, signal })) as Promise<unknown> as Promise<T>,
        options,
      );
  const waitForTranscriptStatus = waiter<Schemas['TranscriptStatusResponse']>(
    'transcript',
    '/transcripts/{id}/status',
  );
  return {
    /** Waits until a transcript is completed; resolves with its metadata. */
    waitForTranscript: async (
      id: string,
      options?: WaitOptions<Schemas['TranscriptStatusResponse']>,
    ) => {
      await waitForTranscriptStatus(id, options);
      return unwrap(client.GET('/transcripts/{id}/meta', { params: { path: { id } } }));
    },
    /** Waits until an export is ready. */
    waitForExport: waiter<Schemas['Export']>('export', '/exports/{id}'),
    /** Waits until a source import is completed (its `transcript_id` is then set). */
    waitForImport: waiter<Schemas['SourceImport']>('source_import', '/source-imports/{id}'),
    /** Waits until a recording job is completed; throws when it fails or is cancelled. */
    waitForRecordingJob: waiter<Schemas['RecordingJob']>('recording_job', '/recording-jobs/{id}'),
    /** Waits until a Smart Report is completed (`content_md` is then set). */
    waitForSmartReport: waiter<Schemas['SmartReport']>('smart_report', '/smart-reports/{id}'),
  };
}
