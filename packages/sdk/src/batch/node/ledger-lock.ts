import { readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';

/** Another process holds the ledger (its lock file names the process). */
export class LedgerLockedError extends Error {
  static {
    LedgerLockedError.prototype.name = 'LedgerLockedError';
  }
  /** The ledger's path. */
  declare readonly path: string;
  /** The process holding it. */
  declare readonly pid: number;

  constructor(path: string, pid: number, since: string) {
    super(
      `The batch ledger ${path} is in use by process ${pid} (since ${since}). Wait for that batch to finish or stop it; a lock left by a process that is gone is taken over automatically.`,
    );
    this.path = path;
    this.pid = pid;
  }
}

interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<ledger>.lock` for this process: created exclusively, holding pid, host and start time.
 * A lock of a live process on this host throws `LedgerLockedError`; one of a process that is gone
 * (kill -9, a crash) is stale and taken over. Resolves with the function that releases it.
 */
export async function lockLedger(ledgerPath: string): Promise<() => Promise<void>> {
  const lockPath = `${ledgerPath}.lock`;
  const mine: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await writeFile(lockPath, JSON.stringify(mine), { flag: 'wx' });
      return async () => {
        const owner = await readOwner(lockPath);
        if (owner?.pid === mine.pid) await rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = await readOwner(lockPath);
    // A lock from another host cannot be checked: it is respected (a shared network folder).
    if (owner && (owner.host !== mine.host || isAlive(owner.pid)) && owner.pid !== process.pid) {
      throw new LedgerLockedError(ledgerPath, owner.pid, owner.since);
    }
    if (owner?.pid === process.pid) {
      throw new LedgerLockedError(ledgerPath, owner.pid, owner.since);
    }
    await rm(lockPath, { force: true });
  }
  throw new Error(`Could not take the lock ${lockPath}: it keeps coming back`);
}

async function readOwner(lockPath: string): Promise<LockOwner | undefined> {
  try {
    const owner = JSON.parse(await readFile(lockPath, 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : undefined;
  } catch {
    // Missing, or torn by a crash while it was written: stale.
    return undefined;
  }
}
