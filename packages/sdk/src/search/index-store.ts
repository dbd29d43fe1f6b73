import {
  addOccurrence,
  decodePostings,
  filterPostings,
  joinPostings,
  NO_POSTINGS,
  newPostingsBuilder,
  type Postings,
  type PostingsBuilder,
} from './postings.js';
import {
  type DocTranscript,
  INDEX_VERSION,
  names,
  readJson,
  readStoredDocs,
  readStoredState,
  removeEntry,
  SHARDS,
  type StoredDocs,
  type StoredSegments,
  type StoredShard,
  type StoredState,
  shardOf,
  writeJson,
} from './stored-index.js';
import { words } from './tokens.js';
import type { IndexStorage, SearchClient } from './types.js';

type Listed = Awaited<ReturnType<SearchClient['transcripts']['list']>>['items'][number];
type FullTranscript = Awaited<ReturnType<SearchClient['transcripts']['get']>>;

/** Speakers of a transcript's segments as one string: `@` none, `A` its first speaker, … */
const NO_SPEAKER = 64;

/** Characters of postings above which a term gets an entry of its own (see `commit`). */
const BIG_TERM = 8_192;

const emptyDocs = (): StoredDocs => ({ version: INDEX_VERSION, next: 0, dead: 0, transcripts: [] });

/**
 * The index's entries in a storage, each read once and only when asked for (a search reads the
 * table, its terms' shards and the transcripts it shows), and the writer of a sync.
 */
export class IndexStore {
  #docs?: Promise<StoredDocs>;
  #shards = new Map<number, Promise<StoredShard>>();
  #who?: Promise<Record<string, string>>;
  #newer?: { docs: StoredDocs; order: DocTranscript[]; ranks: Map<DocTranscript, number> };

  constructor(readonly storage: IndexStorage) {}

  docs(): Promise<StoredDocs> {
    this.#docs ??= readStoredDocs(this.storage).then((docs) => docs ?? emptyDocs());
    return this.#docs;
  }

  state(): Promise<StoredState | undefined> {
    return readStoredState(this.storage);
  }

  async writeState(state: Omit<StoredState, 'version'>) {
    await writeJson(this.storage, names.state, { version: INDEX_VERSION, ...state });
  }

  /** Every segment's speaker, a string per transcript by its `base`. */
  who(): Promise<Record<string, string>> {
    this.#who ??= readJson<Record<string, string>>(this.storage, names.who).then((w) => w ?? {});
    return this.#who;
  }

  shard(shard: number): Promise<StoredShard> {
    let loaded = this.#shards.get(shard);
    if (!loaded) {
      loaded = readJson<StoredShard>(this.storage, names.shard(shard)).then(
        (found) => found ?? { terms: {}, last: {} },
      );
      this.#shards.set(shard, loaded);
    }
    return loaded;
  }

  async postings(term: string): Promise<Postings> {
    const n = shardOf(term);
    const shard = await this.shard(n);
    const own = shard.big?.[term];
    const text =
      own === undefined ? shard.terms[term] : await this.storage.read(names.bigTerm(n, own));
    return text ? decodePostings(text) : NO_POSTINGS;
  }

  /** Each transcript's place from the newest (0) by `created_at`, for ranking ties. */
  newerRanks(docs: StoredDocs): Map<DocTranscript, number> {
    return this.#newest(docs).ranks;
  }

  /** The transcripts, newest first (by `created_at`, then as indexed). */
  newestFirst(docs: StoredDocs): DocTranscript[] {
    return this.#newest(docs).order;
  }

