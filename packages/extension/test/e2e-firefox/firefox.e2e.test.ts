import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clearFaults, eventually, injectFault, startTestSandbox } from '../support/sandbox.js';
import { type FirefoxSession, launchFirefox } from './support/firefox-bidi.js';

// The Firefox build in Debian's Firefox ESR, headless, driven over WebDriver BiDi: the extension
// is installed as a temporary add-on with `webExtension.install`, its pages are opened as tabs.
// The toolbar popup itself cannot be opened over BiDi (no protocol command clicks the toolbar
// button), so popup.html is driven in a tab: there it has no active-tab page, which is the
// "paste a link" state a person also reaches.

let sandbox: Sandbox;
let firefox: FirefoxSession;

beforeAll(async () => {
  sandbox = await startTestSandbox(300);
  firefox = await launchFirefox();
});

afterAll(async () => {
  await firefox?.close();
  await sandbox?.close();
});

/** Types into a Preact-controlled field. */
const fill = (selector: string, value: string) =>
  `(() => { const el = document.querySelector(${JSON.stringify(selector)});
     el.value = ${JSON.stringify(value)}; el.dispatchEvent(new Event('input', { bubbles: true })); return true; })()`;

/** Clicks the button whose text is `text` (as a user gesture). */
const clickButton = (text: string) =>
  `(() => { const b = [...document.querySelectorAll('button')].find((x) => x.textContent.trim() === ${JSON.stringify(text)});
     if (!b) return false; b.click(); return true; })()`;

const bodyText = 'document.body.innerText';

