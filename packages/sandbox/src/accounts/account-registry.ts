import { randomUUID } from 'node:crypto';

/** What the registry needs of an account's sandbox: its addresses, key and a way to stop it. */
export interface AccountSandbox {
  baseUrl: string;
  apiUrl: string;
  apiKey: string;
  uploadUrl: string;
  mediaUrl: string;
  close(): Promise<void>;
}

/** An account as `POST /__sandbox/accounts` answers it. */
export interface AccountView {
  id: string;
  base_url: string;
  api_url: string;
  upload_url: string;
  media_url: string;
  api_key: string;
  created_at: string;
}

/** Most accounts one sandbox holds at once. */
export const MAX_ACCOUNTS = 50;

/**
 * Isolated accounts: each is a sandbox of its own in this process — its own keys, data, jobs,
 * clock, faults, request log and snapshots, on its own three origins — so parallel tests that
 * each take one never meet, and every operator endpoint of an account's origin is scoped to it.
 */
export class AccountRegistry<T extends AccountSandbox = AccountSandbox> {
  private readonly accounts = new Map<string, { sandbox: T; createdAt: string }>();
  private closed = false;

  constructor(private readonly start: () => Promise<T>) {}

  get size(): number {
    return this.accounts.size;
  }

  async create(now: number): Promise<{ id: string; sandbox: T }> {
    if (this.closed) throw new Error('The sandbox is closing.');
    const sandbox = await this.start();
    const id = randomUUID();
    this.accounts.set(id, { sandbox, createdAt: new Date(now).toISOString() });
    return { id, sandbox };
  }

  get(id: string): T | undefined {
    return this.accounts.get(id)?.sandbox;
  }

  view(id: string): AccountView | undefined {
    const entry = this.accounts.get(id);
    if (!entry) return undefined;
    const { sandbox } = entry;
    return {
      id,
      base_url: sandbox.baseUrl,
      api_url: sandbox.apiUrl,
      upload_url: sandbox.uploadUrl,
      media_url: sandbox.mediaUrl,
      api_key: sandbox.apiKey,
      created_at: entry.createdAt,
    };
  }

  list(): AccountView[] {
    return [...this.accounts.keys()].map((id) => this.view(id) as AccountView);
  }

  /** Stops the account's sandbox and forgets it; false when there is no such account. */
  async remove(id: string): Promise<boolean> {
    const entry = this.accounts.get(id);
    if (!entry) return false;
    this.accounts.delete(id);
    await entry.sandbox.close();
    return true;
  }

  async closeAll(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.accounts.keys()].map((id) => this.remove(id)));
  }
}
