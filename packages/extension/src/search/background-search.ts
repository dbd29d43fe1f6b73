import type { WxtBrowser } from 'wxt/browser';
import { i18n } from '#i18n';
import { BadInputError } from '../background/errors-to-text.js';
import { isOwnPage } from '../background/handlers.js';
import type { Background } from '../background/start.js';
import type { Result } from '../messages/envelope.js';
import { type AccountIndex, createAccountIndex } from './account-index.js';
import { createIdbIndexStorage } from './idb-index-storage.js';
import {
  createKnowledgeBaseChoice,
  type KnowledgeBaseChoiceStore,
  knowledgeBaseIds,
} from './knowledge-base-choice.js';
import { isSearchMessage, type SearchMessage, type SearchProtocol } from './search-protocol.js';

/** The IndexedDB database of the search index. */
const INDEX_DATABASE = 'scribekit-search';
/** A finished job's transcript is indexed this long after it finished (several share one). */
const AFTER_JOBS_MS = 1_500;

type Handlers = {
  [K in keyof SearchProtocol]: (
    message: SearchMessage<K>,
  ) => Promise<SearchProtocol[K]['response']>;
};

function handlersFor(index: AccountIndex, bases: KnowledgeBaseChoiceStore): Handlers {
  return {
    status: () => index.status(),
    async sync() {
      await index.sync();
      return index.status();
    },
    async search({ query, limit, speaker, since }) {
      const hits = await index.search(String(query ?? ''), limit, { speaker, since });
      return { hits, status: await index.status() };
    },
    ask: ({ question, knowledgeBaseIds: ids }) =>
      index.ask(String(question ?? ''), knowledgeBaseIds(ids)),
    knowledgeBases: ({ organizations }) => bases.list(organizations),
    chooseKnowledgeBases: ({ chosen }) => bases.choose(chosen),
  };
}

/**
 * Adds "search what was said" and "Ask" to the background: answers the All transcripts page's
 * search messages (from the extension's own pages only; the key stays here) and keeps the index
 * current as tracked jobs finish.
 */
export function addTranscriptSearch(browser: WxtBrowser, background: Background) {
  const extensionBase = browser.runtime.getURL('/');
  const marks = browser.storage.local as unknown as {
    get(key: string): Promise<Record<string, unknown>>;
    set(items: Record<string, unknown>): Promise<void>;
  };
  const index = createAccountIndex({
    credentials: () => background.settings.read(),
    storage: createIdbIndexStorage(INDEX_DATABASE),
    marks,
    describe: (error) => background.describe(error),
  });
  const bases = createKnowledgeBaseChoice({
    credentials: () => background.settings.read(),
    marks,
    describe: (error) => background.describe(error),
  });
  const handlers = handlersFor(index, bases);

  async function answer(message: SearchMessage, sender: { id?: string; url?: string }) {
    if (!isOwnPage(sender, browser.runtime.id, extensionBase)) {
      const refused = new BadInputError(i18n.t('errors.refused'), i18n.t('errors.refusedDetail'));
      return { ok: false, error: background.describe(refused) } satisfies Result<never>;
    }
    try {
      const handler = handlers[message.type] as (message: SearchMessage) => Promise<unknown>;
      return { ok: true, value: await handler(message) } satisfies Result<unknown>;
    } catch (error) {
      return { ok: false, error: background.describe(error) } satisfies Result<never>;
    }
  }

  browser.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
    if (!isSearchMessage(message)) return undefined;
    void answer(message, sender).then(sendResponse);
    return true;
  });

  // A transcript a tracked job finished is searchable without waiting for the next search.
  const indexed = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  background.store.subscribe((jobs) => {
    const finished = jobs.filter(
      (job) => job.phase === 'done' && job.transcriptId && !indexed.has(job.transcriptId),
    );
    if (finished.length === 0) return;
    for (const job of finished) indexed.add(job.transcriptId as string);
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void index.sync().catch(() => undefined);
    }, AFTER_JOBS_MS);
  });
  return index;
}
