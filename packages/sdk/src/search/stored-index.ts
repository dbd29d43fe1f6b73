import type { IndexStorage } from './types.js';

// The index is kept as many small named entries, so a search reads only what it needs:
// - `state`: counts and when it was synced (what `stats` reads);
// - `docs`: every indexed transcript's title, date, speakers and document ids (a search's table);
// - `p-00` … `p-ff`: the postings, sharded by a hash of the term (a search reads its terms' shards),
//   a common term's in an entry of its own (`p-00-0`);
// - `t-<base>`: one transcript's segments (times and text), read for the hits shown;
// - `who`: the speaker of every segment (read by a search with a speaker filter);
// - `fingerprints`: what the list said of each transcript (read by a sync).

/** Bump when the stored layout changes: an index of another version is rebuilt. */
export const INDEX_VERSION = 2;

/** Postings shards: enough that a shard of a 1,000-hour index is a few hundred kB of JSON. */
export const SHARDS = 256;

/** One indexed transcript, as a search sees it. */
export interface DocTranscript {
  id: string;
  title: string;
  created_at: string;
  /** Document id of its first segment; segment `i` is `base + i`. */
  base: number;
  /** Its segments (documents). */
  count: number;
  /** Speaker names (or labels), by the index `who` gives each segment. */
  speakers: string[];
}

/** The table of indexed transcripts. */
export interface StoredDocs {
  version: number;
  /** Next free document id. */
  next: number;
  /** Documents still in the postings whose transcript was dropped or fetched again (found by none). */
  dead: number;
  /** Sorted by `base`. */
  transcripts: DocTranscript[];
}

/** One transcript's segments as parallel arrays (compact JSON). */
export interface StoredSegments {
  start: number[];
  end: number[];
  /** Index into the transcript's `speakers`, -1 when none. */
  who: number[];
  text: string[];
}

/** A postings shard: each term's postings string and the last document in it (for appending). */
export interface StoredShard {
  terms: Record<string, string>;
  last: Record<string, number>;
  /** Terms whose postings are long: kept in entries of their own (`p-<shard>-<k>`), by `k`. */
  big?: Record<string, number>;
}

/** The small part, written after every sync. */
export interface StoredState {
  version: number;
  synced_at: string | null;
  transcripts: number;
  segments: number;
  pending: number;
}

export const names = {
  state: 'state',
  docs: 'docs',
  who: 'who',
  fingerprints: 'fingerprints',
  shard: (shard: number) => `p-${shard.toString(16).padStart(2, '0')}`,
  bigTerm: (shard: number, k: number) => `p-${shard.toString(16).padStart(2, '0')}-${k}`,
  segments: (base: number) => `t-${base}`,
};

/** The shard of `term` (FNV-1a over its UTF-16 code units). */
export function shardOf(term: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) {
    hash ^= term.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % SHARDS;
}

/** Reads and parses `name`; `undefined` when it is missing or damaged (then the index is rebuilt). */
export async function readJson<T>(storage: IndexStorage, name: string): Promise<T | undefined> {
  const data = await storage.read(name);
  if (!data) return undefined;
  try {
    return JSON.parse(data) as T;
  } catch {
    return undefined; // a damaged entry is never trusted
  }
}

export async function writeJson(storage: IndexStorage, name: string, value: unknown) {
  await storage.write(name, JSON.stringify(value));
}

/** Forgets `name` (a storage without `remove` keeps an empty entry). */
export async function removeEntry(storage: IndexStorage, name: string) {
  if (storage.remove) await storage.remove(name);
  else await storage.write(name, '');
}

export async function readStoredState(storage: IndexStorage): Promise<StoredState | undefined> {
  const state = await readJson<StoredState>(storage, names.state);
  return state?.version === INDEX_VERSION ? state : undefined;
}

export async function readStoredDocs(storage: IndexStorage): Promise<StoredDocs | undefined> {
  const docs = await readJson<StoredDocs>(storage, names.docs);
  return docs?.version === INDEX_VERSION ? docs : undefined;
}
