/**
 * Items kept in the order of `compare` (a total order: ties broken by the caller), with
 * insertion and removal by binary search. Reads are slices: a page costs its length.
 */
export class SortedList<T> {
  private items: T[] = [];

  constructor(readonly compare: (a: T, b: T) => number) {}

  /** A list of items already in `compare`'s order (not checked). */
  static fromSorted<T>(compare: (a: T, b: T) => number, items: T[]): SortedList<T> {
    const list = new SortedList(compare);
    list.items = items;
    return list;
  }

  get length(): number {
    return this.items.length;
  }

  /** Index of the first item not before `item`. */
  private lowerBound(item: T): number {
    let low = 0;
    let high = this.items.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.items[middle] as T, item) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  add(item: T): void {
    this.items.splice(this.lowerBound(item), 0, item);
  }

  /** Removes `item`, which must still compare as it did when added. */
  remove(item: T): boolean {
    const at = this.lowerBound(item);
    if (this.items[at] !== item) return false;
    this.items.splice(at, 1);
    return true;
  }

  slice(start: number, end: number): T[] {
    return this.items.slice(start, end);
  }

  at(index: number): T | undefined {
    return this.items[index];
  }

  [Symbol.iterator](): Iterator<T> {
    return this.items[Symbol.iterator]();
  }

  clear(): void {
    this.items = [];
  }
}
