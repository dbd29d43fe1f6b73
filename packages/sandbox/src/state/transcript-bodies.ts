import { closeSync, openSync, readSync } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { crc32 } from 'node:zlib';
import type { Segment } from '../content/index.js';
import { syncDir } from '../upload/sync-dir.js';

/**
 * Transcript bodies — the segments with their words and the material derived from them
 * (chapters, annotations, content events, suggestions), the bulk of the state — are kept
 * apart from the records: compaction appends each one not yet stored to
 * `bodies.<generation>.jsonl` (one JSON array per line, never changed), and the base snapshot
 * and later journal lines hold where it is. A restart so parses the records alone; a body is
 * read on first use, and the bodies read are kept within a bound (the least recently used are
 * dropped and read again). A field given a new value (chapters regenerated) is a plain field
 * again, saved whole until the next compaction stores it.
 */
export const BODY_FILE = /^bodies\.(\d+)(\.journal)?\.jsonl$/;
const bodyFile = (generation: number) => `bodies.${generation}.jsonl`;
/** Bodies a worker made ready, stored by the journal's commits of that generation. */
const journalBodyFile = (generation: number) => `bodies.${generation}.journal.jsonl`;
export const bodyGeneration = (name: string) => Number(BODY_FILE.exec(name)?.[1] ?? -1);

/** Where a stored body is: the file in the data directory, its bytes, their crc32. */
export interface BodyRef {
  $body: string;
  offset: number;
  length: number;
  crc: number;
}

/** Characters of read bodies kept at most (about 4× that in memory as objects). */
const LOADED_CHARS = 32 << 20;

/** The fields of a transcript's objects that are stored apart. */
export type StoredField = 'segments' | 'chapters' | 'annotations' | 'contentEvents' | 'suggestions';

interface Holder {
  path: string;
  ref: BodyRef;
  value: unknown[] | null;
}

const HOLDERS = Symbol('stored bodies');
type WithBodies = { [HOLDERS]?: Partial<Record<string, Holder>> };

const holderOf = (owner: object, field: string): Holder | undefined =>
  (owner as WithBodies)[HOLDERS]?.[field];

/** `resolve(dir)`, remembered for the last directory (a load attaches thousands of bodies). */
let lastDir = '';
let lastResolved = '';
function absolute(dir: string): string {
  if (dir !== lastDir) {
    lastDir = dir;
    lastResolved = resolve(dir);
  }
  return lastResolved;
}

/** Read bodies, least recently used first. */
const loaded = new Set<Holder>();
let loadedChars = 0;

/** How many live objects use each body file (so compaction removes no file still in use). */
const users = new Map<string, number>();
const released = new FinalizationRegistry<string>((path) => {
  const count = (users.get(path) ?? 1) - 1;
  if (count > 0) users.set(path, count);
  else users.delete(path);
});

export function isBodyRef(value: unknown): value is BodyRef {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as BodyRef).$body === 'string' &&
    BODY_FILE.test((value as BodyRef).$body)
  );
}

function touch(holder: Holder): void {
  loaded.delete(holder);
  loaded.add(holder);
  for (const oldest of loaded) {
    if (loadedChars <= LOADED_CHARS || oldest === holder) break;
    loaded.delete(oldest);
    oldest.value = null;
    loadedChars -= oldest.ref.length;
  }
}

function keep(holder: Holder, value: unknown[]): unknown[] {
  if (!holder.value) loadedChars += holder.ref.length;
  holder.value = value;
  touch(holder);
  return value;
}

function read(holder: Holder): unknown[] {
  const { path, ref } = holder;
  const bytes = Buffer.alloc(ref.length);
  const fd = openSync(path, 'r');
  try {
    let at = 0;
    while (at < ref.length) {
      const got = readSync(fd, bytes, at, ref.length - at, ref.offset + at);
      if (got === 0) break;
      at += got;
    }
    if (at < ref.length) throw new Error(`${path}: a transcript body is cut short`);
  } finally {
    closeSync(fd);
  }
  if (crc32(bytes) !== ref.crc) throw new Error(`${path}: a transcript body fails its checksum`);
  return JSON.parse(bytes.toString('utf8')) as unknown[];
}

/**
 * Makes `owner[field]` the body stored at `ref` (in the data directory `dir`): read on first
 * use, or `value` when it is at hand. The field keeps its place among the others.
 */
export function attachStoredBody(
  owner: object,
  field: StoredField,
  dir: string,
  ref: BodyRef,
  value: unknown[] | null,
): void {
  const holder: Holder = { path: join(absolute(dir), ref.$body), ref, value: null };
  if (value) keep(holder, value);
  users.set(holder.path, (users.get(holder.path) ?? 0) + 1);
  released.register(owner, holder.path);
  const holders = (owner as WithBodies)[HOLDERS] ?? {};
  holders[field] = holder;
  Object.defineProperty(owner, HOLDERS, { value: holders, configurable: true });
  Object.defineProperty(owner, field, {
    enumerable: true,
    configurable: true,
    get: () => keep(holder, holder.value ?? read(holder)),
    set(replacement: unknown) {
      // Given a new value: a plain field again, saved whole.
      delete holders[field];
      Object.defineProperty(owner, field, {
        value: replacement,
        writable: true,
        enumerable: true,
        configurable: true,
      });
    },
  });
}

/** Where `owner[field]` is stored, if it is. */
export function storedBodyOf(owner: object, field: StoredField = 'segments'): BodyRef | undefined {
  return holderOf(owner, field)?.ref;
}

