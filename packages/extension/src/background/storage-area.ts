/** The part of `browser.storage.local` the background uses (kept small so tests can pass any area). */
export interface StorageArea {
  /** Reads one key. */
  get(key: string): Promise<Record<string, unknown>>;
  /** Writes keys. */
  set(items: Record<string, unknown>): Promise<void>;
  /** Deletes one key. */
  remove(key: string): Promise<void>;
}
