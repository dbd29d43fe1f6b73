import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';
import { PopupDriver } from './popup-driver.js';

/** The built Chrome extension the e2e tests load. */
export const EXTENSION_DIR =
  process.env.EXTENSION_DIR ?? resolve(import.meta.dirname, '../../../.output/chrome-mv3');

/** Debian's Chromium (never a downloaded browser). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Where the e2e run saves its screenshots: `test-results/` (ignored by git), or the ones the
 * extension's README shows when `UPDATE_SCREENSHOTS=1`, so a test run leaves the tree clean.
 */
export const SCREENSHOTS = process.env.UPDATE_SCREENSHOTS
  ? resolve(import.meta.dirname, '../../../../../docs/screenshots')
  : resolve(import.meta.dirname, '../../../test-results/screenshots');

/** Fake pages of the sites the extension knows, served by request routing (no network). */
const FAKE_PAGES: Record<string, string> = {
  'https://www.youtube.com/**':
    '<title>Never Gonna Give You Up - YouTube</title><h1>Fake watch page</h1>',
  'https://meet.google.com/**': '<title>Meet - abc-defg-hij</title><h1>Fake meeting</h1>',
  'https://example.com/**': '<title>Example Domain</title><h1>Example Domain</h1>',
  'https://teams.microsoft.com/**': '<title>Microsoft Teams</title><h1>Fake Teams</h1>',
  'https://app.zoom.us/**': '<title>Zoom</title><h1>Fake Zoom web client</h1>',
  'https://vimeo.com/**': '<title>Vimeo</title><h1>Fake unlisted video</h1>',
  'https://acme.webex.com/**': '<title>Webex</title><h1>Fake Webex meeting</h1>',
};

/** Chromium with the built extension loaded, in a fresh profile. */
export interface ExtensionBrowser {
  /** The browser context (one profile). */
  context: BrowserContext;
  /** The extension's id. */
  extensionId: string;
  /** A browser-level DevTools session. */
  cdp: CDPSession;
  /** Every target the browser has (tabs, pages, workers), as DevTools lists them. */
  targets(): Promise<TargetInfo[]>;
  /** Address of an extension page, e.g. `options.html`. */
  pageUrl(path: string): string;
  /** Opens a tab on `url` (a routed fake page). */
  openTab(url: string): Promise<Page>;
  /**
   * Clicks the toolbar button for `tab`, as a person would: Chromium's `Extensions.triggerAction`
   * runs the real action, which opens the real popup and grants `activeTab` for that tab.
   */
  openPopup(tab: Page): Promise<{ popup: PopupDriver; openedAt: number }>;
  /** The profile directory. */
  profile: string;
  /** Closes the browser and removes the profile, or keeps it to relaunch on (`keepProfile`). */
  close(options?: { keepProfile?: boolean }): Promise<void>;
}

/** Options of `launchExtensionBrowser`. */
export interface LaunchOptions {
  /** The browser's interface language (the extension's pages follow it), e.g. `de`. */
  lang?: string;
  /** An X display to run headed on (tab capture records silence headless), e.g. `:99`. */
  display?: string;
  /** More command-line switches. */
  args?: string[];
  /** A profile directory to start from (a browser relaunched on the same profile); default new. */
  profile?: string;
  /**
   * Leave the first-run page open. A new profile installs the extension, which opens its
   * first-run page once: the launch waits for it (a test fails if it never comes) and closes it,
   * unless this is set.
   */
  keepWelcome?: boolean;
  /** Another build of the extension to load (a bench's baseline); default this package's. */
  extensionDir?: string;
}

