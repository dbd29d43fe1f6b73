import type { FileHandle } from 'node:fs/promises';
import { open, readdir, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { crc32 } from 'node:zlib';
import { syncDir } from '../upload/sync-dir.js';
import { type Changes, COLLECTIONS, type CollectionName } from './change-set.js';
import {
  decodeRecord,
  readSnapshot,
  rebasePaths,
  recordJson,
  removeSaveLeftovers,
  saveBaseSnapshot,
} from './snapshot.js';
import type { Store } from './store.js';
import {
  attachStoredBody,
  BODY_FILE,
  BodyAppender,
  type BodyRef,
  bodyFilesInUse,
  bodyGeneration,
  type OfferedBody,
  storedBodyOf,
  takeOfferedBody,
} from './transcript-bodies.js';
import type { TranscriptRecord } from './types.js';

/** `journal.<generation>.jsonl`: the changes made after the base snapshot of that generation. */
const JOURNAL_FILE = /^journal\.(\d+)\.jsonl$/;
const journalFile = (generation: number) => `journal.${generation}.jsonl`;
/** A journal line holds about this many characters at most; a bigger commit takes several. */
const LINE_CHARS = 1 << 20;
/** The journal is compacted into a new base snapshot once it outgrows max(this, the base). */
const COMPACT_MIN_BYTES = 8 << 20;

/**
 * One journal operation: the data directory of the lines that follow (each process's first
 * line), the account id, a collection emptied, a record saved whole, a record removed.
 */
type Operation =
  | ['root', string]
  | ['user', string]
  | ['clear', CollectionName]
  | ['put', CollectionName, unknown]
  | ['del', CollectionName, string];

const RESOLVED = Promise.resolve();

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function deferred(): Deferred {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined); // a waiter that gave up must not crash the process
  return { promise, resolve, reject };
}

/** `<crc32 of text, 8 hex digits> <text>\n`: a line a torn write cannot pass off as whole. */
function line(text: string): string {
  return `${crc32(text).toString(16).padStart(8, '0')} ${text}\n`;
}

function isCollection(name: unknown): name is CollectionName {
  return (COLLECTIONS as readonly unknown[]).includes(name);
}

/** Gives `target` exactly the fields of `source`, keeping its identity. */
function replaceContents(target: object, source: object): void {
  for (const key of Object.keys(target)) delete (target as Record<string, unknown>)[key];
  Object.assign(target, source);
}

/**
 * Replays one journal file into `store`, up to its first line that is torn or fails its
 * checksum (a write cut short by a crash; it was never acknowledged). Returns the length of
 * the whole lines, where appending may continue, and how many there were; null when the file
 * is gone.
 */
async function replay(path: string, store: Store, root: string) {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let from = root;
  let offset = 0;
  let lines = 0;
  for (;;) {
    const end = bytes.indexOf(10, offset);
    if (end < 0) break;
    const text = bytes.toString('utf8', offset + 9, end);
    const sum = bytes.toString('latin1', offset, offset + 8);
    if (bytes[offset + 8] !== 32 || crc32(text).toString(16).padStart(8, '0') !== sum) break;
    let operations: Operation[];
    try {
      operations = JSON.parse(text) as Operation[];
    } catch {
      break;
    }
    for (const operation of operations) {
      const [kind, name] = operation;
      if (kind === 'root') {
        from = name;
        continue;
      }
      if (kind === 'user') {
        store.userId = name;
        continue;
      }
      if (!isCollection(name)) throw new Error(`${path}: unknown collection ${String(name)}`);
      const collection = store.collection(name);
      if (kind === 'clear') collection.clear();
      else if (kind === 'del') collection.delete(operation[2] as string);
      else if (kind === 'put') {
        const record = decodeRecord(name, rebasePaths(operation[2], from, root), dirname(path));
        const existing = collection.get(record.id);
        // In place, so a record keeps its position (creation order) in its collection.
        if (existing) {
          replaceContents(existing, record);
          // Changed in place, so the listing indexes file it again (renamed speakers).
          if (name === 'transcripts') store.transcripts.reindex(existing as TranscriptRecord);
        } else collection.set(record.id, record as never);
      } else throw new Error(`${path}: unknown journal operation ${String(kind)}`);
    }
    lines++;
    offset = end + 1;
  }
  return { whole: offset, lines };
}

