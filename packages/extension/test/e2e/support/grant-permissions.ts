import { execFileSync } from 'node:child_process';
import type { ExtensionBrowser } from './extension-browser.js';

/**
 * Grants optional permissions through Chrome's real prompt: an extension page in a tab calls
 * `permissions.request` (as a user gesture, over DevTools), and the prompt that Chrome shows is
 * answered on the X display with the keyboard (Tab to "Allow", Return) by `xdotool`. There is no
 * DevTools command for the prompt, and headless Chromium shows none. The request is made from a
 * tab because, on Xvfb without a window manager, the prompt takes the focus from a toolbar popup,
 * which closes and takes the prompt with it.
 */
export async function grantPermissions(
  b: ExtensionBrowser,
  display: string,
  permissions: string[],
): Promise<boolean> {
  const page = await b.context.newPage();
  try {
    // An extension page with nothing to focus: keys that land on it instead of the prompt do nothing.
    await page.goto(b.pageUrl('icon/128.png'));
    const env = { ...process.env, DISPLAY: display };
    const cdp = await b.context.newCDPSession(page);
    const asked = cdp.send('Runtime.evaluate', {
      expression: `chrome.permissions.request(${JSON.stringify({ permissions })})`,
      awaitPromise: true,
      userGesture: true,
      returnByValue: true,
    }) as Promise<{ result?: { value?: boolean }; exceptionDetails?: unknown }>;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const settled = await Promise.race([
        asked,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000)),
      ]);
      if (settled) {
        if (settled.exceptionDetails) throw new Error(JSON.stringify(settled.exceptionDetails));
        return settled.result?.value === true;
      }
      // The prompt opens with "Deny" focused (the safe choice): Tab to "Allow", then Return.
      execFileSync('xdotool', ['key', '--delay', '150', 'Tab', 'Return'], { env });
    }
    throw new Error('Chrome showed no permission prompt');
  } finally {
    await page.close();
  }
}
