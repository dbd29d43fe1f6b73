import { join } from 'node:path';
import { makeWav, type Sandbox } from '@scribekit/sandbox';
import { createScribekit } from '@scribekit/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { operationsFor } from '../../src/background/api.js';
import { clearFaults, eventually, injectFault, startTestSandbox } from '../support/sandbox.js';
import { trackedJob } from '../support/tracked-job.js';
import {
  type EnglishCatalogue,
  englishCatalogue,
  englishLeaks,
  uiText,
} from './support/english-leaks.js';
import {
  type ExtensionBrowser,
  launchExtensionBrowser,
  SCREENSHOTS,
} from './support/extension-browser.js';
import { messagesIn, type Say } from './support/messages-in.js';
import type { PopupDriver } from './support/popup-driver.js';
import { popupOn } from './support/popup-on.js';
import { restartWithJobs, storeItems } from './support/restart-with.js';
import { saveSettings } from './support/save-settings.js';

// Issue 26 item 5: every state of the real toolbar popup (and the pages around it) walked in
// English and in German on the built extension against a sandbox, with two checks at each:
// - in German, no English: the rendered text, labels and tooltips are scanned for every piece
//   of the English catalogue German does not share (content from the service or the web page,
//   which the page marks translate="no", aside);
// - no contradiction: "No jobs yet" never beside a job, the recent list's counts and its "N more",
//   a batch's "of N" on the plan's base, the offer's counts adding up, a running recording first.
// Jobs never finish by themselves here (10 minutes); the sandbox finishes them when told.

let api: Sandbox;
let english: EnglishCatalogue;

beforeAll(async () => {
  [api, english] = await Promise.all([startTestSandbox(600_000), englishCatalogue()]);
});
afterAll(() => api?.close());

const ops = () => operationsFor(api.apiKey, api.baseUrl);
const WATCH = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/** Contradictions in what the popup shows, as sentences (empty when it agrees with itself). */
function contradictions(): string[] {
  const problems: string[] = [];
  const numbers = (text: string) => [...text.matchAll(/\d+/g)].map((match) => Number(match[0]));
  const jobs = document.querySelector<HTMLElement>('[data-testid="jobs"]');
  const busy = document.querySelectorAll(
    '.job[data-job-phase="queued"], .job[data-job-phase="working"], [data-batch-id], [data-recording-phase], [data-record="recording"], [data-record="uploading"], [data-record="transcribing"]',
  ).length;
  if (document.querySelector('[data-testid="no-jobs"]') && busy > 0) {
    problems.push(`"no jobs yet" beside ${busy} jobs`);
  }
  if (jobs) {
    const shown = jobs.querySelectorAll('ul.jobs > li').length;
    const listed = Number(jobs.dataset.listed);
    const hidden = Number(jobs.dataset.hidden);
    if (shown !== Number(jobs.dataset.shown)) problems.push(`recent list shows ${shown} rows`);
    if (listed !== shown + hidden) problems.push(`recent list: ${listed} ≠ ${shown} + ${hidden}`);
    const more = jobs.querySelector('p.small button')?.textContent ?? '';
    if (hidden > 0 && !numbers(more).includes(hidden))
      problems.push(`"${more}" for ${hidden} more`);
    if (hidden === 0 && numbers(more).length > 0) problems.push(`"${more}" with nothing more`);
  }
  // A recording that runs, or waits for a choice, leads the popup.
  const record = document.querySelector<HTMLElement>('[data-record]');
  const leads = ['recording', 'uploading', 'transcribing', 'failed', 'interrupted'];
  if (record && leads.includes(record.dataset.record ?? '')) {
    if (document.querySelector('main > section') !== record) problems.push('recording not first');
  }
  // Batches count on one base: what the batch transcribes itself ("12 of 37"), the skipped apart.
  for (const row of document.querySelectorAll<HTMLElement>('[data-batch-id][data-base]')) {
    const base = Number(row.dataset.base);
    const done = Number(row.dataset.done);
    const text = row.querySelector('[data-testid="batch-row"]')?.textContent ?? '';
    const [first, second] = numbers(text);
    if (first !== done || second !== base) problems.push(`"${text}" for ${done} of ${base}`);
    const bar = row.querySelector('progress');
    if (bar && bar.max !== Math.max(1, base)) problems.push(`progress of ${bar.max}, not ${base}`);
    if (done > base) problems.push(`${done} done of ${base}`);
  }
  const offer = document.querySelector<HTMLElement>('[data-batch-offer="planned"]');
  if (offer) {
    const found = Number(offer.dataset.found);
    const skipped = Number(offer.dataset.skipped);
    const toImport = Number(offer.dataset.toImport);
    if (found !== skipped + toImport) problems.push(`offer: ${found} ≠ ${skipped} + ${toImport}`);
    const plan = offer.querySelector('[data-testid="batch-plan"]')?.textContent ?? '';
    if (plan && numbers(plan)[0] !== toImport) problems.push(`plan "${plan}" for ${toImport}`);
    const start = offer.querySelector('button.primary')?.textContent ?? '';
    if (start && !numbers(start).includes(toImport)) problems.push(`"${start}" for ${toImport}`);
  }
  return problems;
}

