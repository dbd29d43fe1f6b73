import { Index } from 'flexsearch';
import { hasPhrase, matchRanges } from './highlight.js';
import { parseSearchQuery } from './query.js';
import { STOP_WORDS } from './stop-words.js';
import {
  INDEX_VERSION,
  readStoredIndex,
  readStoredState,
  type StoredIndex,
  type StoredTranscript,
  writeStoredIndex,
  writeStoredState,
} from './stored-index.js';
import { tokenize, words } from './tokens.js';
import type {
  IndexStats,
  PickedTranscript,
  PickOptions,
  SearchClient,
  SearchHit,
  SearchOptions,
  SyncOptions,
  SyncResult,
  TranscriptIndex,
  TranscriptIndexOptions,
} from './types.js';
import { parseSince } from './when.js';

/** Most candidates a search ranks (a word in every segment would otherwise rank them all). */
const MAX_CANDIDATES = 50_000;
/** Dead documents, as a share of the live ones, at which the engine is built again from them. */
const COMPACT_AT = 0.25;

type Listed = Awaited<ReturnType<SearchClient['transcripts']['list']>>['items'][number];
type FullTranscript = Awaited<ReturnType<SearchClient['transcripts']['get']>>;

function newEngine() {
  // Our own tokenizer, so the engine, phrase checks and highlights see the same words.
  return new Index({ tokenize: 'strict', resolution: 9, encode: words });
}

/** What the list tells about a transcript's content: a change means fetch it again. */
function fingerprint(item: Listed): string {
  return [item.completed_at, item.word_count, item.speaker_count, item.title].join('|');
}

