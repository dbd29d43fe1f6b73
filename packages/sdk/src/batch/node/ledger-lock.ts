import { randomUUID } from 'node:crypto';
import { readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { isGone } from './process-gone.js';

/** How long a lock stays its holder's without being renewed (default of `LockOptions.leaseMs`). */
export const LEDGER_LEASE_MS = 10_000;

/** Another live process holds the ledger: its lock file names the process and is renewed. */
export class LedgerLockedError extends Error {
  static {
    LedgerLockedError.prototype.name = 'LedgerLockedError';
  }
  /** The ledger's path. */
  declare readonly path: string;
  /** The process holding it (as its lock file names it). */
  declare readonly pid: number;

  constructor(path: string, owner: { pid: number; host: string; since: string }, leaseMs: number) {
    super(
      `The batch ledger ${path} is in use by process ${owner.pid} on ${owner.host} (since ${owner.since}), which keeps renewing its lock. Wait for that batch to finish or stop it; a lock not renewed for ${Math.round(leaseMs / 1000)} s (its process gone or frozen) is taken over automatically.`,
    );
    this.path = path;
    this.pid = owner.pid;
  }
}

/** This process's lock was taken over: it was not renewed within the lease (the process froze). */
export class LedgerLockLostError extends Error {
  static {
    LedgerLockLostError.prototype.name = 'LedgerLockLostError';
  }
  constructor(path: string) {
    super(
      `The lock of the batch ledger ${path} was taken over by another process (this one did not renew it in time — was it suspended?). This batch stopped; nothing more is written to that ledger.`,
    );
  }
}

/** Options of `lockLedger`. */
export interface LockOptions {
  /** A lock not renewed for this long is taken over, whatever process it names (default 10 s). */
  leaseMs?: number;
  /** Called once when another process took the lock over (this one stalled past the lease). */
  onLost?: (error: LedgerLockLostError) => void;
}

interface LockOwner {
  pid: number;
  host: string;
  since: string;
  /** Which taking of the lock this is: the holder knows its own, whatever the PID. */
  token: string;
}

/** The lock file as seen once: its owner (undefined when torn) and when it was last renewed. */
interface Seen {
  owner: LockOwner | undefined;
  text: string;
  renewedMs: number;
}

// Locks this process holds, by path: a second open in the same process is refused at once.
const held = new Set<string>();

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Takes `<ledger>.lock` for this process — a lease, not a PID: the file is created exclusively
 * and renewed (its modification time) every fifth of the lease while held. Another process's
 * lock is taken over when it has not been renewed for the lease, whatever PID it names — at once
 * when it names a process of this host that is gone, or this very PID (an earlier life of a
 * restarted container). A lock that is renewed while this one watches it throws
 * `LedgerLockedError`. Resolves with the function that releases it.
 */
export async function lockLedger(
  ledgerPath: string,
  options: LockOptions = {},
): Promise<() => Promise<void>> {
  const leaseMs = options.leaseMs ?? LEDGER_LEASE_MS;
  const lockPath = resolve(`${ledgerPath}.lock`);
  const host = hostname();
  if (held.has(lockPath)) {
    const seen = await look(lockPath);
    throw new LedgerLockedError(
      ledgerPath,
      seen?.owner ?? { pid: process.pid, host, since: 'now' },
      leaseMs,
    );
  }
  // Marked before it is taken, so a second open in this process never judges this one's lock.
  held.add(lockPath);
  try {
    const token = await take(lockPath, ledgerPath, leaseMs, host);
    return renewing(lockPath, ledgerPath, token, leaseMs, options.onLost);
  } catch (error) {
    held.delete(lockPath);
    throw error;
  }
}

/** Creates the lock file, taking a stale one over; resolves with this taking's token. */
async function take(
  lockPath: string,
  ledgerPath: string,
  leaseMs: number,
  host: string,
): Promise<string> {
  const mine: LockOwner = {
    pid: process.pid,
    host,
    since: new Date().toISOString(),
    token: randomUUID(),
  };
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await writeFile(lockPath, JSON.stringify(mine), { flag: 'wx' });
      return mine.token;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const seen = await look(lockPath);
    if (!seen) continue; // released meanwhile
    const verdict = await judge(seen, lockPath, leaseMs, host);
    if (verdict === 'alive') {
      throw new LedgerLockedError(ledgerPath, seen.owner as LockOwner, leaseMs);
    }
    await takeOver(lockPath, seen, leaseMs);
  }
  throw new Error(`Could not take the lock ${lockPath}: it keeps coming back`);
}

