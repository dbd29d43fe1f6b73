import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';

/**
 * Allows the microphone on the extension's microphone page as a person does: a click on "Allow
 * the microphone", then "Allow" in Chrome's bubble from the keyboard (Alt+Shift+A moves the focus
 * to the bubble, three Tabs reach "Allow while visiting the site", Return). There is no DevTools
 * command for the bubble, and `--use-fake-ui-for-media-stream` would skip the question the
 * extension must ask.
 */
export async function allowMicrophone(display: string, page: Page): Promise<void> {
  const env = { ...process.env, DISPLAY: display };
  const step = () =>
    page.isClosed() ? Promise.resolve('closed') : page.locator('main').getAttribute('data-step');
  await page.bringToFront();
  await page.getByRole('button', { name: 'Allow the microphone' }).click();
  // The bubble opens once the page has asked (keys sent twice could reach "Block" instead).
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  execFileSync('xdotool', ['key', '--delay', '250', 'alt+shift+a', 'Tab', 'Tab', 'Tab', 'Return'], {
    env,
  });
  for (let waited = 0; waited < 5_000; waited += 100) {
    if ((await step().catch(() => 'closed')) !== 'asking') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const state = await page
    .evaluate(
      async () =>
        (await navigator.permissions.query({ name: 'microphone' as PermissionName })).state,
    )
    .catch(() => 'unknown');
  throw new Error(`The microphone page still waits (Chrome's permission: ${state})`);
}
