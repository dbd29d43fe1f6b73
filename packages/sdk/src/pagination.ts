/** One page as the API returns it, reduced to what paging needs. */
export interface Page<T> {
  items: T[];
  /** Items matching over all pages, when the API says. */
  total?: number | undefined;
}

/** Options of every paginated listing. */
export interface PageOptions {
  /** Items per request (the API's `limit`); the API caps it (200 for most lists, 2000 for segments). */
  pageSize?: number;
  /** Stops the iteration between pages. */
  signal?: AbortSignal;
}

/** An async iterator over every item of a listing, fetching pages as it goes. */
export interface PageIterator<T> extends AsyncIterable<T> {
  /** Collects the items into an array, at most `limit` of them (all when omitted). */
  toArray(options?: { limit?: number }): Promise<T[]>;
}

/**
 * Walks a listing page by page. `fetchPage(start, size, signal)` loads the items from position
 * `start` (the API's `skip` or `offset`); iteration ends on a short page or when `total` is reached.
 */
export function paginate<T>(
  fetchPage: (start: number, size: number, signal: AbortSignal | undefined) => Promise<Page<T>>,
  { pageSize = 100, signal }: PageOptions = {},
): PageIterator<T> {
  async function* iterate(): AsyncGenerator<T> {
    let start = 0;
    while (true) {
      signal?.throwIfAborted();
      const { items, total = Number.POSITIVE_INFINITY } = await fetchPage(start, pageSize, signal);
      yield* items;
      start += items.length;
      if (items.length < pageSize || items.length === 0 || start >= total) return;
    }
  }
  return {
    [Symbol.asyncIterator]: iterate,
    async toArray({ limit = Number.POSITIVE_INFINITY } = {}) {
      const items: T[] = [];
      if (limit > 0) {
        for await (const item of iterate()) {
          if (items.push(item) >= limit) break;
        }
      }
      return items;
    },
  };
}
