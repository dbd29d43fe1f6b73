import { throwIfAborted } from './internal/abort.js';
import type { RequestOptions } from './request-options.js';
import type { ResponseInfo } from './resource-types.js';

/** One page as the API returns it, reduced to what paging needs. */
export interface Page<T> {
  items: T[];
  /** Items matching over all pages, when the API says. */
  total?: number | undefined;
  /** The request id and Response of this page. */
  lastResponse?: ResponseInfo | undefined;
}

/** Options of every paginated listing: the page size, and per-call options for each page's GET. */
export interface PageOptions extends RequestOptions {
  /** Items per request (the API's `limit`); the API caps it (200 for most lists, 2000 for segments). */
  pageSize?: number | undefined;
}

/** An async iterator over every item of a listing, fetching pages as it goes. */
export interface PageIterator<T> extends AsyncIterable<T> {
  /** Collects the items into an array, at most `limit` of them (all when omitted); never asks for more. */
  toArray(options?: { limit?: number | undefined }): Promise<T[]>;
  /** Iterates page by page: each page's `items`, the listing's `total` and the page's `lastResponse`. */
  pages(): AsyncIterable<Page<T>>;
}

/**
 * Walks a listing page by page. `fetchPage(start, size)` loads the items from position `start`
 * (the API's `skip` or `offset`); iteration ends on a short page or when `total` is reached.
 */
export function paginate<T>(
  fetchPage: (start: number, size: number) => Promise<Page<T>>,
  { pageSize = 100, signal }: PageOptions = {},
): PageIterator<T> {
  async function* pages(limit = Infinity): AsyncGenerator<Page<T>> {
    let start = 0;
    while (start < limit) {
      throwIfAborted(signal);
      const size = Math.min(pageSize, limit - start);
      const page = await fetchPage(start, size);
      yield page;
      start += page.items.length;
      const { items, total = Infinity } = page;
      if (items.length < size || items.length === 0 || start >= total) return;
    }
  }
  async function* items(): AsyncGenerator<T> {
    for await (const page of pages()) yield* page.items;
  }
  return {
    [Symbol.asyncIterator]: items,
    pages: () => pages(),
    async toArray({ limit = Infinity } = {}) {
      const all: T[] = [];
      for await (const page of pages(limit)) all.push(...page.items);
      return all.slice(0, limit);
    },
  };
}
