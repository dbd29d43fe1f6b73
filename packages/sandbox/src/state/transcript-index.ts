import type { TranscriptSort } from '../generated/spec-enums.js';
import { SortedList } from './sorted-list.js';
import type { TranscriptRecord } from './types.js';

/** The three-character runs of `text` (lower-cased), each once. */
function trigramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) grams.add(text.slice(i, i + 3));
  return grams;
}

/** Outcomes a transcript keeps for good once it has one. */
export type SettledStatus = 'completed' | 'failed';

const collator = new Intl.Collator();
/** How many `q=` match lists are kept up to date (the most recently asked). */
const MAX_KEPT_QUERIES = 64;

/** The duration `sort=duration_*` uses: 0 until the transcript is completed. */
function durationOf(t: TranscriptRecord): number {
  return t.outcome?.kind === 'completed' ? t.outcome.result.generated.duration_s : 0;
}

/** Lower-cased names and labels of a completed transcript's speakers, each once. */
function speakerKeysOf(t: TranscriptRecord): string[] {
  if (t.outcome?.kind !== 'completed') return [];
  const keys = new Set<string>();
  for (const s of t.outcome.result.generated.speakers) {
    keys.add(s.name.toLowerCase());
    keys.add(s.label.toLowerCase());
  }
  return [...keys];
}

/**
 * The transcripts by id, kept with the indexes listing needs, so a page of any filter or order
 * costs its length, not the account's size: creation order, each `sort=` order, completed and
 * failed transcripts, speakers by name and label, and a trigram index of titles plus the match
 * lists of recent `q=` searches (kept up to date as transcripts come and go).
 *
 * Records change in place when they finish (the scheduler sets `outcome`): `settle()` moves
 * transcripts that finished since the last read into the outcome, speaker and duration indexes,
 * looking only at unfinished ones. Speaker renames call `reindex`. Titles never change.
 */
export class TranscriptMap extends Map<string, TranscriptRecord> {
  private nextSeq = 0;
  private readonly seqOf = new Map<TranscriptRecord, number>();
  private readonly lowerTitles = new Map<string, string>();
  private readonly postings = new Map<string, Set<TranscriptRecord>>();
  /** Duration each record is filed under in the duration orders. */
  private readonly filedDuration = new Map<TranscriptRecord, number>();
  /** Speaker keys each record is filed under. */
  private readonly filedSpeakers = new Map<TranscriptRecord, string[]>();
  private readonly newestFirstCmp = (a: TranscriptRecord, b: TranscriptRecord) =>
    this.seq(b) - this.seq(a);
  private created = new SortedList(this.newestFirstCmp);
  private unsettled = new SortedList(this.newestFirstCmp);
  private readonly settled: Record<SettledStatus, SortedList<TranscriptRecord>> = {
    completed: new SortedList(this.newestFirstCmp),
    failed: new SortedList(this.newestFirstCmp),
  };
  private readonly speakers = new Map<string, SortedList<TranscriptRecord>>();
  private readonly searches = new Map<string, SortedList<TranscriptRecord>>();
  private readonly orders: Record<
    Exclude<TranscriptSort, 'created_at_desc' | 'created_at_asc'>,
    SortedList<TranscriptRecord>
  > = {
    title_asc: new SortedList(
      (a, b) => collator.compare(a.title, b.title) || this.newestFirstCmp(a, b),
    ),
    title_desc: new SortedList(
      (a, b) => collator.compare(b.title, a.title) || this.newestFirstCmp(a, b),
    ),
    duration_desc: new SortedList(
      (a, b) => this.filed(b) - this.filed(a) || this.newestFirstCmp(a, b),
    ),
    duration_asc: new SortedList(
      (a, b) => this.filed(a) - this.filed(b) || this.newestFirstCmp(a, b),
    ),
  };

  private seq(t: TranscriptRecord): number {
    return this.seqOf.get(t) ?? 0;
  }

  private filed(t: TranscriptRecord): number {
    return this.filedDuration.get(t) ?? 0;
  }

  override set(id: string, record: TranscriptRecord): this {
    if (this.has(id)) this.delete(id);
    super.set(id, record);
    // `Map`'s constructor calls set before the fields exist.
    if (!this.seqOf) return this;
    this.seqOf.set(record, this.nextSeq++);
    this.created.add(record);
    const lower = record.title.toLowerCase();
    this.lowerTitles.set(id, lower);
    for (const gram of trigramsOf(lower)) {
      const posting = this.postings.get(gram);
      if (posting) posting.add(record);
      else this.postings.set(gram, new Set([record]));
    }
    for (const [key, list] of this.searches) {
      if (key.split(' ').every((word) => lower.includes(word))) list.add(record);
    }
    this.filedDuration.set(record, 0);
    this.orders.title_asc.add(record);
    this.orders.title_desc.add(record);
    this.orders.duration_desc.add(record);
    this.orders.duration_asc.add(record);
    this.unsettled.add(record);
    this.settleOne(record);
    return this;
  }

  override delete(id: string): boolean {
    const record = this.get(id);
    if (!record) return false;
    this.created.remove(record);
    for (const gram of trigramsOf(this.lowerTitles.get(id) ?? '')) {
      this.postings.get(gram)?.delete(record);
    }
    for (const list of this.searches.values()) list.remove(record);
    for (const order of Object.values(this.orders)) order.remove(record);
    if (!this.unsettled.remove(record)) {
      this.settled.completed.remove(record) || this.settled.failed.remove(record);
    }
    this.fileSpeakers(record, []);
    this.filedDuration.delete(record);
    this.lowerTitles.delete(id);
    this.seqOf.delete(record);
    return super.delete(id);
  }

