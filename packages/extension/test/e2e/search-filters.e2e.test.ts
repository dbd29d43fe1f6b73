import { join } from 'node:path';
import { type Sandbox, startSandbox } from '@scribekit/sandbox';
import { createScribekit } from '@scribekit/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type ExtensionBrowser,
  launchExtensionBrowser,
  SCREENSHOTS,
} from './support/extension-browser.js';
import { saveSettings } from './support/save-settings.js';

// "Said by" and "When" on the All transcripts page, in the built extension in Chromium against a
// sandbox whose clock made two transcripts 40 days ago and two 5 days ago (all four say the same
// words): each filter narrows the lines said (the extension's index) and the list of transcripts
// (the service's `speaker` and `date_from`), and is kept in the address.

const DAY = 86_400_000;

let sandbox: Sandbox;
let browser: ExtensionBrowser;
let older: string[] = [];
let newer: string[] = [];

async function seed(count: number): Promise<string[]> {
  const response = await fetch(`${sandbox.baseUrl}/__sandbox/seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ count, completed: true, duration_s: 600 }),
  });
  if (!response.ok) throw new Error(`seed refused: ${await response.text()}`);
  return ((await response.json()) as { transcript_ids: string[] }).transcript_ids;
}

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    processingMs: 200,
    validateResponses: true,
    clock: 'manual',
    clockStart: Date.now() - 40 * DAY,
    log: () => undefined,
  });
  older = await seed(2);
  await sandbox.clock.advance(35 * DAY);
  newer = await seed(2);
  browser = await launchExtensionBrowser();
  await saveSettings(browser, sandbox.apiKey, sandbox);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

const sdk = () => createScribekit({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl });
const wordsOf = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []) as string[];

/** Each hit as the page shows it: its transcript, the speaker's name, the line. */
async function shownHits(page: Page) {
  return page.getByTestId('said-hit').evaluateAll((items) =>
    items.map((item) => ({
      id: new URL(
        item.querySelector('a')?.getAttribute('href') ?? '',
        location.href,
      ).searchParams.get('id'),
      speaker: (item.querySelector('.said-speaker')?.textContent ?? '').replace(/:\s*$/, '').trim(),
      text: item.querySelector('.said-line')?.textContent ?? '',
    })),
  );
}

async function openList(search = ''): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(`${browser.pageUrl('all-transcripts.html')}${search}`);
  await expect
    .poll(() => page.getByTestId('index-status').innerText(), { timeout: 20_000 })
    .toMatch(/^Searching what was said in 4 transcripts, updated/);
  return page;
}

/** Waits until the hits stop changing (a filter's search has answered). */
async function settledHits(
  page: Page,
  until: (hits: Awaited<ReturnType<typeof shownHits>>) => boolean,
) {
  let last: Awaited<ReturnType<typeof shownHits>> = [];
  const settled = async () => {
    last = await shownHits(page);
    return until(last);
  };
  try {
    // A busy machine indexes and searches slowly: a generous wait, and what was shown if it fails.
    await expect.poll(settled, { timeout: 30_000 }).toBe(true);
  } catch (error) {
    const status = await page.getByTestId('index-status').innerText();
    throw new Error(`index status: ${status}; hits shown: ${JSON.stringify(last)}`, {
      cause: error,
    });
  }
  return shownHits(page);
}

/**
 * Four words in a row that every one of `ids` says (the sandbox draws each seeding's lines from
 * one corpus at random, so a line of one transcript is not always in the others).
 */
async function phraseOfAll(ids: string[]): Promise<string> {
  const texts = await Promise.all(
    ids.map(async (id) =>
      (await sdk().transcripts.get(id)).segments.map((s) => ` ${wordsOf(s.text).join(' ')} `),
    ),
  );
  const lines = texts.flat();
  const [first, ...others] = texts as [string[], ...string[][]];
  // The rarest such run, so its hits stay well under the page's 50.
  let best: { phrase: string; count: number } | undefined;
  for (const line of first) {
    const words = line.trim().split(' ');
    for (let at = 0; at + 4 <= words.length; at++) {
      const phrase = ` ${words.slice(at, at + 4).join(' ')} `;
      if (!others.every((transcript) => transcript.some((text) => text.includes(phrase)))) continue;
      const count = lines.filter((text) => text.includes(phrase)).length;
      if (!best || count < best.count) best = { phrase: phrase.trim(), count };
    }
  }
  if (best) return best.phrase;
  throw new Error('no four words in a row are said in every transcript');
}

/** A word several speakers say, a few times in each transcript (so 50 hits are not reached). */
async function wordOfTwoSpeakers() {
  const id = newer[0] as string;
  const full = await sdk().transcripts.get(id);
  const nameOf = new Map(full.speakers.map((s) => [s.id, s.name || s.label]));
  const bySpeakers = new Map<string, { speakers: Set<string>; lines: number }>();
  for (const segment of full.segments) {
    for (const word of new Set(wordsOf(segment.text))) {
      if (word.length < 5) continue;
      const entry = bySpeakers.get(word) ?? { speakers: new Set(), lines: 0 };
      entry.speakers.add(nameOf.get(segment.speaker_id) ?? '');
      entry.lines++;
      bySpeakers.set(word, entry);
    }
  }
  const found = [...bySpeakers].find(
    ([, entry]) => entry.speakers.size >= 2 && entry.lines >= 3 && entry.lines <= 10,
  );
  if (!found) throw new Error('no word said by two speakers a few times');
  return { word: found[0], speakers: [...found[1].speakers].sort() };
}

describe('search filters', () => {
  test('"When": only lines and transcripts made since then, in the address too', async () => {
    const phrase = await phraseOfAll([...older, ...newer]);
    const page = await openList();
    await page.getByLabel('Search transcripts').fill(`"${phrase}"`);
    // Any time: the four transcripts say it.
    const all = await settledHits(page, (hits) => new Set(hits.map((hit) => hit.id)).size === 4);
    expect(new Set(all.map((hit) => hit.id))).toEqual(new Set([...older, ...newer]));

    const since = Date.now();
    // The sandbox's clock stands still: its log is told apart by the filter's parameter.
    await page.getByLabel('When').selectOption({ label: 'Past 7 days' });
    const recent = await settledHits(
      page,
      (hits) => hits.length > 0 && hits.every((hit) => newer.includes(hit.id ?? '')),
    );
    expect(new Set(recent.map((hit) => hit.id))).toEqual(new Set(newer));
    expect(new URL(page.url()).searchParams.get('since')).toBe('7d');
    // The list of transcripts is the service's, asked with date_from a week back.
    const lists = sandbox
      .requests({ method: 'GET', path: '/api/v1/transcripts/' })
      .filter((r) => r.query.date_from);
    expect(lists.length).toBeGreaterThan(0);
    const from = Date.parse(lists.at(-1)?.query.date_from ?? '');
    expect(Math.abs(from - (since - 7 * DAY))).toBeLessThan(60_000);
    await page.getByLabel('Search transcripts').fill('');
    await expect.poll(() => page.getByTestId('range').innerText()).toBe('1–2 of 2');
    const rows = await page
      .getByTestId('transcript-row')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(
      rows.map((href) => new URL(href, 'chrome-extension://x/').searchParams.get('id')).sort(),
    ).toEqual([...newer].sort());

    // Kept on reload; "Clear filters" brings every transcript back.
    await page.reload();
    expect(await page.getByLabel('When').inputValue()).toBe('7d');
    await expect.poll(() => page.getByTestId('range').innerText()).toBe('1–2 of 2');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => page.getByTestId('range').innerText()).toBe('1–4 of 4');
    expect(new URL(page.url()).searchParams.has('since')).toBe(false);
    await page.close();
  });

  test('"Said by": only that speaker\'s lines; the names seen are offered as one types', async () => {
    const { word, speakers } = await wordOfTwoSpeakers();
    const [chosen, other] = speakers as [string, string];
    const page = await openList();
    await page.getByLabel('Search transcripts').fill(word);
    const all = await settledHits(page, (hits) => hits.length > 0);
    expect(all.some((hit) => hit.speaker === other)).toBe(true);
    expect(all.some((hit) => hit.speaker === chosen)).toBe(true);
    // The speakers of the hits are the names the field offers.
    const offered = await page
      .locator('#speakers-seen option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(offered).toEqual(expect.arrayContaining([chosen, other]));

    await page.getByLabel('Said by').fill(chosen);
    const theirs = await settledHits(
      page,
      (hits) => hits.length > 0 && hits.every((hit) => hit.speaker === chosen),
    );
    expect(theirs.length).toBeLessThan(all.length);
    // Every line of theirs that has the word, and nothing else.
    expect(theirs.map((hit) => hit.text).sort()).toEqual(
      all
        .filter((hit) => hit.speaker === chosen)
        .map((hit) => hit.text)
        .sort(),
    );
    expect(new URL(page.url()).searchParams.get('speaker')).toBe(chosen);
    // The list asks the service once typing pauses; the sandbox logs a request once answered.
    await expect
      .poll(
        () =>
          sandbox
            .requests({ method: 'GET', path: '/api/v1/transcripts/' })
            .filter((r) => r.query.speaker)
            .at(-1)?.query.speaker,
      )
      .toBe(chosen);
    await page.screenshot({ path: join(SCREENSHOTS, 'all-transcripts-search-filters.png') });

    // A bad "since" from a hand-made address is a clear error, not a crash.
    const answer = (await page.evaluate(
      (sent) =>
        (
          globalThis as unknown as {
            chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };
          }
        ).chrome.runtime.sendMessage(sent),
      { scope: 'transcript-search', type: 'search', query: word, since: 'last tuesday' },
    )) as { ok: boolean; error: { kind: string; title: string } };
    expect(answer.ok).toBe(false);
    expect(answer.error.kind).toBe('bad_input');
    expect(answer.error.title).toBe('"last tuesday" is not a time to search since.');
    await page.close();
  });
});
