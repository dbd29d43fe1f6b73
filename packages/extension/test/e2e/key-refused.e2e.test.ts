import { type Sandbox, startSandbox } from '@scribekit/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { clearFaults, eventually, injectFault } from '../support/sandbox.js';
import { type ExtensionBrowser, launchExtensionBrowser } from './support/extension-browser.js';
import { routePlaylist, watch } from './support/playlist-page.js';
import { enabledButtons, popupOn } from './support/popup-on.js';
import { stopWorker } from './support/restart-with.js';
import { saveSettings } from './support/save-settings.js';

// Issue 35 item 2 in the built extension (Chromium, headless): the key is revoked mid-batch (a
// sandbox fault refuses every API request with 401). The open popup says so within 15 s, the
// batch sends at most one refused import after it, and saving a working key lets it go on by
// itself — with the popup closed and the service worker stopped in between.

declare const chrome: {
  action: { getBadgeText(details: object): Promise<string> };
};

let sandbox: Sandbox;
let browser: ExtensionBrowser | null = null;

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    processingMs: 300,
    validateResponses: true,
    // 3 imports per 3 s: the batch has slots to use and waits in between.
    rateLimits: { sourceImports: 3, uploadInit: 1000, windowS: 3 },
    log: () => undefined,
  });
});
afterEach(async () => {
  await browser?.close();
  browser = null;
  await clearFaults(sandbox);
});
afterAll(() => sandbox?.close());

const refusedImports = () =>
  sandbox.requests({ method: 'POST', path: '/api/v1/source-imports/', status: '401' }).length;
function createsOf(urls: string[]): number[] {
  const counts = new Map(urls.map((url) => [url, 0]));
  for (const entry of sandbox.requests({ method: 'POST', path: '/api/v1/source-imports/' })) {
    const url = (entry.body as { url?: string } | null)?.url ?? '';
    if (entry.status < 300 && counts.has(url)) counts.set(url, (counts.get(url) ?? 0) + 1);
  }
  return urls.map((url) => counts.get(url) ?? 0);
}
const refusedShown = () => document.querySelector('[data-state="key-refused"]') !== null;

describe('a key refused mid-batch (issue 35 item 2)', () => {
  test('the open popup says so within 15 s, the batch stops, and a saved key resumes it', async () => {
    const videos = Array.from({ length: 9 }, (_, n) => `kr${String(n).padStart(9, '0')}`);
    const urls = videos.map(watch);
    browser = await launchExtensionBrowser();
    await saveSettings(browser, sandbox.apiKey, sandbox);
    const tab = await routePlaylist(browser, 'PLkeyRefused', videos);
    const popup = await popupOn(browser, tab, 'none');
    await popup.waitFor(() => document.querySelector('[data-testid="batch-plan"]'));
    await popup.clickButton('Transcribe 9 videos');
    await eventually(() => createsOf(urls).some((n) => n > 0) || undefined, 20_000, 'an import');

    await injectFault(sandbox, {
      match: { origin: 'api' },
      effect: { status: 401 },
      times: 100_000,
    });
    const refusedBefore = refusedImports();
    const at = Date.now();
    await popup.waitFor(refusedShown, undefined, 15_000);
    console.log(`key refused: said in the open popup after ${Date.now() - at} ms`);
    expect(await popup.text()).toContain('The service refused your API key.');
    expect(await enabledButtons(popup)).toContain('Open settings');
    expect(await enabledButtons(popup)).not.toContain('Cancel batch');
    await popup.close();

    // The worker stopped and the popup closed: nothing more is sent on the batch's alarms.
    await stopWorker(browser);
    const options = await browser.context.newPage();
    await options.goto(browser.pageUrl('options.html'));
    expect(await options.evaluate(() => chrome.action.getBadgeText({}))).toBe('!');
    const quiet = sandbox.requests({ origin: 'api' }).length;
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(sandbox.requests({ origin: 'api' }).length).toBe(quiet);
    expect(refusedImports() - refusedBefore).toBeLessThanOrEqual(1);
    const doneAtHalt = createsOf(urls).filter((n) => n > 0).length;
    expect(doneAtHalt).toBeLessThan(urls.length);

    // A working key saved on the Settings page: the batch goes on by itself, each video once.
    await clearFaults(sandbox);
    await options.close();
    await saveSettings(browser, sandbox.apiKey, sandbox);
    await eventually(
      () => createsOf(urls).every((n) => n === 1) || undefined,
      60_000,
      'every video imported',
    );
    expect(createsOf(urls)).toEqual(urls.map(() => 1));
    const again = await popupOn(browser, tab, 'none');
    expect(await again.evaluate(refusedShown)).toBe(false);
  }, 120_000);
});
