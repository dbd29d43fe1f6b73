import { randomBytes } from 'node:crypto';
import { open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { cachedSegmentsJson, joinSegmentsJson, type Segment } from '../content/index.js';
import { syncDir } from '../upload/sync-dir.js';
import { COLLECTIONS, type CollectionName } from './change-set.js';
import type { Store } from './store.js';
import {
  attachStoredBody,
  BodyWriter,
  isBodyRef,
  type StoredField,
  storedBodyOf,
} from './transcript-bodies.js';
import type { FileRecord, TranscriptRecord, TranscriptResult } from './types.js';

/**
 * The base snapshot in a data directory; always whole, as it is only ever replaced by rename.
 * The journal (`journal.ts`) holds the changes made after it.
 */
export const STATE_FILE = 'state.json';
/**
 * 3: transcript bodies may be stored apart (see `transcript-bodies.ts`); 2 names the journal
 * generation that follows the snapshot; 1 (no journal) still loads. Older ones hold every body
 * inline; they load, and the first compaction moves the bodies out.
 */
const VERSION = 3;

/** The head of a saved state; the collections follow it as arrays of saved records. */
interface SnapshotHead {
  version: number;
  savedAt: string;
  /** The data directory when saved; stored byte paths under it are moved to the current one. */
  root: string;
  userId: string;
  /** The journal generation holding the changes made after this snapshot (0 for version 1). */
  journal?: number;
}

/** Stands for `prepared` in a completed result that shares it, so it is saved once. */
const SAME_AS_PREPARED = '$prepared';

/** A record as saved: a file's parts as an entry list, a shared transcript result once. */
export function encodeRecord(collection: CollectionName, record: { id: string }): unknown {
  if (collection === 'files') {
    const file = record as FileRecord;
    return { ...file, parts: [...file.parts.entries()] };
  }
  if (collection === 'transcripts') {
    const t = record as TranscriptRecord;
    if (t.outcome?.kind !== 'completed' || t.outcome.result.generated !== t.prepared) return t;
    return {
      ...t,
      outcome: { ...t.outcome, result: { ...t.outcome.result, generated: SAME_AS_PREPARED } },
    };
  }
  return record;
}

/** JSON.stringify of a plain object, with the JSON of some fields given ready-made. */
function objectJson(value: Record<string, unknown>, given: Record<string, string>): string {
  const fields: string[] = [];
  for (const key of Object.keys(value)) {
    const json = Object.hasOwn(given, key) ? given[key] : JSON.stringify(value[key]);
    // As JSON.stringify does, a field whose value it cannot write is left out.
    if (json !== undefined) fields.push(`${JSON.stringify(key)}:${json}`);
  }
  return `{${fields.join(',')}}`;
}

/** How a data directory saves transcript bodies (without it, a record is saved whole). */
export interface BodySaving {
  /** Bodies not stored yet go here (compaction); without it they are saved inline (journal). */
  writer?: BodyWriter;
  /** Collects the body files the saved records point at. */
  files?: Set<string>;
}

/** The fields of a completed result stored apart with the segments (see transcript-bodies.ts). */
const MATERIAL_FIELDS: StoredField[] = ['chapters', 'annotations', 'contentEvents', 'suggestions'];

/**
 * `JSON.stringify(encodeRecord(collection, record))`, where a transcript's segments (the bulk
 * of a long one) take the JSON made when they were generated or last exported, so saving a
 * four-hour transcript does not hold the event loop to serialize megabytes again. With
 * `bodies`, a body stored apart (segments, derived material) is saved as where it is, not
 * read, and one not stored yet goes to the writer when there is one.
 */
export function recordJson(
  collection: CollectionName,
  record: { id: string },
  bodies?: BodySaving,
): string {
  if (collection !== 'transcripts') return JSON.stringify(encodeRecord(collection, record));
  const t = record as TranscriptRecord;
  const given: Record<string, string> = {
    prepared: fieldsJson(t.prepared, ['segments'], {}, bodies),
  };
  const outcome = t.outcome;
  if (outcome?.kind === 'completed') {
    const result = outcome.result;
    const shared: Record<string, string> =
      result.generated === t.prepared ? { generated: JSON.stringify(SAME_AS_PREPARED) } : {};
    given.outcome = objectJson(outcome as unknown as Record<string, unknown>, {
      result: fieldsJson(result, MATERIAL_FIELDS, shared, bodies),
    });
  }
  return objectJson(t as unknown as Record<string, unknown>, given);
}

/** `owner` as JSON, its `fields` as where they are stored, stored now, or as remembered JSON. */
function fieldsJson(
  owner: object,
  fields: StoredField[],
  given: Record<string, string>,
  bodies: BodySaving | undefined,
): string {
  for (const field of fields) {
    let ref = bodies ? storedBodyOf(owner, field) : undefined;
    if (!ref) {
      const value = (owner as Record<string, unknown>)[field];
      if (!Array.isArray(value)) continue;
      const slices = field === 'segments' ? cachedSegmentsJson(value as Segment[]) : undefined;
      const json = slices ? joinSegmentsJson(slices) : undefined;
      if (bodies?.writer && value.length > 0) {
        ref = bodies.writer.add(owner, field, value, json ?? JSON.stringify(value));
      } else if (json) given[field] = json;
    }
    if (ref) {
      given[field] = JSON.stringify(ref);
      bodies?.files?.add(ref.$body);
    }
  }
  return objectJson(owner as Record<string, unknown>, given);
}

/**
 * The record `encodeRecord` saved (the saved object is reused); a body stored apart in the data
 * directory `dir` is read on first use.
 */
export function decodeRecord(
  collection: CollectionName,
  saved: unknown,
  dir: string,
): { id: string } {
  if (collection === 'files') {
    const file = saved as Omit<FileRecord, 'parts'> & { parts: [number, unknown][] };
    return { ...file, parts: new Map(file.parts) } as FileRecord;
  }
  if (collection === 'transcripts') {
    const t = saved as TranscriptRecord;
    attachSaved(t.prepared, ['segments'], dir);
    if (t.outcome?.kind === 'completed') attachSaved(t.outcome.result, MATERIAL_FIELDS, dir);
    const outcome = t.outcome;
    if (
      outcome?.kind === 'completed' &&
      (outcome.result.generated as unknown) === SAME_AS_PREPARED
    ) {
      outcome.result.generated = t.prepared as TranscriptResult['generated'];
    }
    return t;
  }
  return saved as { id: string };
}

/** Makes each of `fields` that was saved as where it is stored read from there on first use. */
function attachSaved(owner: object, fields: StoredField[], dir: string): void {
  for (const field of fields) {
    const saved = (owner as Record<string, unknown>)[field];
    if (isBodyRef(saved)) attachStoredBody(owner, field, dir, saved, null);
  }
}

/** Moves every string path under `from` to `to`, in place (a data directory that was moved). */
export function rebasePaths<T>(value: T, from: string, to: string): T {
  if (from === to) return value;
  const prefix = `${from}/`;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return v.startsWith(prefix) ? `${to}${v.slice(from.length)}` : v;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) v[i] = walk(v[i]);
    } else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      for (const key of Object.keys(o)) o[key] = walk(o[key]);
    }
    return v;
  };
  return walk(value) as T;
}

