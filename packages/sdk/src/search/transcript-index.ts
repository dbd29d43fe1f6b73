import { matchRanges } from './highlight.js';
import { IndexStore } from './index-store.js';
import { NO_POSTINGS, type Postings, positionsOf } from './postings.js';
import { parseSearchQuery } from './query.js';
import { quotedWords } from './quoted-run.js';
import { STOP_WORDS } from './stop-words.js';
import type { DocTranscript } from './stored-index.js';
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

/** Dead documents, as a share of the live ones, at which the postings are rewritten without them. */
const COMPACT_AT = 0.25;
/** The best segments `pickTranscripts` looks at for the question's words side by side. */
const PAIR_CANDIDATES = 2000;

type Listed = Awaited<ReturnType<SearchClient['transcripts']['list']>>['items'][number];
type FullTranscript = Awaited<ReturnType<SearchClient['transcripts']['get']>>;

/** What the list tells about a transcript's content: a change means fetch it again. */
function fingerprint(item: Listed): string {
  return [item.completed_at, item.word_count, item.speaker_count, item.title].join('|');
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function eachAtOnce<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** Index of `doc` in `postings.docs` at or after `from` (its length when past the end). */
function seek(postings: Postings, doc: number, from: number): number {
  const { docs } = postings;
  let low = from;
  let high = docs.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((docs[mid] as number) < doc) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * True when the terms `run` (indexes into `lists`) occur one after another in the document each
 * list's entry `index[k]` is.
 */
function occursInOrder(lists: Postings[], index: number[], run: number[]): boolean {
  const first = lists[run[0] as number] as Postings;
  const at = index[run[0] as number] as number;
  for (let p = first.offsets[at] as number; p < (first.offsets[at + 1] as number); p++) {
    const start = first.positions[p] as number;
    let k = 1;
    for (; k < run.length; k++) {
      const list = lists[run[k] as number] as Postings;
      const i = index[run[k] as number] as number;
      if (!hasPosition(list, i, start + k)) break;
    }
    if (k === run.length) return true;
  }
  return false;
}

function hasPosition(list: Postings, i: number, position: number): boolean {
  for (let p = list.offsets[i] as number; p < (list.offsets[i + 1] as number); p++) {
    if (list.positions[p] === position) return true;
  }
  return false;
}

/**
 * The transcript of each document asked for in ascending order: a cursor over `transcripts`
 * (sorted by `base`) instead of a search for each.
 */
function ascendingLocator(transcripts: DocTranscript[]) {
  let at = 0;
  return (doc: number): DocTranscript | undefined => {
    let t = transcripts[at];
    while (t && doc >= t.base + t.count) t = transcripts[++at];
    return t && doc >= t.base ? t : undefined;
  };
}

interface RankedHit {
  score: number;
  newer: number;
  doc: number;
  t: DocTranscript;
}

/** True when `a` ranks below (score, newer, doc): lower score, then older transcript, then later segment. */
function ranksBelow(a: RankedHit, score: number, newer: number, doc: number): boolean {
  return (
    a.score < score ||
    (a.score === score && (a.newer > newer || (a.newer === newer && a.doc > doc)))
  );
}

/** The best `limit` hits offered: higher score, then newer transcript, then earlier segment. */
class TopHits {
  readonly #hits: RankedHit[] = [];
  constructor(readonly limit: number) {}

  offer(score: number, newer: number, doc: number, t: DocTranscript) {
    const hits = this.#hits;
    const last = hits[hits.length - 1];
    if (hits.length === this.limit && last && !ranksBelow(last, score, newer, doc)) return;
    let low = 0;
    let high = hits.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (ranksBelow(hits[mid] as RankedHit, score, newer, doc)) high = mid;
      else low = mid + 1;
    }
    hits.splice(low, 0, { score, newer, doc, t });
    if (hits.length > this.limit) hits.pop();
  }

  /** True when `limit` hits of score `best` are in: nothing offered later can outrank them. */
  settled(best: number): boolean {
    return (
      this.#hits.length === this.limit && (this.#hits[this.limit - 1] as RankedHit).score >= best
    );
  }

  best() {
    return this.#hits;
  }
}

/**
 * A local full-text index of every transcript the client's key can read, kept in `storage`.
 * A search reads only the shards of its words and the transcripts it shows, so it costs about
 * the same whatever the index holds. With `client` null it is read-only (searching what is
 * stored loads no client; `sync` throws).
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
  const store = new IndexStore(storage);

  let running: Promise<SyncResult> | undefined;
  function sync(options: SyncOptions = {}): Promise<SyncResult> {
    running ??= syncNow(options).finally(() => {
      running = undefined;
    });
    return running;
  }

  async function syncNow(options: SyncOptions): Promise<SyncResult> {
    if (!client) throw new TypeError('sync: this index was opened without a client (read-only)');
    const syncedAt = new Date().toISOString();
    const listed: Listed[] = [];
    for await (const item of client.transcripts.list({}, { signal: options.signal }))
      listed.push(item);
    const writer = await store.beginSync();
    const { fingerprints } = writer;

    const toFetch: Listed[] = [];
    let pending = 0;
    const completed = new Set<string>();
    for (const item of listed) {
      if (item.status !== 'completed') {
        pending++;
        continue;
      }
      completed.add(item.id);
      if (fingerprints[item.id] !== fingerprint(item)) toFetch.push(item);
    }
    let removed = 0;
    for (const t of writer.transcripts()) {
      if (!completed.has(t.id)) {
        writer.drop(t);
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
      const old = writer.byId(item.id);
      if (old) {
        writer.drop(old);
        updated++;
      } else added++;
      await writer.add(full, item, fingerprint(item));
      options.onProgress?.(++done, toFetch.length);
    });
    const docs = await writer.commit(COMPACT_AT);
    const result: SyncResult = {
      added,
      updated,
      removed,
      fetched: added + updated,
      transcripts: docs.transcripts.length,
      segments: docs.transcripts.reduce((sum, t) => sum + t.count, 0),
      pending,
      synced_at: syncedAt,
    };
    await store.writeState({
      transcripts: result.transcripts,
      segments: result.segments,
      pending,
      synced_at: syncedAt,
    });
    return result;
  }

  async function search(query: string, options: SearchOptions = {}): Promise<SearchHit[]> {
    const { terms, sequence, phrases } = parseSearchQuery(query);
    const since = options.since === undefined ? undefined : parseSince(options.since).toISOString();
    const speaker = options.speaker === undefined ? undefined : words(options.speaker).join(' ');
    const limit = options.limit ?? 20;
    if (terms.length === 0) return [];
    const [table, lists, who] = await Promise.all([
      store.docs(),
      Promise.all(terms.map((term) => store.postings(term))),
      speaker === undefined ? undefined : store.who(),
    ]);
    const phraseTerms = phrases.map((phrase) => phrase.map((word) => terms.indexOf(word)));
    const sequenceTerms = sequence.length > 1 ? sequence.map((word) => terms.indexOf(word)) : null;
    const newer = store.newerRanks(table);
    // A name or its start: `--speaker mei` finds "Mei Lin", `--speaker lin` too.
    const speakerMatches = new Map<DocTranscript, Set<number>>();
    const speaks = (t: DocTranscript) => {
      let allowed = speakerMatches.get(t);
      if (!allowed) {
        allowed = new Set(
          t.speakers.flatMap((name, k) =>
            ` ${words(name).join(' ')}`.includes(` ${speaker}`) ? [k] : [],
          ),
        );
        speakerMatches.set(t, allowed);
      }
      return allowed;
    };

    const top = new TopHits(limit);
    const visit = (t: DocTranscript, doc: number, index: number[]) => {
      if (since && t.created_at < since) return;
      if (speaker !== undefined) {
        const code = who?.[t.base]?.charCodeAt(doc - t.base) ?? 64;
        if (!speaks(t).has(code - 65)) return;
      }
      for (const run of phraseTerms) if (!occursInOrder(lists, index, run)) return;
      // The whole query as written (a phrase even unquoted) first; then newer transcripts, and
      // earlier moments in each.
      const score = sequenceTerms && occursInOrder(lists, index, sequenceTerms) ? 1 : 0;
      top.offer(score, newer.get(t) as number, doc, t);
    };
    const best = sequenceTerms ? 1 : 0;
    const shortest = Math.min(...lists.map((list) => list.docs.length));
    if (shortest <= table.transcripts.length) {
      // Few candidates: each in turn.
      const locate = ascendingLocator(table.transcripts);
      forEachCommonDoc(lists, 0, table.next, (doc, index) => {
        const t = locate(doc);
        if (t) visit(t, doc, index); // else a dropped transcript's document
      });
    } else {
      // Many (a common word): transcripts newest first, so the search ends as soon as `limit`
      // hits that none can outrank are found.
      for (const t of store.newestFirst(table)) {
        if (since && t.created_at < since) break;
        forEachCommonDoc(lists, t.base, t.base + t.count, (doc, index) => visit(t, doc, index));
        if (top.settled(best)) break;
      }
    }
    const shown = top.best();
    const segments = await store.segmentsOf(shown.map(({ t }) => t));
    const termSet = new Set(terms);
    return shown.map(({ doc, t, score }) => {
      const stored = segments.get(t.base);
      const i = doc - t.base;
      const text = stored?.text[i] ?? '';
      return {
        transcript_id: t.id,
        title: t.title,
        start_s: stored?.start[i] ?? 0,
        end_s: stored?.end[i] ?? 0,
        speaker: t.speakers[stored?.who[i] ?? -1] ?? '',
        text,
        matches: matchRanges(text, tokenize(text), termSet),
        created_at: t.created_at,
        score,
      };
    });
  }

  async function pickTranscripts(
    question: string,
    options: PickOptions = {},
  ): Promise<PickedTranscript[]> {
    const since = options.since === undefined ? undefined : parseSince(options.since).toISOString();
    const asked = words(question);
    const terms = [...new Set(asked)].filter((word) => !STOP_WORDS.has(word) && word.length > 1);
    // Pairs with one stop word count too ("the budget"): a quoted phrase is mostly such pairs.
    const pairs = asked.slice(1).flatMap((word, i) => {
      const before = asked[i] as string;
      return STOP_WORDS.has(word) && STOP_WORDS.has(before) ? [] : [[before, word] as const];
    });
    const table = await store.docs();
    // Every word of the question is looked up: its stop words too, for pairs and quoted runs.
    const loaded = [...new Set(asked)];
    const lists = await Promise.all(loaded.map((word) => store.postings(word)));
    const listOf = new Map(loaded.map((word, k) => [word, lists[k] as Postings]));
    const live = table.next - table.dead || 1;
    const weights = new Map<string, number>();
    const transcriptScores = new Map<DocTranscript, number>();
    const segmentScores = new Map<number, number>();
    for (const term of terms) {
      const { docs } = listOf.get(term) as Postings;
      if (docs.length === 0) continue;
      const weight = Math.log(1 + live / docs.length); // rarer words say more
      weights.set(term, weight);
      const perTranscript = new Map<DocTranscript, number>();
      for (const doc of docs) {
        const t = store.locate(table, doc);
        if (!t || (since && t.created_at < since)) continue;
        perTranscript.set(t, (perTranscript.get(t) ?? 0) + 1);
        segmentScores.set(doc, (segmentScores.get(doc) ?? 0) + weight);
      }
      for (const [t, count] of perTranscript) {
        transcriptScores.set(t, (transcriptScores.get(t) ?? 0) + weight * (1 + Math.log(count)));
      }
    }
    // The best segments also score the question's word pairs they hold side by side (a phrase).
    const pairWeight = Math.max(1, ...weights.values());
    const best = new Map<DocTranscript, { doc: number; quoted: number; score: number }>();
    const ranked = [...segmentScores].sort((a, b) => b[1] - a[1]).slice(0, PAIR_CANDIDATES);
    for (const [doc, termScore] of ranked) {
      const t = store.locate(table, doc) as DocTranscript;
      // Each word's positions in this segment, looked up once for the pairs and the quoted run.
      const inSegment = new Map(
        loaded.map((word) => {
          const list = listOf.get(word) as Postings;
          const i = seek(list, doc, 0);
          return [word, list.docs[i] === doc ? positionsOf(list, i) : NO_POSTINGS.positions];
        }),
      );
      const positions = (word: string) => inSegment.get(word) as Int32Array;
      let together = 0;
      for (const [a, b] of pairs) {
        const after = positions(b);
        for (const position of positions(a)) if (after.includes(position + 1)) together++;
      }
      const score = termScore + together * pairWeight;
      // The question's words said as it says them (a quotation) outrank any number of its words
      // said apart: a transcript repeating pieces of a phrase must not beat the one that says it.
      const phrase = quotedWords(asked, positions);
      const current = best.get(t);
      if (
        !current ||
        phrase > current.quoted ||
        (phrase === current.quoted && score > current.score)
      ) {
        best.set(t, { doc, quoted: phrase, score });
      }
    }
    const picked = [...best]
      .map(([t, segment]) => ({
        t,
        segment,
        score: segment.score * 2 + (transcriptScores.get(t) ?? 0),
      }))
      .sort(
        (a, b) =>
          b.segment.quoted - a.segment.quoted ||
          b.score - a.score ||
          b.t.created_at.localeCompare(a.t.created_at),
      )
      .slice(0, options.limit ?? 5);
    const segments = await store.segmentsOf(picked.map(({ t }) => t));
    return picked.map(({ t, segment, score }) => ({
      transcript_id: t.id,
      title: t.title,
      start_s: segments.get(t.base)?.start[segment.doc - t.base] ?? 0,
      score,
    }));
  }

  return {
    sync,
    async rebuild(options) {
      await running?.catch(() => undefined);
      await store.clear();
      return sync(options);
    },
    search,
    pickTranscripts,
    async stats(): Promise<IndexStats> {
      const state = await store.state();
      return {
        transcripts: state?.transcripts ?? 0,
        segments: state?.segments ?? 0,
        synced_at: state?.synced_at ?? null,
        bytes: await storage.size(),
      };
    },
  };
}

/**
 * Calls `found` for each document from `from` to before `to` in every one of `lists`
 * (ascending), with its entry's index in each list; walks the shortest list and seeks in the
 * others.
 */
function forEachCommonDoc(
  lists: Postings[],
  from: number,
  to: number,
  found: (doc: number, index: number[]) => void,
) {
  if (lists.length === 0) return;
  const order = lists
    .map((_, k) => k)
    .sort((a, b) => (lists[a] as Postings).docs.length - (lists[b] as Postings).docs.length);
  const first = order[0] as number;
  const shortest = lists[first] as Postings;
  const index = lists.map((list) => seek(list, from, 0));
  outer: for (let i = index[first] as number; i < shortest.docs.length; i++) {
    const doc = shortest.docs[i] as number;
    if (doc >= to) return;
    index[first] = i;
    for (let o = 1; o < order.length; o++) {
      const k = order[o] as number;
      const list = lists[k] as Postings;
      const j = seek(list, doc, index[k] as number);
      index[k] = j;
      if (j === list.docs.length) return;
      if (list.docs[j] !== doc) continue outer;
    }
    found(doc, index);
  }
}