  #newest(docs: StoredDocs) {
    if (this.#newer?.docs !== docs) {
      // Sorted by `base` before: a stable sort keeps that order among equal dates.
      const order = [...docs.transcripts].sort((a, b) =>
        a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0,
      );
      this.#newer = { docs, order, ranks: new Map(order.map((t, rank) => [t, rank])) };
    }
    return this.#newer;
  }

  /** The transcript document `doc` belongs to (undefined for a dropped one's). */
  locate(docs: StoredDocs, doc: number): DocTranscript | undefined {
    const { transcripts } = docs;
    let low = 0;
    let high = transcripts.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const t = transcripts[mid] as DocTranscript;
      if (doc < t.base) high = mid - 1;
      else if (doc >= t.base + t.count) low = mid + 1;
      else return t;
    }
    return undefined;
  }

  /** The stored segments of these transcripts, by `base` (each read once). */
  async segmentsOf(transcripts: DocTranscript[]): Promise<Map<number, StoredSegments>> {
    const bases = [...new Set(transcripts.map((t) => t.base))];
    const read = await Promise.all(
      bases.map((base) => readJson<StoredSegments>(this.storage, names.segments(base))),
    );
    return new Map(bases.flatMap((base, k) => (read[k] ? [[base, read[k]] as const] : [])));
  }

  async clear() {
    await this.storage.clear();
    this.#forget();
  }

  #forget() {
    this.#docs = undefined;
    this.#who = undefined;
    this.#shards.clear();
  }

  /** Starts a sync: the table, the fingerprints and the speakers, to change and commit. */
  async beginSync(): Promise<SyncWriter> {
    let docs = await readStoredDocs(this.storage);
    if (!docs) {
      // Another layout or damaged: start again from nothing (never indexed: nothing to forget).
      if ((await this.storage.size()) > 0) await this.clear();
      else this.#forget();
      docs = emptyDocs();
    }
    const [fingerprints, who] = await Promise.all([
      readJson<Record<string, string>>(this.storage, names.fingerprints),
      this.who(),
    ]);
    return new SyncWriter(this, structuredClone(docs), fingerprints ?? {}, { ...who });
  }

  /** Called by a committed sync: what is cached is what was written. */
  committed(docs: StoredDocs, who: Record<string, string>, shards: Map<number, StoredShard>) {
    this.#docs = Promise.resolve(docs);
    this.#who = Promise.resolve(who);
    for (const [n, shard] of shards) this.#shards.set(n, Promise.resolve(shard));
  }
}

/** The changes of one sync, written by `commit`. */
export class SyncWriter {
  readonly #byId: Map<string, DocTranscript>;
  readonly #dropped: DocTranscript[] = [];
  /** New postings by term, for documents above every stored one. */
  readonly #pending = new Map<string, PostingsBuilder>();

  constructor(
    readonly store: IndexStore,
    readonly docs: StoredDocs,
    readonly fingerprints: Record<string, string>,
    readonly who: Record<string, string>,
  ) {
    this.#byId = new Map(docs.transcripts.map((t) => [t.id, t]));
  }