/**
 * Loads what a data directory holds into `store`, changing nothing on disk: the base snapshot,
 * then the journal generations after it. Returns the newest generation, the length of its
 * whole lines, how many lines were replayed, the base's size (null without one) and the
 * generations the base already holds (left by a crash before their removal). Safe to call
 * while a sandbox runs on the directory: when a compaction removes a journal under it, the
 * store is emptied and read again.
 */
export async function readDataDir(dir: string, store: Store, root: string) {
  for (let attempt = 1; ; attempt++) {
    const base = await readSnapshot(dir, store, root);
    const baseGeneration = base?.journal ?? 0;
    const generations = (await readdir(dir))
      .map((name) => JOURNAL_FILE.exec(name)?.[1])
      .filter((g): g is string => g !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
    let generation = baseGeneration;
    let whole = 0;
    let replayed = 0;
    // The base's own generation removed already: a newer base replaced it meanwhile.
    let vanished =
      !generations.includes(baseGeneration) && generations.some((g) => g > baseGeneration);
    for (const g of generations) {
      if (vanished) break;
      if (g < baseGeneration) continue;
      const result = await replay(join(dir, journalFile(g)), store, root);
      if (!result) {
        vanished = true;
        break;
      }
      replayed += result.lines;
      generation = g;
      whole = result.whole;
    }
    if (vanished) {
      if (attempt === 5) throw new Error(`${dir}: a journal generation after the base is missing`);
      store.clearData();
      store.apiKeys.clear();
      continue;
    }
    store.changes.take();
    return {
      generation,
      whole,
      replayed,
      baseBytes: base?.bytes ?? null,
      /** Transcripts of the base whose bodies it holds inline (a directory of an earlier version). */
      inlineBodies: base?.inlineBodies ?? 0,
      stale: generations.filter((g) => g < baseGeneration),
    };
  }
}

export interface JournalOptions {
  /** Told about saves that failed outside a request (job transitions, deliveries). */
  onError: (error: unknown) => void;
  /** Compaction threshold's floor (default `COMPACT_MIN_BYTES`). */
  compactMinBytes?: number;
}

/**
 * Keeps a data directory's state durable: an append-only journal of the records each change
 * touched, written with group commit (one fdatasync for every change that came in while the
 * previous one ran), over a base snapshot that compaction rewrites, in the background, once
 * the journal has grown as large as it. A restart loads the base and replays the journal
 * after it; a line cut short by a crash was never acknowledged and is dropped.
 */
export class Journal {
  /** Changes marked since the last batch started wait on this. */
  private nextBatch: Deferred | null = null;
  /** The batch being written, until it is durable. */
  private writing: Promise<void> | null = null;
  private loop: Promise<void> | null = null;
  private compaction: Promise<void> | null = null;
  /** Set by `compactSoon` until the compaction starts. */
  private compactRequested = false;
  /** Where this generation's commits put bodies made ready by a worker. */
  private bodies: BodyAppender | null = null;
  /** Set after a failed write: the next batch goes to a fresh journal file. */
  private rotateFirst = false;
  private closed = false;

  private constructor(
    private readonly dir: string,
    private readonly store: Store,
    private readonly root: string,
    private handle: FileHandle,
    private generation: number,
    private size: number,
    private baseBytes: number,
    private readonly options: JournalOptions,
    /** Whether the directory held state (false for a new one). */
    readonly restored: boolean,
  ) {}

  /**
   * Loads `dir` into `store` (base snapshot, then the journal after it) and returns the journal
   * that keeps it; a new directory gets a base snapshot of the empty store first.
   */
  static async open(
    dir: string,
    store: Store,
    root: string,
    options: JournalOptions,
  ): Promise<Journal> {
    await removeSaveLeftovers(dir);
    const loaded = await readDataDir(dir, store, root);
    for (const g of loaded.stale) await rm(join(dir, journalFile(g)), { force: true });
    store.changes.tracking = true;
    const baseBytes =
      loaded.baseBytes ?? (await saveBaseSnapshot(dir, store, root, loaded.generation)).bytes;
    const handle = await open(join(dir, journalFile(loaded.generation)), 'a');
    // Appending continues after the last whole line.
    await handle.truncate(loaded.whole);
    const journal = new Journal(
      dir,
      store,
      root,
      handle,
      loaded.generation,
      loaded.whole,
      baseBytes,
      options,
      loaded.baseBytes !== null || loaded.replayed > 0,
    );
    await journal.append(line(JSON.stringify([['root', root]])));
    await syncDir(dir);
    // A base of an earlier version holds the transcript bodies: moved out, in the background, so
    // the next restart parses records alone.
    if (loaded.inlineBodies > 0) journal.compactSoon();
    return journal;
  }

  /** Saves what changed; resolves once it (and everything changed before) is durable. */
  persist(): Promise<void> {
    if (this.closed) return RESOLVED;
    if (this.store.changes.empty) return this.writing ?? RESOLVED;
    this.nextBatch ??= deferred();
    this.kick();
    return this.nextBatch.promise;
  }

  /** Saves what changed soon, without waiting (failures go to `onError`). */
  changed(): void {
    this.persist().catch(this.options.onError);
  }

  /** Saves what is left and closes the journal (after a compaction under way ends). */
  async close(): Promise<void> {
    await this.persist().catch(this.options.onError);
    while (this.loop) await this.loop;
    this.closed = true;
    await this.compaction;
    await this.handle.close();
    await this.bodies?.close();
  }

  /** Starts a compaction soon, between commits (in the background; failures go to `onError`). */
  compactSoon(): void {
    if (this.closed) return;
    this.compactRequested = true;
    this.nextBatch ??= deferred();
    this.kick();
  }

  private kick(): void {
    if (this.loop) return;
    this.loop = this.run().finally(() => {
      this.loop = null;
      if (this.nextBatch) this.kick();
    });
  }

  private async run(): Promise<void> {
    // One turn of the event loop: answers finished in this turn join the batch.
    await nextTurn();
    while (this.nextBatch) {
      const batch = this.nextBatch;
      this.nextBatch = null;
      if (this.rotateFirst) {
        try {
          await this.startGeneration();
        } catch (error) {
          batch.reject(error);
          continue;
        }
      }
      const changes = this.store.changes.take();
      if (!changes.account && changes.cleared.size === 0 && changes.records.size === 0) {
        batch.resolve();
      } else {
        const write = this.commit(changes);
        this.writing = write;
        try {
          await write;
          batch.resolve();
        } catch (error) {
          // The file may end in part of a line now: what failed is written again, elsewhere.
          this.store.changes.restore(changes);
          this.rotateFirst = true;
          batch.reject(error);
        } finally {
          if (this.writing === write) this.writing = null;
        }
      }
      const outgrown = this.size > Math.max(this.compactMinBytes, this.baseBytes);
      if (!this.compaction && (outgrown || this.compactRequested)) {
        this.compactRequested = false;
        await this.startGeneration().catch(this.options.onError);
      }
    }
  }

  /**
   * Writes one commit: first the bodies of new transcripts that a worker made ready (so the
   * event loop neither serializes nor checksums megabytes), durable before any line points at
   * them; then the lines.
   */
  private async commit(changes: Changes): Promise<void> {
    const ids = changes.records.get('transcripts');
    if (ids) {
      const ready: [TranscriptRecord, OfferedBody][] = [];
      for (const id of ids) {
        const t = this.store.transcripts.get(id);
        const offered = t && !storedBodyOf(t.prepared) ? takeOfferedBody(t.prepared) : undefined;
        if (t && offered) ready.push([t, offered]);
      }
      if (ready.length > 0) {
        this.bodies ??= await BodyAppender.open(this.dir, this.generation);
        const refs = await this.bodies.append(ready.map(([, offered]) => offered));
        ready.forEach(([t, offered], i) => {
          attachStoredBody(t.prepared, 'segments', this.dir, refs[i] as BodyRef, offered.segments);
        });
      }
    }
    await this.appendLines(this.encode(changes));
  }

  private get compactMinBytes(): number {
    return this.options.compactMinBytes ?? COMPACT_MIN_BYTES;
  }

  /** The lines of a commit: each changed record saved whole, or its removal. */
  private *encode(changes: Changes): Generator<string> {
    let operations: string[] = [];
    let chars = 0;
    for (const operation of this.operations(changes)) {
      operations.push(operation);
      chars += operation.length;
      if (chars >= LINE_CHARS) {
        yield line(`[${operations.join(',')}]`);
        operations = [];
        chars = 0;
      }
    }
    if (operations.length > 0) yield line(`[${operations.join(',')}]`);
  }

  /** Each change as a journal operation, a record read when its operation is made. */
  private *operations(changes: Changes): Generator<string> {
    if (changes.account) yield JSON.stringify(['user', this.store.userId]);
    for (const name of changes.cleared) yield JSON.stringify(['clear', name]);
    for (const [name, ids] of changes.records) {
      const collection = this.store.collection(name);
      const quoted = JSON.stringify(name);
      for (const id of ids) {
        const record = collection.get(id);
        yield record
          ? `["put",${quoted},${recordJson(name, record, {})}]`
          : JSON.stringify(['del', name, id]);
      }
    }
  }

  /**
   * Appends a commit's lines and makes them durable. A large commit (a document's hundreds of
   * knowledge-base entries) is written a line (about 1 MB) at a time, other requests running
   * in between; its records are read as their lines are made, and a record changed meanwhile
   * is saved again by the next commit.
   */
  private async appendLines(lines: Iterable<string>): Promise<void> {
    for (const text of lines) {
      await this.handle.appendFile(text);
      this.size += Buffer.byteLength(text);
    }
    await this.handle.datasync();
  }

  private async append(text: string): Promise<void> {
    const bytes = Buffer.byteLength(text);
    // appendFile, unlike write, goes on after a short write until all is written.
    await this.handle.appendFile(text);
    await this.handle.datasync();
    this.size += bytes;
  }

  /**
   * Compaction: later commits go to a new journal generation at once, and a base snapshot of
   * that generation is written in the background; then the older journals are removed. Until
   * the base is in place, a restart replays the old generation and the new one.
   */
  private async startGeneration(): Promise<void> {
    // One base snapshot at a time, so an older one can never land over a newer one.
    while (this.compaction) await this.compaction;
    const generation = this.generation + 1;
    const handle = await open(join(this.dir, journalFile(generation)), 'a');
    const header = line(JSON.stringify([['root', this.root]]));
    try {
      await handle.appendFile(header);
      await handle.datasync();
      await syncDir(this.dir);
    } catch (error) {
      await handle.close();
      throw error;
    }
    const old = this.handle;
    this.handle = handle;
    this.generation = generation;
    // The next generation's bodies go to a file of their own.
    await this.bodies?.close();
    this.bodies = null;
    this.size = Buffer.byteLength(header);
    this.rotateFirst = false;
    await old.close().catch(() => undefined);
    this.compaction = this.compact(generation).finally(() => {
      this.compaction = null;
    });
  }

  private async compact(generation: number): Promise<void> {
    try {
      const base = await saveBaseSnapshot(this.dir, this.store, this.root, generation);
      this.baseBytes = base.bytes;
      for (const name of await readdir(this.dir)) {
        const g = JOURNAL_FILE.exec(name)?.[1];
        if (g !== undefined && Number(g) < generation)
          await rm(join(this.dir, name), { force: true });
      }
      // Body files neither the base nor any record in memory points at (all their transcripts
      // were deleted, or a compaction failed after writing them) are removed.
      // The journal's own body files of this generation or later are being written, so kept.
      const inUse = bodyFilesInUse(this.dir);
      for (const name of await readdir(this.dir)) {
        if (!BODY_FILE.test(name) || base.bodyFiles.has(name) || inUse.has(name)) continue;
        if (name.includes('.journal.') && bodyGeneration(name) >= generation) continue;
        await rm(join(this.dir, name), { force: true });
      }
    } catch (error) {
      this.options.onError(error);
    }
  }
}
