import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { operationsFor } from '../../src/background/api.js';
import { eventually, startTestSandbox } from '../support/sandbox.js';
import { type ExtensionBrowser, launchExtensionBrowser } from './support/extension-browser.js';
import { saveSettings } from './support/save-settings.js';

// Issue 22 item 2 in the real popup (Chromium, headless): a timestamped or playlist link to a
// video finds the transcript of the video, with the same preview and the same address.

let sandbox: Sandbox;
let browser: ExtensionBrowser | null = null;

beforeAll(async () => {
  sandbox = await startTestSandbox(300);
});
afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

describe('one canonical address per recording (issue 22 item 2)', () => {
  test('watch?v=ID&t=…&list=…&index=… finds the finished transcript of watch?v=ID', async () => {
    const video = 'https://www.youtube.com/watch?v=canonical01';
    const ops = operationsFor(sandbox.apiKey, sandbox.baseUrl);
    const created = await ops.startImport({ url: video });
    await eventually(
      async () => (await ops.getImport(created.id)).status === 'completed',
      15_000,
      'the import to finish',
    );
    browser = await launchExtensionBrowser();
    await saveSettings(browser, sandbox.apiKey, sandbox);

    for (const form of [
      `${video}&t=42s`,
      `${video}&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&index=2&pp=gAQBiAQB`,
    ]) {
      const tab = await browser.openTab(form);
      const { popup } = await browser.openPopup(tab);
      await popup.waitFor(() => document.querySelector('[data-testid="open-existing"]'));
      expect(
        await popup.evaluate(() => document.querySelector('[data-testid="page-url"]')?.textContent),
      ).toBe(video);
      expect(await popup.text()).toContain('Transcribe again');
      await popup.close();
      await tab.close();
    }
  });
});