/** Whether the lock seen is its holder's still ('alive') or may be taken over ('stale'). */
async function judge(
  seen: Seen,
  lockPath: string,
  leaseMs: number,
  host: string,
): Promise<'alive' | 'stale'> {
  let current = seen;
  if (!current.owner) {
    // Torn by a crash, or being written this instant: a moment tells which.
    await pause(100);
    const again = await look(lockPath);
    if (!again?.owner) return 'stale';
    current = again;
  }
  const owner = current.owner as LockOwner;
  if (Date.now() - current.renewedMs > leaseMs) return 'stale';
  if (owner.host === host && (owner.pid === process.pid || isGone(owner.pid))) return 'stale';
  // Its holder renews it every fifth of the lease: watch until it does, or the lease runs out,
  // or the holder dies meanwhile (a kill -9 while this watches is taken over at once too).
  while (Date.now() - current.renewedMs <= leaseMs) {
    await pause(Math.min(250, leaseMs / 10));
    const now = await look(lockPath);
    if (!now) return 'stale';
    if (now.text !== current.text || now.renewedMs !== current.renewedMs) return 'alive';
    if (owner.host === host && isGone(owner.pid)) return 'stale';
  }
  return 'stale';
}

/**
 * Removes the stale lock `seen` — if it is still that one. Takers go one at a time (an exclusive
 * `.takeover` file), so none removes a lock another has just taken.
 */
async function takeOver(lockPath: string, seen: Seen, leaseMs: number): Promise<void> {
  const mutex = `${lockPath}.takeover`;
  try {
    await writeFile(mutex, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const since = await stat(mutex).then(
      (info) => info.mtimeMs,
      () => 0,
    );
    // A taker that died in the middle: its file is cleared after a lease.
    if (Date.now() - since > leaseMs) await rm(mutex, { force: true });
    else await pause(50);
    return;
  }
  try {
    const now = await look(lockPath);
    if (now && now.text === seen.text && now.renewedMs === seen.renewedMs) {
      await rm(lockPath, { force: true });
    }
  } finally {
    await rm(mutex, { force: true });
  }
}

/** Keeps the lock renewed; resolves with the function that stops renewing and removes it. */
function renewing(
  lockPath: string,
  ledgerPath: string,
  token: string,
  leaseMs: number,
  onLost: LockOptions['onLost'],
): () => Promise<void> {
  let stopped = false;
  const stillMine = async () => (await look(lockPath))?.owner?.token === token;
  const timer = setInterval(async () => {
    if (stopped) return;
    if (await stillMine()) {
      const now = new Date();
      await utimes(lockPath, now, now).catch(() => undefined);
      return;
    }
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    held.delete(lockPath);
    onLost?.(new LedgerLockLostError(ledgerPath));
  }, leaseMs / 5);
  timer.unref();
  return async () => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    held.delete(lockPath);
    if (await stillMine()) await rm(lockPath, { force: true });
  };
}

async function look(lockPath: string): Promise<Seen | undefined> {
  try {
    const [text, info] = await Promise.all([readFile(lockPath, 'utf8'), stat(lockPath)]);
    let owner: LockOwner | undefined;
    try {
      const parsed = JSON.parse(text) as LockOwner;
      if (Number.isInteger(parsed.pid)) owner = { ...parsed, host: parsed.host ?? '?' };
    } catch {
      owner = undefined;
    }
    return { owner, text, renewedMs: info.mtimeMs };
  } catch {
    return undefined;
  }
}