/**
 * The whole state as pieces of one JSON document, record by record. Taken lazily, across
 * turns of the event loop, it is a "fuzzy" snapshot: each record as it was when reached.
 */
function* snapshotChunks(
  store: Store,
  root: string,
  journal = 0,
  bodies?: BodySaving,
): Generator<string> {
  const head: SnapshotHead = {
    version: VERSION,
    savedAt: new Date().toISOString(),
    root,
    userId: store.userId,
    journal,
  };
  yield JSON.stringify(head).slice(0, -1);
  for (const name of COLLECTIONS) {
    yield `,${JSON.stringify(name)}:[`;
    let first = true;
    for (const record of store.collection(name).values()) {
      yield (first ? '' : ',') + recordJson(name, record, bodies);
      first = false;
    }
    yield ']';
  }
  yield '}';
}

/** The whole state, at this moment, as one JSON text (what `restoreState` reads). */
export function serializeState(store: Store, root: string, journal = 0): string {
  return [...snapshotChunks(store, root, journal)].join('');
}

/**
 * Adds the records of a saved state (`serializeState`'s text) to `store` and takes its
 * account id; returns the journal generation that follows it. In a running sandbox's store
 * the records are marked changed, so the journal keeps them.
 */
function restoreState(
  store: Store,
  text: string,
  root: string,
  dir = root,
): { journal: number; inlineBodies: number } {
  const parsed = JSON.parse(text) as SnapshotHead & Record<string, unknown[]>;
  if (parsed.version !== 1 && parsed.version !== 2 && parsed.version !== VERSION) {
    throw new Error(`a saved state of version ${parsed.version}; expected ${VERSION}`);
  }
  const snap = rebasePaths(parsed, parsed.root, root);
  store.userId = snap.userId;
  let inlineBodies = 0;
  for (const name of COLLECTIONS) {
    const collection = store.collection(name);
    for (const saved of snap[name] ?? []) {
      const record = decodeRecord(name, saved, dir);
      if (name === 'transcripts' && hasInlineBody(record as TranscriptRecord)) inlineBodies++;
      collection.set(record.id, record as never);
    }
  }
  return { journal: parsed.journal ?? 0, inlineBodies };
}

