import { createScribekit } from '@scribekit/sdk';
import {
  askTranscripts,
  createTranscriptIndex,
  type IndexStorage,
  NoMatchingTranscriptsError,
  type TranscriptIndex,
} from '@scribekit/sdk/search';
import { i18n } from '#i18n';
import { BadInputError, NoKeyError } from '../background/errors-to-text.js';
import { sinceOf } from '../background/since-filter.js';
import type { ErrorInfo } from '../messages/envelope.js';
import { accountOf } from './account-mark.js';
import type { AskStarted, SaidFilters, SaidHit, SearchIndexStatus } from './search-protocol.js';

/** Where the index's account is remembered: a hash of address and key, never the key. */
const ACCOUNT_MARK = 'searchIndexAccount';
/** A search catches up with the account first when the last catching-up is older than this. */
const STALE_MS = 60_000;
/** Hits one search answers with at most. */
const MAX_HITS = 50;
/** Transcripts one question is asked over. */
const ASK_TRANSCRIPTS = 5;

/** What the account's index works with. */
export interface AccountIndexDeps {
  /** The saved key and address. */
  credentials: () => Promise<{ apiKey: string | null; baseUrl: string }>;
  /** Where the index's files are kept. */
  storage: IndexStorage;
  /** Small marks (storage.local): which account the stored index is of. */
  marks: {
    get(key: string): Promise<Record<string, unknown>>;
    set(items: Record<string, unknown>): Promise<void>;
  };
  /** A failure in words. */
  describe: (error: unknown) => ErrorInfo;
  /** The clock (ms since epoch). */
  now?: () => number;
}

/** An index open for one key and address, with the client it fetches with. */
interface OpenIndex {
  client: ReturnType<typeof createScribekit>;
  index: TranscriptIndex;
}

/**
 * The full-text index of the saved key's transcripts (`@scribekit/sdk/search`), kept in the
 * extension: one catching-up at a time, its progress and failure shown to the page, and a new
 * index (the old one's files dropped) when the key or the address changes.
 */
export function createAccountIndex(deps: AccountIndexDeps) {
  const now = deps.now ?? Date.now;
  // The open index, as a promise: requests that arrive together (the page's first sync, status
  // and search) share one, so two indexes never write the same storage.
  let current: { account: string; opened: Promise<OpenIndex> } | null = null;
  let syncing: Promise<void> | null = null;
  let progress: { done: number; total: number } | null = null;
  let lastError: ErrorInfo | null = null;
  let syncedAt = 0;

  async function openFor(account: string, apiKey: string, baseUrl: string): Promise<OpenIndex> {
    const marked = (await deps.marks.get(ACCOUNT_MARK))[ACCOUNT_MARK];
    if (marked !== account) {
      await deps.storage.clear();
      await deps.marks.set({ [ACCOUNT_MARK]: account });
      syncedAt = 0;
    }
    const client = createScribekit({ apiKey, baseUrl });
    return { client, index: createTranscriptIndex(client, { storage: deps.storage }) };
  }

  async function open(): Promise<OpenIndex> {
    const { apiKey, baseUrl } = await deps.credentials();
    if (!apiKey) throw new NoKeyError();
    const account = await accountOf(baseUrl, apiKey);
    if (current?.account !== account) {
      const opened = openFor(account, apiKey, baseUrl);
      current = { account, opened };
      opened.catch(() => {
        if (current?.opened === opened) current = null;
      });
    }
    return current.opened;
  }

  /** Catches up with the account: fetches only transcripts that are new or changed. */
  function sync(): Promise<void> {
    syncing ??= (async () => {
      try {
        const { index } = await open();
        progress = { done: 0, total: 0 };
        await index.sync({
          onProgress: (done, total) => {
            progress = { done, total };
          },
        });
        lastError = null;
        syncedAt = now();
      } catch (error) {
        lastError = deps.describe(error);
        throw error;
      } finally {
        progress = null;
        syncing = null;
      }
    })();
    return syncing;
  }

  /** Catches up in the background when the index is stale (its failure shows in the status). */
  function refreshIfStale(): void {
    if (!syncing && now() - syncedAt > STALE_MS) void sync().catch(() => undefined);
  }

  async function status(): Promise<SearchIndexStatus> {
    const stats = await (await open()).index.stats();
    return {
      transcripts: stats.transcripts,
      segments: stats.segments,
      syncedAt: stats.synced_at,
      syncing: syncing ? (progress ?? { done: 0, total: 0 }) : null,
      error: lastError,
    };
  }

  async function search(
    query: string,
    limit = MAX_HITS,
    filters: SaidFilters = {},
  ): Promise<SaidHit[]> {
    const since = sinceOf(filters.since);
    const speaker = String(filters.speaker ?? '').trim();
    const { index } = await open();
    refreshIfStale();
    if (!query.trim()) return [];
    const hits = await index.search(query, {
      limit: Math.min(Math.max(1, limit), MAX_HITS),
      ...(speaker ? { speaker } : {}),
      ...(since ? { since } : {}),
    });
    return hits.map((hit) => ({
      transcriptId: hit.transcript_id,
      title: hit.title,
      startS: hit.start_s,
      endS: hit.end_s,
      speaker: hit.speaker,
      text: hit.text,
      matches: hit.matches,
      createdAt: hit.created_at,
    }));
  }

  /**
   * Makes one Smart Report over the transcripts that match the question best; answers once the
   * report exists (the page reads it until it is done, so a stopped worker loses nothing).
   */
  async function ask(question: string, knowledgeBaseIds: string[] = []): Promise<AskStarted> {
    if (!question.trim()) {
      throw new BadInputError(i18n.t('search.askEmpty'), i18n.t('search.askEmptyDetail'));
    }
    const { client, index } = await open();
    try {
      await sync();
    } catch (error) {
      // Offline or refused: asking would fail the same way, unless the index can still pick.
      if ((await index.stats()).transcripts === 0) throw error;
    }
    const stop = new AbortController();
    return new Promise<AskStarted>((resolve, reject) => {
      askTranscripts(client, {
        question,
        index,
        sync: false,
        transcripts: ASK_TRANSCRIPTS,
        knowledgeBaseIds,
        signal: stop.signal,
        onReportCreated: (reportId, sources) => {
          resolve({
            reportId,
            sources: sources.map((source) => ({
              transcriptId: source.transcript_id,
              title: source.title,
              startS: source.start_s ?? null,
            })),
          });
          // The page waits for the report itself.
          stop.abort();
        },
      }).catch((error: unknown) => {
        if (error instanceof NoMatchingTranscriptsError) {
          reject(new BadInputError(i18n.t('search.askNoMatch'), i18n.t('search.askNoMatchDetail')));
        } else reject(error);
      });
    });
  }

  return { sync, status, search, ask };
}

/** What `createAccountIndex` returns. */
export type AccountIndex = ReturnType<typeof createAccountIndex>;
