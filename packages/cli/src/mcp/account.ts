import type { Scribekit } from '@scribekit/sdk/node';
import type { Credentials } from '../config/credentials.js';

/** The SDK client of the account the tools act for, and where its key came from. */
export interface Account {
  scribekit: Scribekit;
  credentials: Credentials;
}

/** Creates `account()`: one SDK client per key and address, made when first used. */
export function accountResolver(
  resolve: () => Credentials | Promise<Credentials>,
  create: (credentials: Credentials) => Promise<Scribekit>,
): () => Promise<Account> {
  const clients = new Map<string, Promise<Scribekit>>();
  return async () => {
    const credentials = await resolve();
    const id = `${credentials.baseUrl}\n${credentials.apiKey}`;
    let client = clients.get(id);
    if (!client) {
      client = create(credentials);
      clients.set(id, client);
    }
    return { scribekit: await client, credentials };
  };
}
