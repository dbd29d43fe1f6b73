import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { QuotaName, QuotaState, QuotaStore } from '@scribekit/sdk/batch';

/** A lock older than this is taken to be left by a process that stopped mid-update. */
const STALE_LOCK_MS = 10_000;
/** Longest an update waits for another process's update of the same key. */
const LOCK_WAIT_MS = 30_000;

/** Which account's quotas: the service's address and the key, never stored as such. */
export interface QuotaAccount {
  apiKey: string;
  baseUrl: string;
}

/** Names an account in file names without storing its key: 16 hex digits of a SHA-256. */
export const accountId = (account: QuotaAccount): string =>
  createHash('sha256')
    .update(`scribekit-quota\n${account.baseUrl}\n${account.apiKey}`)
    .digest('hex')
    .slice(0, 16);

/** The file of an account's quotas. */
export const quotaFile = (configDir: string, account: QuotaAccount): string =>
  join(configDir, 'quotas', `${accountId(account)}.json`);

/**
 * The folder of an account's content claims (`directoryContentClaims`): every batch and
 * `scribekit mcp` on this machine that uses the key claims a file's content there before its
 * upload-init, so one content is uploaded once.
 */
export const contentClaimsDir = (configDir: string, account: QuotaAccount): string =>
  join(configDir, 'content', accountId(account));

type Quotas = Partial<Record<QuotaName, QuotaState>>;

const empty = (): QuotaState => ({ hits: [], pending: [] });

async function readQuotas(path: string): Promise<Quotas> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Quotas;
  } catch {
    // Missing, or torn by a full disk: start over rather than stop every batch; the service's
    // next 429 teaches the limit again.
    return {};
  }
}

function holderIsGone(text: string, ageMs: number): boolean {
  if (ageMs > STALE_LOCK_MS) return true;
  const [pid, host] = text.split('\n');
  if (host !== hostname() || !Number(pid)) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Takes `<file>.lock` (created exclusively) and resolves with its release. */
async function lock(path: string): Promise<() => Promise<void>> {
  const lockPath = `${path}.lock`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(`${process.pid}\n${hostname()}`);
      await handle.close();
      return () => rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const [text, info] = await Promise.all([
      readFile(lockPath, 'utf8').catch(() => ''),
      stat(lockPath).catch(() => undefined),
    ]);
    if (info && holderIsGone(text, Date.now() - info.mtimeMs)) {
      await rm(lockPath, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`The quota file ${path} stays locked (${lockPath})`);
    await sleep(2 + Math.random() * 8);
  }
}

/**
 * The quotas of one account (address and key) in a small JSON file in the config folder, shared
 * by every process on this machine that uses that key: `scribekit transcribe` in any folder and
 * `scribekit mcp` count the same upload-inits, imports and Smart Reports, so neither spends a
 * slot the other already used. `update` is atomic across processes (a lock file held for the
 * read-change-write, the file replaced by rename); the file is rewritten only when the state
 * changed, and flushed to disk before the lock is released.
 */
export function keyQuotaStore(configDir: string, account: QuotaAccount): QuotaStore {
  const path = quotaFile(configDir, account);
  let chain: Promise<unknown> = Promise.resolve(); // one update at a time in this process
  return {
    update<T>(name: QuotaName, change: (state: QuotaState) => { state: QuotaState; result: T }) {
      const attempt = chain.then(async () => {
        await mkdir(join(configDir, 'quotas'), { recursive: true, mode: 0o700 });
        const release = await lock(path);
        try {
          const quotas = await readQuotas(path);
          const before = quotas[name] ?? empty();
          const { state, result } = change(before);
          if (JSON.stringify(state) !== JSON.stringify(before)) {
            quotas[name] = state;
            const temporary = `${path}.${process.pid}.tmp`;
            const handle = await open(temporary, 'w', 0o600);
            try {
              await handle.writeFile(JSON.stringify(quotas));
              await handle.datasync();
            } finally {
              await handle.close();
            }
            await rename(temporary, path);
          }
          return result;
        } finally {
          await release();
        }
      });
      chain = attempt.catch(() => undefined);
      return attempt;
    },
    async read(name) {
      return (await readQuotas(path))[name] ?? empty();
    },
  };
}
