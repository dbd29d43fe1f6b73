import type { Account } from './account.js';
import type { Transcriber } from './transcriber.js';

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
