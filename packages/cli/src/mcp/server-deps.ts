import type { Scribekit } from '@scribekit/sdk/node';
import type { Credentials } from '../config/credentials.js';
import type { Transcriber } from './transcriber.js';

/** The SDK client of the account the tools act for, and where its key came from. */
export interface Account {
  scribekit: Scribekit;
  credentials: Credentials;
}

/** What every tool and resource of one `scribekit mcp` process shares. */
export interface ServerDeps {
  /**
   * The account, resolved on each call as every command resolves it (environment, else the
   * profile), so a `scribekit login` takes effect without restarting the server. Throws
   * `AuthError` when there is no key.
   */
  account(): Promise<Account>;
  /** The user's config folder (profiles, quotas, the MCP ledgers). */
  configDir: string;
  /** Folders given with --allow-dir (or the current folder), resolved to their real paths. */
  startFolders: readonly string[];
  /** Why the current folder is not allowed by default, when it is not (the filesystem root). */
  startFolderNote?: string;
  /** --allow-bots: send_meeting_bot runs without a confirmation when the client cannot ask. */
  allowBots: boolean;
  /** Uploads and imports through the batch engine, shared by every call of this process. */
  transcriber: Transcriber;
  /** A line for the server's log (stderr). */
  log(line: string): void;
  /** The CLI's version, shown to clients as the server's. */
  version: string;
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
