import { describe, expect, test } from 'vitest';
import { paginate } from '../../src/pagination.js';

/** A listing of `total` numbers that records the (start, size) of every page request. */
function listing(total: number) {
  const asked: [number, number][] = [];
  const fetchPage = async (start: number, size: number) => {
    asked.push([start, size]);
    const items = Array.from(
      { length: Math.max(0, Math.min(size, total - start)) },
      (_, i) => start + i,
    );
    return { items, total };
  };
  return { fetchPage, asked };
}

describe('paginate', () => {
  test('toArray({ limit }) asks for no more items than the limit', async () => {
    const { fetchPage, asked } = listing(1000);
    expect(await paginate(fetchPage, { pageSize: 200 }).toArray({ limit: 1 })).toEqual([0]);
    expect(asked).toEqual([[0, 1]]);
  });

  test('toArray({ limit }) shortens only the last page', async () => {
    const { fetchPage, asked } = listing(1000);
    const items = await paginate(fetchPage, { pageSize: 4 }).toArray({ limit: 10 });
    expect(items).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(asked).toEqual([
      [0, 4],
      [4, 4],
      [8, 2],
    ]);
  });

  test('pages() yields each page with the total and stops at it', async () => {
    const { fetchPage, asked } = listing(5);
    const pages = [];
    for await (const page of paginate(fetchPage, { pageSize: 2 }).pages()) pages.push(page);
    expect(pages.map((page) => [page.items, page.total])).toEqual([
      [[0, 1], 5],
      [[2, 3], 5],
      [[4], 5],
    ]);
    expect(asked).toHaveLength(3);
  });

  test('an aborted signal stops before the next page', async () => {
    const { fetchPage, asked } = listing(10);
    const controller = new AbortController();
    const seen: number[] = [];
    const walk = (async () => {
      for await (const item of paginate(fetchPage, { pageSize: 2, signal: controller.signal })) {
        seen.push(item);
        if (item === 1) controller.abort();
      }
    })();
    await expect(walk).rejects.toThrow();
    expect(seen).toEqual([0, 1]);
    expect(asked).toEqual([[0, 2]]);
  });
});
