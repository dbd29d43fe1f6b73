import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { sleep } from '../../internal/sleep.js';
import type { ContentClaim, ContentClaims } from '../content-claims.js';
import { isGone } from './process-gone.js';

/** Default lease of a content claim: a holder that stops renewing it for this long is taken to be dead. */
export const DEFAULT_CONTENT_LEASE_MS = 10_000;
/** How often a waiting process looks at the claim again. */
const POLL_MS = 200;
/**
 * How long a finished claim's transcript is offered to others. The handoff between processes
 * working at the same time is what it is for; a later run finds its transcripts in its own ledger,
 * and an old note could name a transcript deleted since.
 */
const DONE_KEPT_MS = 3_600_000;

/** Options of `directoryContentClaims`. */
export interface ContentClaimFolderOptions {
  /** How long a claim holds without renewal (default 10 000 ms); it is renewed every third of that. */
  leaseMs?: number;
}

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException)?.code === code;

/** True when the claim names a process of this host that no longer exists (or is a zombie). */
async function holderIsGone(path: string): Promise<boolean> {
  try {
    const { pid, host } = JSON.parse(await readFile(path, 'utf8'));
    return host === hostname() && Number.isInteger(pid) && isGone(pid);
  } catch {
    return false;
  }
}

/**
 * Content claims as files in `dir`, shared by every process that uses it (the CLI passes a
 * folder per API key in its config folder): `<sha256>.claim` is held by one process and renewed
 * (its modification time) while that process lives; `<sha256>.done` names the transcript made,
 * for the others to reuse (for an hour). A claim not renewed for `leaseMs` is taken over.
 */
export function directoryContentClaims(
  dir: string,
  options: ContentClaimFolderOptions = {},
): ContentClaims {
  const leaseMs = options.leaseMs ?? DEFAULT_CONTENT_LEASE_MS;
  const done = async (sha256: string) => {
    try {
      const { transcriptId, at } = JSON.parse(await readFile(join(dir, `${sha256}.done`), 'utf8'));
      if (typeof transcriptId !== 'string' || !(Date.now() - at < DONE_KEPT_MS)) return undefined;
      return transcriptId as string;
    } catch {
      return undefined;
    }
  };

  /** Creates the claim file exclusively; false when another holds it. */
  async function take(path: string, owner: string): Promise<boolean> {
    try {
      const handle = await open(path, 'wx', 0o600);
      try {
        await handle.writeFile(JSON.stringify({ owner, pid: process.pid, host: hostname() }));
      } finally {
        await handle.close();
      }
      return true;
    } catch (error) {
      if (isCode(error, 'EEXIST')) return false;
      throw error;
    }
  }

  /**
   * Moves a claim out of the way (one process wins the rename) when it was not renewed within the
   * lease, or sooner when its process is certainly gone (this host, no such process: a rerun right
   * after a kill -9 need not wait out its own lease). A live PID proves nothing; the lease decides.
   */
  async function takeOverIfStale(path: string): Promise<void> {
    const info = await stat(path).catch(() => undefined);
    if (!info) return;
    if (Date.now() - info.mtimeMs <= leaseMs && !(await holderIsGone(path))) return;
    const aside = `${path}.${randomUUID()}.stale`;
    try {
      await rename(path, aside);
    } catch (error) {
      if (!isCode(error, 'ENOENT')) throw error;
      return;
    }
    await rm(aside, { force: true });
  }

  return {
    async claim(sha256, signal) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const path = join(dir, `${sha256}.claim`);
      const owner = randomUUID();
      for (;;) {
        signal?.throwIfAborted();
        const made = await done(sha256);
        if (made) return { mine: false, transcriptId: made };
        if (await take(path, owner)) break;
        await takeOverIfStale(path);
        await sleep(POLL_MS, signal);
      }
      const renewal = setInterval(
        () => {
          const at = new Date();
          utimes(path, at, at).catch(() => undefined);
        },
        Math.max(50, Math.floor(leaseMs / 3)),
      );
      renewal.unref();
      /** Removes the claim file if it is still this claim's (not taken over meanwhile). */
      const drop = async () => {
        clearInterval(renewal);
        const text = await readFile(path, 'utf8').catch(() => '');
        if (text.includes(owner)) await rm(path, { force: true });
      };
      const claim: ContentClaim = {
        mine: true,
        async finish(transcriptId) {
          const temporary = join(dir, `${sha256}.done.${owner}.tmp`);
          await writeFile(temporary, JSON.stringify({ transcriptId, at: Date.now() }), {
            mode: 0o600,
          });
          await rename(temporary, join(dir, `${sha256}.done`));
          await drop();
        },
        release: drop,
      };
      return claim;
    },
  };
}