describe('Firefox ESR', () => {
  test('the install opens the first-run page', async () => {
    const welcome = await eventually(
      async () => (await firefox.tabs()).find((tab) => tab.url === firefox.pageUrl('welcome.html')),
      15_000,
      'the first-run page',
    );
    await eventually(() =>
      firefox.evaluate<boolean>(
        welcome.context,
        "!!document.querySelector('[data-testid=key-steps]')",
      ),
    );
    const text = await firefox.evaluate<string>(welcome.context, bodyText);
    expect(text).toContain('Open Settings › API keys and choose Create.');
    expect(text).toContain('npx @scribekit/sandbox');
    // Firefox has no tab recorder, so its first-run page neither offers one nor asks files:write.
    expect(text).not.toContain('files:write');
  });

  test('options → save key → paste a link → import → transcript page → a TXT export downloads', async () => {
    const [tab] = await firefox.tabs();
    const context = tab?.context ?? '';

    await firefox.navigate(context, firefox.pageUrl('options.html'));
    await eventually(() =>
      firefox.evaluate<boolean>(context, "!!document.querySelector('#api-key')"),
    );
    await firefox.evaluate(context, fill('#api-key', sandbox.apiKey));
    await firefox.evaluate(context, fill('#base-url', sandbox.baseUrl));
    await firefox.evaluate(context, "document.querySelector('form button[type=submit]').click()");
    const outcome = await eventually(
      () =>
        firefox.evaluate<string | null>(
          context,
          "document.querySelector('[data-outcome]')?.dataset.outcome ?? null",
        ),
      20_000,
      'the key check',
    );
    expect(outcome).toBe('connected');
    expect(await firefox.evaluate<string>(context, bodyText)).toContain(
      'Connected. The key works.',
    );

    await firefox.navigate(context, firefox.pageUrl('popup.html'));
    await eventually(() =>
      firefox.evaluate<boolean>(context, "!!document.querySelector('#pasted-link')"),
    );
    // Firefox has no tab capture: the popup says why it cannot record a tab.
    await eventually(() =>
      firefox.evaluate<boolean>(context, "!!document.querySelector('[data-record=unavailable]')"),
    );
    expect(await firefox.evaluate<string>(context, bodyText)).toContain(
      "Recording a tab needs Chrome: Firefox gives extensions no way to capture a tab's sound.",
    );
    await firefox.evaluate(context, fill('#pasted-link', 'https://vimeo.com/76979871'));
    await eventually(() => firefox.evaluate<boolean>(context, clickButton('Check')));
    await eventually(
      () => firefox.evaluate<boolean>(context, clickButton('Transcribe this link')),
      15_000,
      'the link report',
    );
    await eventually(
      // The link's card turns into its transcript (issue 35: "Open transcript", no second start).
      () =>
        firefox.evaluate<boolean>(context, "!!document.querySelector('[data-testid=import-done]')"),
      30_000,
      'the import to finish',
    );
    const before = new Set((await firefox.tabs()).map((t) => t.context));
    await firefox.evaluate(context, clickButton('Open transcript'));
    const transcriptTab = await eventually(
      async () =>
        (await firefox.tabs()).find(
          (t) => !before.has(t.context) && t.url.includes('transcript.html'),
        ),
      15_000,
      'the transcript tab',
    );
    const page = transcriptTab.context;
    await eventually(
      () => firefox.evaluate<boolean>(page, "!!document.querySelector('[data-testid=segment]')"),
      15_000,
      'segments',
    );
    expect(await firefox.evaluate<string>(page, 'document.querySelector("h1").textContent')).toBe(
      'Vimeo recording 76979871',
    );
    // Chapters and action items load, and Vimeo moments go into the hash.
    await eventually(
      () =>
        firefox.evaluate<boolean>(
          page,
          "document.querySelectorAll('[data-testid=chapters] li').length > 0",
        ),
      15_000,
      'chapters',
    );
    expect(
      await firefox.evaluate<string>(page, "document.querySelector('a.segment-time').href"),
    ).toMatch(/^https:\/\/vimeo\.com\/76979871#t=\d+s$/);

    await firefox.evaluate(page, "document.querySelector('button[data-format=txt]').click()");
    // Firefox writes a download under a random temporary name and renames it once it is complete,
    // so the folder is read until it holds the finished file alone (then checked, for a clear diff).
    const file = 'Vimeo recording 76979871.txt';
    await eventually(
      async () => {
        const names = await readdir(firefox.downloads);
        return names.length === 1 && names[0] === file ? true : undefined;
      },
      30_000,
      'the download',
    ).catch(() => undefined);
    expect(await readdir(firefox.downloads)).toEqual([file]);
    const text = await eventually(async () => {
      const content = await readFile(join(firefox.downloads, file), 'utf8');
      return content.length > 0 ? content : undefined;
    });
    expect(text.length).toBeGreaterThan(50);
  });

  test('one click, one job: a slow start shows as Starting… after the page reloads, and another form of the link finds it', async () => {
    const [tab] = await firefox.tabs();
    const context = tab?.context ?? '';
    const video = 'https://www.youtube.com/watch?v=ffOneClick1';
    await injectFault(sandbox, {
      match: { method: 'POST', path: '/api/v1/source-imports/' },
      effect: { delay_ms: 4_000 },
    });
    const has = (selector: string) =>
      firefox.evaluate<boolean>(context, `!!document.querySelector(${JSON.stringify(selector)})`);
    const paste = async (link: string) => {
      await eventually(() => has('#pasted-link'));
      await firefox.evaluate(context, fill('#pasted-link', link));
      await eventually(() => firefox.evaluate<boolean>(context, clickButton('Check')));
      await eventually(() => has('[data-testid=link-report]'), 10_000, 'the link report');
    };
    try {
      await firefox.navigate(context, firefox.pageUrl('popup.html'));
      await paste(`${video}&t=42s`);
      await eventually(() =>
        firefox.evaluate<boolean>(context, clickButton('Transcribe this link')),
      );
      await eventually(() => has('[data-job-starting=true]'), 3_000, 'Starting…');

      // Closed and opened again while the create is still on its way: the start is still there.
      await firefox.navigate(context, firefox.pageUrl('popup.html'));
      await eventually(() => has('[data-job-starting=true]'), 3_000, 'Starting… after a reload');
      expect(await firefox.evaluate<string>(context, bodyText)).toContain('Starting…');
      await paste('https://youtu.be/ffOneClick1?si=share');
      await eventually(() => has('[data-testid=link-report] [data-testid=import-job]'));
      expect(await firefox.evaluate<string>(context, bodyText)).not.toContain(
        'Transcribe this link',
      );
      await eventually(
        () => has('.job[data-job-id]:not([data-job-starting])'),
        15_000,
        'the confirmed job',
      );
    } finally {
      await clearFaults(sandbox);
    }
    const response = await fetch(`${sandbox.baseUrl}/api/v1/source-imports/?limit=100`, {
      headers: { authorization: `Bearer ${sandbox.apiKey}` },
    });
    const { items } = (await response.json()) as { items: { url: string }[] };
    expect(items.filter((item) => item.url === video)).toHaveLength(1);
  });

  test("a pasted link whose preview fails (500) still offers the start, with the preview's error", async () => {
    const [tab] = await firefox.tabs();
    const context = tab?.context ?? '';
    await injectFault(sandbox, {
      match: { method: 'POST', path: '/api/v1/source-imports/preview' },
      effect: { status: 500 },
    });
    try {
      await firefox.navigate(context, firefox.pageUrl('popup.html'));
      await eventually(() =>
        firefox.evaluate<boolean>(context, "!!document.querySelector('#pasted-link')"),
      );
      await firefox.evaluate(context, fill('#pasted-link', 'https://vimeo.com/76979899'));
      await eventually(() => firefox.evaluate<boolean>(context, clickButton('Check')));
      await eventually(
        () =>
          firefox.evaluate<boolean>(
            context,
            "!!document.querySelector('[data-testid=preview-error]')",
          ),
        10_000,
        "the preview's error",
      );
      const text = await firefox.evaluate<string>(context, bodyText);
      expect(text).toContain('The API had a problem (500).');
      expect(text).toContain('Transcribe this link');
    } finally {
      await clearFaults(sandbox);
    }
  });

  test('the all-transcripts page lists the transcript and searches its titles and what was said', async () => {
    const [tab] = await firefox.tabs();
    const context = tab?.context ?? '';
    await firefox.navigate(context, firefox.pageUrl('all-transcripts.html'));
    await eventually(
      () =>
        firefox.evaluate<boolean>(
          context,
          "document.querySelectorAll('[data-testid=transcript-row]').length > 0",
        ),
      15_000,
      'rows',
    );
    // What was said is searched too, from the index the Firefox background keeps in IndexedDB.
    const api = (path: string) =>
      fetch(`${sandbox.apiUrl}${path}`, {
        headers: { authorization: `Bearer ${sandbox.apiKey}` },
      }).then((response) => response.json());
    const [listed] = (await api('/transcripts/?limit=1')).items;
    const [line] = (await api(`/transcripts/${listed.id}/segments?limit=1`)).items;
    const words =
      (line.text as string)
        .match(/[\p{L}\p{N}']+/gu)
        ?.slice(0, 3)
        .join(' ') ?? '';
    await firefox.evaluate(context, fill('#q', `"${words}"`));
    await eventually(
      () =>
        firefox.evaluate<boolean>(
          context,
          `[...document.querySelectorAll('[data-testid=said-hit] a')].some((a) => a.href.includes(${JSON.stringify(`id=${listed.id}&t=`)}))`,
        ),
      15_000,
      'a hit of what was said',
    );
    await firefox.evaluate(context, fill('#q', 'no-such-transcript-zzq'));
    await eventually(
      async () =>
        (await firefox.evaluate<string>(context, bodyText)).includes('No transcript matches.'),
      10_000,
      'the empty search',
    );
  });

  test('a page batch runs in the Firefox background: every video imported once, progress on both pages', async () => {
    const [tab] = await firefox.tabs();
    const context = tab?.context ?? '';
    // The popup in a tab has no page to read links from (no toolbar grant over BiDi), so the
    // batch is started with the popup's own request, from the popup's page.
    const videos = Array.from({ length: 6 }, (_, n) => ({
      url: `https://vimeo.com/${82_000_000 + n}`,
      title: `Firefox talk ${n + 1}`,
    }));
    await firefox.navigate(context, firefox.pageUrl('popup.html'));
    await eventually(() =>
      firefox.evaluate<boolean>(context, "!!document.querySelector('#pasted-link')"),
    );
    const answer = await firefox.evaluate<string>(
      context,
      `browser.runtime.sendMessage({ type: 'startPageBatch', payload: ${JSON.stringify({
        pageUrl: 'https://vimeo.com/showcase/firefox',
        title: 'Firefox showcase',
        videos,
      })} }).then((answer) => JSON.stringify(answer))`,
    );
    const started = JSON.parse(answer) as { ok: boolean; value?: { total: number } };
    expect(started).toMatchObject({ ok: true, value: { total: 6 } });
    // Reloaded, the popup shows the running (or finished) batch as a row.
    await firefox.navigate(context, firefox.pageUrl('popup.html'));
    await eventually(
      () =>
        firefox.evaluate<boolean>(context, "!!document.querySelector('[data-testid=batch-row]')"),
      15_000,
      "the batch's row in the popup",
    );

    await firefox.navigate(context, firefox.pageUrl('all-transcripts.html'));
    await eventually(
      // The page follows a running batch by itself.
      () =>
        firefox.evaluate<boolean>(
          context,
          "document.querySelectorAll('[data-testid=batch-item][data-status=done]').length === 6",
        ),
      40_000,
      'the batch to finish on the All transcripts page',
    );
    for (const video of videos) {
      const creates = sandbox
        .requests({ method: 'POST', path: '/api/v1/source-imports/' })
        .filter((entry) => (entry.body as { url?: string } | null)?.url === video.url);
      expect(creates, video.url).toHaveLength(1);
    }
  });
});