/** Whether a transcript's body is held in its record rather than stored apart. */
function hasInlineBody(t: TranscriptRecord): boolean {
  if (storedBodyOf(t.prepared)) return false;
  const segments = (t.prepared as { segments?: unknown }).segments;
  return Array.isArray(segments) && segments.length > 0;
}

/** Writes `chunks` to `dir/STATE_FILE` atomically: a temp file, fsync, rename, fsync the dir. */
async function writeStateFile(
  dir: string,
  chunks: Iterable<string>,
  yieldEveryChars = Number.POSITIVE_INFINITY,
  bodies?: BodyWriter,
): Promise<number> {
  const target = join(dir, STATE_FILE);
  const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temp, 'w');
  let written = 0;
  try {
    let pending: string[] = [];
    let pendingChars = 0;
    for (const chunk of chunks) {
      pending.push(chunk);
      pendingChars += chunk.length;
      if (pendingChars + (bodies?.pendingBytes ?? 0) >= yieldEveryChars) {
        const text = pending.join('');
        written += Buffer.byteLength(text);
        await handle.appendFile(text);
        await bodies?.flush();
        pending = [];
        pendingChars = 0;
        await nextTurn();
      }
    }
    const text = pending.join('');
    written += Buffer.byteLength(text);
    await handle.appendFile(text);
    await handle.sync();
    // The bodies it points at are durable (file and name) before the snapshot is in place.
    if (await bodies?.sync()) await syncDir(dir);
  } catch (error) {
    await handle.close();
    await bodies?.abandon();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temp, target);
  await syncDir(dir);
  return written;
}

/**
 * Saves the whole state, as it is at this moment, to `dir/state.json` atomically (temp file,
 * fsync, rename, fsync the directory). For a directory of its own (e.g. a named snapshot):
 * a running sandbox's data directory is written by its journal.
 */
export async function saveSnapshot(dir: string, store: Store, root: string): Promise<void> {
  await writeStateFile(dir, [serializeState(store, root)]);
}

/**
 * Writes the base snapshot of journal generation `journal` record by record, letting requests
 * run between pieces of about 1 MB; returns its size in bytes and the body files it points at.
 * Transcript bodies not stored yet are appended to `bodies.<journal>.jsonl` first. Changes
 * made meanwhile are in that journal generation, which is replayed over it.
 */
export async function saveBaseSnapshot(
  dir: string,
  store: Store,
  root: string,
  journal: number,
): Promise<{ bytes: number; bodyFiles: Set<string> }> {
  const writer = new BodyWriter(dir, journal);
  const files = new Set<string>();
  const bytes = await writeStateFile(
    dir,
    snapshotChunks(store, root, journal, { writer, files }),
    1 << 20,
    writer,
  );
  // Durable now: later saves of these records point at their bodies instead of copying them.
  writer.attach();
  return { bytes, bodyFiles: files };
}

/** Removes temp files of interrupted saves. */
export async function removeSaveLeftovers(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (name.startsWith(`${STATE_FILE}.`) && name.endsWith('.tmp')) {
      await rm(join(dir, name), { force: true });
    }
  }
}

/**
 * Fills `store` from `dir/state.json`; null when there is none, else the journal generation
 * that follows it.
 */
export async function readSnapshot(
  dir: string,
  store: Store,
  root: string,
): Promise<{ journal: number; bytes: number; inlineBodies: number } | null> {
  let text: string;
  try {
    text = await readFile(join(dir, STATE_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    return { ...restoreState(store, text, root, dir), bytes: Buffer.byteLength(text) };
  } catch (error) {
    throw new Error(`${join(dir, STATE_FILE)}: ${(error as Error).message}`);
  }
}

/**
 * Fills `store` from the state file `saveSnapshot` wrote in `dir` (not the journal after it);
 * false when there is none. Temp files of interrupted saves are removed.
 */
export async function loadSnapshot(dir: string, store: Store, root: string): Promise<boolean> {
  await removeSaveLeftovers(dir);
  return (await readSnapshot(dir, store, root)) !== null;
}

/** The data directory's URL-signing secret (made once), so links stay valid across restarts. */
export async function signingSecret(dir: string): Promise<Buffer> {
  const path = join(dir, 'signing.key');
  try {
    const saved = await readFile(path);
    if (saved.length === 32) return saved;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32);
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, secret, { mode: 0o600, flush: true });
  await rename(temp, path);
  await syncDir(dir);
  return secret;
}
