/** One page of `items` in the `{items, meta: {total, skip, limit}}` envelope. */
export function page<T, V>(
  items: T[],
  skip: number | undefined,
  limit: number | undefined,
  view: (item: T) => V,
) {
  skip ??= 0;
  limit ??= 50;
  return {
    items: items.slice(skip, skip + limit).map(view),
    meta: { total: items.length, skip, limit },
  };
}

/** Newest first, by a creation time in milliseconds. */
export function newestFirst<T extends { createdAtMs: number }>(items: Iterable<T>): T[] {
  return [...items].sort((a, b) => b.createdAtMs - a.createdAtMs);
}
