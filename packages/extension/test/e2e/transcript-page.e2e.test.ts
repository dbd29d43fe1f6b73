import { join } from 'node:path';
import type { Sandbox } from '@scribekit/sandbox';
import { createScribekit } from '@scribekit/sdk';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createLongTranscript } from '../support/long-transcript.js';
import { injectFault, startTestSandbox } from '../support/sandbox.js';
import {
  type ExtensionBrowser,
  launchExtensionBrowser,
  SCREENSHOTS,
} from './support/extension-browser.js';
import { median } from './support/popup-paint.js';
import { extensionRendererCpuMs } from './support/renderer-cpu.js';
import { saveSettings } from './support/save-settings.js';
import { typeIntoSearch } from './support/search-keystrokes.js';

// The transcript page and the all-transcripts page of the built extension in Chromium, against
// a sandbox: transcripts are made through the SDK, the pages are driven as a person would.

let sandbox: Sandbox;
let browser: ExtensionBrowser | null = null;
const figures: string[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox(200);
});

afterEach(async () => {
  await browser?.close();
  browser = null;
});

afterAll(async () => {
  await sandbox?.close();
  // The figures the issue asks for (the machine is shared: read them as rough).
  for (const line of figures) console.log(line);
});

const sdk = () => createScribekit({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl });

async function importLink(url: string): Promise<string> {
  const transcript = await sdk().importUrl(url, { wait: { timeoutMs: 30_000 } });
  return transcript.id;
}

async function openTranscript(b: ExtensionBrowser, id: string): Promise<Page> {
  const page = await b.context.newPage();
  await page.goto(b.pageUrl(`transcript.html?id=${id}`));
  await page.getByTestId('segment').first().waitFor();
  return page;
}

