import type { IndexStorage } from './types.js';

/** An `IndexStorage` in memory (tests, short-lived processes). */
export function createMemoryIndexStorage(): IndexStorage {
  const entries = new Map<string, string>();
  return {
    read: async (name) => entries.get(name),
    write: async (name, data) => {
      entries.set(name, data);
    },
    remove: async (name) => {
      entries.delete(name);
    },
    clear: async () => entries.clear(),
    size: async () => [...entries.values()].reduce((sum, data) => sum + data.length * 2, 0),
  };
}
