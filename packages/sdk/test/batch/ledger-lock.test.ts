import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Sandbox, startSandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LedgerLockedError, openJournalLedger } from '../../src/batch/node/index.js';
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
      expect(message).toContain('.scribekit-batch.jsonl');

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
