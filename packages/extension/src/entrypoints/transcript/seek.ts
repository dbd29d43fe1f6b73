import { browser } from 'wxt/browser';
import type { TranscriptSource } from '../../messages/transcript-page.js';

/** The source's address at `seconds`: YouTube `t=`, Vimeo `#t=`, Loom `?t=`, media `#t=`. */
export function momentUrl(source: TranscriptSource, seconds: number): string {
  const at = Math.max(0, Math.floor(seconds));
  const url = new URL(source.url);
  if (source.kind === 'youtube') url.searchParams.set('t', `${at}s`);
  else if (source.kind === 'vimeo') url.hash = `t=${at}s`;
  else if (source.kind === 'loom') url.searchParams.set('t', String(at));
  else url.hash = `t=${at}`;
  return url.toString();
}

// The tab this page opened for the source: later moments go to it instead of a new tab. Kept as
// the promise of its id, so a second click while the first tab is still being opened waits for
// it rather than opening another. tabs.create/tabs.update and windows.update need no permission
// for a tab the extension opened.
let sourceTab: Promise<number | null> | null = null;

/** Opens the source at a moment, or moves the tab opened before to it and brings it forward. */
export async function openMoment(url: string): Promise<void> {
  const before = sourceTab;
  const opened = before === null ? null : await before;
  if (opened !== null) {
    try {
      const tab = await browser.tabs.update(opened, { url, active: true });
      if (tab?.windowId !== undefined)
        await browser.windows.update(tab.windowId, { focused: true });
      return;
    } catch {
      // Closed meanwhile: a new one is opened below.
    }
  }
  // Another click may have opened one while this one waited: that tab is the one to move.
  if (sourceTab !== before) return openMoment(url);
  sourceTab = browser.tabs.create({ url }).then(
    (tab) => tab.id ?? null,
    () => null,
  );
  await sourceTab;
}