function storedTranscript(item: Listed, full: FullTranscript, base: number): StoredTranscript {
  const speakers: string[] = [];
  const speakerIndex = new Map<string, number>();
  for (const speaker of full.speakers ?? []) {
    speakerIndex.set(speaker.id, speakers.length);
    speakers.push(speaker.name || speaker.label || '');
  }
  const segments = [...(full.segments ?? [])].sort((a, b) => a.seq - b.seq);
  return {
    id: item.id,
    title: full.title ?? item.title,
    created_at: item.created_at,
    fingerprint: fingerprint(item),
    base,
    speakers,
    start: segments.map((s) => s.start_s),
    end: segments.map((s) => s.end_s),
    who: segments.map((s) => speakerIndex.get(s.speaker_id) ?? -1),
    text: segments.map((s) => s.text),
  };
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function eachAtOnce<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/**
 * A local full-text index of every transcript the client's key can read, kept in `storage`.
 * With `client` null it is read-only (searching what is stored loads no client; `sync` throws).
 *
 * ```ts
 * const index = createTranscriptIndex(scribekit, { storage: createMemoryIndexStorage() });
 * await index.sync();
 * const hits = await index.search('"revised forecast" budget', { speaker: 'Mei', limit: 5 });
 * ```
 */
export function createTranscriptIndex(
  client: SearchClient | null,
  { storage }: TranscriptIndexOptions,
): TranscriptIndex {
  let loaded: { data: StoredIndex; engine: ReturnType<typeof newEngine> } | undefined;
  /** Transcripts by id and, sorted by `base`, for finding a document's transcript. */
  let byId = new Map<string, StoredTranscript>();
  let byBase: StoredTranscript[] = [];

  const reindex = () => {
    const data = (loaded as NonNullable<typeof loaded>).data;
    byId = new Map(data.transcripts.map((t) => [t.id, t]));
    byBase = [...data.transcripts].sort((a, b) => a.base - b.base);
  };

  async function load() {
    if (loaded) return loaded;
    const data = await readStoredIndex(storage);
    const engine = newEngine();
    if (data) {
      data.dead ??= 0;
      for (const [key, part] of Object.entries(data.engine)) engine.import(key, part);
    }
    loaded = {
      data: data ?? { version: INDEX_VERSION, next: 0, dead: 0, transcripts: [], engine: {} },
      engine,
    };
    reindex();
    return loaded;
  }

  /** The transcript and segment number of document `id`. */
  function locate(id: number): [StoredTranscript, number] | undefined {
    let low = 0;
    let high = byBase.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const t = byBase[mid] as StoredTranscript;
      if (id < t.base) high = mid - 1;
      else if (id >= t.base + t.text.length) low = mid + 1;
      else return [t, id - t.base];
    }
    return undefined;
  }

  async function save(
    state: Omit<SyncResult, 'added' | 'updated' | 'removed' | 'fetched'>,
    changed: boolean,
  ) {
    const { data, engine } = await load();
    if (changed) {
      const parts: Record<string, string> = {};
      engine.export((key, part) => {
        parts[key] = part;
      });
      data.engine = parts;
      await writeStoredIndex(storage, data);
    }
    await writeStoredState(storage, { version: INDEX_VERSION, ...state });
  }

  /** Builds the engine again from the live documents alone. */
  function compact() {
    const current = loaded as NonNullable<typeof loaded>;
    const engine = newEngine();
    for (const t of current.data.transcripts) {
      for (let i = 0; i < t.text.length; i++) engine.add(t.base + i, t.text[i] as string);
    }
    current.engine = engine;
    current.data.dead = 0;
  }

  let running: Promise<SyncResult> | undefined;
  function sync(options: SyncOptions = {}): Promise<SyncResult> {
    running ??= syncNow(options).finally(() => {
      running = undefined;
    });
    return running;
  }

  async function syncNow(options: SyncOptions): Promise<SyncResult> {
    if (!client) throw new TypeError('sync: this index was opened without a client (read-only)');
    const { data, engine } = await load();
    const syncedAt = new Date().toISOString();
    const listed: Listed[] = [];
    for await (const item of client.transcripts.list({}, { signal: options.signal }))
      listed.push(item);

    const toFetch: Listed[] = [];
    let pending = 0;
    for (const item of listed) {
      if (item.status !== 'completed') {
        pending++;
        continue;
      }
      if (byId.get(item.id)?.fingerprint !== fingerprint(item)) toFetch.push(item);
    }
    // A dropped transcript's documents stay in the engine, found by no search (their ids belong
    // to no transcript any more): FlexSearch's remove scans the whole index for each id.
    const drop = (t: StoredTranscript) => {
      data.dead += t.text.length;
      byId.delete(t.id);
    };
    const completed = new Set(
      listed.filter((item) => item.status === 'completed').map((item) => item.id),
    );
    let removed = 0;
    for (const t of data.transcripts) {
      if (!completed.has(t.id)) {
        drop(t);
        removed++;
      }
    }

    let added = 0;
    let updated = 0;
    let done = 0;
    await eachAtOnce(toFetch, options.concurrency ?? 8, async (item) => {
      let full: FullTranscript;
      try {
        full = await client.transcripts.get(item.id, { signal: options.signal });
      } catch (error) {
        if ((error as { status?: number }).status !== 404) throw error;
        options.onProgress?.(++done, toFetch.length); // deleted since the list: left out
        return;
      }
      const old = byId.get(item.id);
      if (old) {
        drop(old);
        updated++;
      } else added++;
      const t = storedTranscript(item, full, data.next);
      data.next += t.text.length;
      for (let i = 0; i < t.text.length; i++) engine.add(t.base + i, t.text[i] as string);
      byId.set(t.id, t);
      options.onProgress?.(++done, toFetch.length);
    });
    data.transcripts = [...byId.values()];
    reindex();
    const live = data.transcripts.reduce((sum, t) => sum + t.text.length, 0);
    if (data.dead > live * COMPACT_AT) compact();
    const result: SyncResult = {
      added,
      updated,
      removed,
      fetched: added + updated,
      transcripts: data.transcripts.length,
      segments: data.transcripts.reduce((sum, t) => sum + t.text.length, 0),
      pending,
      synced_at: syncedAt,
    };
    const { transcripts, segments } = result;
    await save(
      { transcripts, segments, pending, synced_at: syncedAt },
      added + updated + removed > 0,
    );
    return result;
  }

  async function search(query: string, options: SearchOptions = {}): Promise<SearchHit[]> {
    const { engine } = await load();
    const { terms, phrases } = parseSearchQuery(query);
    if (terms.length === 0) return [];
    const since = options.since === undefined ? undefined : parseSince(options.since).toISOString();
    const speaker = options.speaker === undefined ? undefined : words(options.speaker).join(' ');
    const limit = options.limit ?? 20;
    const ids = engine.search(terms.join(' '), { limit: MAX_CANDIDATES }) as number[];
    const termSet = new Set(terms);
    const hits: SearchHit[] = [];
    ids.forEach((id, rank) => {
      const found = locate(id);
      if (!found) return;
      const [t, i] = found;
      if (since && t.created_at < since) return;
      const who = t.speakers[t.who[i] as number] ?? '';
      // A name or its start: `--speaker mei` finds "Mei Lin", `--speaker lin` too.
      if (speaker && !` ${words(who).join(' ')}`.includes(` ${speaker}`)) return;
      const text = t.text[i] as string;
      const tokens = tokenize(text);
      if (!phrases.every((phrase) => hasPhrase(tokens, phrase))) return;
      // The engine's order, then the whole query as written (a phrase even unquoted) first.
      let score = 1 - rank / ids.length;
      if (terms.length > 1 && hasPhrase(tokens, terms)) score += 1;
      hits.push({
        transcript_id: t.id,
        title: t.title,
        start_s: t.start[i] as number,
        end_s: t.end[i] as number,
        speaker: who,
        text,
        matches: matchRanges(text, tokens, termSet),
        created_at: t.created_at,
        score,
      });
    });
    hits.sort(
      (a, b) =>
        b.score - a.score || b.created_at.localeCompare(a.created_at) || a.start_s - b.start_s,
    );
    return hits.slice(0, limit);
  }

  async function pickTranscripts(
    question: string,
    options: PickOptions = {},
  ): Promise<PickedTranscript[]> {
    const { engine, data } = await load();
    const since = options.since === undefined ? undefined : parseSince(options.since).toISOString();
    const asked = words(question);
    const terms = [...new Set(asked)].filter((word) => !STOP_WORDS.has(word) && word.length > 1);
    const total = data.transcripts.reduce((sum, t) => sum + t.text.length, 0) || 1;
    const weights = new Map<string, number>();
    const transcriptScores = new Map<StoredTranscript, number>();
    const segmentScores = new Map<number, number>();
    for (const term of terms) {
      const ids = engine.search(term, { limit: MAX_CANDIDATES }) as number[];
      if (ids.length === 0) continue;
      const weight = Math.log(1 + total / ids.length); // rarer words say more
      weights.set(term, weight);
      const perTranscript = new Map<StoredTranscript, number>();
      for (const id of ids) {
        const found = locate(id);
        if (!found || (since && found[0].created_at < since)) continue;
        perTranscript.set(found[0], (perTranscript.get(found[0]) ?? 0) + 1);
        segmentScores.set(id, (segmentScores.get(id) ?? 0) + weight);
      }
      for (const [t, count] of perTranscript) {
        transcriptScores.set(t, (transcriptScores.get(t) ?? 0) + weight * (1 + Math.log(count)));
      }
    }
    // The best segments also score the question's word pairs they hold side by side (a phrase).
    const pairs = new Set(
      asked.slice(1).flatMap((word, i) => {
        const before = asked[i] as string;
        return STOP_WORDS.has(word) && STOP_WORDS.has(before) ? [] : [`${before} ${word}`];
      }),
    );
    const pairWeight = Math.max(1, ...weights.values());
    const best = new Map<StoredTranscript, { id: number; score: number }>();
    const ranked = [...segmentScores].sort((a, b) => b[1] - a[1]).slice(0, 2000);
    for (const [id, termScore] of ranked) {
      const [t, i] = locate(id) as [StoredTranscript, number];
      const tokens = words(t.text[i] as string);
      let together = 0;
      for (let k = 1; k < tokens.length; k++)
        if (pairs.has(`${tokens[k - 1]} ${tokens[k]}`)) together++;
      const score = termScore + together * pairWeight;
      const current = best.get(t);
      if (!current || score > current.score) best.set(t, { id, score });
    }
    return [...best]
      .map(([t, segment]) => ({
        t,
        segment,
        score: segment.score * 2 + (transcriptScores.get(t) ?? 0),
      }))
      .sort((a, b) => b.score - a.score || b.t.created_at.localeCompare(a.t.created_at))
      .slice(0, options.limit ?? 5)
      .map(({ t, segment, score }) => ({
        transcript_id: t.id,
        title: t.title,
        start_s: t.start[segment.id - t.base] as number,
        score,
      }));
  }

  return {
    sync,
    async rebuild(options) {
      await running?.catch(() => undefined);
      await storage.clear();
      loaded = undefined;
      return sync(options);
    },
    search,
    pickTranscripts,
    async stats(): Promise<IndexStats> {
      const state = await readStoredState(storage);
      return {
        transcripts: state?.transcripts ?? 0,
        segments: state?.segments ?? 0,
        synced_at: state?.synced_at ?? null,
        bytes: await storage.size(),
      };
    },
  };
}
