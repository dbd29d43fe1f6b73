import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eventually } from '../support/sandbox.js';
import { type ExtensionBrowser, launchExtensionBrowser } from './support/extension-browser.js';
import { PopupDriver } from './support/popup-driver.js';
import { startXvfb, type VirtualDisplay } from './support/xvfb.js';

// The extension's shortcut in Chromium, headed on Xvfb: pressed on the browser window with
// xdotool, as a person does, it opens the real toolbar popup on the tab (the same key opens it in
// Firefox: test/e2e-firefox/toolbar-popup.e2e.test.ts).

let display: VirtualDisplay;
let browser: ExtensionBrowser;

beforeAll(async () => {
  display = await startXvfb();
  browser = await launchExtensionBrowser({ display: display.display });
});

afterAll(async () => {
  await browser?.close();
  await display?.close();
});

describe('the shortcut', () => {
  test('Alt+Shift+1 opens the toolbar popup on the tab it is pressed on', async () => {
    const video = 'https://www.youtube.com/watch?v=shortcut123';
    const tab = await browser.openTab(video);
    await tab.bringToFront();
    const popupUrl = browser.pageUrl('popup.html');
    expect((await browser.targets()).some((target) => target.url === popupUrl)).toBe(false);
    execFileSync('xdotool', ['key', 'alt+shift+1'], {
      env: { ...process.env, DISPLAY: display.display },
    });
    const target = await eventually(
      async () =>
        (await browser.targets()).find((item) => item.type === 'page' && item.url === popupUrl),
      10_000,
      'the popup',
    );
    const popup = await PopupDriver.attach(browser.cdp, target.targetId);
    // The popup has the tab's address through the shortcut's activeTab grant (no key is needed
    // to see what the page is).
    await popup.waitFor(() => document.querySelector('[data-detected="import"]') !== null);
    expect(await popup.text()).toContain(video);
  });
});
