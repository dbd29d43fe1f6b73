import { type PageIterator, type PageOptions, paginate } from './pagination.js';
import type { WithLastResponse } from './resource-types.js';

/**
 * What a generated list method returns: awaited, the one page the query asks for (as before);
 * iterated, every item from the query's `skip`/`offset` on, page after page, with the query's
 * `limit` (else the largest page the API allows) as the page size.
 *
 * ```ts
 * import { createScribekit } from '@scribekit/sdk';
 * const scribekit = createScribekit({ apiKey: 'sk_test', baseUrl: 'https://api.example.com' });
 * const firstPage = await scribekit.transcripts.list({ limit: 10 });
 * for await (const transcript of scribekit.transcripts.list({ status: 'completed' })) {
 *   console.log(transcript.id, transcript.title);
 * }
 * const latest = await scribekit.transcripts.list().toArray({ limit: 25 });
 * ```
 */
export interface ListPage<Page, Item> extends Promise<WithLastResponse<Page>>, PageIterator<Item> {}

/** A list page as the API sends it: `items`, and `total` at the top or under `meta`. */
interface LoosePage {
  items: unknown[];
  total?: number | undefined;
  meta?: { total?: number | undefined } | undefined;
}

/**
 * Builds a `ListPage`. `fetchPage(query)` sends the list operation with a query; `by` names its
 * paging parameter (`skip` or `offset`) and `maxPageSize` the largest `limit` it takes. Nothing is
 * sent until the page is awaited or iterated.
 */
export function listPage<Page extends LoosePage, Item>(
  fetchPage: (query: Record<string, unknown>) => Promise<WithLastResponse<Page>>,
  query: Record<string, unknown> = {},
  by: 'skip' | 'offset',
  maxPageSize: number,
  options: PageOptions = {},
): ListPage<Page, Item> {
  let first: Promise<WithLastResponse<Page>> | undefined;
  const page = () => {
    first ??= fetchPage(query);
    return first;
  };
  const from = Number(query[by] ?? 0);
  const pageSize = Math.min(Number(query.limit ?? options.pageSize ?? maxPageSize), maxPageSize);
  const all = paginate<Item>(
    async (start, limit) => {
      const found = await fetchPage({ ...query, [by]: from + start, limit });
      return {
        items: found.items as Item[],
        total: (found.meta?.total ?? found.total ?? Infinity) - from,
        lastResponse: found.lastResponse,
      };
    },
    { ...options, pageSize },
  );
  return {
    // biome-ignore lint/suspicious/noThenProperty: a ListPage is awaited like the Promise it types as.
    then: (onFulfilled, onRejected) => page().then(onFulfilled, onRejected),
    catch: (onRejected) => page().catch(onRejected),
    finally: (onFinally) => page().finally(onFinally),
    [Symbol.toStringTag]: 'ListPage',
    [Symbol.asyncIterator]: () => all[Symbol.asyncIterator](),
    pages: all.pages,
    toArray: all.toArray,
  } as ListPage<Page, Item>;
}