/** Starts Chromium with the built extension: headless, or headed on `display`. */
export async function launchExtensionBrowser(
  options: LaunchOptions = {},
): Promise<ExtensionBrowser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `No Chromium at ${CHROMIUM}: install Debian's (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  const extensionDir = options.extensionDir ?? EXTENSION_DIR;
  if (!existsSync(join(extensionDir, 'manifest.json'))) {
    throw new Error(`No built extension in ${extensionDir}; run \`pnpm build\` first.`);
  }
  const profile = options.profile ?? (await mkdtemp(join(tmpdir(), 'scribekit-e2e-')));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: !options.display,
    acceptDownloads: true,
    viewport: { width: 1100, height: 800 },
    // Chromium on Linux takes its interface language from LANGUAGE; --lang covers the others.
    ...(options.lang ? { locale: options.lang } : {}),
    env: {
      ...process.env,
      ...(options.lang ? { LANGUAGE: options.lang } : {}),
      ...(options.display ? { DISPLAY: options.display } : {}),
    },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...(options.lang ? [`--lang=${options.lang}`] : []),
      // A screen tall enough for the popup's full 600 px (headless defaults to 800 × 600).
      '--window-size=1280,1024',
      '--screen-info={1280x1024}',
      // Allows the DevTools protocol's Extensions domain (triggerAction) in this test browser.
      '--enable-unsafe-extension-debugging',
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      ...(options.args ?? []),
    ],
  });
  // Nothing leaves the machine: any page request off loopback is refused, the known sites are faked.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  for (const [pattern, body] of Object.entries(FAKE_PAGES)) {
    await context.route(pattern, (route) =>
      route.fulfill({ body: `<!doctype html><html>${body}</html>`, contentType: 'text/html' }),
    );
  }
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  // A build without a first-run page (a baseline from before it) opens none.
  if (!options.profile && existsSync(join(extensionDir, 'welcome.html'))) {
    const welcomeUrl = `chrome-extension://${extensionId}/welcome.html`;
    const deadline = Date.now() + 10_000;
    let welcome = context.pages().find((page) => page.url() === welcomeUrl);
    while (!welcome && Date.now() < deadline) {
      await new Promise((resolveWait) => setTimeout(resolveWait, 25));
      welcome = context.pages().find((page) => page.url() === welcomeUrl);
    }
    if (!welcome) throw new Error('The first-run page did not open on install.');
    if (!options.keepWelcome) await welcome.close();
  }
  const browser = context.browser();
  if (!browser) throw new Error('no browser behind the persistent context');
  const cdp = await browser.newBrowserCDPSession();

  async function targets(): Promise<TargetInfo[]> {
    const { targetInfos } = (await cdp.send('Target.getTargets', { filter: [{}] })) as {
      targetInfos: TargetInfo[];
    };
    return targetInfos;
  }

  async function findTarget(predicate: (target: TargetInfo) => boolean, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = (await targets()).find(predicate);
      if (found) return found;
      await new Promise((resolveWait) => setTimeout(resolveWait, 20));
    }
    throw new Error('target not found');
  }

  return {
    context,
    extensionId,
    cdp,
    targets,
    pageUrl: (path) => `chrome-extension://${extensionId}/${path}`,
    async openTab(url) {
      const page = await context.newPage();
      await page.goto(url);
      return page;
    },
    async openPopup(tab) {
      await tab.bringToFront();
      const popupUrl = `chrome-extension://${extensionId}/popup.html`;
      const before = await targets();
      const tabTarget = before.find((target) => target.type === 'tab' && target.url === tab.url());
      if (!tabTarget) throw new Error(`no tab target for ${tab.url()}`);
      const known = new Set(before.map((target) => target.targetId));
      const openedAt = performance.now();
      await cdp.send('Extensions.triggerAction', { id: extensionId, targetId: tabTarget.targetId });
      const target = await findTarget(
        (item) => item.type === 'page' && item.url === popupUrl && !known.has(item.targetId),
      );
      return { popup: await PopupDriver.attach(cdp, target.targetId), openedAt };
    },
    profile,
    async close(closeOptions = {}) {
      await context.close();
      if (!closeOptions.keepProfile) await rm(profile, { recursive: true, force: true });
    },
  };
}

/** One DevTools target, as `Target.getTargets` lists it. */
export interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
}
