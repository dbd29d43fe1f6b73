import { join } from 'node:path';
import type { Sandbox } from '@scribekit/sandbox';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { operationsFor } from '../../src/background/api.js';
import { eventually, startTestSandbox } from '../support/sandbox.js';
import { trackedJob } from '../support/tracked-job.js';
import {
  type ExtensionBrowser,
  launchExtensionBrowser,
  SCREENSHOTS,
} from './support/extension-browser.js';
import type { PopupDriver } from './support/popup-driver.js';
import { enabledButtons, popupOn } from './support/popup-on.js';
import { measurePopupOpenings, median } from './support/popup-paint.js';
import { restartWithJobs } from './support/restart-with.js';
import { saveSettings as saveOptions } from './support/save-settings.js';

// Issue 10 in the real popup of the built extension (Chromium, headless) against sandboxes:
// no duplicate work, meeting pages as people meet them, progress, the service as the record,
// the menu's confirmation page, notifications, and how fast the page paints.

// The extension API as seen from an extension page (only what these tests call).
declare const chrome: {
  notifications: { getAll(): Promise<Record<string, unknown>> };
};

let fast: Sandbox;
let slow: Sandbox;
let browser: ExtensionBrowser | null = null;

const WATCH_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const MEET_URL = 'https://meet.google.com/abc-defg-hij';
const POPUP_WIDTH = 360;
const POPUP_MAX_HEIGHT = 600;

beforeAll(async () => {
  [fast, slow] = await Promise.all([startTestSandbox(300), startTestSandbox(600_000)]);
});
afterEach(async () => {
  await browser?.close();
  browser = null;
});
afterAll(async () => {
  await Promise.all([fast?.close(), slow?.close()]);
});

function saveSettings(b: ExtensionBrowser, api: Sandbox): Promise<Page> {
  return saveOptions(b, api.apiKey, api);
}

/** Width of the document and the popup's viewport size. */
function popupSize(popup: PopupDriver) {
  return popup.evaluate(() => ({
    documentWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
    height: window.innerHeight,
    bodyScrolls: document.body.scrollHeight > document.body.clientHeight,
  }));
}

describe('no duplicate work (item 1)', () => {
  test('a meeting with a bot on its way shows that job and an inline Cancel, not a second Send', async () => {
    browser = await launchExtensionBrowser();
    await saveSettings(browser, slow);
    const tab = await browser.openTab(MEET_URL);
    const popup = await popupOn(browser, tab, 'meeting');
    // The button is disabled while its request is in flight.
    const disabledWhileSending = await popup.evaluate(async () => {
      const send = [...document.querySelectorAll('button')].find(
        (button) => button.textContent?.trim() === 'Send recording bot',
      );
      send?.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
      return send?.disabled === true || document.body.innerText.includes('Sending…');
    });
    expect(disabledWhileSending).toBe(true);
    await popup.waitFor(() => document.querySelector('[data-testid="meeting-job"] .job'));
    expect(await enabledButtons(popup)).not.toContain('Send recording bot');
    await popup.close();

    const again = await popupOn(browser, tab, 'meeting');
    await again.waitFor(() =>
      document.querySelector('[data-testid="meeting-job"] .job:not([data-job-starting])'),
    );
    const text = await again.text();
    expect(text).toContain('A recording bot is already in this meeting or on its way.');
    expect(text).toContain('Bot scheduled, waiting for the meeting');
    expect(text).toMatch(/started \d{1,2}:\d\d/);
    expect(await enabledButtons(again)).not.toContain('Send recording bot');
    // Shown once, in the meeting's card: the recent list leaves out this page's running job.
    expect(await again.evaluate(() => document.querySelectorAll('.job').length)).toBe(1);

    await again.clickButton('Cancel recording');
    await again.waitForText('Keep recording');
    await again.clickButton('Keep recording');
    expect(await again.evaluate(() => document.querySelector('[data-job-phase="cancelled"]'))).toBe(
      null,
    );
    await again.clickButton('Cancel recording');
    await again.clickButton('Yes, cancel recording');
    await again.waitFor(() => document.querySelector('[data-job-phase="cancelled"]'));
  });

  test('a page already transcribed offers Open transcript first and Transcribe again second', async () => {
    browser = await launchExtensionBrowser();
    await saveSettings(browser, fast);
    const tab = await browser.openTab(WATCH_URL);
    const popup = await popupOn(browser, tab, 'import');
    // "Separate speakers" changed nothing an import can do: it is gone (item 7).
    expect(await popup.text()).not.toContain('Separate speakers');
    await popup.clickButton('Transcribe this page');
    await popup.waitFor(() => document.querySelector('[data-job-phase="done"]') !== null);
    await popup.close();

    const again = await popupOn(browser, tab, 'import');
    await again.waitFor(() => document.querySelector('[data-testid="open-existing"]'));
    const order = await again.evaluate(() =>
      [...document.querySelectorAll('[data-testid="import-card"] button')].map((button) =>
        button.textContent?.trim(),
      ),
    );
    expect(order.slice(0, 2)).toEqual(['Open transcript', 'Transcribe again']);
  });
});