describe('transcript page', () => {
  test('summary, chapters, action items, named speakers, copy, and times that open the video there', async () => {
    browser = await launchExtensionBrowser();
    await saveSettings(browser, sandbox.apiKey, sandbox);
    const id = await importLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const page = await browser.context.newPage();
    await page.addInitScript(() => {
      const copied: string[] = [];
      (window as unknown as { copied: string[] }).copied = copied;
      navigator.clipboard.writeText = async (text: string) => {
        copied.push(text);
      };
    });
    await page.goto(browser.pageUrl(`transcript.html?id=${id}`));
    await page.getByTestId('segment').first().waitFor();

    // Speakers carry names from auto-naming, not their labels.
    const speakers = page.getByRole('list', { name: 'Speakers' }).locator('li');
    await expect.poll(() => speakers.first().innerText()).not.toMatch(/^Speaker \d/);

    // Chapters and action items come from the API (generated / extracted on first open).
    const chapters = page.getByTestId('chapters').locator('li');
    await expect.poll(() => chapters.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const actions = page.getByTestId('action-items');
    await expect
      .poll(() => actions.innerText(), { timeout: 15_000 })
      .not.toContain('Finding action items');

    // A chapter's time scrolls to its segment and focuses it.
    const lastChapter = chapters.last();
    await lastChapter.getByRole('button').click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? ''))
      .toMatch(/^segment-/);

    // The summary: none yet, written on request, with its progress, then shown.
    const summary = page.getByTestId('summary');
    await summary.getByRole('button', { name: 'Write a summary' }).click();
    await summary.locator('[data-report-status="completed"]').waitFor({ timeout: 20_000 });
    expect((await summary.innerText()).length).toBeGreaterThan(40);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOTS, 'transcript.png') });

    // Copy: text with timestamps, and Markdown with links to the moments.
    await page.getByRole('button', { name: 'Copy transcript' }).click();
    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    const [text, markdown] = await page.evaluate(
      () => (window as unknown as { copied: string[] }).copied,
    );
    // Times as everywhere on the page: m:ss (h:mm:ss from an hour on).
    expect(text).toMatch(/^YouTube recording dQw4w9WgXcQ\n\n\[0:\d\d\] \S/);
    expect(markdown).toMatch(/^# YouTube recording dQw4w9WgXcQ/);
    expect(markdown).toMatch(
      /\[0:\d\d\]\(https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ&t=\d+s\) \*\*/,
    );

    // A segment's time opens the video at that moment; the next one reuses that tab. (The tab is
    // the extension's, opened before the test can route it, so its address is read from the
    // browser's target list.)
    const b = browser;
    const youtubeTabs = async () =>
      (await b.targets()).filter(
        (target) => target.type === 'page' && target.url.includes('youtube.com'),
      );
    const times = page.locator('a.segment-time');
    await times.nth(1).click();
    // The tab is taken from the same listing the poll accepted: while a tab loads, the browser
    // can list it with an empty address for a moment, so a second listing may not find it.
    let first = undefined as { targetId: string } | undefined;
    await expect
      .poll(async () => {
        const tabs = await youtubeTabs();
        first = tabs[0];
        return tabs.map((tab) => tab.url);
      })
      .toEqual([expect.stringMatching(/youtube\.com\/watch\?v=dQw4w9WgXcQ&t=\d+s$/)]);
    const seconds = Number((await times.nth(3).getAttribute('href'))?.match(/t=(\d+)s/)?.[1]);
    await times.nth(3).click();
    await expect
      .poll(async () => (await youtubeTabs()).map((tab) => [tab.targetId, tab.url]))
      .toEqual([[first?.targetId, expect.stringContaining(`t=${seconds}s`)]]);
  });

  test('the three-reports limit is explained in plain words', async () => {
    browser = await launchExtensionBrowser();
    await saveSettings(browser, sandbox.apiKey, sandbox);
    const id = await importLink('https://vimeo.com/76979871');
    const page = await openTranscript(browser, id);
    await injectFault(sandbox, {
      match: { method: 'POST', path: '/api/v1/smart-reports/' },
      effect: { status: 429, retry_after: 30 },
    });
    await page.getByRole('button', { name: 'Write a summary' }).click();
    const summary = page.getByTestId('summary');
    await expect
      .poll(() => summary.innerText())
      .toContain('Your account is already writing three reports.');
    expect(await summary.innerText()).toContain('Try again in 30 seconds');
    // Vimeo moments go into the hash.
    expect(await page.locator('a.segment-time').first().getAttribute('href')).toMatch(
      /^https:\/\/vimeo\.com\/76979871#t=\d+s$/,
    );
  });

  test('a meeting recording plays from its file; with no file to play the page says so and times are text', async () => {
    browser = await launchExtensionBrowser();
    await saveSettings(browser, sandbox.apiKey, sandbox);
    const job = await sdk().recordMeeting({
      platform: 'google_meet',
      meetUrl: 'https://meet.google.com/abc-defg-hij',
    });
    const done = await sdk().waitForRecordingJob(job.id, { timeoutMs: 30_000 });
    await sdk().waitForTranscript(done.transcript_id ?? '', { timeoutMs: 30_000 });
    const page = await openTranscript(browser, done.transcript_id ?? '');
    // The sandbox keeps no audio for a bot's recording: its file's address answers 404, the
    // player says it cannot play it, and the times stay text (nothing pretends to play).
    await page.getByTestId('player-error').waitFor();
    expect(await page.getByTestId('player-error').innerText()).toContain(
      "The recording can't be played here",
    );
    expect(await page.locator('a.segment-time, button.segment-time').count()).toBe(0);
  });

  /** The segment list as shown: its count, the search status, each row's text and marks. */
  function listed(page: Page) {
    return page.evaluate(() => ({
      count: Number(
        document.querySelector('[data-testid="segment-list"]')?.getAttribute('data-count'),
      ),
      status: document.getElementById('search-count')?.textContent ?? '',
      rows: [...document.querySelectorAll('[data-testid="segment"] p')].map((p) => ({
        text: p.textContent?.toLowerCase() ?? '',
        marks: [...p.querySelectorAll('mark')].map((mark) => mark.textContent?.toLowerCase()),
      })),
    }));
  }

  for (const hours of [2, 6]) {
    test(`a ${hours}-hour transcript is interactive fast and searches per keystroke fast`, async () => {
      browser = await launchExtensionBrowser();
      await saveSettings(browser, sandbox.apiKey, sandbox);
      const id = await createLongTranscript(sandbox, hours);
      const page = await browser.context.newPage();
      const cpuBefore = extensionRendererCpuMs(browser.profile);
      await page.goto(browser.pageUrl(`transcript.html?id=${id}`));
      await page.getByTestId('segment').first().waitFor();
      const readyCpu = extensionRendererCpuMs(browser.profile) - cpuBefore;
      const readyAt = Number(await page.evaluate(() => document.body.dataset.readyAt));
      const segments = Number(await page.getByTestId('segment-list').getAttribute('data-count'));
      await page.waitForTimeout(300); // the blocks near the viewport have come in
      const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);

      const typed = await typeIntoSearch(page, browser.profile, 'the meet');
      await expect.poll(() => page.locator('#search-count').innerText()).toMatch(/ of /);
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await expect.poll(() => page.locator('#search-count').innerText()).not.toMatch(/ of /);
      const cleared = await listed(page);
      expect(cleared.count).toBe(segments);
      expect(cleared.rows.every((row) => row.marks.length === 0)).toBe(true);
      // A word of the transcript: the list (kept, not rebuilt, as the words change) holds the
      // segments with it alone, each marked.
      const word = (cleared.rows[1]?.text.match(/[a-z]{6,}/) ?? [''])[0];
      expect(word).not.toBe('');
      await page.keyboard.type(word);
      await expect.poll(() => page.locator('#search-count').innerText()).toMatch(/ of /);
      const found = await listed(page);
      expect(found.count).toBe(Number(/^(\d+) of/.exec(found.status)?.[1]));
      expect(found.count).toBeLessThan(segments);
      expect(found.rows.length).toBeGreaterThan(0);
      for (const row of found.rows) {
        expect(row.text).toContain(word);
        expect(row.marks).toContain(word);
      }
      figures.push(
        `transcript page ${hours} h (${segments} segments): interactive at ${readyCpu.toFixed(0)} ms of the ` +
          `renderer's CPU (${Math.round(readyAt)} ms of wall time), ${nodes} DOM nodes; keystroke median ` +
          `${median(typed.cpuMs).toFixed(1)} ms of CPU (max ${Math.max(...typed.cpuMs).toFixed(1)} of ` +
          `${typed.cpuMs.length}), ${median(typed.latencies).toFixed(1)} ms to the next frame`,
      );
      expect(segments).toBeGreaterThan(hours * 400);
      // Judged by the page's own CPU time, which a busy machine cannot change; the wall-time
      // budgets (interactive ≤ 500 ms, a keystroke ≤ 50 ms) are in `pnpm bench`.
      expect(readyCpu).toBeLessThan(500);
      expect(median(typed.cpuMs)).toBeLessThan(50);
      expect(nodes).toBeLessThan(3000);
      if (hours === 6) await page.screenshot({ path: join(SCREENSHOTS, 'transcript-6h.png') });
    });
  }
});