  transcripts(): DocTranscript[] {
    return [...this.#byId.values()];
  }

  byId(id: string): DocTranscript | undefined {
    return this.#byId.get(id);
  }

  /** Takes `t` out of the index (its documents stay in the postings, found by no search). */
  drop(t: DocTranscript) {
    this.#byId.delete(t.id);
    this.#dropped.push(t);
    this.docs.dead += t.count;
    delete this.fingerprints[t.id];
    delete this.who[t.base];
  }

  /** Indexes a fetched transcript under new document ids and writes its segments. */
  async add(full: FullTranscript, item: Listed, fingerprint: string) {
    const speakers: string[] = [];
    const speakerIndex = new Map<string, number>();
    for (const speaker of full.speakers ?? []) {
      speakerIndex.set(speaker.id, speakers.length);
      speakers.push(speaker.name || speaker.label || '');
    }
    const segments = [...(full.segments ?? [])].sort((a, b) => a.seq - b.seq);
    const base = this.docs.next;
    this.docs.next += segments.length;
    const stored: StoredSegments = { start: [], end: [], who: [], text: [] };
    let speaking = '';
    // Synchronously from taking `base` to here: documents reach the postings in ascending order.
    segments.forEach((segment, i) => {
      const who = speakerIndex.get(segment.speaker_id) ?? -1;
      stored.start.push(segment.start_s);
      stored.end.push(segment.end_s);
      stored.who.push(who);
      stored.text.push(segment.text);
      speaking += String.fromCharCode(NO_SPEAKER + 1 + who);
      const doc = base + i;
      const found = words(segment.text);
      for (let position = 0; position < found.length; position++) {
        const word = found[position] as string;
        let builder = this.#pending.get(word);
        if (!builder) {
          builder = newPostingsBuilder();
          this.#pending.set(word, builder);
        }
        addOccurrence(builder, doc, position);
      }
    });
    const t: DocTranscript = {
      id: item.id,
      title: full.title ?? item.title,
      created_at: item.created_at,
      base,
      count: segments.length,
      speakers,
    };
    this.#byId.set(t.id, t);
    this.who[base] = speaking;
    this.fingerprints[t.id] = fingerprint;
    await writeJson(this.store.storage, names.segments(base), stored);
  }

  /**
   * Writes what changed: the new postings appended to their shards (all shards rewritten without
   * dead documents once they pass `compactAt` of the live ones), then the table, the speakers
   * and the fingerprints. Returns the table as written.
   */
  async commit(compactAt: number): Promise<StoredDocs> {
    const { storage } = this.store;
    const docs = this.docs;
    docs.transcripts = [...this.#byId.values()].sort((a, b) => a.base - b.base);
    const live = docs.transcripts.reduce((sum, t) => sum + t.count, 0);
    const compact = docs.dead > 0 && docs.dead > live * compactAt;
    if (this.#pending.size === 0 && this.#dropped.length === 0) return docs;

    // The table first with `next` taken and the old transcripts: postings written before a crash
    // then belong to no transcript, and their ids are never given again.
    const reserved = await readStoredDocs(storage);
    await writeJson(storage, names.docs, { ...(reserved ?? emptyDocs()), next: docs.next });

    const byShard = new Map<number, string[]>();
    for (const term of this.#pending.keys()) {
      const shard = shardOf(term);
      const list = byShard.get(shard);
      if (list) list.push(term);
      else byShard.set(shard, [term]);
    }
    const written = new Map<number, StoredShard>();
    const isLive = (doc: number) => this.store.locate(docs, doc) !== undefined;
    for (let n = 0; n < SHARDS; n++) {
      const terms = byShard.get(n);
      if (!terms && !compact) continue;
      const shard = structuredClone(await this.store.shard(n));
      shard.big ??= {};
      const big = shard.big;
      const textOf = async (term: string) =>
        big[term] === undefined
          ? shard.terms[term]
          : await storage.read(names.bigTerm(n, big[term] as number));
      // A common word's postings get an entry of their own: a search for a rarer word of the
      // same shard does not read them.
      const setText = async (term: string, text: string | undefined) => {
        const own = big[term];
        if (text !== undefined && text.length > BIG_TERM) {
          const k = own ?? Math.max(-1, ...Object.values(big)) + 1;
          big[term] = k;
          delete shard.terms[term];
          await storage.write(names.bigTerm(n, k), text);
          return;
        }
        if (own !== undefined) {
          delete big[term];
          await removeEntry(storage, names.bigTerm(n, own));
        }
        if (text === undefined) {
          delete shard.terms[term];
          delete shard.last[term];
        } else shard.terms[term] = text;
      };
      if (compact) {
        for (const term of [...Object.keys(shard.terms), ...Object.keys(big)]) {
          const kept = filterPostings((await textOf(term)) ?? '', isLive);
          await setText(term, kept?.text);
          if (kept) shard.last[term] = kept.last;
        }
      }
      for (const term of terms ?? []) {
        const builder = this.#pending.get(term) as PostingsBuilder;
        const before = await textOf(term);
        const last = shard.last[term];
        // Appended: the first document is counted from the stored last one instead of from 0.
        const added = joinPostings(builder, before && last !== undefined ? last : 0);
        await setText(term, before ? `${before},${added}` : added);
        shard.last[term] = builder.last;
      }
      await writeJson(storage, names.shard(n), shard);
      written.set(n, shard);
    }
    if (compact) docs.dead = 0;
    await Promise.all(this.#dropped.map((t) => removeEntry(storage, names.segments(t.base))));
    await writeJson(storage, names.who, this.who);
    await writeJson(storage, names.docs, docs);
    await writeJson(storage, names.fingerprints, this.fingerprints);
    this.store.committed(docs, this.who, written);
    return docs;
  }
}
