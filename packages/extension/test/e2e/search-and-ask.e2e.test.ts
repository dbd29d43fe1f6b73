import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Sandbox } from '@scribekit/sandbox';
import { createScribekit } from '@scribekit/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eventually, startTestSandbox } from '../support/sandbox.js';
import {
  type ExtensionBrowser,
  launchExtensionBrowser,
  SCREENSHOTS,
} from './support/extension-browser.js';
import { saveSettings } from './support/save-settings.js';

// "All transcripts" searches inside transcripts and asks across them, in the built extension in
// Chromium against a sandbox: the index lives in the extension (the background alone holds the
// key), a hit opens its transcript at its line, and Ask makes one Smart Report whose cited
// moments are links.

interface Segment {
  start_s: number;
  text: string;
}

let sandbox: Sandbox;
let browser: ExtensionBrowser;
const meetings: { id: string; title: string; segments: Segment[] }[] = [];

const sdk = () => createScribekit({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl });

async function importMeeting(n: number, title: string) {
  const url = `https://www.youtube.com/watch?v=said${String(n).padStart(7, '0')}`;
  const transcript = await sdk().importUrl(url, { title, wait: { timeoutMs: 30_000 } });
  const segments = (await sdk().transcripts.listSegments(transcript.id, { limit: 2000 })).items;
  return { id: transcript.id, title, segments };
}