describe('all transcripts page', () => {
  test('lists the account transcripts with search, status filter and paging; a row opens it', async () => {
    browser = await launchExtensionBrowser();
    await saveSettings(browser, sandbox.apiKey, sandbox);
    await Promise.all(
      Array.from({ length: 22 }, (_, n) =>
        importLink(`https://www.youtube.com/watch?v=list${String(n).padStart(7, '0')}`),
      ),
    );
    const total = (await sdk().client.GET('/transcripts/', { params: { query: { limit: 1 } } }))
      .data?.meta.total;
    const page = await browser.context.newPage();
    await page.goto(browser.pageUrl('all-transcripts.html'));
    const rows = page.getByTestId('transcript-row');
    await expect.poll(() => rows.count()).toBe(20);
    expect(await page.getByTestId('range').innerText()).toBe(`1–20 of ${total}`);
    await page.screenshot({ path: join(SCREENSHOTS, 'all-transcripts.png') });

    // Where the list is, and how far it goes.
    const pages = Math.ceil((total ?? 0) / 20);
    expect(await page.getByTestId('page-count').innerText()).toBe(`Page 1 of ${pages}`);
    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    expect(await previous.isDisabled()).toBe(true);
    // A disabled button does not look like an enabled one.
    const look = (button: typeof next) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.backgroundColor}|${style.color}|${style.borderColor}|${style.cursor}`;
      });
    expect(await look(previous)).not.toBe(await look(next));

    await next.click();
    await expect.poll(() => page.getByTestId('range').innerText()).toBe(`21–${total} of ${total}`);
    expect(await page.getByTestId('page-count').innerText()).toBe(`Page 2 of ${pages}`);
    // Jump to a page by its number.
    await page.getByLabel('Go to page').fill('1');
    await page.getByLabel('Go to page').press('Enter');
    await expect.poll(() => page.getByTestId('range').innerText()).toBe(`1–20 of ${total}`);

    // Sorted by title: the first row is the first title of all, and the order stays in the address.
    await page.getByLabel('Sort').selectOption({ label: 'Title A–Z' });
    const titles = (
      await sdk().client.GET('/transcripts/', { params: { query: { limit: 200 } } })
    ).data?.items.map((item) => item.title);
    const first = [...(titles ?? [])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))[0];
    await expect.poll(() => rows.first().getByRole('link').innerText()).toBe(first);
    expect(page.url()).toContain('sort=title_asc');
    await page.reload();
    await expect.poll(() => rows.first().getByRole('link').innerText()).toBe(first);
    expect(await page.getByLabel('Sort').inputValue()).toBe('title_asc');
    await page.getByLabel('Sort').selectOption('created_at_desc');
    await next.click();
    await expect.poll(() => page.getByTestId('range').innerText()).toBe(`21–${total} of ${total}`);

    await page.getByLabel('Search transcripts').fill('list0000007');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain('list0000007');
    expect(page.url()).toContain('q=list0000007');

    await page.getByLabel('Status').selectOption('failed');
    await expect.poll(() => page.getByTestId('range').innerText()).toBe('No transcript matches.');
    await page.getByLabel('Status').selectOption('completed');
    await expect.poll(() => rows.count()).toBe(1);

    await rows.first().getByRole('link').click();
    await page.getByTestId('segment').first().waitFor();
    expect(page.url()).toMatch(/transcript\.html\?id=[0-9a-f-]{36}$/);
  });
});

describe('languages', () => {
  test('in a German browser the pages speak German', async () => {
    browser = await launchExtensionBrowser({ lang: 'de' });
    const options = await saveSettings(browser, sandbox.apiKey, sandbox);
    expect(await options.getByRole('heading', { level: 1 }).innerText()).toBe(
      'Scribekit-Einstellungen',
    );
    expect(await options.getByTestId('save-result').innerText()).toContain(
      'Verbunden. Der Schlüssel funktioniert.',
    );
    expect(await options.evaluate(() => document.documentElement.lang)).toBe('de');
    const id = await importLink('https://www.youtube.com/watch?v=deutsch0001');
    const page = await openTranscript(browser, id);
    expect(await page.getByTestId('summary').innerText()).toContain('Zusammenfassung');
    expect(await page.locator('#search-count').innerText()).toMatch(/^\d+ Abschnitte$/);
    await page.screenshot({ path: join(SCREENSHOTS, 'transcript-de.png') });
  });
});
