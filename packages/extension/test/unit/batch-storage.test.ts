import { applyStep, type ItemRecord, type LedgerStep } from '@scribekit/sdk/batch';
import { describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import type { BatchArea } from '../../src/background/batch/batch-records.js';
import { createBatchedWriter } from '../../src/background/batch/batched-writer.js';
import { itemView } from '../../src/background/batch/item-view.js';
import {
  openStorageLedger,
  openStorageQuotas,
  withoutDeadLeases,
} from '../../src/background/batch/storage-ledger.js';
import type { BatchPlanView, BatchView } from '../../src/messages/page-batches.js';
import { batchRowText, planText, waitText } from '../../src/ui/batch-text.js';
import { getMessageIn } from './setup-i18n.js';

/** storage.local as the browser gives it, counting writes; `failNext` makes the next write fail. */
function countingArea() {
  fakeBrowser.reset();
  const local = fakeBrowser.storage.local;
  let failNext = false;
  const writes: Record<string, unknown>[] = [];
  const area: BatchArea = {
    get: (keys) => local.get(keys),
    remove: (keys) => local.remove(keys),
    async set(items) {
      if (failNext) {
        failNext = false;
        throw new Error('QUOTA_BYTES quota exceeded');
      }
      writes.push(items);
      await local.set(items);
    },
  };
  return { area, writes, failNext: () => (failNext = true) };
}

const steps: LedgerStep[] = [
  { type: 'item', kind: 'url', name: 'Lecture 1', url: 'https://vimeo.com/1' },
  { type: 'import-intent', at: 1_000 },
  { type: 'import-started', importId: 'imp_1' },
  { type: 'transcript-started', transcriptId: 'tr_1' },
  { type: 'transcribed' },
  { type: 'done' },
];

describe('the storage ledger of a page batch', () => {
  test('a worker stopped between any two steps reopens with exactly the steps it acknowledged', async () => {
    for (let cut = 0; cut <= steps.length; cut += 1) {
      const { area } = countingArea();
      const { ledger } = await openStorageLedger(area, createBatchedWriter(area), 'b1', ['0']);
      let want: ItemRecord | undefined;
      for (const step of steps.slice(0, cut)) {
        await ledger.record('0', step);
        want = applyStep('0', want, step);
      }
      // The worker is gone: nothing of it is kept but storage.
      const reopened = await openStorageLedger(area, createBatchedWriter(area), 'b1', ['0']);
      expect(await reopened.ledger.get('0'), `stopped after ${cut} steps`).toEqual(want);
    }
  });

  test('a step whose write fails is not acknowledged and not kept', async () => {
    const { area, failNext } = countingArea();
    const { ledger } = await openStorageLedger(area, createBatchedWriter(area), 'b1', ['0']);
    await ledger.record('0', steps[0] as LedgerStep);
    await ledger.record('0', steps[1] as LedgerStep);
    failNext();
    await expect(ledger.record('0', steps[2] as LedgerStep)).rejects.toThrow(/quota/);
    // Neither in this worker's memory nor in storage: the engine looks the import up instead.
    expect((await ledger.get('0'))?.import).toEqual({ at: 1_000 });
    const reopened = await openStorageLedger(area, createBatchedWriter(area), 'b1', ['0']);
    expect((await reopened.ledger.get('0'))?.import).toEqual({ at: 1_000 });
  });

  test('steps of items stepping at once share one write, each acknowledged once stored', async () => {
    const { area, writes } = countingArea();
    const ids = ['0', '1', '2', '3'];
    const { ledger } = await openStorageLedger(area, createBatchedWriter(area), 'b1', ids);
    await Promise.all(ids.map((id) => ledger.record(id, steps[0] as LedgerStep)));
    expect(writes).toHaveLength(1);
    expect(Object.keys(writes[0] ?? {})).toEqual(['b:b1:0', 'b:b1:1', 'b:b1:2', 'b:b1:3']);
  });

  test('500 finished items stay small in storage', async () => {
    const { area } = countingArea();
    const ids = Array.from({ length: 500 }, (_, index) => String(index));
    const { ledger } = await openStorageLedger(area, createBatchedWriter(area), 'b1', ids);
    for (const id of ids) for (const step of steps) await ledger.record(id, step);
    const stored = JSON.stringify(await area.get(ids.map((id) => `b:b1:${id}`)));
    console.log(`500 finished items: ${stored.length} bytes in storage.local`);
    expect(stored.length).toBeLessThan(150_000);
  });

  test('a quota slot a stopped worker held counts as sent and blocks nothing', async () => {
    const { area } = countingArea();
    await area.set({
      'q:source-import': {
        hits: [{ sent: 10, done: 20 }],
        pending: [{ id: 'dead', sent: 50, until: 120_050 }],
      },
    });
    const quotas = await openStorageQuotas(area, createBatchedWriter(area));
    expect(await quotas.read('source-import')).toEqual({
      hits: [
        { sent: 10, done: 20 },
        { sent: 50, done: 50 },
      ],
      pending: [],
    });
    expect(withoutDeadLeases({ hits: [], pending: [] })).toEqual({ hits: [], pending: [] });
  });
});

describe('a batch item as the All transcripts page shows it', () => {
  const video = { u: 'https://vimeo.com/1', t: 'Lecture 1' };
  test.each([
    ['queued before anything is sent', undefined, 'queued'],
    ['importing once the import is asked for', { import: { at: 1 } }, 'importing'],
    ['transcribing once the transcript is known', { transcript: { id: 'tr' } }, 'transcribing'],
    ['done', { state: 'done', transcript: { id: 'tr', ready: true } }, 'done'],
    ['failed', { state: 'failed', error: { message: 'Private video' } }, 'failed'],
  ] as const)('%s', (_name, record, status) => {
    const full = record
      ? ({ id: '0', kind: 'url', name: 'x', state: 'pending', ...record } as ItemRecord)
      : undefined;
    expect(itemView(video, full).status).toBe(status);
  });
  test('skipped when it was transcribed before the batch', () => {
    expect(itemView({ ...video, s: 'tr_old' }, undefined)).toEqual({
      url: video.u,
      title: video.t,
      status: 'skipped',
      transcriptId: 'tr_old',
      error: null,
    });
  });
});

describe('batch words', () => {
  const plan = (toImport: number, quotaWaitMs: number): BatchPlanView => ({
    found: 40,
    total: 40,
    alreadyDone: 40 - toImport,
    toImport,
    quotaWaitMs,
    limit: 30,
    windowMs: 3_600_000,
    running: null,
  });
  test.each([
    [plan(40, 80 * 60_000), '40 videos: the last starts in about 1 h 20 min, at 30 an hour'],
    [plan(37, 3_600_000), '37 videos: the last starts in about 1 h, at 30 an hour'],
    [plan(12, 0), '12 videos: all can start now'],
    [plan(31, 14 * 60_000 + 1), '31 videos: the last starts in about 15 min, at 30 an hour'],
  ])('%o reads "%s"', (given, want) => {
    expect(planText(given)).toBe(want);
  });

  const batch = (fields: Partial<BatchView>): BatchView => ({
    id: 'b',
    pageUrl: 'https://www.youtube.com/playlist?list=PL',
    title: 'Course',
    total: 40,
    skipped: 2,
    done: 10,
    failed: 0,
    state: 'running',
    nextAt: null,
    createdAt: 0,
    endedAt: null,
    ...fields,
  });
  // Counted on what the batch itself transcribes (the plan's "Transcribe 38 videos"), with the
  // videos transcribed before it apart: never "40 of 40 done" when the batch did 38.
  test.each([
    [batch({}), 'Batch: 10 of 38 transcribed · 2 skipped (already transcribed)'],
    [
      batch({ state: 'waiting', nextAt: 14 * 60_000 }),
      'Batch: 10 of 38 transcribed, next in 14 min · 2 skipped (already transcribed)',
    ],
    [
      batch({ state: 'waiting', nextAt: 45_000 }),
      'Batch: 10 of 38 transcribed, next in 45 s · 2 skipped (already transcribed)',
    ],
    [
      batch({ state: 'done', done: 36, failed: 2 }),
      'Batch finished: 36 of 38 transcribed · 2 failed · 2 skipped (already transcribed)',
    ],
    [
      batch({ state: 'done', done: 37, skipped: 3 }),
      'Batch finished: 37 of 37 transcribed · 3 skipped (already transcribed)',
    ],
    [batch({ skipped: 0 }), 'Batch: 10 of 40 transcribed'],
    [
      batch({ state: 'cancelled' }),
      'Batch cancelled: 10 of 38 transcribed · 2 skipped (already transcribed)',
    ],
  ])('%o reads "%s"', (given, want) => {
    expect(batchRowText(given, 0)).toBe(want);
  });

  test('waits under a minute are in seconds, rounded up; longer ones in minutes and hours', () => {
    expect(waitText(45_000)).toBe('45 s');
    expect(waitText(400)).toBe('1 s');
    expect(waitText(59_001)).toBe('60 s');
    expect(waitText(60_000)).toBe('1 min');
    expect(waitText(14 * 60_000 + 1)).toBe('15 min');
    expect(waitText(80 * 60_000)).toBe('1 h 20 min');
    expect(planText(plan(31, 40_000))).toBe(
      '31 videos: the last starts in about 40 s, at 30 an hour',
    );
  });

  test('in German', async () => {
    fakeBrowser.i18n.getMessage = await getMessageIn('de');
    expect(planText(plan(40, 80 * 60_000))).toBe(
      '40 Videos: das letzte startet in etwa 1 Std. 20 Min., bei 30 pro Stunde',
    );
    expect(batchRowText(batch({ state: 'waiting', nextAt: 90 * 60_000 }), 0)).toBe(
      'Stapel: 10 von 38 transkribiert, nächstes in 1 Std. 30 Min. · 2 übersprungen (bereits transkribiert)',
    );
    expect(waitText(30_000)).toBe('30 Sek.');
  });
});