describe('meeting pages as people meet them (item 2)', () => {
  test('a long Teams launcher link is a meeting and does not widen the popup', async () => {
    browser = await launchExtensionBrowser();
    await saveSettings(browser, fast);
    const inner = `/_#/l/meetup-join/19:meeting_${'N2E5ZjQ4'.repeat(12)}@thread.v2/0?context={"Tid":"72f988bf-86f1-41af-91ab-2d7cd011db47","Oid":"a1b2c3d4-e5f6-4711-8899-aabbccddeeff"}&anon=true`;
    const tab = await browser.openTab(
      `https://teams.microsoft.com/dl/launcher/launcher.html?url=${encodeURIComponent(inner)}&type=meetup-join&deeplinkId=0f3c&directDl=true&msLaunch=true&enableMobilePage=true&suppressPrompt=true`,
    );
    const popup = await popupOn(browser, tab, 'meeting');
    expect(await popup.text()).toContain('Microsoft Teams meeting');
    const size = await popupSize(popup);
    console.log(`popup on a long Teams link: ${JSON.stringify(size)}`);
    expect(size.documentWidth).toBe(POPUP_WIDTH);
    expect(size.width).toBe(POPUP_WIDTH);
    await popup.screenshot(join(SCREENSHOTS, 'popup-teams.png'));
  });

  test('the Zoom host web client is a meeting, with its passcode masked', async () => {
    browser = await launchExtensionBrowser();
    await saveSettings(browser, fast);
    const tab = await browser.openTab(
      'https://app.zoom.us/wc/81234567890/start?fromPWA=1&pwd=S3cr3tPass.1',
    );
    const popup = await popupOn(browser, tab, 'meeting');
    const text = await popup.text();
    expect(text).toContain('Zoom meeting');
    expect(text).not.toContain('S3cr3tPass');
    expect(text).toContain('pwd=••••••');
    await popup.screenshot(join(SCREENSHOTS, 'popup-zoom.png'));
  });

  test('Teams during a call (no meeting id) asks for the invite link', async () => {
    browser = await launchExtensionBrowser();
    await saveSettings(browser, fast);
    const tab = await browser.openTab('https://teams.microsoft.com/v2/');
    const popup = await popupOn(browser, tab, 'none');
    expect(
      await popup.evaluate(() =>
        document.querySelector('[data-hint="paste_meeting_link"]')?.textContent?.trim(),
      ),
    ).toContain("Paste the meeting's invite link");
    expect(await popup.text()).toContain('Paste a video, media or meeting link');
  });
});

describe('progress (item 3)', () => {
  test('a running bot shows its state in words and the time elapsed, ticking', async () => {
    browser = await launchExtensionBrowser();
    await saveSettings(browser, slow);
    const tab = await browser.openTab(MEET_URL);
    const popup = await popupOn(browser, tab, 'meeting');
    await popup.clickButton('Send recording bot');
    // The service's job, after "Starting…" (shown until the service confirms it).
    await popup.waitFor(() =>
      document.querySelector('.job:not([data-job-starting]) [data-testid="job-progress"]'),
    );
    const first = await popup.evaluate(
      () => document.querySelector('[data-testid="job-progress"]')?.textContent ?? '',
    );
    expect(first).toMatch(/^Bot scheduled, waiting for the meeting · \d+ s elapsed$/);
    // A long state badge must not squeeze the job's title into a narrow column.
    const titleShare = await popup.evaluate(() => {
      const title = document.querySelector('.job-title')?.getBoundingClientRect().width ?? 0;
      const row = document.querySelector('.job')?.getBoundingClientRect().width ?? 1;
      return title / row;
    });
    expect(titleShare).toBeGreaterThan(0.6);
    await popup.waitFor(
      (before) =>
        (document.querySelector('[data-testid="job-progress"]')?.textContent ?? before) !== before,
      first,
      5_000,
    );
    await popup.clickButton('Cancel recording');
    await popup.clickButton('Yes, cancel recording');
    await popup.waitFor(() => document.querySelector('[data-job-phase="cancelled"]'));
  });
});