/** Chrome's popup is at most 600 px tall: every state must fit without scrolling. */
const POPUP_MAX_HEIGHT = 600;

/**
 * How tall the popup's content is, where its main action starts, and how many things a person
 * reads or meets above it (headings, lines of text, pictures, fields, other buttons) — once the
 * layout has settled: the recent jobs give up rows a render after what is above them grows, and a
 * person sees the popup after that, not the frame in between.
 */
async function settledPopupLayout() {
  let last = '';
  for (let stable = 0, frame = 0; stable < 3 && frame < 100; frame++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const now = JSON.stringify(popupLayout());
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
  return JSON.parse(last) as ReturnType<typeof popupLayout>;

  function popupLayout() {
    const main =
      document.querySelector<HTMLElement>('main button.primary') ??
      document.querySelector<HTMLElement>('main button, main input');
    const top = main?.getBoundingClientRect().top ?? null;
    const above =
      top === null
        ? null
        : [
            ...document.querySelectorAll<HTMLElement>(
              'main h2, main p, main img, main button, main select, main input, main progress, main li, main summary',
            ),
          ].filter((element) => {
            const box = element.getBoundingClientRect();
            // Leaves only: a list item counts once, not again for each line in it.
            const leaf = !element.querySelector('h2, p, button, select, input, progress, li');
            return box.height > 0 && box.bottom <= top + 1 && (leaf || element.tagName === 'LI');
          }).length;
    return {
      height: Math.ceil(document.body.scrollHeight),
      mainTop: top === null ? null : Math.round(top),
      above,
      main: main?.textContent?.trim() ?? null,
    };
  }
}

/** Walks states, checking each; fails at the end with every finding at once. */
class Walk {
  readonly findings: string[] = [];
  readonly seen: string[] = [];

  constructor(
    readonly lang: 'en' | 'de',
    readonly b: ExtensionBrowser,
  ) {}

  private leaks(state: string, text: string): void {
    if (this.lang !== 'de') return;
    for (const leak of englishLeaks(text, english))
      this.findings.push(`${state}: English "${leak}"`);
  }

  /** Checks the popup in one state, and saves its picture when `shot` names it. */
  async popup(popup: PopupDriver, state: string, shot?: string): Promise<void> {
    this.seen.push(state);
    this.leaks(state, await popup.evaluate(uiText));
    for (const problem of await popup.evaluate(contradictions)) {
      this.findings.push(`${state}: ${problem}`);
    }
    const layout = await popup.evaluate(settledPopupLayout);
    console.log(
      `popup layout ${this.lang} | ${state} | height ${layout.height} px | main "${layout.main}" at ${layout.mainTop} px | ${layout.above} above`,
    );
    if (layout.height > POPUP_MAX_HEIGHT) {
      this.findings.push(`${state}: ${layout.height} px tall, over ${POPUP_MAX_HEIGHT}`);
    }
    if (shot) await popup.screenshot(join(SCREENSHOTS, `${shot}.png`));
  }

  /** Checks an extension page in one state. */
  async page(page: Page, state: string): Promise<void> {
    this.seen.push(state);
    this.leaks(state, await page.evaluate(uiText));
  }
}

/** Opens the popup on a tab, runs `steps` in it, and closes it. */
async function withPopup(
  b: ExtensionBrowser,
  tab: Page,
  state: string,
  steps: (popup: PopupDriver) => Promise<void>,
): Promise<void> {
  const popup = await popupOn(b, tab, state);
  try {
    await steps(popup);
  } finally {
    await popup.close();
  }
}

/** An uploaded recording's transcript (the sandbox finishes it when told). */
async function uploadedTranscript(): Promise<string> {
  const sdk = createScribekit({ apiKey: api.apiKey, baseUrl: api.baseUrl });
  let done = false;
  const pending = sdk
    .transcribeFile(makeWav(30, 'walk', 4000), {
      title: 'Uploaded recording',
      wait: { timeoutMs: 30_000 },
    })
    .finally(() => {
      done = true;
    });
  while (!done) {
    await fetch(`${api.baseUrl}/__sandbox/jobs/finish`, { method: 'POST' });
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return (await pending).id;
}

const confirmedJob = (kind: string) =>
  document.querySelector(`.job[data-job-kind="${kind}"]:not([data-job-starting])`) !== null;

/** A playlist page linking to `videos` (each twice: thumbnail and title). */
function playlist(videos: string[]): string {
  const rows = videos.map(
    (video, index) =>
      `<li><a href="${WATCH(video)}&list=PLstates"><img alt=""></a><a href="${WATCH(video)}">Lecture ${index + 1}</a></li>`,
  );
  return `<!doctype html><title>Course - YouTube</title><ol>${rows.join('')}</ol>`;
}

describe.each(['en', 'de'] as const)('every popup state, in %s', (lang) => {
  let b: ExtensionBrowser;
  let say: Say;

  beforeAll(async () => {
    say = await messagesIn(lang);
  });
  afterAll(() => b?.close());

  test('says one thing in one language in each', async () => {
    const walk = new Walk(lang, await launchExtensionBrowser({ lang, keepWelcome: true }));
    b = walk.b;
    const suffix = lang === 'de' ? '-de' : '';

    // First run: the welcome page, then the popup before a key is saved.
    const welcome = b.context.pages().find((page) => page.url().endsWith('/welcome.html'));
    if (!welcome) throw new Error('no first-run page');
    await welcome.getByTestId('key-steps').waitFor();
    await walk.page(welcome, 'welcome');
    if (lang === 'de') {
      await welcome.screenshot({ path: join(SCREENSHOTS, 'welcome-de.png'), fullPage: true });
    }
    await welcome.close();
    const video = await b.openTab(WATCH(`st${lang}vid0001`));
    await withPopup(b, video, 'setup', (popup) => walk.popup(popup, 'no key'));

    // The settings: a rejected key, then a key lacking scopes, then a good one.
    const options = await saveSettings(b, 'sk_wrong_key_for_the_walk', api);
    await walk.page(options, 'options: key rejected');
    const limited = api.createApiKey('reader', ['transcripts:read']);
    await options.locator('#api-key').fill(limited);
    await options.locator('form button[type="submit"]').click();
    await options.locator('[data-outcome="limited"]').waitFor();
    await walk.page(options, 'options: scopes missing');
    await withPopup(b, video, 'error', (popup) => walk.popup(popup, 'scope missing'));
    await options.locator('#api-key').fill(api.apiKey);
    await options.locator('form button[type="submit"]').click();
    await options.locator('[data-outcome="connected"]').waitFor();
    await walk.page(options, 'options: connected');
    if (lang === 'de') {
      await options.screenshot({ path: join(SCREENSHOTS, 'options-de.png'), fullPage: true });
    }
    await options.close();

    // A video: the offer, the start, the job running.
    await withPopup(b, video, 'import', async (popup) => {
      await popup.waitFor(() => document.querySelector('[data-testid="import-card"]') !== null);
      await walk.popup(popup, 'video offer', `states-video${suffix}`);
      await popup.clickButton(say('popup.transcribePage'));
      await popup.waitFor(confirmedJob, 'source_import');
      await walk.popup(popup, 'video started');
    });
    await withPopup(b, video, 'import', async (popup) => {
      await popup.waitFor(confirmedJob, 'source_import');
      await walk.popup(popup, 'video being transcribed');
    });

    // A meeting: the offer, the bot on its way, the question before calling it back.
    const meeting = await b.openTab(`https://meet.google.com/sta-te${lang}-alk`);
    await withPopup(b, meeting, 'meeting', async (popup) => {
      await walk.popup(popup, 'meeting offer');
      await popup.clickButton(say('popup.sendBot'));
      await popup.waitFor(confirmedJob, 'recording_job');
      await walk.popup(popup, 'bot on its way');
      await popup.clickButton(say('jobs.cancelRecording'));
      await popup.waitForText(say('jobs.keepRecording'));
      await walk.popup(popup, 'cancel question');
      await popup.clickButton(say('jobs.keepRecording'));
    });

    // A page with nothing to transcribe: a calm note; a pasted word, then a pasted link.
    const elsewhere = await b.openTab('https://example.com/');
    await withPopup(b, elsewhere, 'none', async (popup) => {
      expect(await popup.evaluate(() => document.querySelectorAll('.message').length)).toBe(0);
      await walk.popup(popup, 'nothing here', `states-elsewhere${suffix}`);
      await popup.fill(say('popup.pasteLabel'), 'my favourite talk');
      await popup.clickButton(say('popup.check'));
      await popup.waitForText(say('page.notLink'));
      await walk.popup(popup, 'not a link');
      await popup.fill(say('popup.pasteLabel'), 'https://vimeo.com/76979871');
      await popup.clickButton(say('popup.check'));
      await popup.waitFor(() => document.querySelector('[data-testid="link-report"]'));
      await walk.popup(popup, 'pasted link');
    });
    const teams = await b.openTab('https://teams.microsoft.com/v2/');
    await withPopup(b, teams, 'none', (popup) => walk.popup(popup, 'meeting app without id'));

    // A playlist: the offer (one video transcribed before), the batch running, then finished.
    const videos = Array.from({ length: 5 }, (_, n) => `st${lang}${String(n).padStart(7, '0')}`);
    const before = await ops().startImport({ url: WATCH(videos[2] ?? '') });
    await fetch(`${api.baseUrl}/__sandbox/jobs/finish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: before.id }),
    });
    const listUrl = `https://www.youtube.com/playlist?list=PLstates${lang}`;
    await b.context.route(`${listUrl}*`, (route) =>
      route.fulfill({ body: playlist(videos), contentType: 'text/html' }),
    );
    const list = await b.openTab(listUrl);
    await withPopup(b, list, 'none', async (popup) => {
      await popup.waitFor(() => document.querySelector('[data-testid="batch-plan"]'));
      await walk.popup(popup, 'batch offer');
      await popup.evaluate(() =>
        document.querySelector<HTMLButtonElement>('[data-batch-offer] button.primary')?.click(),
      );
      await popup.waitFor(() => document.querySelector('[data-batch-state="running"]'));
      await walk.popup(popup, 'batch running', `states-batch${suffix}`);
    });
    // Elsewhere, the running batch and the running jobs are in the recent list.
    await withPopup(b, elsewhere, 'none', async (popup) => {
      await popup.waitFor(() => document.querySelector('[data-testid="jobs"] [data-batch-id]'));
      await walk.popup(popup, 'batch among the recent jobs');
    });
    await eventually(
      async () =>
        (await ops().listImports()).filter((item) => videos.some((v) => item.url.includes(v)))
          .length >= 5,
      20_000,
      'the batch to send its imports',
    );
    await fetch(`${api.baseUrl}/__sandbox/jobs/finish`, { method: 'POST' });
    await withPopup(b, list, 'none', async (popup) => {
      await popup.waitFor(
        () => document.querySelector('[data-batch-state="done"]'),
        undefined,
        30_000,
      );
      await walk.popup(popup, 'batch finished');
    });

    // Finished jobs in the list, with their transcripts.
    await withPopup(b, elsewhere, 'none', async (popup) => {
      // Listed as far as they fit under the page's part (the rest behind "All transcripts").
      await popup.waitFor(
        () =>
          Number(document.querySelector<HTMLElement>('[data-testid="jobs"]')?.dataset.finished) > 0,
        undefined,
        15_000,
      );
      await walk.popup(popup, 'jobs done');
    });
    // The video's own page once its import is done: its transcript first, never a second start.
    await withPopup(b, video, 'import', async (popup) => {
      await popup.waitFor(() => document.querySelector('[data-testid="import-done"]'));
      await walk.popup(popup, 'video done', `states-video-done${suffix}`);
    });

    // A tab recording: cut short (it leads the popup), failed, done.
    const recording = {
      id: crypto.randomUUID(),
      tabId: 1,
      title: 'Quarterly webinar',
      startedAt: Date.now() - 60_000,
      elapsedMs: 42_000,
      bytes: 336_000,
      progress: null,
      uploadFileId: null,
      transcriptId: null,
      error: null,
    };
    const transcriptId = (await ops().getImport(before.id)).transcript_id ?? '';
    for (const [phase, fields] of [
      ['interrupted', {}],
      ['failed', { error: say('recording.noRecorder') }],
      ['done', { transcriptId }],
    ] as const) {
      await storeItems(b, { tabRecording: { ...recording, phase, ...fields } });
      await withPopup(b, elsewhere, 'none', async (popup) => {
        await popup.waitFor(
          (wanted) =>
            document.querySelector(`[data-record="${wanted}"], [data-recording-phase="${wanted}"]`),
          phase,
        );
        await walk.popup(
          popup,
          `tab recording ${phase}`,
          phase === 'interrupted' ? `states-recording${suffix}` : undefined,
        );
      });
    }
    await storeItems(b, { tabRecording: null });

    // The service's failures: a preview that failed, an API out of reach.
    await injectFault(api, {
      match: { method: 'POST', path: '/api/v1/source-imports/preview' },
      effect: { status: 500 },
    });
    const other = await b.openTab(WATCH(`st${lang}vid0002`));
    await withPopup(b, other, 'import', async (popup) => {
      await popup.waitFor(() => document.querySelector('[data-testid="preview-error"]'));
      await walk.popup(popup, 'preview failed');
    });
    await injectFault(api, {
      match: { path: '/api/v1/*', origin: 'api' },
      effect: { drop: true },
      times: 100_000,
    });
    await withPopup(b, video, 'error', async (popup) => {
      await popup.waitFor(() => document.querySelector('[data-error-kind="unreachable"]'));
      await walk.popup(popup, 'API out of reach');
    });
    await clearFaults(api);

    // A job the service no longer knows.
    await restartWithJobs(b, [
      trackedJob({
        id: crypto.randomUUID(),
        title: 'Deleted on the web',
        status: 'queued',
        phase: 'queued',
        label: say('state.import.queued'),
        notified: false,
        nextPollAt: 0,
      }),
    ]);
    await withPopup(b, elsewhere, 'none', async (popup) => {
      await popup.waitFor(() => document.querySelector('[data-job-gone="true"]'));
      await walk.popup(popup, 'job gone');
    });

    // The transcript pages: an import's (times open the video) and an upload's (with its player).
    const imported = await b.context.newPage();
    await imported.goto(b.pageUrl(`transcript.html?id=${transcriptId}`));
    await imported.getByTestId('source-note').waitFor();
    await walk.page(imported, 'transcript of an import');
    await imported.close();
    const uploaded = await b.context.newPage();
    await uploaded.goto(b.pageUrl(`transcript.html?id=${await uploadedTranscript()}`));
    await uploaded.locator('[data-testid="player"][data-status="ready"]').waitFor();
    await walk.page(uploaded, 'transcript with its player');
    await uploaded.close();

    // The other pages of the extension.
    const all = await b.context.newPage();
    await all.goto(b.pageUrl('all-transcripts.html'));
    await all.getByTestId('transcript-row').first().waitFor();
    await walk.page(all, 'all transcripts');

    console.log(`${lang}: ${walk.seen.length} states walked: ${walk.seen.join(', ')}`);
    expect(walk.findings).toEqual([]);
  }, 240_000);
});

describe('the English scan', () => {
  test('finds untranslated pieces and lets German and proper names be', () => {
    // The issue's own example, as the options page rendered it before.
    expect(
      englishLeaks('transcripts:read für open your transcripts: funktioniert', english),
    ).toContain('open your transcripts');
    expect(englishLeaks('Diese Seite transkribieren · YouTube · Google Meet', english)).toEqual([]);
    expect(englishLeaks('Exportieren: Dokumente, Untertitel, Daten', english)).toEqual([]);
    expect(englishLeaks('Letzte Aufträge · Recent jobs', english)).toContain('Recent jobs');
  });
});
