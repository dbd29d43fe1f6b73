import type { Scribekit } from '../scribekit.js';

/**
 * Where an index keeps its files: named strings (a table, postings shards, a file per
 * transcript), each read only when a search needs it. Node keeps them gzipped in a folder
 * (`createFileIndexStorage`), tests in memory, the extension in its own storage.
 */
export interface IndexStorage {
  /** The stored text of `name`, or `undefined` when there is none. */
  read(name: string): Promise<string | undefined>;
  /** Replaces `name` with `data` (all of it or nothing, as far as the store allows). */
  write(name: string, data: string): Promise<void>;
  /** Forgets `name` (optional: without it, an index empties the entries it no longer needs). */
  remove?(name: string): Promise<void>;
  /** Forgets every stored name. */
  clear(): Promise<void>;
  /** Bytes the stored data takes (as stored: compressed where the store compresses). */
  size(): Promise<number>;
}

/** The client methods an index and the ask flow use (a `Scribekit` has them all). */
export type SearchClient = Pick<Scribekit, 'transcripts' | 'smartReports' | 'waitForSmartReport'>;

/** One matching segment. */
export interface SearchHit {
  transcript_id: string;
  /** The transcript's title. */
  title: string;
  /** When the segment starts and ends, in seconds of the recording. */
  start_s: number;
  end_s: number;
  /** The speaker's name (or label); '' when the transcript has none. */
  speaker: string;
  /** The segment's text. */
  text: string;
  /** Where the query matched in `text`: `[start, end)` UTF-16 offsets, in order, not overlapping. */
  matches: Array<[number, number]>;
  /** When the transcript was created (ISO). */
  created_at: string;
  /** Higher is better; only comparable within one search. */
  score: number;
}

/** Options of `TranscriptIndex.search`. */
export interface SearchOptions {
  /** Only segments of a speaker whose name contains this (case and accents ignored). */
  speaker?: string;
  /** Only transcripts created at or after this moment (a `Date`, or ISO date or date-time). */
  since?: Date | string;
  /** Most hits returned (default 20). */
  limit?: number;
}

/** Options of `TranscriptIndex.sync`. */
export interface SyncOptions {
  signal?: AbortSignal;
  /** Called after each fetched transcript: how many are done of how many to fetch. */
  onProgress?: (done: number, total: number) => void;
  /** Transcripts fetched at once (default 8). */
  concurrency?: number;
}

/** What a sync did. */
export interface SyncResult {
  /** Transcripts newly indexed. */
  added: number;
  /** Transcripts indexed again because they changed. */
  updated: number;
  /** Transcripts dropped from the index (deleted, or no longer readable). */
  removed: number;
  /** Transcripts whose text was fetched (`added + updated`). */
  fetched: number;
  /** Completed transcripts in the index after the sync. */
  transcripts: number;
  /** Segments in the index after the sync. */
  segments: number;
  /** Transcripts seen but not indexed yet (not completed). */
  pending: number;
  /** When this sync listed the transcripts (ISO). */
  synced_at: string;
}

/** What is in an index now, without syncing. */
export interface IndexStats {
  transcripts: number;
  segments: number;
  /** When it was last synced (ISO), or null when never. */
  synced_at: string | null;
  /** Bytes on its storage. */
  bytes: number;
}

/** A transcript picked for a question, with the moment that matched it best. */
export interface PickedTranscript {
  transcript_id: string;
  title: string;
  /** Start of the segment that matched the question best. */
  start_s: number;
  /**
   * The words' weight in the transcript; comparable only within one call. The list's order is the
   * ranking: a transcript quoting more of the question's words, in its order, comes first.
   */
  score: number;
}

/** Options of `TranscriptIndex.pickTranscripts`. */
export interface PickOptions {
  /** Most transcripts picked (default 5). */
  limit?: number;
  /** Only transcripts created at or after this moment. */
  since?: Date | string;
}

/** A local full-text index of every transcript a key can read. */
export interface TranscriptIndex {
  /**
   * Brings the index up to date: fetches only transcripts that are new or changed since the last
   * sync. A call while a sync runs gets that sync's result.
   */
  sync(options?: SyncOptions): Promise<SyncResult>;
  /** Forgets everything and indexes every transcript again. */
  rebuild(options?: SyncOptions): Promise<SyncResult>;
  /**
   * Searches the text: words (all must match, in any order), `"quoted phrases"` (these words in
   * this order), best first. Does not sync.
   */
  search(query: string, options?: SearchOptions): Promise<SearchHit[]>;
  /**
   * The transcripts that match a question best: one that quotes more of it (its words in its
   * order) first, then by its words, rarer words weighing more.
   */
  pickTranscripts(question: string, options?: PickOptions): Promise<PickedTranscript[]>;
  /** Counts and size, without syncing. */
  stats(): Promise<IndexStats>;
}

/** Options of `createTranscriptIndex`. */
export interface TranscriptIndexOptions {
  /** Where the index is kept. */
  storage: IndexStorage;
}

/** A transcript an answer drew on, and the moment that matched the question. */
export interface AskSource {
  transcript_id: string;
  title: string;
  /** Start of the best-matching segment, when the index picked the transcript. */
  start_s?: number;
}

/** The answer of `askTranscripts`. */
export interface AskResult {
  /** The Smart Report's Markdown. */
  answer_md: string;
  report_id: string;
  sources: AskSource[];
}

/** Options of `askTranscripts`. */
export interface AskOptions {
  /** The question; sent as the report's `instructions`. */
  question: string;
  /** Ask over these transcripts instead of picking them from the index. */
  transcriptIds?: string[];
  /** The index to pick transcripts from (needed without `transcriptIds`); synced first unless `sync: false`. */
  index?: TranscriptIndex;
  /** Sync the index before picking (default true). */
  sync?: boolean;
  /** Only transcripts created at or after this moment. */
  since?: Date | string;
  /** How many transcripts to pick (default 5, at most 20). */
  transcripts?: number;
  /** Knowledge bases the report may quote (`knowledge_base_ids`). */
  knowledgeBaseIds?: string[];
  /** Report type (default `summary`). */
  type?: string;
  /** Stops the sync, the request and the wait. */
  signal?: AbortSignal;
  /** Longest wait for the report in ms (default 10 minutes). */
  timeoutMs?: number;
  /** First delay between polls of the report in ms (the SDK's waiting default otherwise). */
  pollIntervalMs?: number;
  /**
   * Called just before the report is created; resolves with a release called once the wait ends
   * (to share the account's 3 concurrent reports with other processes).
   */
  reportSlot?: () => Promise<() => Promise<void>>;
  /** Called once the report exists, before the wait. */
  onReportCreated?: (reportId: string, sources: AskSource[]) => void;
}