describe('the service is the record (item 4)', () => {
  test('a job the service does not know is gone with Remove; the popup lists a few and stays within 600 px', async () => {
    browser = await launchExtensionBrowser();
    await saveSettings(browser, fast);
    const ghostId = crypto.randomUUID();
    const finished = Array.from({ length: 30 }, (_, i) =>
      trackedJob({
        id: crypto.randomUUID(),
        title: `Old talk ${i}`,
        createdAt: Date.now() - i * 60_000,
      }),
    );
    const ghost = trackedJob({
      id: ghostId,
      title: 'Deleted on the web',
      status: 'queued',
      phase: 'queued',
      label: 'Waiting to import',
      notified: false,
      nextPollAt: 0,
      createdAt: Date.now() + 1_000,
    });
    await restartWithJobs(browser, [ghost, ...finished]);
    const tab = await browser.openTab('https://example.com/');
    const popup = await popupOn(browser, tab, 'none');
    await popup.waitFor(() => document.querySelector('[data-job-gone="true"]'));
    const text = await popup.text();
    expect(text).toContain('Gone');
    expect(text).toContain('The service no longer knows this job');
    expect(await enabledButtons(popup)).toContain('Remove');
    expect(await enabledButtons(popup)).not.toContain('Retry import');
    expect(await popup.evaluate(() => document.querySelectorAll('.job').length)).toBe(3);
    expect(text).toContain('All transcripts (28 more jobs here)');
    const size = await popupSize(popup);
    console.log(`popup with 31 stored jobs: ${JSON.stringify(size)}`);
    expect(size.height).toBeLessThanOrEqual(POPUP_MAX_HEIGHT);
    expect(size.documentWidth).toBe(POPUP_WIDTH);

    await popup.clickButton('Remove');
    await popup.waitFor(() => document.querySelector('[data-job-gone="true"]') === null);
    await popup.clickButton('Clear finished');
    await popup.waitForText('No jobs yet.');

    // The page itself is another entrypoint (the All transcripts page): here only the tab the
    // popup opens for it is checked, by the address the new tab is created with.
    const seen: string[] = [];
    const cdp = browser.cdp;
    cdp.on('Target.targetCreated', (event) => seen.push(event.targetInfo.url));
    cdp.on('Target.targetInfoChanged', (event) => seen.push(event.targetInfo.url));
    await cdp.send('Target.setDiscoverTargets', { discover: true });
    await popup.clickButton('All transcripts');
    const wanted = browser.pageUrl('all-transcripts.html');
    await eventually(async () => seen.includes(wanted) || undefined, 5_000, `a tab on ${wanted}`);
  });
});

describe('context menu confirmation (item 5)', () => {
  test('a meeting link from the menu opens a page that asks before the bot is sent', async () => {
    browser = await launchExtensionBrowser();
    await saveSettings(browser, slow);
    const page = await browser.context.newPage();
    const link = 'https://meet.google.com/mnp-qrst-uvw';
    await page.goto(`${browser.pageUrl('popup.html')}?link=${encodeURIComponent(link)}`);
    await page.getByTestId('confirm-question').waitFor();
    expect(await page.getByTestId('confirm-question').innerText()).toContain(
      'Send a recording bot into this meeting?',
    );
    const ops = operationsFor(slow.apiKey, slow.baseUrl);
    const before = new Set((await ops.listRecordings()).map((job) => job.id));
    await page.getByRole('button', { name: 'Send recording bot' }).click();
    await page.getByTestId('meeting-job').waitFor();
    // One click, one bot in this meeting (judged by id: other tests' bots come and go meanwhile,
    // and a loaded machine may list the new one a moment after the page shows it).
    const sent = async () =>
      (await ops.listRecordings()).filter((job) => !before.has(job.id) && job.meet_url === link);
    const [job] = await eventually(
      async () => {
        const found = await sent();
        return found.length > 0 ? found : undefined;
      },
      10_000,
      'the bot sent to the meeting',
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await sent()).toHaveLength(1);
    await ops.cancelRecording(job?.id ?? '');
  });
});

