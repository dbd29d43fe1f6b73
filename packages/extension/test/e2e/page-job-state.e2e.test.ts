import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startTestSandbox } from '../support/sandbox.js';
import { type ExtensionBrowser, launchExtensionBrowser } from './support/extension-browser.js';
import { popupOn } from './support/popup-on.js';
import { saveSettings } from './support/save-settings.js';

// Issue 35 item 1 in the real toolbar popup: a page's job shows in the page's own section, live,
// from its start to "Open transcript"; its main button never starts a second job.

let sandbox: Sandbox;
let browser: ExtensionBrowser | null = null;

beforeAll(async () => {
  // Long enough to watch the job run with the popup open, short enough for the suite.
  sandbox = await startTestSandbox(2_500);
});
afterEach(async () => {
  await browser?.close();
  browser = null;
});
afterAll(() => sandbox?.close());

const importPosts = () =>
  sandbox.requests({ method: 'POST', path: '/api/v1/source-imports/' }).length;

/** The page section's buttons, in order (the card that stands for this page). */
const pageButtons = () =>
  [...document.querySelectorAll('section[aria-labelledby="page-title"] button')].map((button) => ({
    text: button.textContent?.trim() ?? '',
    primary: button.classList.contains('primary'),
  }));

describe('a page whose job finishes while the popup is open (issue 35 item 1)', () => {
  test('the page section turns into "Open transcript"; its main button makes no second import', async () => {
    const video = 'https://www.youtube.com/watch?v=liveDone001';
    browser = await launchExtensionBrowser();
    await saveSettings(browser, sandbox.apiKey, sandbox);
    const tab = await browser.openTab(video);
    const before = importPosts();
    const popup = await popupOn(browser, tab, 'import');
    // Item 4: the heading is the page's own title ("… - YouTube" without the site).
    await popup.waitFor(
      () =>
        document.querySelector('[data-testid="page-title"]')?.textContent ===
        'Never Gonna Give You Up',
    );
    await popup.clickButton('Transcribe this page');
    // Running: the section shows the job, not a second start.
    await popup.waitFor(
      () =>
        document.querySelector('[data-testid="import-job"] [data-job-phase="working"]') !== null,
    );
    expect((await popup.evaluate(pageButtons)).map((b) => b.text)).not.toContain(
      'Transcribe this page',
    );
    // Done, with the popup still open: "Open transcript" is the section's main action.
    await popup.waitFor(
      () => document.querySelector('[data-testid="import-done"]') !== null,
      undefined,
      20_000,
    );
    const buttons = await popup.evaluate(pageButtons);
    expect(buttons[0]).toEqual({ text: 'Open transcript', primary: true });
    expect(buttons.map((b) => b.text)).not.toContain('Transcribe this page');
    // "Transcribe again" is there, quieter, and says what it does before it does anything.
    const again = buttons.find((b) => b.text === 'Transcribe again');
    expect(again?.primary).toBe(false);

    // The job is called by the page's name too: one name for one thing.
    expect(
      await popup.evaluate(() => document.querySelector('.job-title')?.textContent ?? null),
    ).toBe('Never Gonna Give You Up');

    // Pressing the section's main button opens the transcript, and imports nothing.
    const opened = browser.context.waitForEvent('page');
    await popup.evaluate(() =>
      (
        document.querySelector(
          'section[aria-labelledby="page-title"] button.primary',
        ) as HTMLButtonElement
      ).click(),
    );
    const transcript = await opened;
    await transcript.waitForLoadState();
    expect(transcript.url()).toContain('/transcript.html?id=');
    expect(importPosts() - before).toBe(1);
    // The import was created with that name, and the job is called by it: one name, one thing.
    const [created] = sandbox.requests({ method: 'POST', path: '/api/v1/source-imports/' });
    expect((created?.body as { title?: string } | undefined)?.title).toBe(
      'Never Gonna Give You Up',
    );

    // The popup opened again offers the same, still without a second import.
    const reopened = await popupOn(browser, tab, 'import');
    await reopened.waitFor(() => document.querySelector('[data-testid="import-done"]') !== null);
    await reopened.clickButton('Transcribe again');
    await reopened.waitFor(() => document.querySelector('[data-testid="again-note"]') !== null);
    expect(await reopened.text()).toContain('Makes a new transcript of this page');
    expect(importPosts() - before).toBe(1);
    // Only the explicit second choice makes a second transcript.
    await reopened.clickButton('Make a new transcript');
    await reopened.waitFor(() => document.querySelector('[data-testid="import-job"]') !== null);
    // The row shows as the request leaves; the service logs it once answered.
    await expect.poll(() => importPosts() - before, { timeout: 15_000 }).toBe(2);
  });
});

describe("the page's own name and picture (issue 35 item 4)", () => {
  test('the heading is the tab title without the site, the picture its og:image; none without one', async () => {
    browser = await launchExtensionBrowser();
    await saveSettings(browser, sandbox.apiKey, sandbox);
    const picture = 'https://i.vimeocdn.com/video/1234567890-talk.jpg';
    await browser.context.route('https://vimeo.com/76979871*', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>(2) A talk about captions on Vimeo</title><meta property="og:image" content="${picture}"><h1>A talk about captions</h1>`,
      }),
    );
    const tab = await browser.openTab('https://vimeo.com/76979871');
    const popup = await popupOn(browser, tab, 'import');
    await popup.waitFor(
      () =>
        document.querySelector('[data-testid="page-title"]')?.textContent ===
        'A talk about captions',
    );
    await popup.waitFor(() => document.querySelector('[data-testid="import-card"] img.thumb'));
    expect(
      await popup.evaluate(() =>
        document.querySelector('[data-testid="import-card"] img.thumb')?.getAttribute('src'),
      ),
    ).toBe(picture);
    await popup.close();

    // A page whose title is only the site's name: the address names it, and no letter stands in
    // for a picture it does not have.
    const bare = await browser.openTab('https://www.youtube.com/watch?v=noTitle0001');
    await bare.evaluate(() => {
      document.title = 'YouTube';
    });
    const second = await popupOn(browser, bare, 'import');
    await second.waitFor(() => document.querySelector('[data-testid="import-card"]'));
    expect(
      await second.evaluate(
        () => document.querySelector('[data-testid="page-title"]')?.textContent,
      ),
    ).toMatch(/^YouTube (video noTitle0001|recording noTitle0001)$/);
    expect(
      await second.evaluate(() => document.querySelector('[data-testid="import-card"] .thumb')),
    ).toBe(null);
  });
});
