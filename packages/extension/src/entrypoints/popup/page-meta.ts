import { browser } from 'wxt/browser';

/** What the popup reads of the page it was opened on, beyond its address. */
export interface PageMeta {
  /** The tab's title as the browser shows it ('' when none). */
  tabTitle: string;
  /** The page's `og:title` (the video's own title on most sites), '' when none. */
  ogTitle: string;
  /** The page's `og:image` as an https address, '' when none. */
  ogImage: string;
}

/**
 * Runs in the page (injected once through the toolbar's `activeTab` grant, then gone): its
 * `og:title` and `og:image`. Self-contained (serialised into the page); it is given nothing, so
 * nothing of the extension's (the key least of all) reaches the page.
 */
function collectMeta(): { ogTitle: string; ogImage: string } {
  const meta = (name: string) =>
    document
      .querySelector<HTMLMetaElement>(`meta[property="${name}"], meta[name="${name}"]`)
      ?.content?.trim() ?? '';
  return { ogTitle: meta('og:title').slice(0, 300), ogImage: meta('og:image').slice(0, 2000) };
}

/**
 * The page's title (from the tab, which the `activeTab` grant of the toolbar click shows without
 * running anything in the page) and its `og:` title and image (read by `collectMeta` with the
 * same grant: `scripting` in Chrome, `tabs.executeScript` in Firefox, both held already). Null
 * when the browser lets the popup read nothing (a browser page, no grant).
 */
export async function readPageMeta(): Promise<PageMeta | null> {
  try {
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    if (tab?.id === undefined) return null;
    const tabTitle = tab.title ?? '';
    let found: { ogTitle: string; ogImage: string } | undefined;
    try {
      if (import.meta.env.MANIFEST_VERSION === 3) {
        const [first] = await browser.scripting.executeScript({
          target: { tabId: tab.id },
          func: collectMeta,
        });
        found = first?.result as typeof found;
      } else {
        const [result] = (await browser.tabs.executeScript(tab.id, {
          code: `(${collectMeta.toString()})()`,
        })) as unknown[];
        found = result as typeof found;
      }
    } catch {
      // A page the browser keeps scripts out of: its tab title is still known.
    }
    const image = String(found?.ogImage ?? '');
    return {
      tabTitle,
      ogTitle: String(found?.ogTitle ?? ''),
      // Only an https picture is shown (never a data: or http: address from the page).
      ogImage: /^https:\/\//i.test(image) ? image : '',
    };
  } catch {
    return null;
  }
}