describe('notifications (item 6)', () => {
  test('five jobs ending in the same check make one summary notification', async () => {
    browser = await launchExtensionBrowser();
    await saveSettings(browser, fast);
    const ops = operationsFor(fast.apiKey, fast.baseUrl);
    const created = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => ops.startImport({ url: `https://vimeo.com/7697987${n}` })),
    );
    // A job is done once its transcript is (not when its import is): all five must be finished
    // on the service before the background looks, or a loaded machine splits them over checks.
    await eventually(
      async () => {
        const states = await Promise.all(created.map((job) => ops.getImport(job.id)));
        if (!states.every((job) => job.status === 'completed' && job.transcript_id)) return;
        const transcripts = await Promise.all(
          states.map((job) => ops.transcriptStatus(job.transcript_id ?? '')),
        );
        return transcripts.every((transcript) => transcript.status === 'completed') || undefined;
      },
      20_000,
      'the imports and their transcripts to complete on the service',
    );
    await restartWithJobs(
      browser,
      created.map((job) =>
        trackedJob({
          id: job.id,
          title: `Vimeo ${job.id.slice(0, 4)}`,
          url: job.url,
          status: 'queued',
          phase: 'queued',
          label: 'Waiting to import',
          notified: false,
          nextPollAt: 0,
        }),
      ),
    );
    const page = await browser.context.newPage();
    await page.goto(browser.pageUrl('options.html'));
    const notes = await eventually(
      async () => {
        const all = await page.evaluate(() => chrome.notifications.getAll());
        return Object.keys(all).length > 0 ? all : undefined;
      },
      15_000,
      'a notification',
    );
    expect(Object.keys(notes)).toEqual(['scribekit-summary']);
  });
});

describe('localisation (item 12)', () => {
  test('in a German browser the popup, its jobs and its languages speak German', async () => {
    browser = await launchExtensionBrowser({ lang: 'de' });
    await saveSettings(browser, slow);
    const video = await browser.openTab(WATCH_URL);
    const popup = await popupOn(browser, video, 'import');
    expect(await popup.evaluate(() => document.documentElement.lang)).toBe('de');
    let text = await popup.text();
    // The page's own name heads it (content of the page, not translated).
    expect(text).toContain('Never Gonna Give You Up');
    expect(text).toContain('Video oder Audio · YouTube');
    expect(text).toContain('Letzte Aufträge');
    // Language names come from the browser, in its language.
    expect(
      await popup.evaluate(() =>
        [...document.querySelectorAll('option')].slice(0, 3).map((o) => o.textContent),
      ),
    ).toEqual(['Automatisch erkennen', 'Englisch', 'Deutsch']);
    await popup.clickButton('Diese Seite transkribieren');
    // The service's job, after "Wird gestartet…" (shown until the service confirms it).
    await popup.waitFor(() =>
      document.querySelector('.job:not([data-job-starting]) [data-testid="job-progress"]'),
    );
    text = await popup.text();
    expect(text).toContain('Gestartet.');
    expect(text).toMatch(/Wartet auf den Import · seit \d+ s/);
    expect(text).not.toMatch(/Waiting|elapsed|Recent jobs|Transcribe/);
    await popup.close();

    const meeting = await browser.openTab(MEET_URL);
    const meet = await popupOn(browser, meeting, 'meeting');
    await meet.clickButton('Aufnahme-Bot senden');
    await meet.waitFor(() =>
      document.querySelector('[data-job-kind="recording_job"]:not([data-job-starting])'),
    );
    text = await meet.text();
    expect(text).toContain('Der Bot ist unterwegs.');
    expect(text).toContain('Bot eingeplant, wartet auf die Besprechung');
    await meet.clickButton('Aufnahme abbrechen');
    expect(await meet.text()).toContain('Ja, Aufnahme abbrechen');
    await meet.screenshot(join(SCREENSHOTS, 'popup-meet-de.png'));
  });
});

describe('popup speed (item 10)', () => {
  test('what the page is paints with at most 100 ms of the popup’s own CPU time (median of 7)', async () => {
    browser = await launchExtensionBrowser();
    await saveSettings(browser, fast);
    const tab = await browser.openTab(WATCH_URL);
    const openings = await measurePopupOpenings(browser, tab, {
      marks: ['scribekit:script-start', 'scribekit:address-known', 'scribekit:page-detected'],
      ready: () => document.querySelector('[data-state="import"]'),
    });
    const cpu = openings.map((opening) => opening.cpuMs[2] as number);
    const paint = openings.map((opening) => opening.marks[2] as number);
    console.log(
      `popup paint (page kind shown): median ${median(cpu).toFixed(1)} ms of the renderer's CPU ` +
        `[${cpu.map(Math.round).join(', ')}], ${median(paint).toFixed(1)} ms after the popup ` +
        `document started [${paint.map(Math.round).join(', ')}]; script start/address known (ms): ` +
        openings
          .map(({ marks }) => `${Math.round(marks[0] ?? -1)}/${Math.round(marks[1] ?? -1)}`)
          .join(', '),
    );
    // The promise, judged by what a busy machine cannot change: the popup's own CPU time until it
    // shows what the page is. The wall-time budget (≤ 100 ms after the popup document starts) is
    // in `pnpm bench` (test/bench/popup.bench-e2e.ts).
    expect(median(cpu)).toBeLessThanOrEqual(100);
  });
});
