import type { IndexStorage } from './types.js';

/** Bump when the stored layout changes: an index of another version is rebuilt. */
export const INDEX_VERSION = 1;

/** One indexed transcript: its list fields and its segments as parallel arrays (compact JSON). */
export interface StoredTranscript {
  id: string;
  title: string;
  created_at: string;
  /** What the list said when it was fetched; a different one means fetch it again. */
  fingerprint: string;
  /** Document id of its first segment; segment `i` is `base + i`. */
  base: number;
  speakers: string[];
  start: number[];
  end: number[];
  /** Index into `speakers`, -1 when none. */
  who: number[];
  text: string[];
}

/** The index's big part: the documents and the engine's export. */
export interface StoredIndex {
  version: number;
  /** Next free document id. */
  next: number;
  /** Documents still in the engine whose transcript was dropped or fetched again (never found). */
  dead: number;
  transcripts: StoredTranscript[];
  /** FlexSearch's export, by its keys. */
  engine: Record<string, string>;
}

/** The small part, written after every sync. */
export interface StoredState {
  version: number;
  synced_at: string | null;
  transcripts: number;
  segments: number;
  pending: number;
}

const INDEX = 'index';
const STATE = 'state';

export async function readStoredIndex(storage: IndexStorage): Promise<StoredIndex | undefined> {
  const data = await storage.read(INDEX);
  if (!data) return undefined;
  try {
    const parsed = JSON.parse(data) as StoredIndex;
    return parsed.version === INDEX_VERSION ? parsed : undefined;
  } catch {
    return undefined; // a damaged index is rebuilt, never trusted
  }
}

export async function readStoredState(storage: IndexStorage): Promise<StoredState | undefined> {
  const data = await storage.read(STATE);
  if (!data) return undefined;
  try {
    const parsed = JSON.parse(data) as StoredState;
    return parsed.version === INDEX_VERSION ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export async function writeStoredIndex(storage: IndexStorage, index: StoredIndex): Promise<void> {
  await storage.write(INDEX, JSON.stringify(index));
}

export async function writeStoredState(storage: IndexStorage, state: StoredState): Promise<void> {
  await storage.write(STATE, JSON.stringify(state));
}