beforeAll(async () => {
  sandbox = await startTestSandbox(200);
  const titles = ['Roadmap review', 'Budget call', 'Hiring sync', 'Customer council', 'Ops weekly'];
  meetings.push(...(await Promise.all(titles.map((title, n) => importMeeting(n, title)))));
  browser = await launchExtensionBrowser();
  await saveSettings(browser, sandbox.apiKey, sandbox);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

const wordsOf = (text: string) => text.match(/[\p{L}\p{N}']+/gu) ?? [];
const spaced = (words: string[]) => ` ${words.join(' ').toLowerCase()} `;

/**
 * The shortest run of words (four or more) of one sentence in the middle of `owner` that no other
 * line of any meeting says (the sandbox draws its lines from one corpus, so most runs recur):
 * the phrase, the segment and the sentence it is in.
 */
function phraseOnlyIn(owner: (typeof meetings)[number]) {
  const lines = meetings.flatMap((m) =>
    m.segments.map((s) => ({ s, text: spaced(wordsOf(s.text)) })),
  );
  const from = Math.floor(owner.segments.length / 3);
  const ordered = [...owner.segments.slice(from), ...owner.segments.slice(0, from)];
  for (const segment of ordered) {
    for (const sentence of segment.text.split(/(?<=[.!?])\s+/)) {
      const words = wordsOf(sentence);
      // A question or a change of topic is no answer to quote (see the sandbox's README).
      if (
        sentence.endsWith('?') ||
        /\b(mov(e|ing) on|next topic|let's|turning to)\b/i.test(sentence)
      )
        continue;
      for (let length = 4; length <= words.length; length++) {
        for (let start = 0; start + length <= words.length; start++) {
          const run = spaced(words.slice(start, start + length));
          const saying = lines.filter((line) => line.text.includes(run));
          if (saying.length === 1 && saying[0]?.s === segment) {
            return { segment, sentence, phrase: words.slice(start, start + length).join(' ') };
          }
        }
      }
    }
  }
  throw new Error(`no run of words only in ${owner.title}`);
}

async function openList(): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(browser.pageUrl('all-transcripts.html'));
  await expect
    .poll(() => page.getByTestId('index-status').innerText(), { timeout: 20_000 })
    .toMatch(/^Searching what was said in \d+ transcripts, updated/);
  return page;
}

/** The extension's own `chrome.runtime.sendMessage`, as a page of the extension calls it. */
const sendFromPage = (page: Page, message: Record<string, unknown>) =>
  page.evaluate(
    (sent) =>
      (
        globalThis as unknown as {
          chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };
        }
      ).chrome.runtime.sendMessage(sent),
    message,
  );

const searchMessage = (page: Page, request: Record<string, unknown>) =>
  sendFromPage(page, { scope: 'transcript-search', ...request });

describe('search inside transcripts', () => {
  test('a phrase from the middle of one meeting: its line first, marked; the hit opens it there', async () => {
    const page = await openList();
    expect(await page.getByTestId('index-status').innerText()).toContain(
      `in ${meetings.length} transcripts`,
    );
    const owner = meetings[2] as (typeof meetings)[number];
    const { segment, phrase } = phraseOnlyIn(owner);
    await page.getByLabel('Search transcripts').fill(`"${phrase}"`);
    const hits = page.getByTestId('said-hit');
    await expect.poll(() => hits.count()).toBeGreaterThan(0);
    const first = hits.first();
    expect(await first.getByRole('link').innerText()).toContain(owner.title);
    // The phrase is marked (with the punctuation between its words, as the engine marks it).
    expect(wordsOf((await first.locator('mark').allInnerTexts()).join(' ')).join(' ')).toBe(phrase);
    expect(await first.locator('.said-line').innerText()).toContain(segment.text);
    const href = (await first.getByRole('link').getAttribute('href')) ?? '';
    expect(new URL(href).searchParams.get('id')).toBe(owner.id);
    expect(Number(new URL(href).searchParams.get('t'))).toBeCloseTo(segment.start_s, 1);
    // The title list below still answers the title search (none of the titles says it), once
    // typing pauses: it asks the service after the lines found here are shown.
    await expect.poll(() => page.getByTestId('range').innerText()).toBe('No transcript matches.');

    await page.screenshot({ path: join(SCREENSHOTS, 'all-transcripts-search.png') });

    await first.getByRole('link').click();
    await page.waitForURL(/transcript\.html/);
    // Opened at the moment: its line is in view and focused.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-start')))
      .toBe(String(segment.start_s));
    await page.close();
  });

  test('a new transcript is found after "Update now", and only its text is fetched', async () => {
    const page = await openList();
    const added = await importMeeting(9, 'Late addition');
    const since = Date.now();
    await page.getByRole('button', { name: 'Update now' }).click();
    await expect
      .poll(() => page.getByTestId('index-status').innerText(), { timeout: 15_000 })
      .toContain(`in ${meetings.length + 1} transcripts`);
    const fetched = sandbox
      .requests({ method: 'GET', path: '/api/v1/transcripts/*' })
      .filter(
        (r) => Date.parse(r.at) >= since && /^\/api\/v1\/transcripts\/[0-9a-f-]{36}$/.test(r.path),
      );
    expect(fetched.map((r) => r.path)).toEqual([`/api/v1/transcripts/${added.id}`]);

    // Its lines are searchable now (the corpus repeats lines, so other meetings may say it too).
    const middle = added.segments[Math.floor(added.segments.length / 2)] as Segment;
    const phrase = wordsOf(middle.text).slice(0, 4).join(' ');
    await page.getByLabel('Search transcripts').fill(`"${phrase}"`);
    await expect
      .poll(() =>
        page
          .getByTestId('said-hit')
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')),
      )
      .toContainEqual(expect.stringContaining(`id=${added.id}&t=${middle.start_s}`));
    meetings.push(added);
    await page.close();
  });

  test('a transcript a tracked job finishes is indexed without the page asking', async () => {
    const page = await openList();
    const before = (await searchMessage(page, { type: 'status' })) as {
      value: { transcripts: number };
    };
    await sendFromPage(page, {
      type: 'startImport',
      payload: {
        url: 'https://www.youtube.com/watch?v=said0000042',
        language: null,
        title: 'Tracked import',
      },
    });
    await eventually(
      async () => {
        const status = (await searchMessage(page, { type: 'status' })) as {
          value: { transcripts: number };
        };
        return status.value.transcripts === before.value.transcripts + 1;
      },
      20_000,
      'the finished import in the index',
    );
    await page.close();
  });

  test('the key is in no answer to the page and nowhere in the index the page could read', async () => {
    const page = await openList();
    const answers = JSON.stringify([
      await searchMessage(page, { type: 'status' }),
      await searchMessage(page, { type: 'search', query: 'budget' }),
    ]);
    expect(answers).not.toContain(sandbox.apiKey);
    const stored = await page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const open = indexedDB.open('scribekit-search');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction('files').objectStore('files').getAll();
            all.onsuccess = () => resolve(JSON.stringify(all.result));
          };
        }),
    );
    expect(stored.length).toBeGreaterThan(1000);
    expect(stored).not.toContain(sandbox.apiKey);
    await page.close();
  });
});

