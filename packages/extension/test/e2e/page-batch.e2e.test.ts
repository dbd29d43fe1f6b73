import { join } from 'node:path';
import { type Sandbox, startSandbox } from '@scribekit/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { operationsFor } from '../../src/background/api.js';
import { eventually } from '../support/sandbox.js';
import { startBatchPopupScenario } from './support/batch-popup.js';
import {
  type ExtensionBrowser,
  launchExtensionBrowser,
  SCREENSHOTS,
} from './support/extension-browser.js';
import { routePlaylist, watch } from './support/playlist-page.js';
import { enabledButtons, popupOn } from './support/popup-on.js';
import { median, type PopupOpening } from './support/popup-paint.js';
import { stopWorker } from './support/restart-with.js';
import { saveSettings } from './support/save-settings.js';

// Issue 22 item 5 in the built extension (Chromium, headless): "Transcribe N videos" on a routed
// playlist page, run by the SDK's batch engine in the background against a sandbox whose import
// quota is 10 per 8 seconds (the hour shortened), through a closed popup and a stopped worker.

declare const chrome: {
  notifications: { getAll(): Promise<Record<string, unknown>> };
};

const QUOTA = 10;
const WINDOW_S = 8;
let sandbox: Sandbox;
let browser: ExtensionBrowser | null = null;

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    processingMs: 300,
    validateResponses: true,
    rateLimits: { sourceImports: QUOTA, uploadInit: 1000, windowS: WINDOW_S },
    log: () => undefined,
  });
});
afterEach(async () => {
  await browser?.close();
  browser = null;
});
afterAll(() => sandbox?.close());

