import type { Sandbox } from '@scribekit/sandbox';
import type { Page } from 'playwright-core';
import type { ExtensionBrowser } from './extension-browser.js';

/**
 * Saves a key and the sandbox's address on the options page, as a person would: the address is
 * under "Advanced", which opens by itself once it is not the standard one.
 */
export async function saveSettings(b: ExtensionBrowser, key: string, api: Sandbox): Promise<Page> {
  const page = await b.context.newPage();
  await page.goto(b.pageUrl('options.html'));
  await page.locator('#api-key').fill(key);
  const address = page.locator('#base-url');
  if (!(await address.isVisible()))
    await page.locator('[data-testid="advanced"] > summary').click();
  await address.fill(api.baseUrl);
  await page.locator('form button[type="submit"]').click();
  await page.locator('[data-outcome]').waitFor();
  return page;
}
