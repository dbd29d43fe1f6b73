import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { directoryContentClaims } from '../../src/batch/node/index.js';

const SHA = 'a'.repeat(64);
const LEASE_MS = 600;
const folders: string[] = [];
afterEach(async () => {
  for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function folder() {
  const dir = await mkdtemp(join(tmpdir(), 'scribekit-claims-'));
  folders.push(dir);
  return dir;
}

/** A claim file as another process would have left it, last renewed `ageMs` ago. */
async function leftClaim(dir: string, pid: number, ageMs: number) {
  const path = join(dir, `${SHA}.claim`);
  await writeFile(path, JSON.stringify({ owner: 'someone-else', pid, host: hostname() }));
  const at = new Date(Date.now() - ageMs);
  await utimes(path, at, at);
}

describe('content claims in a shared folder', () => {
  test('the second claimer waits, then reuses the transcript the first made', async () => {
    const dir = await folder();
    const a = directoryContentClaims(dir, { leaseMs: LEASE_MS });
    const b = directoryContentClaims(dir, { leaseMs: LEASE_MS });
    const first = await a.claim(SHA);
    expect(first.mine).toBe(true);
    let second: Awaited<ReturnType<typeof b.claim>> | undefined;
    const waiting = b.claim(SHA).then((claim) => (second = claim));
    // Well past the lease: the first is alive and renews its claim.
    await new Promise((resolve) => setTimeout(resolve, 3 * LEASE_MS));
    expect(second).toBeUndefined();
    if (first.mine) await first.finish('tr_made_once');
    expect(await waiting).toEqual({ mine: false, transcriptId: 'tr_made_once' });
  });

  test('a released claim (a failed upload) goes to the next claimer', async () => {
    const dir = await folder();
    const first = await directoryContentClaims(dir).claim(SHA);
    const waiting = directoryContentClaims(dir).claim(SHA);
    if (first.mine) await first.release();
    expect((await waiting).mine).toBe(true);
  });

  test('a claim not renewed within the lease is taken over, though its PID is alive', async () => {
    const dir = await folder();
    // A live process that is not the claimer any more (its PID alone proves nothing).
    await leftClaim(dir, process.pid, LEASE_MS + 100);
    const claim = await directoryContentClaims(dir, { leaseMs: LEASE_MS }).claim(SHA);
    expect(claim.mine).toBe(true);
    // A freshly renewed one is waited for.
    if (claim.mine) await claim.release();
    await leftClaim(dir, process.pid, 0);
    const stop = new AbortController();
    setTimeout(() => stop.abort(new Error('still waiting')), LEASE_MS / 2);
    await expect(
      directoryContentClaims(dir, { leaseMs: LEASE_MS }).claim(SHA, stop.signal),
    ).rejects.toThrow('still waiting');
  });

  test('a claim of a process that is gone (this host) is taken at once, lease or not', async () => {
    const dir = await folder();
    const gone = spawnSync(process.execPath, ['-e', 'process.pid']).pid as number;
    await leftClaim(dir, gone, 0);
    const started = Date.now();
    const claim = await directoryContentClaims(dir, { leaseMs: 60_000 }).claim(SHA);
    expect(claim.mine).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
