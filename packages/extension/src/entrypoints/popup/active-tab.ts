import { browser } from 'wxt/browser';

/**
 * The address of the tab the popup was opened on. The `activeTab` grant of the toolbar click (or
 * the keyboard shortcut) is what lets the popup read it; without it the address is null.
 */
export async function activeTabUrl(): Promise<string | null> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.url ?? null;
}
