import { type Sandbox, startSandbox } from '@scribekit/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { operationsFor } from '../../src/background/api.js';
import { BATCH_ALARM } from '../../src/background/batch/batch-runner.js';
import type { PageVideoLink } from '../../src/messages/popup.js';
import { type Harness, startHarness } from '../support/harness.js';
import { clearFaults, eventually, injectFault } from '../support/sandbox.js';

// "Transcribe N videos" in the background: the SDK's batch engine with its ledger in extension
// storage, against a sandbox whose import quota is 4 per 2 seconds (the hour shortened).

const QUOTA = 4;
const WINDOW_S = 2;
let sandbox: Sandbox;
let harness: Harness | null = null;

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    processingMs: 100,
    validateResponses: true,
    rateLimits: { sourceImports: QUOTA, uploadInit: 1000, windowS: WINDOW_S },
    log: () => undefined,
  });
});
afterAll(() => sandbox.close());
afterEach(() => {
  harness?.stop();
  harness = null;
});

let nextVideo = 81_000_000;
function videos(count: number): PageVideoLink[] {
  return Array.from({ length: count }, () => {
    nextVideo += 1;
    return { url: `https://vimeo.com/${nextVideo}`, title: `Talk ${nextVideo}` };
  });
}

/** Successful import creates of these addresses at the sandbox, by address. */
function createsOf(urls: string[]): Map<string, number> {
  const counts = new Map(urls.map((url) => [url, 0]));
  for (const entry of sandbox.requests({ method: 'POST', path: '/api/v1/source-imports/' })) {
    const url = (entry.body as { url?: string } | null)?.url ?? '';
    if (entry.status < 300 && counts.has(url)) counts.set(url, (counts.get(url) ?? 0) + 1);
  }
  return counts;
}

async function started(keepStorage = false) {
  harness = await startHarness(sandbox, { keepStorage });
  if (!keepStorage) await harness.saveKey();
  return harness;
}

