import { createScribekit } from '@scribekit/sdk';
import { i18n } from '#i18n';
import { BadInputError, NoKeyError } from '../background/errors-to-text.js';
import type { ErrorInfo } from '../messages/envelope.js';
import { accountOf } from './account-mark.js';
import type { KnowledgeBaseChoice, KnowledgeBaseSpaceView } from './search-protocol.js';

/** Where the choice is remembered (storage.local), with the account it is of. */
const CHOICE_MARK = 'askKnowledgeBases';
/** Organisations one choice lists at most (each costs a request). */
const MAX_ORGANIZATIONS = 10;
/** Knowledge bases one question quotes at most. */
export const MAX_CHOSEN_BASES = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface StoredChoice {
  /** The account (a hash of address and key) the choice is of: another key starts afresh. */
  account: string;
  organizations: string[];
  chosen: string[];
}

/** What the knowledge-base choice works with. */
export interface KnowledgeBaseChoiceDeps {
  /** The saved key and address. */
  credentials: () => Promise<{ apiKey: string | null; baseUrl: string }>;
  /** storage.local: where the choice is kept. */
  marks: {
    get(key: string): Promise<Record<string, unknown>>;
    set(items: Record<string, unknown>): Promise<void>;
  };
  /** A failure in words. */
  describe: (error: unknown) => ErrorInfo;
}

/** Distinct knowledge-base ids, each checked to be one; a bad one is a clear error. */
export function knowledgeBaseIds(ids: unknown): string[] {
  if (ids === undefined) return [];
  const list = Array.isArray(ids) ? ids : [ids];
  for (const id of list) {
    if (typeof id !== 'string' || !UUID.test(id)) {
      throw new BadInputError(
        i18n.t('errors.badKnowledgeBase', [String(id)]),
        i18n.t('errors.badKnowledgeBaseDetail'),
      );
    }
  }
  const distinct = [...new Set(list as string[])];
  if (distinct.length > MAX_CHOSEN_BASES) {
    throw new BadInputError(
      i18n.t('errors.tooManyKnowledgeBases', [String(MAX_CHOSEN_BASES)]),
      i18n.t('errors.badKnowledgeBaseDetail'),
    );
  }
  return distinct;
}

function organizationIds(ids: unknown): string[] {
  const list = Array.isArray(ids) ? ids : [ids];
  for (const id of list) {
    if (typeof id !== 'string' || !UUID.test(id.trim())) {
      throw new BadInputError(
        i18n.t('errors.badOrganization', [String(id)]),
        i18n.t('errors.badOrganizationDetail'),
      );
    }
  }
  return [...new Set((list as string[]).map((id) => id.trim().toLowerCase()))].slice(
    0,
    MAX_ORGANIZATIONS,
  );
}

/**
 * The knowledge bases "Ask" may quote: listed from the service by the background (every request
 * names its space, `personal=true` or `organization_id`, reference 4.7), and the user's choice of
 * them, remembered per account.
 */
export function createKnowledgeBaseChoice(deps: KnowledgeBaseChoiceDeps) {
  async function open() {
    const { apiKey, baseUrl } = await deps.credentials();
    if (!apiKey) throw new NoKeyError();
    const account = await accountOf(baseUrl, apiKey);
    const stored = (await deps.marks.get(CHOICE_MARK))[CHOICE_MARK] as StoredChoice | undefined;
    const choice: StoredChoice =
      stored?.account === account ? stored : { account, organizations: [], chosen: [] };
    return { client: createScribekit({ apiKey, baseUrl }), choice };
  }

  const save = (choice: StoredChoice) => deps.marks.set({ [CHOICE_MARK]: choice });

  /** Lists every space's bases (with `organizations`, remembers that list of organisations first). */
  async function list(organizations?: string[]): Promise<KnowledgeBaseChoice> {
    const { client, choice } = await open();
    if (organizations !== undefined) choice.organizations = organizationIds(organizations);
    const spaces: (string | null)[] = [null, ...choice.organizations];
    const listed: KnowledgeBaseSpaceView[] = await Promise.all(
      spaces.map(async (organizationId) => {
        try {
          const query = organizationId
            ? { organization_id: organizationId }
            : { personal: true as const };
          const bases = await client.knowledgeBases.list(query).toArray();
          return {
            organizationId,
            bases: bases.map((base) => ({
              id: base.id,
              name: base.name,
              description: base.description ?? '',
              entries: base.entries_count,
            })),
            error: null,
          };
        } catch (error) {
          return { organizationId, bases: [], error: deps.describe(error) };
        }
      }),
    );
    // A base no longer listed is no longer chosen (unless its space could not be listed now).
    if (listed.every((space) => space.error === null)) {
      const known = new Set(listed.flatMap((space) => space.bases.map((base) => base.id)));
      choice.chosen = choice.chosen.filter((id) => known.has(id));
    }
    await save(choice);
    return { spaces: listed, chosen: choice.chosen };
  }

  /** Remembers the chosen bases. */
  async function choose(chosen: unknown): Promise<string[]> {
    const ids = knowledgeBaseIds(chosen);
    const { choice } = await open();
    choice.chosen = ids;
    await save(choice);
    return ids;
  }

  return { list, choose };
}

/** What `createKnowledgeBaseChoice` returns. */
export type KnowledgeBaseChoiceStore = ReturnType<typeof createKnowledgeBaseChoice>;