const ops = () => operationsFor(sandbox.apiKey, sandbox.baseUrl);
const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(11 - prefix.length, '0')}`;
/** Successful import creates at the sandbox, by the address sent. */
function importCreates(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of sandbox.requests({ method: 'POST', path: '/api/v1/source-imports/' })) {
    const url = (entry.body as { url?: string } | null)?.url;
    if (url && entry.status < 300) counts.set(url, (counts.get(url) ?? 0) + 1);
  }
  return counts;
}

const batchRow = () => document.querySelector('[data-testid="batch-row"]') !== null;

describe('transcribe every video on a page (issue 22 item 5)', () => {
  test('40 videos: the plan, skips, every import once through a closed popup and a stopped worker, one notification', async () => {
    const videos = Array.from({ length: 40 }, (_, n) => id('pl', n));
    // Three of them were transcribed before, one under a playlist form of its address.
    const earlier = [
      await ops().startImport({ url: watch(videos[4] as string) }),
      await ops().startImport({ url: `${watch(videos[17] as string)}&list=PLx&index=3` }),
      await ops().startImport({ url: `https://youtu.be/${videos[33]}` }),
    ];
    await eventually(
      async () =>
        (await Promise.all(earlier.map((job) => ops().getImport(job.id)))).every(
          (job) => job.transcript_id,
        ) || undefined,
      15_000,
      'the earlier imports',
    );
    const before = importCreates();

    browser = await launchExtensionBrowser();
    await saveSettings(browser, sandbox.apiKey, sandbox);
    const tab = await routePlaylist(browser, 'PLe2eBatch', videos);
    const popup = await popupOn(browser, tab, 'none');
    await popup.waitFor(() => document.querySelector('[data-testid="batch-plan"]'));
    const text = await popup.text();
    expect(text).toContain('This page links to 40 videos.');
    expect(text).toContain('3 already transcribed: skipped');
    // This browser has had no answer from the import operation yet, so nothing the service
    // states is known: the documented quota (30 an hour) with the 3 earlier imports in its
    // window, 27 now, 10 later. (The batch's first answer states the sandbox's 10 per 8 s.)
    expect(text).toContain('37 videos: the last starts in about 1 h, at 30 an hour');
    expect(await enabledButtons(popup)).toContain('Transcribe 37 videos');
    // The list page is not called a dead end under its own offer; one video can still be pasted.
    expect(text).not.toContain("Scribekit can't transcribe this page");
    expect(await popup.evaluate(() => document.querySelector('[data-testid="unsupported"]'))).toBe(
      null,
    );
    expect(text).toContain('Or one video');
    await popup.screenshot(join(SCREENSHOTS, 'popup-page-batch-plan.png'));

    await popup.clickButton('Transcribe 37 videos');
    await popup.waitFor(batchRow);
    expect(await enabledButtons(popup)).not.toContain('Transcribe 37 videos');
    expect(await enabledButtons(popup)).toContain('Cancel batch');
    await popup.close();

    // Reopened while it runs: the running batch, not a second offer.
    const again = await popupOn(browser, tab, 'none');
    await again.waitFor(batchRow);
    expect(await enabledButtons(again)).not.toContain('Transcribe 37 videos');
    // Counted as the plan counted: 37 this batch transcribes, the 3 done before apart.
    expect(await again.text()).toMatch(
      /Batch: \d+ of 37 transcribed · 3 skipped \(already transcribed\)/,
    );
    await again.screenshot(join(SCREENSHOTS, 'popup-page-batch.png'));
    await again.close();

    // The worker stopped mid-batch (after some imports, before all): it resumes from its ledger.
    const created = () => {
      const now = importCreates();
      return videos.filter(
        (video) => (now.get(watch(video)) ?? 0) > (before.get(watch(video)) ?? 0),
      ).length;
    };
    await eventually(() => created() >= 5 || undefined, 30_000, 'some imports');
    expect(created()).toBeLessThan(37);
    await stopWorker(browser);

    // Opened again on another page: the row of the batch, which goes on.
    const other = await browser.openTab('https://example.com/');
    const elsewhere = await popupOn(browser, other, 'none');
    await elsewhere.waitFor(batchRow);
    expect(await elsewhere.text()).toMatch(/Batch: \d+ of 37 transcribed/);
    await elsewhere.close();

    const options = await browser.context.newPage();
    await options.goto(browser.pageUrl('options.html'));
    const notes = await eventually(
      async () => {
        const all = await options.evaluate(() => chrome.notifications.getAll());
        return Object.keys(all).length > 0 ? all : undefined;
      },
      150_000,
      'the notification of the batch',
    );
    expect(Object.keys(notes)).toHaveLength(1);
    expect(Object.keys(notes)[0]).toMatch(/^scribekit-batch:/);

    // Every video was imported exactly once: 37 by the batch, none of the 3 transcribed before.
    const after = importCreates();
    const sentByBatch = videos.map(
      (video) => (after.get(watch(video)) ?? 0) - (before.get(watch(video)) ?? 0),
    );
    expect(sentByBatch).toEqual(videos.map((_, n) => ([4, 17, 33].includes(n) ? 0 : 1)));
    // The quota the sandbox states (10 per 8 s) was met: a 429 at most where a window's count
    // was off (the 3 earlier imports), never a failure.
    const limited = sandbox.requests({
      method: 'POST',
      path: '/api/v1/source-imports/',
      status: 429,
    });
    expect(limited.length).toBeLessThanOrEqual(3);

    // The All transcripts page lists the batch with each video and its transcript.
    const all = await browser.context.newPage();
    await all.goto(browser.pageUrl('all-transcripts.html'));
    await all.locator('[data-testid="batch-item"]').first().waitFor();
    const statuses = await all
      .locator('[data-testid="batch-item"]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-status')));
    expect(statuses.filter((status) => status === 'done')).toHaveLength(37);
    expect(statuses.filter((status) => status === 'skipped')).toHaveLength(3);
    expect(await all.locator('[data-testid="batch-item"] a').count()).toBe(40);
    expect(await all.locator('[data-batch-state]').first().getAttribute('data-batch-state')).toBe(
      'done',
    );
    await all.locator('[data-testid="batches"]').screenshot({
      path: join(SCREENSHOTS, 'all-transcripts-batch.png'),
    });

    // The imports' answers stated the sandbox's limit: the next page's plan is made on it
    // (10 per 8 s, 4500 an hour), not on the documented hour.
    const more = Array.from({ length: 25 }, (_, n) => id('pm', n));
    const next = await popupOn(browser, await routePlaylist(browser, 'PLe2eNext', more), 'none');
    await next.waitFor(() => document.querySelector('[data-testid="batch-plan"]'));
    expect(await next.text()).toMatch(/25 videos: the last starts in about \d+ s, at 4500 an hour/);
    await next.close();
  }, 240_000);

  test('the popup paints within its CPU budget with a 200-video batch running (median of 7 opens each); Cancel batch ends it', async () => {
    const scenario = await startBatchPopupScenario();
    try {
      const { slow, tab } = scenario;
      const without = await scenario.withoutBatch();
      await scenario.startBatch();
      const running = await scenario.withBatch();
      const cpu = (openings: PopupOpening[], mark: number) =>
        openings.map((opening) => opening.cpuMs[mark] as number);
      const base = median(cpu(without, 0));
      const withRun = median(cpu(running, 0));
      const row = median(cpu(running, 1));
      const at = (openings: PopupOpening[], mark: number) =>
        median(openings.map((opening) => opening.marks[mark] as number));
      console.log(
        `popup paint, page kind shown (the renderer's CPU until then): no batch median ${base.toFixed(1)} ms, ` +
          `200-video batch running median ${withRun.toFixed(1)} ms (ratio ${(withRun / base).toFixed(2)}); ` +
          `the batch's row ${row.toFixed(1)} ms of CPU; wall time after the popup ` +
          `document started: ${at(without, 0).toFixed(0)} / ${at(running, 0).toFixed(0)} ms, row ${at(running, 1).toFixed(0)} ms`,
      );
      // Issue 10's budget holds with a batch running, and the row follows within 300 ms, judged by
      // the popup's own CPU time (the same wall-time budgets are in `pnpm bench`).
      expect(withRun).toBeLessThanOrEqual(100);
      expect(row).toBeLessThanOrEqual(300);

      // Cancel batch in the popup ends it: the offer comes back and nothing more is imported.
      const cancelling = await popupOn(scenario.browser, tab, 'none');
      await cancelling.waitFor(scenario.batchRow);
      await cancelling.clickButton('Cancel batch');
      await cancelling.waitFor(scenario.batchPlan, undefined, 15_000);
      const sent = slow.requests({ method: 'POST', path: '/api/v1/source-imports/' }).length;
      expect(sent).toBeLessThan(200);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(slow.requests({ method: 'POST', path: '/api/v1/source-imports/' }).length).toBe(sent);
      // The imports already sent are running on the service: the new offer skips them.
      expect(await cancelling.text()).toContain(`${200 - sent} videos`);
    } finally {
      await scenario.close();
    }
  }, 180_000);

  test('the browser closed mid-batch and started again on its profile: the batch goes on, nothing twice', async () => {
    // Four imports per 10 s: the batch is waiting for the quota (its alarm set) when the browser closes.
    const tight = await startSandbox({
      port: 0,
      processingMs: 200,
      rateLimits: { sourceImports: 4, uploadInit: 1000, windowS: 10 },
      log: () => undefined,
    });
    let profile: string | null = null;
    try {
      const videos = Array.from({ length: 10 }, (_, n) => id('rs', n));
      browser = await launchExtensionBrowser();
      await saveSettings(browser, tight.apiKey, tight);
      const tab = await routePlaylist(browser, 'PLrestart', videos);
      const popup = await popupOn(browser, tab, 'none');
      await popup.waitFor(() => document.querySelector('[data-testid="batch-plan"]'));
      await popup.clickButton('Transcribe 10 videos');
      await popup.waitFor(batchRow);
      const creates = () =>
        tight
          .requests({ method: 'POST', path: '/api/v1/source-imports/' })
          .filter((entry) => entry.status < 300)
          .map((entry) => (entry.body as { url: string }).url);
      await eventually(() => creates().length >= 4 || undefined, 20_000, 'the first imports');
      profile = browser.profile;
      await browser.close({ keepProfile: true });
      browser = null;
      const before = creates().length;
      expect(before).toBeLessThan(10);

      // Started again: nothing is opened; the background resumes the batch by itself.
      browser = await launchExtensionBrowser({ profile });
      await eventually(() => creates().length === 10 || undefined, 90_000, 'every import');
      const again = await routePlaylist(browser, 'PLrestart', videos);
      const reopened = await popupOn(browser, again, 'none');
      await reopened.waitForText('Batch finished: 10 of 10 transcribed', 30_000);
      expect(new Set(creates()).size).toBe(10);
      expect(creates()).toHaveLength(10);
    } finally {
      await browser?.close();
      browser = null;
      await tight.close();
    }
  }, 180_000);
});