describe('page batches', () => {
  test('imports every video once under the quota, skips what was transcribed, tells once', async () => {
    const h = await started();
    const list = videos(11);
    // Two of them were imported before (one of them under another form of its address).
    const ops = operationsFor(sandbox.apiKey, sandbox.baseUrl);
    const earlier = [
      await ops.startImport({ url: (list[0] as PageVideoLink).url }),
      await ops.startImport({ url: `${(list[1] as PageVideoLink).url}?share=copy` }),
    ];
    await eventually(
      async () => {
        const states = await Promise.all(earlier.map((job) => ops.getImport(job.id)));
        return states.every((job) => job.transcript_id) || undefined;
      },
      10_000,
      'the earlier imports to finish',
    );
    const before = createsOf(list.map((video) => video.url));
    const page = 'https://www.youtube.com/playlist?list=PLbatch1';
    // Duplicates under other addresses and a non-video link are not videos of their own.
    const sent = [
      ...list,
      { url: `${(list[3] as PageVideoLink).url}#t=30s`, title: '' },
      { url: 'https://example.com/about', title: 'About' },
    ];
    const plan = await h.call('planPageBatch', { pageUrl: page, videos: sent });
    expect(plan).toMatchObject({ total: 11, alreadyDone: 2, toImport: 9, running: null });
    const batch = await h.call('startPageBatch', { pageUrl: page, title: 'Talks', videos: sent });
    expect(batch).toMatchObject({ total: 11, skipped: 2, state: 'running' });
    // A second start of the same page while it runs is the same batch.
    const again = await h.call('startPageBatch', { pageUrl: page, title: 'Talks', videos: sent });
    expect(again.id).toBe(batch.id);

    const ended = await eventually(
      async () => {
        const [view] = await h.call('listBatches', null);
        return view?.state === 'done' ? view : undefined;
      },
      40_000,
      'the batch to end',
    );
    expect(ended).toMatchObject({ total: 11, skipped: 2, done: 9, failed: 0 });
    const counts = createsOf(list.map((video) => video.url));
    // Sent by the batch: one import of each video but the two it skipped.
    const sentByBatch = list.map(
      (video) => (counts.get(video.url) ?? 0) - (before.get(video.url) ?? 0),
    );
    expect(sentByBatch).toEqual([0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    // More imports than the quota allows in a window: the batch waited for slots, never failed.
    expect(
      sandbox.requests({ method: 'POST', path: '/api/v1/source-imports/', status: 429 }).length,
    ).toBeLessThanOrEqual(1);
    // The quota held: more than QUOTA imports were needed, so the engine waited for slots.
    const details = await h.call('getBatch', { id: batch.id });
    expect(details.items.map((item) => item.status)).toEqual([
      'skipped',
      'skipped',
      ...Array(9).fill('done'),
    ]);
    expect(details.items.every((item) => item.transcriptId)).toBe(true);
    const notes = await fakeBrowser.notifications.getAll();
    expect(Object.keys(notes)).toEqual([`scribekit-batch:${batch.id}`]);
    expect(await fakeBrowser.alarms.get(BATCH_ALARM)).toBeUndefined();
  }, 60_000);

  test('a background stopped mid-batch resumes from its ledger and imports nothing twice', async () => {
    const first = await started();
    const list = videos(10);
    const page = 'https://vimeo.com/showcase/123456';
    const batch = await first.call('startPageBatch', {
      pageUrl: page,
      title: 'Showcase',
      videos: list,
    });
    // Stopped as a browser stops a service worker: in the middle of the work.
    await eventually(
      () => createsOf(list.map((video) => video.url)).get(list[2]?.url ?? '') === 1 || undefined,
      20_000,
      'a few imports',
    );
    first.stop();
    first.background.batches.halt();
    const second = await started(true);
    await second.background.ready;
    const ended = await eventually(
      async () => {
        const [view] = await second.call('listBatches', null);
        return view?.id === batch.id && view.state === 'done' ? view : undefined;
      },
      40_000,
      'the resumed batch to end',
    );
    expect(ended).toMatchObject({ total: 10, done: 10, failed: 0 });
    expect([...createsOf(list.map((video) => video.url)).values()]).toEqual(Array(10).fill(1));
  }, 60_000);

  test('waiting for the quota, the batch stops and sets its alarm for the next slot; Cancel ends it', async () => {
    // A second sandbox whose window is long enough that waiting in place would be worth an alarm.
    const strict = await startSandbox({
      port: 0,
      processingMs: 100,
      rateLimits: { sourceImports: 3, uploadInit: 1000, windowS: 30 },
      log: () => undefined,
    });
    try {
      harness = await startHarness(strict);
      await harness.call('saveSettings', { apiKey: strict.apiKey, baseUrl: strict.baseUrl });
      const list = videos(8);
      const page = 'https://www.youtube.com/@talks/videos';
      const batch = await harness.call('startPageBatch', {
        pageUrl: page,
        title: 'Talks',
        videos: list,
      });
      const waiting = await eventually(
        async () => {
          const [view] = (await harness?.call('listBatches', null)) ?? [];
          return view?.state === 'waiting' ? view : undefined;
        },
        20_000,
        'the batch to wait for the quota',
      );
      // The next slot is when the first import leaves the 30 s window, and the alarm is set for it.
      const nextAt = waiting.nextAt as number;
      expect(nextAt - Date.now()).toBeGreaterThan(10_000);
      expect(nextAt - Date.now()).toBeLessThan(31_000);
      const alarm = await fakeBrowser.alarms.get(BATCH_ALARM);
      expect(alarm?.scheduledTime).toBe(nextAt);
      expect(waiting.done).toBe(3);
      // Nothing runs while it waits: the worker could stop.
      await harness.background.batches.settled();

      const cancelled = await harness.call('cancelBatch', { id: batch.id });
      expect(cancelled.state).toBe('cancelled');
      expect(await fakeBrowser.alarms.get(BATCH_ALARM)).toBeUndefined();
      // A start of the same page now is a new batch, which skips the three transcribed.
      const plan = await harness.call('planPageBatch', { pageUrl: page, videos: list });
      expect(plan).toMatchObject({ running: null, alreadyDone: 3, toImport: 5 });
      const creates = strict
        .requests({ method: 'POST', path: '/api/v1/source-imports/' })
        .filter((entry) => entry.status < 300);
      expect(creates).toHaveLength(3);
      expect(Object.keys(await fakeBrowser.notifications.getAll())).toEqual([]);
    } finally {
      harness?.background.batches.halt();
      await strict.close();
    }
  }, 60_000);

  test('a video the service refuses fails alone: the others finish, the notice counts it', async () => {
    const h = await started();
    const list = videos(4);
    await injectFault(sandbox, {
      match: { method: 'POST', path: '/api/v1/source-imports/' },
      effect: { status: 422 },
      times: 1,
    });
    try {
      const batch = await h.call('startPageBatch', {
        pageUrl: 'https://vimeo.com/channels/refused',
        title: 'Refused one',
        videos: list,
      });
      const ended = await eventually(
        async () => {
          const [view] = await h.call('listBatches', null);
          return view?.id === batch.id && view.state === 'done' ? view : undefined;
        },
        30_000,
        'the batch to end',
      );
      expect(ended).toMatchObject({ done: 3, failed: 1, skipped: 0 });
      const details = await h.call('getBatch', { id: batch.id });
      const failed = details.items.filter((item) => item.status === 'failed');
      expect(failed).toHaveLength(1);
      expect(failed[0]?.error?.length).toBeGreaterThan(5);
      const notes = (await fakeBrowser.notifications.getAll()) as Record<
        string,
        { message: string }
      >;
      expect(Object.keys(notes)).toEqual([`scribekit-batch:${batch.id}`]);
      expect(notes[`scribekit-batch:${batch.id}`]?.message).toBe(
        'Refused one: 3 transcribed, 1 failed. Click to see them.',
      );
    } finally {
      await clearFaults(sandbox);
    }
  }, 40_000);
});
