import type { TranscriptIndex } from '@scribekit/sdk/search';
import { openIndex } from '../search/open-index.js';
import type { Account } from './account.js';

/** One index per key and address for the server's life, so concurrent calls share one sync. */
const indexes = new Map<string, Promise<TranscriptIndex>>();

/** The local search index of the account a call acts for (the same files as `scribekit search`). */
export function accountIndex(configDir: string, account: Account): Promise<TranscriptIndex> {
  const { credentials, scribekit } = account;
  const id = `${configDir}\n${credentials.baseUrl}\n${credentials.apiKey}`;
  let index = indexes.get(id);
  if (!index) {
    index = openIndex(configDir, scribekit, credentials).then((opened) => opened.index);
    indexes.set(id, index);
  }
  return index;
}
