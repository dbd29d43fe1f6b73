import type { WxtBrowser } from 'wxt/browser';
import { type BadgeTarget, showActiveJobs } from '../background/badge.js';
import { isOwnPage } from '../background/handlers.js';
import type { Background } from '../background/start.js';
import { startTabRecorder } from './tab-recorder.js';

/** Adds "Record this tab" to a started background (Chrome only). */
export function addTabRecorder(browser: WxtBrowser, background: Background) {
  const badge = (browser.action ?? browser.browserAction) as BadgeTarget | undefined;
  const extensionBase = browser.runtime.getURL('/');
  return startTabRecorder({
    browser,
    area: browser.storage.local,
    credentials: async () => {
      const { apiKey, baseUrl } = await background.settings.read();
      return { apiKey, baseUrl };
    },
    badge,
    restoreBadge: async () => {
      if (badge) await showActiveJobs(badge, await background.store.all());
    },
    trusted: (sender) => isOwnPage(sender, browser.runtime.id, extensionBase),
    describe: (error) => background.describe(error),
    transcriptUrl: (id) =>
      `${browser.runtime.getURL('/transcript.html')}?id=${encodeURIComponent(id)}`,
  });
}
