import { appendFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { withProcessCpu } from '../../../../scripts/test-support/cpu-time.mjs';
import { finishedItem } from '../../bench/finished-item.mjs';
import { openJournalLedger } from '../../src/batch/node/index.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'scribekit-journal-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('openJournalLedger', () => {
  test('keeps every step across a reopen and compacts to one line per item', async () => {
    const path = join(dir, 'ledger.jsonl');
    const ledger = await openJournalLedger(path);
    await ledger.record('a', {
      type: 'item',
      kind: 'file',
      name: 'a',
      sha256: 'f'.repeat(64),
      size: 10,
    });
    await ledger.record('a', { type: 'upload-intent', key: 'k1', at: 1 });
    await ledger.record('a', { type: 'upload-started', fileId: 'file-1', totalParts: 2 });
    await ledger.record('a', { type: 'part', partNo: 2 });
    await ledger.record('b', { type: 'item', kind: 'url', name: 'b', url: 'https://x.test/v' });
    await ledger.update('upload-init', (state) => ({
      state: { ...state, cooldownUntil: Date.now() + 60_000 },
      result: undefined,
    }));
    // Written through before close: a kill -9 now would keep it.
    expect((await readFile(path, 'utf8')).split('\n').filter(Boolean).length).toBe(7);
    await ledger.close();

    const lines = (await readFile(path, 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(4); // header, two items, one quota
    const reopened = await openJournalLedger(path);
    expect(await reopened.get('a')).toMatchObject({
      upload: { key: 'k1', fileId: 'file-1', totalParts: 2, parts: [2] },
      sha256: 'f'.repeat(64),
    });
    expect((await reopened.read('upload-init')).cooldownUntil).toBeGreaterThan(Date.now());
    await reopened.close();
  });

  test('a line torn by a crash is dropped, the lines before it kept', async () => {
    const path = join(dir, 'ledger.jsonl');
    const ledger = await openJournalLedger(path);
    await ledger.record('a', { type: 'item', kind: 'file', name: 'a', sha256: 'a'.repeat(64) });
    await ledger.record('a', { type: 'transcript-intent', at: 5 });
    await ledger.close();
    await appendFile(path, '{"i":"a","s":{"type":"transcript-sta');
    const reopened = await openJournalLedger(path);
    expect((await reopened.get('a'))?.transcript).toEqual({ at: 5 });
    await reopened.close();
  });

  test('requests in flight of a dead process count against the quota when reopened', async () => {
    const path = join(dir, 'ledger.jsonl');
    const ledger = await openJournalLedger(path);
    const sent = Date.now();
    await ledger.update('upload-init', (state) => ({
      state: { ...state, pending: [{ id: 'x', sent, until: sent + 120_000 }] },
      result: undefined,
    }));
    await ledger.close();
    const reopened = await openJournalLedger(path);
    expect(await reopened.read('upload-init')).toMatchObject({
      pending: [],
      hits: [{ sent, done: sent }],
    });
    await reopened.close();
  });

  test('10 000 items: ≤ 2 KB each at rest, reopened in under a second', async () => {
    const path = join(dir, 'ledger.jsonl');
    const ledger = await openJournalLedger(path);
    await Promise.all(Array.from({ length: 10_000 }, (_, i) => finishedItem(ledger, i)));
    await ledger.close();
    const bytes = (await stat(path)).size;
    expect(bytes / 10_000).toBeLessThanOrEqual(2048);
    // CPU time of this process, which a busy machine does not change (the file is in the cache).
    const { value: reopened, cpuMs } = await withProcessCpu(() => openJournalLedger(path));
    expect(reopened.size).toBe(10_000);
    expect((await reopened.get('/home/someone/recordings/2026/interview-9999.wav'))?.state).toBe(
      'done',
    );
    await reopened.close();
    expect(cpuMs).toBeLessThan(1_000);
  }, 60_000);
});
