import type { Sandbox } from '@scribekit/sandbox';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { operationsFor } from '../../src/background/api.js';
import { clearFaults, injectFault, startTestSandbox } from '../support/sandbox.js';
import { type ExtensionBrowser, launchExtensionBrowser } from './support/extension-browser.js';
import { enabledButtons, popupOn } from './support/popup-on.js';
import { saveSettings } from './support/save-settings.js';

// What the popup's own page offers (the extension's types are not in the tests' program).
declare const chrome: { extension: { getViews(filter: { type: 'popup' }): Window[] } };

// Issue 22 item 1 in the real popup of the built extension (Chromium, headless): one click is
// one job whatever happens to the popup. The sandbox's create is slowed by a fault so the start
// is still on its way while the popup closes, reopens, is clicked twice or opened twice.

let sandbox: Sandbox;
let browser: ExtensionBrowser | null = null;

const CREATE_DELAY_MS = 4_000;

beforeAll(async () => {
  sandbox = await startTestSandbox(600_000);
});
afterEach(async () => {
  await browser?.close();
  browser = null;
  await clearFaults(sandbox);
});
afterAll(() => sandbox?.close());

const ops = () => operationsFor(sandbox.apiKey, sandbox.baseUrl);

function slowCreate(path: string) {
  return injectFault(sandbox, {
    match: { method: 'POST', path },
    effect: { delay_ms: CREATE_DELAY_MS },
  });
}

/** A tab in a window of its own (each window has its own toolbar popup). */
async function tabInNewWindow(b: ExtensionBrowser, url: string): Promise<Page> {
  const opened = b.context.waitForEvent('page');
  await b.cdp.send('Target.createTarget', { url: 'about:blank', newWindow: true });
  const page = await opened;
  // Navigated once Playwright has the page, so the fake site's routing serves it.
  await page.goto(url);
  return page;
}

const startingRow = () => document.querySelector('[data-job-starting="true"]') !== null;
const confirmedRow = () =>
  document.querySelector('.job[data-job-id]:not([data-job-starting])') !== null;

describe('one click, one job (issue 22 item 1)', () => {
  test('a slow bot start survives the popup closing: reopened, it shows Starting…, then the one bot', async () => {
    const meeting = 'https://meet.google.com/one-clik-bot';
    browser = await launchExtensionBrowser();
    await saveSettings(browser, sandbox.apiKey, sandbox);
    await slowCreate('/api/v1/recording-jobs/');
    const tab = await browser.openTab(meeting);
    const popup = await popupOn(browser, tab, 'meeting');
    await popup.clickButton('Send recording bot');
    // The background has the start (it pushes it back as "Starting…"); people close the popup.
    await popup.waitFor(startingRow);
    await popup.close();

    const again = await popupOn(browser, tab, 'meeting');
    await again.waitFor(startingRow);
    expect(await again.text()).toContain('Starting…');
    expect(await enabledButtons(again)).not.toContain('Send recording bot');
    // No Cancel for a bot the service has not confirmed yet.
    expect(await enabledButtons(again)).not.toContain('Cancel recording');

    await again.waitFor(confirmedRow, undefined, CREATE_DELAY_MS + 10_000);
    expect(await again.text()).toContain('Bot scheduled, waiting for the meeting');
    expect(await enabledButtons(again)).not.toContain('Send recording bot');
    const bots = (await ops().listRecordings()).filter((item) => item.meet_url === meeting);
    expect(bots).toHaveLength(1);
    for (const bot of bots) await ops().cancelRecording(bot.id);
  });

  test('two clicks in one task make one import', async () => {
    const video = 'https://www.youtube.com/watch?v=twoClicks01';
    browser = await launchExtensionBrowser();
    await saveSettings(browser, sandbox.apiKey, sandbox);
    await slowCreate('/api/v1/source-imports/');
    const tab = await browser.openTab(video);
    const popup = await popupOn(browser, tab, 'import');
    await popup.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find(
        (item) => item.textContent?.trim() === 'Transcribe this page',
      );
      button?.click();
      button?.click();
    });
    await popup.waitFor(confirmedRow, undefined, CREATE_DELAY_MS + 10_000);
    expect(await popup.evaluate(() => document.querySelectorAll('.job').length)).toBe(1);
    expect(await popup.text()).not.toContain('The API');
    expect((await ops().listImports()).filter((item) => item.url === video)).toHaveLength(1);
  });

  test('two popups in two windows on two forms of one video make one import, shown in both', async () => {
    const video = 'https://www.youtube.com/watch?v=twoWindows1';
    browser = await launchExtensionBrowser();
    await saveSettings(browser, sandbox.apiKey, sandbox);
    await slowCreate('/api/v1/source-imports/');
    const first = await browser.openTab(video);
    const second = await tabInNewWindow(browser, `${video}&t=42s&list=PL0123456789abcdef`);
    const one = await popupOn(browser, first, 'import');
    const two = await popupOn(browser, second, 'import');
    // Both are open, each in its window, both offering the start.
    expect(await enabledButtons(one)).toContain('Transcribe this page');
    expect(await enabledButtons(two)).toContain('Transcribe this page');

    // Both clicks in one task, before either popup can hear of the other's start: the background
    // must refuse one of them. The two popups are pages of one extension process, so the first can
    // reach the second's button (timers in two popups drift apart on a busy machine, and a late
    // second click would only meet the first's broadcast, not the race).
    const clicked = await one.evaluate(() => {
      const views = chrome.extension.getViews({ type: 'popup' });
      return views.map((view) => {
        const button = [...view.document.querySelectorAll('button')].find(
          (item) => item.textContent?.trim() === 'Transcribe this page',
        );
        button?.click();
        return button !== undefined;
      });
    });
    expect(clicked).toEqual([true, true]);
    for (const popup of [one, two]) {
      await popup.waitFor(confirmedRow, undefined, CREATE_DELAY_MS + 10_000);
      expect(await enabledButtons(popup)).not.toContain('Transcribe this page');
    }
    const imports = (await ops().listImports()).filter((item) => item.url === video);
    expect(imports).toHaveLength(1);
    for (const popup of [one, two]) {
      expect(
        await popup.evaluate(() =>
          document.querySelector('[data-testid="import-job"] .job')?.getAttribute('data-job-id'),
        ),
      ).toBe(imports[0]?.id);
    }
  });
});