  override clear(): void {
    super.clear();
    this.seqOf.clear();
    this.lowerTitles.clear();
    this.postings.clear();
    this.filedDuration.clear();
    this.filedSpeakers.clear();
    this.created.clear();
    this.unsettled.clear();
    this.settled.completed.clear();
    this.settled.failed.clear();
    this.speakers.clear();
    this.searches.clear();
    for (const order of Object.values(this.orders)) order.clear();
  }

  /** Files transcripts that finished since the last look (only unfinished ones are visited). */
  settle(): void {
    for (const record of [...this.unsettled]) this.settleOne(record);
  }

  private settleOne(record: TranscriptRecord): void {
    const kind = record.outcome?.kind;
    if (kind !== 'completed' && kind !== 'failed') return;
    this.unsettled.remove(record);
    this.settled[kind].add(record);
    const duration = durationOf(record);
    if (duration !== this.filed(record)) {
      this.orders.duration_desc.remove(record);
      this.orders.duration_asc.remove(record);
      this.filedDuration.set(record, duration);
      this.orders.duration_desc.add(record);
      this.orders.duration_asc.add(record);
    }
    this.fileSpeakers(record, speakerKeysOf(record));
  }

  /** Files a transcript again after its speakers were renamed. */
  reindex(record: TranscriptRecord): void {
    if (this.get(record.id) !== record) return;
    this.fileSpeakers(record, speakerKeysOf(record));
  }

  private fileSpeakers(record: TranscriptRecord, keys: string[]): void {
    for (const key of this.filedSpeakers.get(record) ?? []) {
      const list = this.speakers.get(key);
      list?.remove(record);
      if (list?.length === 0) this.speakers.delete(key);
    }
    if (keys.length === 0) {
      this.filedSpeakers.delete(record);
      return;
    }
    this.filedSpeakers.set(record, keys);
    for (const key of keys) {
      let list = this.speakers.get(key);
      if (!list) {
        list = new SortedList(this.newestFirstCmp);
        this.speakers.set(key, list);
      }
      list.add(record);
    }
  }

  /** Newest first. */
  *newestFirst(): Generator<TranscriptRecord> {
    yield* this.created;
  }

  /** All transcripts in one of the `sort=` orders. */
  ordered(order: TranscriptSort): SortedList<TranscriptRecord> | ReversedList {
    if (order === 'created_at_desc') return this.created;
    if (order === 'created_at_asc') return new ReversedList(this.created);
    return this.orders[order];
  }

  /** How the `sort=` order ranks two transcripts (the same order `ordered` keeps). */
  comparator(order: TranscriptSort): (a: TranscriptRecord, b: TranscriptRecord) => number {
    if (order === 'created_at_desc') return this.newestFirstCmp;
    if (order === 'created_at_asc') return (a, b) => this.newestFirstCmp(b, a);
    return this.orders[order].compare;
  }

  /** Newest first, the transcripts that ended with this outcome (call `settle` first). */
  withOutcome(status: SettledStatus): SortedList<TranscriptRecord> {
    return this.settled[status];
  }

  /** Newest first, the transcripts still running (call `settle` first). */
  running(): SortedList<TranscriptRecord> {
    return this.unsettled;
  }

  /** Newest first, the completed transcripts with a speaker of this name or label (any case). */
  withSpeaker(nameOrLabel: string): SortedList<TranscriptRecord> {
    return this.speakers.get(nameOrLabel.toLowerCase()) ?? new SortedList(this.newestFirstCmp);
  }

  /** True when the transcript's lower-cased title contains every word. */
  titleContains(t: TranscriptRecord, words: readonly string[]): boolean {
    const lower = this.lowerTitles.get(t.id) ?? '';
    return words.every((word) => lower.includes(word));
  }

  /**
   * Newest first, the transcripts whose lower-cased title contains every word. The answer is
   * kept (for the 64 most recent searches) and updated as transcripts come and go, so asking
   * again costs nothing; a new search looks at the smallest trigram posting of its words, or at
   * every title when all words are under three characters.
   */
  matchingTitle(words: readonly string[]): SortedList<TranscriptRecord> {
    const key = [...new Set(words)].sort().join(' ');
    const kept = this.searches.get(key);
    if (kept) {
      // Most recently used last, so the oldest is dropped first.
      this.searches.delete(key);
      this.searches.set(key, kept);
      return kept;
    }
    let smallest: Set<TranscriptRecord> | null = null;
    let none = false;
    for (const word of words) {
      for (const gram of trigramsOf(word)) {
        const posting = this.postings.get(gram);
        if (!posting) none = true;
        else if (!smallest || posting.size < smallest.size) smallest = posting;
      }
    }
    const matches = none
      ? []
      : smallest
        ? [...smallest].filter((t) => this.titleContains(t, words)).sort(this.newestFirstCmp)
        : [...this.created].filter((t) => this.titleContains(t, words));
    const list = SortedList.fromSorted(this.newestFirstCmp, matches);
    this.searches.set(key, list);
    if (this.searches.size > MAX_KEPT_QUERIES) {
      this.searches.delete(this.searches.keys().next().value as string);
    }
    return list;
  }
}

/** A sorted list read from its end. */
class ReversedList {
  constructor(private readonly list: SortedList<TranscriptRecord>) {}

  get length(): number {
    return this.list.length;
  }

  slice(start: number, end: number): TranscriptRecord[] {
    const n = this.list.length;
    return this.list.slice(Math.max(0, n - end), Math.max(0, n - start)).reverse();
  }

  *[Symbol.iterator](): Iterator<TranscriptRecord> {
    for (let i = this.list.length - 1; i >= 0; i--) yield this.list.at(i) as TranscriptRecord;
  }
}
