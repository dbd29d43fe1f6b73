import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import {
  type ExtensionBrowser,
  launchExtensionBrowser,
  SCREENSHOTS,
} from './support/extension-browser.js';

// Issue 26 item 6: what a new user sees first. The install opens the first-run page once (what
// Scribekit does, where a key comes from and which scopes it needs, the sandbox to try it), its
// button leads to the settings, and the settings speak the user's words.

// The extension API as seen from an extension page (only what this test calls).
declare const chrome: {
  commands: { getAll(): Promise<{ name?: string; shortcut?: string }[]> };
};

let browser: ExtensionBrowser | null = null;
afterEach(async () => {
  await browser?.close();
  browser = null;
});

describe('first run', () => {
  test('the install opens the first-run page, once; it says where a key comes from and leads to the settings', async () => {
    browser = await launchExtensionBrowser({ keepWelcome: true });
    const b = browser;
    const welcome = b.context.pages().find((page) => page.url() === b.pageUrl('welcome.html'));
    if (!welcome) throw new Error('no first-run page');
    await welcome.getByTestId('key-steps').waitFor();
    const text = await welcome.locator('main').innerText();
    expect(text).toContain('Open Settings › API keys and choose Create.');
    for (const scope of [
      'transcripts:read',
      'imports:write',
      'recordings:write',
      'exports:write',
    ]) {
      expect(text).toContain(scope);
    }
    expect(text).toContain('npx @scribekit/sandbox --persist');
    // The shortcut the browser bound to the popup, whatever it is.
    const shortcut = await welcome.evaluate(async () => {
      const commands = await chrome.commands.getAll();
      return commands.find((command) => command.name === '_execute_action')?.shortcut ?? '';
    });
    expect(shortcut).not.toBe('');
    expect(text).toContain(shortcut);
    expect(await welcome.title()).toBe('Welcome · Scribekit');
    await welcome.screenshot({ path: join(SCREENSHOTS, 'welcome.png'), fullPage: true });
    await welcome.emulateMedia({ colorScheme: 'dark' });
    await welcome.screenshot({ path: join(SCREENSHOTS, 'welcome-dark.png'), fullPage: true });
    await welcome.emulateMedia({ colorScheme: 'light' });

    const opened = b.context.waitForEvent('page');
    await welcome.getByRole('button', { name: 'Open settings' }).click();
    const options = await opened;
    await options.locator('#api-key').waitFor();
    expect(options.url()).toBe(b.pageUrl('options.html'));
    // The settings in a user's words; the service's address is an advanced setting, folded.
    const settings = await options.locator('main').innerText();
    expect(settings).not.toMatch(/API address|Default for this build/);
    expect(await options.locator('#base-url').isVisible()).toBe(false);
    await options.getByText('Advanced').click();
    expect(await options.getByLabel('Service address').isVisible()).toBe(true);
    expect(await options.title()).toBe('Settings · Scribekit');

    // Started again on the same profile: no second first-run page.
    const profile = b.profile;
    await b.close({ keepProfile: true });
    browser = await launchExtensionBrowser({ profile });
    const again = browser;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(again.context.pages().map((page) => page.url())).not.toContain(
      again.pageUrl('welcome.html'),
    );
  });
});
