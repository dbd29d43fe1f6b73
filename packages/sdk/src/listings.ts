import type { ScribekitCore } from './client.js';
import type { components, paths } from './generated/schema.js';
import { type PageIterator, type PageOptions, paginate } from './pagination.js';
import { untypedGet } from './untyped-get.js';
import { unwrap } from './unwrap.js';

type Schemas = components['schemas'];
type Query<P extends keyof paths> = paths[P] extends {
  get: { parameters: { query?: infer Q } };
}
  ? Omit<NonNullable<Q>, 'skip' | 'limit' | 'offset'>
  : never;

/** Async iterators over every paginated listing (`.toArray()`, `.pages()`). */
export interface Listings {
  /** Every transcript matching `query` (skip/limit paging, at most 200 a page). */
  listTranscripts(
    query?: Query<'/transcripts/'>,
    options?: PageOptions,
  ): PageIterator<Schemas['TranscriptListItem']>;
  /** Every segment of a transcript in order (offset/limit paging, at most 2000 a page). */
  listSegments(
    id: string,
    query?: Query<'/transcripts/{id}/segments'>,
    options?: PageOptions,
  ): PageIterator<Schemas['Segment']>;
  /** Every Smart Report. */
  listSmartReports(options?: PageOptions): PageIterator<Schemas['SmartReport']>;
  /** Every export, optionally of one transcript. */
  listExports(query?: Query<'/exports/'>, options?: PageOptions): PageIterator<Schemas['Export']>;
  /** Every source import. */
  listImports(options?: PageOptions): PageIterator<Schemas['SourceImport']>;
  /** Every recording job. */
  listRecordingJobs(options?: PageOptions): PageIterator<Schemas['RecordingJob']>;
  /** Every webhook (secrets masked). */
  listWebhooks(options?: PageOptions): PageIterator<Schemas['Webhook']>;
}

/** The listing helpers of one client. */
export function listings({ client }: ScribekitCore): Listings {
  const get = untypedGet(client);

  // Segments page by `offset` (at most 2000 a page) and give `total` at the top level; every other
  // list pages by `skip` (at most 200 a page) inside `{items, meta: {total}}`.
  function list<T>(
    path: keyof paths,
    query: object = {},
    options: PageOptions = {},
    segmentsOf?: string,
  ): PageIterator<T> {
    const maxPageSize = segmentsOf === undefined ? 200 : 2000;
    const { pageSize = maxPageSize, ...requestOptions } = options;
    return paginate(
      async (start, limit) => {
        const paging = segmentsOf === undefined ? { skip: start, limit } : { offset: start, limit };
        const params = { query: { ...query, ...paging } };
        const page = await unwrap(
          get(path, {
            ...requestOptions,
            params: segmentsOf === undefined ? params : { ...params, path: { id: segmentsOf } },
          }),
        );
        const total = page.meta?.total ?? page.total;
        return { items: page.items as T[], total, lastResponse: page.lastResponse };
      },
      { ...options, pageSize: Math.min(pageSize, maxPageSize) },
    );
  }

  return {
    listTranscripts: (query, options) => list('/transcripts/', query, options),
    listSegments: (id, query, options) => list('/transcripts/{id}/segments', query, options, id),
    listSmartReports: (options) => list('/smart-reports/', {}, options),
    listExports: (query, options) => list('/exports/', query, options),
    listImports: (options) => list('/source-imports/', {}, options),
    listRecordingJobs: (options) => list('/recording-jobs/', {}, options),
    listWebhooks: (options) => list('/webhooks/', {}, options),
  };
}