describe('Ask', () => {
  test('one Smart Report over the best-matching meetings; its cited moments open them there', async () => {
    const page = await openList();
    const owner = meetings[1] as (typeof meetings)[number];
    const { sentence, phrase } = phraseOnlyIn(owner);
    const question = `What did we say about ${phrase}?`;
    const since = Date.now();
    await page.getByLabel('Your question').fill(question);
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const answer = page.getByTestId('answer');
    await answer.waitFor({ timeout: 30_000 });

    const creates = sandbox
      .requests({ method: 'POST', path: '/api/v1/smart-reports/' })
      .filter((r) => Date.parse(r.at) >= since);
    expect(creates).toHaveLength(1);
    const body = creates[0]?.body as { transcript_ids: string[]; instructions: string };
    expect(body.instructions).toBe(question);
    expect(body.transcript_ids).toContain(owner.id);

    const sources = page.getByTestId('answer-source');
    expect(await sources.count()).toBe(body.transcript_ids.length);
    expect(await sources.allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining(owner.title)]),
    );
    // Each quote links the moment it was said: its meeting (one of the report's), at a line that
    // says it; one of them is the owner's line with the phrase.
    const quotes = answer.locator('li:has([data-testid="cited-moment"])');
    await expect.poll(() => quotes.count()).toBeGreaterThan(0);
    const cites = [];
    for (const quote of await quotes.all()) {
      const link = quote.getByTestId('cited-moment');
      const url = new URL((await link.getAttribute('href')) ?? '');
      const meeting = meetings.find((m) => m.id === url.searchParams.get('id'));
      const at = Number(url.searchParams.get('t'));
      const said = meeting?.segments.filter((line) => line.start_s <= at + 0.01).at(-1);
      const text = (await quote.innerText()).split(' — ')[0] ?? '';
      expect(body.transcript_ids).toContain(meeting?.id);
      expect(await link.innerText()).toContain(meeting?.title);
      expect(said?.text).toContain(text);
      cites.push({ meeting, said, link });
    }
    const ownerCite = cites.find(
      (cite) => cite.meeting === owner && cite.said?.text.includes(sentence),
    );
    expect(ownerCite).toBeDefined();
    await ownerCite?.link.click();
    await page.waitForURL(/transcript\.html/);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-start')))
      .toBe(String(ownerCite?.said?.start_s));
    await page.close();
  });

  test('the answer leads, the rest of the report folded (the screenshot of Ask)', async () => {
    const page = await openList();
    await page.getByLabel('Your question').fill('What did we decide about the pricing change?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const answer = page.getByTestId('answer');
    await answer.waitFor({ timeout: 30_000 });
    expect(await answer.getByTestId('cited-moment').count()).toBeGreaterThan(0);
    // The summary sections of the report are there, folded under "The whole report".
    const whole = answer.locator('details.whole-report');
    expect(await whole.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    expect(await whole.locator('h3').allTextContents()).toContain('Overview');
    await page.close();
  });

  test('with chosen knowledge bases: listed per space, sent as knowledge_base_ids, quoted, remembered', async () => {
    const personal = { personal: true } as const;
    const organizationId = randomUUID();
    const inOrg = { organization_id: organizationId };
    const pricing = await sdk().knowledgeBases.create({ name: 'Pricing policy' }, personal);
    await sdk().knowledgeBases.createEntries(
      pricing.id,
      {
        source_kind: 'text',
        title: 'Price changes',
        content: 'A pricing change needs sign-off from finance before it is announced.',
      },
      personal,
    );
    await sdk().knowledgeBases.create({ name: 'Travel rules' }, personal);
    const handbook = await sdk().knowledgeBases.create({ name: 'Team handbook' }, inOrg);
    const since = Date.now();

    const page = await openList();
    const picker = page.getByTestId('kb-choice');
    expect(await picker.locator('summary').innerText()).toBe('Knowledge bases: none');
    await picker.locator('summary').click();
    const personalSpace = picker.locator('[data-organization="personal"]');
    await personalSpace.getByRole('checkbox', { name: /Pricing policy/ }).check();
    expect(await picker.locator('summary').innerText()).toBe('Knowledge bases: 1 chosen');
    // An organisation's bases, added by its id.
    await picker.getByLabel("An organisation's knowledge bases: its id").fill(organizationId);
    await picker.getByRole('button', { name: 'Add', exact: true }).click();
    const orgSpace = picker.locator(`[data-organization="${organizationId}"]`);
    await orgSpace.getByRole('checkbox', { name: /Team handbook/ }).waitFor();
    expect(await personalSpace.getByRole('checkbox').count()).toBe(2);
    // Every knowledge-base request named its space.
    const listed = sandbox
      .requests({ method: 'GET', path: '/api/v1/knowledge-bases' })
      .filter((r) => Date.parse(r.at) >= since);
    expect(listed.length).toBeGreaterThanOrEqual(3);
    for (const request of listed) {
      expect(
        request.query.personal === 'true' || request.query.organization_id === organizationId,
        JSON.stringify(request.query),
      ).toBe(true);
    }
    expect(listed.some((r) => r.query.organization_id === organizationId)).toBe(true);

    const question = 'What did we decide about the pricing change?';
    await page.getByLabel('Your question').fill(question);
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const answer = page.getByTestId('answer');
    await answer.waitFor({ timeout: 30_000 });
    const creates = sandbox
      .requests({ method: 'POST', path: '/api/v1/smart-reports/' })
      .filter((r) => Date.parse(r.at) >= since);
    expect(creates).toHaveLength(1);
    const body = creates[0]?.body as { knowledge_base_ids?: string[]; instructions: string };
    expect(body.instructions).toBe(question);
    expect(body.knowledge_base_ids).toEqual([pricing.id]);
    // The answer quotes the chosen base's entry, and still links the moments it cites.
    const quoted = await answer.innerText();
    expect(quoted).toContain('From your knowledge base');
    expect(quoted).toContain(
      'A pricing change needs sign-off from finance before it is announced.',
    );
    expect(quoted).toContain('Pricing policy');
    expect(quoted).not.toContain('Team handbook');
    expect(await answer.getByTestId('cited-moment').count()).toBeGreaterThan(0);
    await page
      .getByTestId('ask')
      .screenshot({ path: join(SCREENSHOTS, 'all-transcripts-ask.png') });

    // Remembered: the next visit has the same choice and the organisation.
    await page.reload();
    await expect
      .poll(() => picker.locator('summary').innerText())
      .toBe('Knowledge bases: 1 chosen');
    await picker.locator('summary').click();
    expect(await personalSpace.getByRole('checkbox', { name: /Pricing policy/ }).isChecked()).toBe(
      true,
    );
    expect(await orgSpace.getByRole('checkbox', { name: /Team handbook/ }).isChecked()).toBe(false);
    expect(handbook.id).not.toBe(pricing.id);

    // A made-up id or organisation is a clear error, and nothing is asked.
    const bad = (await searchMessage(page, {
      type: 'ask',
      question,
      knowledgeBaseIds: ['not-an-id'],
    })) as { ok: boolean; error: { kind: string; title: string } };
    expect(bad).toMatchObject({
      ok: false,
      error: { kind: 'bad_input', title: '"not-an-id" is not a knowledge base id.' },
    });
    await picker.getByLabel("An organisation's knowledge bases: its id").fill('acme');
    await picker.getByRole('button', { name: 'Add', exact: true }).click();
    await expect
      .poll(() => picker.getByRole('alert').innerText())
      .toContain('"acme" is not an organisation id.');
    // Leave the choice empty for the tests after this one.
    await personalSpace.getByRole('checkbox', { name: /Pricing policy/ }).uncheck();
    await expect.poll(() => picker.locator('summary').innerText()).toBe('Knowledge bases: none');
    await page.close();
  });

  test('a question no transcript speaks to says so, and nothing is made', async () => {
    const page = await openList();
    const since = Date.now();
    await page.getByLabel('Your question').fill('zeppelin xylophone quasar');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('ask').innerText())
      .toContain('No transcript speaks to this question.');
    expect(
      sandbox
        .requests({ method: 'POST', path: '/api/v1/smart-reports/' })
        .filter((r) => Date.parse(r.at) >= since),
    ).toEqual([]);
    await page.close();
  });
});
