import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { clearFaults, injectFault, startTestSandbox } from '../support/sandbox.js';
import { type ExtensionBrowser, launchExtensionBrowser } from './support/extension-browser.js';
import type { PopupDriver } from './support/popup-driver.js';
import { popupOn } from './support/popup-on.js';
import { saveSettings } from './support/save-settings.js';

// Issue 22 item 3 in the real popup of the built extension (Chromium, headless): one consistent
// picture through an outage and a failed preview, and keyboard focus that follows the inline
// question.

let sandbox: Sandbox;
let browser: ExtensionBrowser | null = null;

beforeAll(async () => {
  sandbox = await startTestSandbox(600_000);
});
afterEach(async () => {
  await browser?.close();
  browser = null;
  await clearFaults(sandbox);
});
afterAll(() => sandbox?.close());

const confirmedRow = () =>
  document.querySelector('.job[data-job-id]:not([data-job-starting])') !== null;

/** The text of the focused element, or its tag when it has none. */
function focused(popup: PopupDriver): Promise<string> {
  return popup.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return element.tagName === 'BUTTON'
      ? (element.textContent?.trim() ?? '')
      : `${element.tagName.toLowerCase()}.${element.className}`;
  });
}

describe('the popup is one consistent picture (issue 22 item 3)', () => {
  test("while the API is unreachable the page's own job shows; the notice clears itself when it is back", async () => {
    const video = 'https://www.youtube.com/watch?v=outageVideo';
    browser = await launchExtensionBrowser();
    await saveSettings(browser, sandbox.apiKey, sandbox);
    const tab = await browser.openTab(video);
    const first = await popupOn(browser, tab, 'import');
    await first.clickButton('Transcribe this page');
    await first.waitFor(confirmedRow);
    const jobId = await first.evaluate(() =>
      document.querySelector('.job[data-job-id]')?.getAttribute('data-job-id'),
    );
    await first.close();

    // Every API request's connection drops: the API is unreachable.
    await injectFault(sandbox, {
      match: { path: '/api/v1/*', origin: 'api' },
      effect: { drop: true },
      times: 100_000,
    });
    const popup = await popupOn(browser, tab, 'error');
    await popup.waitFor(() => document.querySelector('[data-error-kind="unreachable"]'));
    await popup.waitFor(() => document.querySelector('[data-testid="page-job"] .job'));
    expect(
      await popup.evaluate(() =>
        document.querySelector('[data-testid="page-job"] .job')?.getAttribute('data-job-id'),
      ),
    ).toBe(jobId);
    // Shown once: the recent list below leaves the page's running job to the page's part.
    expect(await popup.evaluate(() => document.querySelectorAll('.job').length)).toBe(1);

    await clearFaults(sandbox);
    await popup.waitFor(
      () =>
        document.querySelector('[data-state="import"]') !== null &&
        document.querySelector('[data-error-kind]') === null,
      undefined,
      15_000,
    );
    expect(
      await popup.evaluate(() =>
        document.querySelector('[data-testid="import-job"] .job')?.getAttribute('data-job-id'),
      ),
    ).toBe(jobId);
    expect(await popup.text()).not.toContain("Can't reach the API");
  });

  test("a failed preview (500) still offers the start, with the preview's error", async () => {
    browser = await launchExtensionBrowser();
    await saveSettings(browser, sandbox.apiKey, sandbox);
    await injectFault(sandbox, {
      match: { method: 'POST', path: '/api/v1/source-imports/preview' },
      effect: { status: 500 },
    });
    const tab = await browser.openTab('https://www.youtube.com/watch?v=previewFail');
    const popup = await popupOn(browser, tab, 'import');
    const warning = await popup.evaluate(
      () => document.querySelector('[data-testid="preview-error"]')?.textContent ?? '',
    );
    expect(warning).toContain('The API had a problem (500).');
    expect(warning).toMatch(/Request id: [0-9a-f-]{36}/);
    await popup.clickButton('Transcribe this page');
    await popup.waitFor(confirmedRow);
  });

  test('titles name the video or meeting by what identifies it, never by a secret', async () => {
    browser = await launchExtensionBrowser();
    await saveSettings(browser, sandbox.apiKey, sandbox);
    // Import pages also show the service's preview title: wait for it, so it is checked too.
    for (const [address, title, secret, hasPreview] of [
      [
        'https://vimeo.com/76979871/8272103f6e?share=copy',
        'Vimeo video 76979871',
        '8272103f6e',
        true,
      ],
      [
        'https://acme.webex.com/acme/j.php?MTID=m0123456789abcdef0123456789abcdef',
        'Webex meeting acme',
        'j.php',
        false,
      ],
    ] as const) {
      // The address's title is painted first; the preview's title replaces it when it lands, so
      // the preview comes late enough that a busy machine still reads the address's title.
      if (hasPreview) {
        await injectFault(sandbox, {
          match: { method: 'POST', path: '/api/v1/source-imports/preview' },
          effect: { delay_ms: 5_000 },
        });
      }
      const tab = await browser.openTab(address);
      const { popup } = await browser.openPopup(tab);
      await popup.waitFor(() => document.querySelector('[data-testid="page-title"]'));
      expect(
        await popup.evaluate(
          () => document.querySelector('[data-testid="page-title"]')?.textContent,
        ),
      ).toBe(title);
      if (hasPreview) {
        await popup.waitFor(() => document.querySelector('[data-testid="import-card"]') !== null);
      }
      // The secret is in no title the popup shows (the address line masks it or never had it).
      const titles = await popup.evaluate(() =>
        [...document.querySelectorAll('.preview-title, .job-title')].map((el) => el.textContent),
      );
      for (const text of titles) expect(text).not.toContain(secret);
      await popup.close();
      await tab.close();
    }
  });

  test('focus moves into "Cancel recording"\'s question and back', async () => {
    browser = await launchExtensionBrowser();
    await saveSettings(browser, sandbox.apiKey, sandbox);
    const tab = await browser.openTab('https://meet.google.com/foc-usqu-est');
    const popup = await popupOn(browser, tab, 'meeting');
    await popup.clickButton('Send recording bot');
    await popup.waitFor(confirmedRow);

    await popup.clickButton('Cancel recording');
    await popup.waitFor(() => document.activeElement?.textContent?.trim() === 'Keep recording');
    expect(await focused(popup)).toBe('Keep recording');
    await popup.clickButton('Keep recording');
    await popup.waitFor(() => document.activeElement?.textContent?.trim() === 'Cancel recording');

    await popup.clickButton('Cancel recording');
    await popup.clickButton('Yes, cancel recording');
    await popup.waitFor(() => document.querySelector('[data-job-phase="cancelled"]'));
    // The bot's row leaves the meeting's card with its Cancel: focus goes to the button that
    // sends a bot again, not lost to the page's body.
    await popup.waitFor(() => document.activeElement?.textContent?.trim() === 'Send recording bot');
    expect(await focused(popup)).toBe('Send recording bot');
  });
});
