import type { IndexStorage } from '@scribekit/sdk/search';

// The search index's files in the extension's IndexedDB: large values (a few MB for thousands of
// transcripts) that storage.local's quota and its JSON round trip are not made for. Same origin
// as the extension's pages, never a web page's; the key is never among them. (Hand-written over
// the raw API: four calls, less than a dependency's worth.)

const STORE = 'files';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function open(name: string): Promise<IDBDatabase> {
  const req = indexedDB.open(name, 1);
  req.onupgradeneeded = () => req.result.createObjectStore(STORE);
  return request(req);
}

/** An `IndexStorage` over the IndexedDB database `name` (made on first use). */
export function createIdbIndexStorage(name: string): IndexStorage {
  let db: Promise<IDBDatabase> | null = null;
  const store = async (mode: IDBTransactionMode) => {
    db ??= open(name);
    return (await db).transaction(STORE, mode).objectStore(STORE);
  };
  return {
    async read(file) {
      const value = await request((await store('readonly')).get(file));
      return typeof value === 'string' ? value : undefined;
    },
    async write(file, data) {
      await request((await store('readwrite')).put(data, file));
    },
    async remove(file) {
      await request((await store('readwrite')).delete(file));
    },
    async clear() {
      await request((await store('readwrite')).clear());
    },
    async size() {
      const values = await request((await store('readonly')).getAll());
      // UTF-16 in memory; as a size on disk, the characters are what tells.
      return values.reduce(
        (sum: number, value) => sum + (typeof value === 'string' ? value.length : 0),
        0,
      );
    },
  };
}
