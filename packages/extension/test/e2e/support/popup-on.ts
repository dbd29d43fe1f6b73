import type { Page } from 'playwright-core';
import type { ExtensionBrowser } from './extension-browser.js';
import type { PopupDriver } from './popup-driver.js';

/** Waits until the popup has drawn what it made of the page (`data-state`, e.g. `import`). */
export function waitForPageState(popup: PopupDriver, state: string): Promise<unknown> {
  return popup.waitFor(
    (wanted) => document.querySelector(`[data-state="${wanted}"]`) !== null,
    state,
  );
}

/** Opens the toolbar popup on `tab` and waits for the page state `state`. */
export async function popupOn(b: ExtensionBrowser, tab: Page, state: string): Promise<PopupDriver> {
  const { popup } = await b.openPopup(tab);
  await waitForPageState(popup, state);
  return popup;
}

/** Texts of the popup's enabled buttons, in page order. */
export function enabledButtons(popup: PopupDriver): Promise<string[]> {
  return popup.evaluate(() =>
    [...document.querySelectorAll('button')]
      .filter((button) => !button.disabled)
      .map((button) => button.textContent?.trim() ?? ''),
  );
}
