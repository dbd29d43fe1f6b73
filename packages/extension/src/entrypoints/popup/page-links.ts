import type { PageLink } from '@scribekit/shared';
import { browser } from 'wxt/browser';

/** Links read from one page at most (a page with more is not a list of videos people page through). */
const MAX_LINKS = 5_000;

/**
 * Runs in the page (injected once through the toolbar's `activeTab` grant, then gone): its links
 * with the words they are shown with. Self-contained: it is serialised into the page.
 */
function collectLinks(max: number): PageLinks {
  const links: { href: string; text: string }[] = [];
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (links.length >= max) break;
    const text =
      anchor.textContent?.trim() ||
      anchor.getAttribute('title') ||
      anchor.getAttribute('aria-label') ||
      '';
    links.push({ href: anchor.href, text: text.slice(0, 300) });
  }
  return { title: document.title, links };
}

/** What the popup reads from the page: its title and links. */
export interface PageLinks {
  title: string;
  links: PageLink[];
}

/**
 * The links of the page the popup was opened on, or null when the browser does not let the popup
 * read them (a browser page, the web store, no grant). Chrome runs the function with `scripting`;
 * Firefox (MV2) with `tabs.executeScript`, which the `activeTab` grant allows without more.
 */
export async function readPageLinks(): Promise<PageLinks | null> {
  try {
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    if (tab?.id === undefined) return null;
    if (import.meta.env.MANIFEST_VERSION === 3) {
      const [first] = await browser.scripting.executeScript({
        target: { tabId: tab.id },
        func: collectLinks,
        args: [MAX_LINKS],
      });
      return (first?.result as PageLinks | undefined) ?? null;
    }
    const [result] = (await browser.tabs.executeScript(tab.id, {
      code: `(${collectLinks.toString()})(${MAX_LINKS})`,
    })) as unknown[];
    const links = result as PageLinks | undefined;
    return Array.isArray(links?.links) ? links : null;
  } catch {
    return null;
  }
}
