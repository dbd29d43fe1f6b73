import { browser } from 'wxt/browser';
import { i18n } from '#i18n';
import type { ErrorInfo, Result } from '../messages/envelope.js';

// The messages of "search what was said" and "Ask" between the All transcripts page and the
// background, which keeps the index (in the extension's IndexedDB) and alone holds the key. Kept
// apart from `messages/protocol.ts`: each carries a `scope` the pages' request dispatcher does not answer.

/** The `scope` of every search message. */
export const SEARCH_SCOPE = 'transcript-search';

/** One line said in a transcript that matches the search. */
export interface SaidHit {
  transcriptId: string;
  /** The transcript's title. */
  title: string;
  /** When the line starts and ends, in seconds of the recording. */
  startS: number;
  endS: number;
  /** Who said it ('' when unknown). */
  speaker: string;
  /** The line. */
  text: string;
  /** Where the search matched in `text`: `[start, end)` offsets, in order. */
  matches: Array<[number, number]>;
  /** When the transcript was made (ISO). */
  createdAt: string;
}

/** What the index holds, and what it is doing. */
export interface SearchIndexStatus {
  /** Transcripts and lines searchable now. */
  transcripts: number;
  segments: number;
  /** When it last caught up with the account (ISO), or null when never. */
  syncedAt: string | null;
  /** While it catches up: transcripts fetched of those to fetch. */
  syncing: { done: number; total: number } | null;
  /** Why the last catching-up failed (cleared by the next that works). */
  error: ErrorInfo | null;
}

/** The hits of one search, with the index's status. */
export interface SaidSearchResult {
  hits: SaidHit[];
  status: SearchIndexStatus;
}

/** A transcript an answer drew on, and the moment that matched the question best. */
export interface AskSourceView {
  transcriptId: string;
  title: string;
  /** Seconds; null when the moment is not known. */
  startS: number | null;
}

/** A question asked: the Smart Report that answers it (read with `getReport`) and its sources. */
export interface AskStarted {
  reportId: string;
  sources: AskSourceView[];
}

/** The filters of a search, as the page offers them. */
export interface SaidFilters {
  /** Only lines of a speaker whose name (or label) is this or starts with it; '' for anyone. */
  speaker?: string;
  /** Only transcripts made since: `today`, an age such as `7d`, or an ISO date; '' for any time. */
  since?: string;
}

/** A knowledge base Ask may quote. */
export interface KnowledgeBaseView {
  id: string;
  name: string;
  /** Its description ('' when none). */
  description: string;
  /** How many entries it holds. */
  entries: number;
}

/** The knowledge bases of one space: the personal one (`organizationId` null) or an organisation's. */
export interface KnowledgeBaseSpaceView {
  organizationId: string | null;
  bases: KnowledgeBaseView[];
  /** Why this space could not be listed (its bases are then empty). */
  error: ErrorInfo | null;
}

/** The knowledge bases Ask can use, and the ones chosen (remembered by the background). */
export interface KnowledgeBaseChoice {
  /** The personal space first, then each organisation added, in the order added. */
  spaces: KnowledgeBaseSpaceView[];
  /** Ids of the chosen bases (those still listed). */
  chosen: string[];
}

/** Every search request, with the value it answers. */
export interface SearchProtocol {
  /** The index's status (cheap: no request to the service). */
  status: { request: Record<string, never>; response: SearchIndexStatus };
  /** Catches up with the account now (fetches only new or changed transcripts). */
  sync: { request: Record<string, never>; response: SearchIndexStatus };
  /** Searches what was said (words in any order, "quoted phrases"); catches up first when stale. */
  search: {
    request: { query: string; limit?: number } & SaidFilters;
    response: SaidSearchResult;
  };
  /**
   * Makes one Smart Report over the transcripts that match the question best, quoting the chosen
   * knowledge bases (`knowledge_base_ids`).
   */
  ask: { request: { question: string; knowledgeBaseIds?: string[] }; response: AskStarted };
  /**
   * Lists the knowledge bases of the personal space and of the organisations added (each request
   * names its space); with `organizations`, that list of organisations is remembered first.
   */
  knowledgeBases: { request: { organizations?: string[] }; response: KnowledgeBaseChoice };
  /** Remembers which knowledge bases Ask uses; answers the ids kept. */
  chooseKnowledgeBases: { request: { chosen: string[] }; response: string[] };
}

/** Name of a search request. */
export type SearchRequestType = keyof SearchProtocol;

/** A search request as it travels. */
export type SearchMessage<K extends SearchRequestType = SearchRequestType> = {
  scope: typeof SEARCH_SCOPE;
  type: K;
} & SearchProtocol[K]['request'];

const TYPES: ReadonlySet<string> = new Set<SearchRequestType>([
  'status',
  'sync',
  'search',
  'ask',
  'knowledgeBases',
  'chooseKnowledgeBases',
]);

/** True when `value` is one of the search requests. */
export function isSearchMessage(value: unknown): value is SearchMessage {
  const message = value as { scope?: unknown; type?: unknown } | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.scope === SEARCH_SCOPE &&
    TYPES.has(message.type as string)
  );
}

/** Sends a search request to the background; resolves with its `Result` (never rejects). */
export async function sendSearchMessage<K extends SearchRequestType>(
  type: K,
  request: SearchProtocol[K]['request'],
): Promise<Result<SearchProtocol[K]['response']>> {
  try {
    const answer = (await browser.runtime.sendMessage({ scope: SEARCH_SCOPE, type, ...request })) as
      | Result<SearchProtocol[K]['response']>
      | undefined;
    if (answer) return answer;
    throw new Error('no answer');
  } catch (error) {
    return {
      ok: false,
      error: {
        kind: 'unknown',
        title: i18n.t('search.noAnswer'),
        detail: i18n.t('search.noAnswerDetail', [
          error instanceof Error ? error.message : String(error),
        ]),
        status: null,
        requestId: null,
        retryAfterS: null,
        scope: null,
      },
    };
  }
}