/** Whether `owner[field]`, stored apart, is in memory now (false when not stored apart). */
export function storedBodyLoaded(owner: object, field: StoredField = 'segments'): boolean {
  return Boolean(holderOf(owner, field)?.value);
}

/** Gives `copy[field]` the stored body of `original[field]` without reading it (record copies). */
export function copyStoredBody(original: object, copy: object, field: string): boolean {
  const holder = holderOf(original, field);
  if (!holder) return false;
  attachStoredBody(copy, field as StoredField, dirname(holder.path), holder.ref, holder.value);
  return true;
}

/** A body as the worker that generated it made it: its JSON as bytes and their crc32. */
export interface OfferedBody {
  bytes: Uint8Array;
  crc: number;
  segments: Segment[];
}

const offered = new WeakMap<object, OfferedBody>();

/** Hands the journal a new transcript's body ready to store (with a data directory). */
export function offerBody(prepared: object, body: OfferedBody): void {
  offered.set(prepared, body);
}

/** The body offered for `prepared`, once. */
export function takeOfferedBody(prepared: object): OfferedBody | undefined {
  const body = offered.get(prepared);
  offered.delete(prepared);
  return body;
}

/**
 * Appends bodies a worker made ready to `bodies.<generation>.journal.jsonl`, durably, before a
 * journal line points at them. A crash may leave part of one at the end: nothing points at it,
 * and appending goes on after it.
 */
export class BodyAppender {
  private constructor(
    private readonly dir: string,
    private readonly file: string,
    private handle: FileHandle,
    private offset: number,
    private fresh: boolean,
  ) {}

  static async open(dir: string, generation: number): Promise<BodyAppender> {
    const file = journalBodyFile(generation);
    const handle = await open(join(dir, file), 'a');
    const { size } = await handle.stat();
    return new BodyAppender(dir, file, handle, size, true);
  }

  /** Writes the bodies and makes them durable; returns where each is. */
  async append(bodies: OfferedBody[]): Promise<BodyRef[]> {
    if (Number.isNaN(this.offset)) this.offset = (await this.handle.stat()).size;
    const refs: BodyRef[] = [];
    const parts: Uint8Array[] = [];
    let offset = this.offset;
    for (const body of bodies) {
      refs.push({ $body: this.file, offset, length: body.bytes.length, crc: body.crc });
      parts.push(body.bytes, NEWLINE);
      offset += body.bytes.length + 1;
    }
    // A failed write leaves the offset unknown: the next one starts at the file's end.
    this.offset = Number.NaN;
    await this.handle.appendFile(Buffer.concat(parts));
    await this.handle.datasync();
    if (this.fresh) {
      await syncDir(this.dir);
      this.fresh = false;
    }
    this.offset = offset;
    return refs;
  }

  async close(): Promise<void> {
    await this.handle.close().catch(() => undefined);
  }
}

const NEWLINE = new Uint8Array([10]);

/** The body files in `dir` some live record (or copy of one) still uses. */
export function bodyFilesInUse(dir: string): Set<string> {
  const inUse = new Set<string>();
  const where = resolve(dir);
  for (const path of users.keys()) {
    if (dirname(path) === where) inUse.add(path.slice(where.length + 1));
  }
  return inUse;
}

/**
 * Appends the bodies of one compaction to `bodies.<generation>.jsonl`. The base snapshot that
 * points at them is put in place only after `finish()` made them durable; then the records in
 * memory learn where their bodies are, so later saves point there too instead of copying them.
 */
export class BodyWriter {
  readonly file: string;
  /** Bytes added and not yet written. */
  pendingBytes = 0;
  private handle: FileHandle | null = null;
  private pending: Buffer[] = [];
  private offset = 0;
  private readonly stored: [object, StoredField, BodyRef, unknown[]][] = [];

  constructor(
    private readonly dir: string,
    generation: number,
  ) {
    this.file = bodyFile(generation);
  }

  /** Stores `owner[field]`, given as its JSON; returns where it will be. */
  add(owner: object, field: StoredField, value: unknown[], json: string): BodyRef {
    const bytes = Buffer.from(`${json}\n`);
    const length = bytes.length - 1;
    const ref: BodyRef = {
      $body: this.file,
      offset: this.offset,
      length,
      crc: crc32(bytes.subarray(0, length)),
    };
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    this.offset += bytes.length;
    this.stored.push([owner, field, ref, value]);
    return ref;
  }

  /** Writes what was added so far. */
  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    // Truncated: a file of this generation left by a compaction that failed is used by nothing.
    this.handle ??= await open(join(this.dir, this.file), 'w');
    const bytes = Buffer.concat(this.pending);
    this.pending = [];
    this.pendingBytes = 0;
    await this.handle.appendFile(bytes);
  }

  /** Makes every body durable; returns whether there were any. */
  async sync(): Promise<boolean> {
    await this.flush();
    if (!this.handle) return false;
    await this.handle.datasync();
    await this.handle.close();
    this.handle = null;
    return true;
  }

  /** After `sync()`: the records in memory point at their stored bodies. */
  attach(): void {
    for (const [owner, field, ref, value] of this.stored) {
      // Unless given a new value meanwhile (then saved whole until the next compaction).
      if (!storedBodyOf(owner, field) && owner[field as keyof typeof owner] === value) {
        attachStoredBody(owner, field, this.dir, ref, value);
      }
    }
    this.stored.length = 0;
  }

  /** Gives up (a failed compaction): closes the file. */
  async abandon(): Promise<void> {
    this.pending = [];
    await this.handle?.close().catch(() => undefined);
    this.handle = null;
  }
}
