import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Sandbox, startSandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  LedgerLockedError,
  LedgerLockLostError,
  openJournalLedger,
} from '../../src/batch/node/index.js';
import { recordingsFolder } from './helpers.js';
import { startDriver } from './run-driver.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, processingMs: 1_500, log: () => {} });
});
afterAll(() => sandbox?.close());

describe('the journal ledger lock', () => {
  test('a second process on the same ledger fails clearly; a killed holder’s lock is taken over', async () => {
    const folder = await recordingsFolder(3, 'lock', 1);
    const settings = { baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey, concurrency: 1 };
    try {
      const holder = startDriver(join(folder.dir, 'in'), folder.out, settings);
      await holder.started;
      const second = startDriver(join(folder.dir, 'in'), folder.out, settings);
      const refused = await second.exited;
      expect(refused.code).toBe(3);
      const message = second.stderr.join('\n');
      expect(message).toContain(`in use by process ${holder.child.pid}`);
      expect(message).toContain('keeps renewing its lock');
      expect(message).toContain('.scribekit-batch.jsonl');

      // The rerun right after kill -9 goes ahead (its process is gone: no lease to wait out).
      holder.child.kill('SIGKILL');
      await holder.exited;
      const takeover = startDriver(join(folder.dir, 'in'), folder.out, settings);
      const finished = await takeover.exited;
      expect(finished.code, takeover.stderr.join('\n')).toBe(0);
      expect(takeover.events.filter((event) => event.event === 'itemDone')).toHaveLength(3);
    } finally {
      await folder.cleanup();
    }
  }, 60_000);

  test('the same process cannot open a ledger twice; closing releases it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'scribekit-ledger-'));
    try {
      const path = join(dir, 'ledger.jsonl');
      const first = await openJournalLedger(path);
      const error = await openJournalLedger(path).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(LedgerLockedError);
      expect((error as LedgerLockedError).pid).toBe(process.pid);
      await first.close();
      const again = await openJournalLedger(path);
      await again.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a lease, not a PID: a lock naming a live process but not renewed for an hour is taken over at once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'scribekit-ledger-'));
    try {
      const path = join(dir, 'ledger.jsonl');
      // This test's own PID and its parent's: both alive, neither holds the ledger.
      for (const pid of [process.pid, process.ppid]) {
        const lock = {
          pid,
          host: hostname(),
          since: new Date(Date.now() - 3_600_000).toISOString(),
        };
        await writeFile(`${path}.lock`, JSON.stringify(lock));
        const hourAgo = new Date(Date.now() - 3_600_000);
        await utimes(`${path}.lock`, hourAgo, hourAgo);
        const started = Date.now();
        const ledger = await openJournalLedger(path);
        expect(Date.now() - started).toBeLessThan(5_000); // no lease to wait out
        expect(JSON.parse(await readFile(`${path}.lock`, 'utf8')).token).toBeTypeOf('string');
        await ledger.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a lock naming a process killed but not yet reaped (a zombie) is taken over at once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'scribekit-ledger-'));
    // `sleep 0.1` ends; its parent becomes `sleep 30` (exec), which never reaps it: a zombie.
    const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 30'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    try {
      const zombie = Number((await once(parent.stdout, 'data'))[0].toString().trim());
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(() => process.kill(zombie, 0)).not.toThrow(); // signal 0 still answers
      const path = join(dir, 'ledger.jsonl');
      const since = new Date().toISOString();
      await writeFile(`${path}.lock`, JSON.stringify({ pid: zombie, host: hostname(), since }));
      const started = Date.now();
      // A lease of a minute: only telling the zombie from a live process makes this quick.
      const ledger = await openJournalLedger(path, { lockLeaseMs: 60_000 });
      expect(Date.now() - started).toBeLessThan(10_000);
      await ledger.close();
    } finally {
      parent.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a holder killed while another process watches its lock is taken over at once, not after the lease', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'scribekit-ledger-'));
    // A live process the lock names; it never renews, so the opener watches it for the lease.
    const holder = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      const path = join(dir, 'ledger.jsonl');
      const since = new Date().toISOString();
      await writeFile(`${path}.lock`, JSON.stringify({ pid: holder.pid, host: hostname(), since }));
      const started = Date.now();
      // A lease of a minute: only noticing the death while watching makes this quick.
      const opening = openJournalLedger(path, { lockLeaseMs: 60_000 });
      await new Promise((resolve) => setTimeout(resolve, 500));
      holder.kill('SIGKILL');
      const ledger = await opening;
      expect(Date.now() - started).toBeLessThan(15_000);
      await ledger.close();
    } finally {
      holder.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a fresh lock of a live process that is never renewed is taken over once its lease ends', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'scribekit-ledger-'));
    try {
      const path = join(dir, 'ledger.jsonl');
      const since = new Date().toISOString();
      await writeFile(
        `${path}.lock`,
        JSON.stringify({ pid: process.ppid, host: hostname(), since }),
      );
      const started = Date.now();
      const ledger = await openJournalLedger(path, { lockLeaseMs: 1_000 });
      // Taken only after the lease of 1 s without renewal (far from 0 and from a hang).
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      await ledger.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a holder whose lock was taken over writes no more steps and is told', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'scribekit-ledger-'));
    try {
      const path = join(dir, 'ledger.jsonl');
      const lost: Error[] = [];
      const ledger = await openJournalLedger(path, {
        lockLeaseMs: 1_000,
        onLockLost: (error) => lost.push(error),
      });
      await ledger.record('a', { type: 'item', kind: 'file', name: 'a' });
      // Another process took it over (as one does after this one froze past the lease).
      await writeFile(
        `${path}.lock`,
        JSON.stringify({ pid: process.ppid, host: hostname(), since: '', token: 'theirs' }),
      );
      for (let i = 0; i < 50 && lost.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(lost[0]).toBeInstanceOf(LedgerLockLostError);
      expect(ledger.lockLost).toBe(lost[0]);
      await expect(ledger.record('a', { type: 'done' })).rejects.toBeInstanceOf(
        LedgerLockLostError,
      );
      await ledger.close();
      // Its lock is left to the process that holds it now.
      expect(JSON.parse(await readFile(`${path}.lock`, 'utf8')).token).toBe('theirs');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a lock file torn by a crash is stale', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'scribekit-ledger-'));
    try {
      const path = join(dir, 'ledger.jsonl');
      await writeFile(`${path}.lock`, '{"pid":');
      const ledger = await openJournalLedger(path);
      await ledger.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
