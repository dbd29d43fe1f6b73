import { eventually } from '../../support/sandbox.js';
import type { ExtensionBrowser } from './extension-browser.js';

// The extension API as seen from an extension page (only what these helpers call).
declare const chrome: {
  storage: { local: { set(items: Record<string, unknown>): Promise<void> } };
};

/** Stops the extension's service worker as the browser does when it is idle. */
export async function stopWorker(b: ExtensionBrowser): Promise<void> {
  const page = await b.context.newPage();
  await page.goto(b.pageUrl('options.html'));
  const workerTargets = async () =>
    (await b.targets())
      .filter((target) => target.type === 'service_worker' && target.url.includes(b.extensionId))
      .map((target) => target.targetId);
  const before = await workerTargets();
  const session = await b.context.newCDPSession(page);
  await session.send('ServiceWorker.enable');
  await eventually(
    async () => {
      if (!(await workerTargets()).some((id) => before.includes(id))) return true;
      // Asked until it holds: Chromium ignores a stop that reaches a worker still starting up (the
      // options page's settings request wakes it); that worker then keeps running.
      await session.send('ServiceWorker.stopAllWorkers');
      return undefined;
    },
    10_000,
    'the background to stop',
  );
  await page.close();
}

/** Writes items into the extension's storage from one of its pages. */
export async function storeItems(b: ExtensionBrowser, items: Record<string, unknown>) {
  const page = await b.context.newPage();
  await page.goto(b.pageUrl('options.html'));
  await page.evaluate((stored) => chrome.storage.local.set(stored), items);
  await page.close();
}

/** Replaces the stored jobs and stops the background, so that it reads them when it wakes. */
export async function restartWithJobs(b: ExtensionBrowser, jobs: unknown[]): Promise<void> {
  await storeItems(b, { jobs });
  await stopWorker(b);
}
