import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startXvfb, type VirtualDisplay } from '../e2e/support/xvfb.js';
import { eventually, startTestSandbox } from '../support/sandbox.js';
import { type FirefoxSession, launchFirefox } from './support/firefox-bidi.js';

// The real toolbar popup in Firefox ESR, headed on Xvfb: opened by the extension's shortcut
// (Alt+Shift+1, pressed on the window with xdotool, as a person does), with the activeTab grant
// the shortcut gives on the page. Extension pages run in the browser's process here so the test
// can read and click the popup from the browser window (BiDi lists no popup); the pages are
// served by a local server.

let sandbox: Sandbox;
let display: VirtualDisplay;
let firefox: FirefoxSession;
let server: Server;
let origin = '';

const VIDEOS = ['ffToolbar01', 'ffToolbar02', 'ffToolbar03'];
const watch = (video: string) => `https://www.youtube.com/watch?v=${video}`;

/** A course page linking its videos (twice each, as thumbnails and titles) and other pages. */
const PLAYLIST = `<!doctype html><title>Course</title><h1>Course</h1><ol>${VIDEOS.map(
  (video, index) =>
    `<li><a href="${watch(video)}&list=PLff"><img alt=""></a><a href="${watch(video)}">Lesson ${index + 1}</a></li>`,
).join('')}</ol><a href="https://example.com/about">About</a>`;

const fill = (selector: string, value: string) =>
  `(() => { const el = document.querySelector(${JSON.stringify(selector)});
     el.value = ${JSON.stringify(value)}; el.dispatchEvent(new Event('input', { bubbles: true })); return true; })()`;

beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(
      request.url === '/course' ? PLAYLIST : '<!doctype html><title>Talk</title><p>Talk</p>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  [sandbox, display] = await Promise.all([startTestSandbox(300), startXvfb()]);
  firefox = await launchFirefox({ display: display.display, popupInBrowserProcess: true });
  // The install opens the first-run page in a tab of its own, in front: closed, so the shortcut
  // is pressed on the page under test.
  const welcome = await eventually(
    async () => (await firefox.tabs()).find((tab) => tab.url === firefox.pageUrl('welcome.html')),
    15_000,
    'the first-run page',
  );
  await firefox.send('browsingContext.close', { context: welcome.context });
  const [tab] = await firefox.tabs();
  const context = tab?.context ?? '';
  await firefox.navigate(context, firefox.pageUrl('options.html'));
  await eventually(() =>
    firefox.evaluate<boolean>(context, "!!document.querySelector('#api-key')"),
  );
  await firefox.evaluate(context, fill('#api-key', sandbox.apiKey));
  await firefox.evaluate(context, fill('#base-url', sandbox.baseUrl));
  await firefox.evaluate(context, "document.querySelector('form button[type=submit]').click()");
  await eventually(
    () => firefox.evaluate(context, "document.querySelector('[data-outcome]')?.dataset.outcome"),
    20_000,
    'the key check',
  );
});

afterAll(async () => {
  await firefox?.close();
  await display?.close();
  await sandbox?.close();
  server?.close();
});

/** Opens `url` in the tab, waits until it has loaded, then presses the shortcut on the window. */
async function shortcutOn(url: string): Promise<void> {
  await firefox.popupEvaluate('popup?.defaultView.close() ?? null');
  const [tab] = await firefox.tabs();
  await firefox.send('browsingContext.navigate', { context: tab?.context, url, wait: 'complete' });
  execFileSync('xdotool', ['key', 'alt+shift+1'], {
    env: { ...process.env, DISPLAY: display.display },
  });
}

/** The open popup's text once `selector` is in it. */
function popupShows(selector: string, timeoutMs = 15_000): Promise<string> {
  return eventually(
    async () =>
      (await firefox.popupEvaluate<string | null>(
        `popup?.querySelector(${JSON.stringify(selector)}) ? popup.body.innerText : null`,
      )) ?? undefined,
    timeoutMs,
    `the popup to show ${selector}`,
  );
}

/** Clicks the popup's button named `name`; true when there was one. */
const clickInPopup = (name: string) =>
  firefox.popupEvaluate<boolean>(`(() => {
    const button = [...(popup?.querySelectorAll('button') ?? [])].find(
      (item) => item.textContent.trim() === ${JSON.stringify(name)} && !item.disabled,
    );
    button?.click();
    return Boolean(button);
  })()`);

async function importsOf(url: string): Promise<number> {
  const response = await fetch(`${sandbox.baseUrl}/api/v1/source-imports/?limit=100`, {
    headers: { authorization: `Bearer ${sandbox.apiKey}` },
  });
  const { items } = (await response.json()) as { items: { url: string }[] };
  return items.filter((item) => item.url === url).length;
}

describe('Firefox: the toolbar popup, opened by its shortcut', () => {
  test('Alt+Shift+1 opens the popup on the page it is pressed on; "Transcribe this page" makes one import', async () => {
    const talk = `${origin}/talk.mp3`;
    await shortcutOn(talk);
    const text = await popupShows('[data-state="import"]');
    // The popup read the page's address through the shortcut's activeTab grant.
    expect(text).toContain(talk);
    expect(await eventually(() => clickInPopup('Transcribe this page'))).toBe(true);
    await popupShows('.job[data-job-id]:not([data-job-starting])');
    expect(await importsOf(talk)).toBe(1);
  });

  test('on a course page the popup reads its links and "Transcribe 3 videos" imports each once', async () => {
    await shortcutOn(`${origin}/course`);
    // Reading the page's links needs the shortcut's grant (tabs.executeScript in the page).
    await popupShows('[data-testid="batch-plan"]');
    expect(await eventually(() => clickInPopup('Transcribe 3 videos'))).toBe(true);
    await popupShows('[data-testid="batch-row"]');
    await eventually(
      async () => {
        for (const video of VIDEOS) if ((await importsOf(watch(video))) === 0) return undefined;
        return true;
      },
      30_000,
      'an import of every video',
    );
    for (const video of VIDEOS) expect(await importsOf(watch(video))).toBe(1);
  });
});
