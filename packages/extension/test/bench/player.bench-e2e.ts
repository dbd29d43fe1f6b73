import { makeWav, type Sandbox } from '@scribekit/sandbox';
import { createScribekit } from '@scribekit/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type ExtensionBrowser, launchExtensionBrowser } from '../e2e/support/extension-browser.js';
import { saveSettings } from '../e2e/support/save-settings.js';
import { createLongTranscript } from '../support/long-transcript.js';
import { startTestSandbox } from '../support/sandbox.js';

// The player's time budgets (issue 26), on the built extension in headless Chromium against a
// sandbox that serves the uploaded WAV from its media origin, with a baseline in the same run:
// - a click on a line → audio playing from it: ≤ 150 ms (median of 9), beside a bare <audio>
//   element on another extension page doing the same;
// - the marked line follows playback within 250 ms (the worst of every line crossed), beside one
//   animation frame;
// - a 6-hour transcript interactive with its player: ≤ 500 ms (median of 7, or BENCH_ROUNDS),
//   beside the 2-hour one.
// `BASELINE_EXTENSION_DIR=<another build>/.output/chrome-mv3` also opens the 6-hour page in that
// build, alternating, for a before/after ratio on the same machine at the same time.

/** Opens of each page measured (after a warm-up); `BENCH_ROUNDS` for a tighter median. */
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 7;
const CLICKS = 9;
let api: Sandbox;
let browser: ExtensionBrowser;
let baseline: ExtensionBrowser | null = null;
const lines: string[] = [];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return ((sorted[Math.floor(mid - 0.5)] ?? 0) + (sorted[Math.ceil(mid - 0.5)] ?? 0)) / 2;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

beforeAll(async () => {
  api = await startTestSandbox(200);
  browser = await launchExtensionBrowser();
  await (await saveSettings(browser, api.apiKey, api)).close();
  const other = process.env.BASELINE_EXTENSION_DIR;
  if (other) {
    baseline = await launchExtensionBrowser({ extensionDir: other });
    await (await saveSettings(baseline, api.apiKey, api)).close();
  }
});

afterAll(async () => {
  await browser?.close();
  await baseline?.close();
  await api?.close();
  for (const line of lines) console.log(line);
});

/** Opens a transcript page and reads when it was interactive and when its player was. */
async function readiness(b: ExtensionBrowser, id: string) {
  const page = await b.context.newPage();
  await page.goto(b.pageUrl(`transcript.html?id=${id}`));
  await page.getByTestId('segment').first().waitFor();
  const marks = await page.evaluate(() => ({
    ready: Number(document.body.dataset.readyAt),
    player: Number(document.body.dataset.playerReadyAt ?? Number.NaN),
  }));
  await page.close();
  return marks;
}

test('the player within its budgets', async () => {
  const sdk = createScribekit({ apiKey: api.apiKey, baseUrl: api.baseUrl });
  const [sixHours, twoHours, upload] = await Promise.all([
    createLongTranscript(api, 6),
    createLongTranscript(api, 2),
    sdk.transcribeFile(makeWav(240, 'bench', 4000), {
      title: 'Bench recording',
      wait: { timeoutMs: 60_000 },
    }),
  ]);

  // 6 hours against 2 hours (and against the baseline build), alternating so load hits both.
  const six: number[] = [];
  const sixPlayer: number[] = [];
  const two: number[] = [];
  const before: number[] = [];
  for (let round = 0; round <= ROUNDS; round += 1) {
    const a = await readiness(browser, sixHours);
    const b = await readiness(browser, twoHours);
    const c = baseline ? await readiness(baseline, sixHours) : null;
    if (round === 0) continue; // warm-up: the first open compiles the page's script
    six.push(a.ready);
    sixPlayer.push(a.player);
    two.push(b.ready);
    if (c) before.push(c.ready);
  }
  lines.push(
    `player bench: 6 h transcript interactive median ${ms(median(six))}, its player ready ${ms(median(sixPlayer))} ` +
      `(2 h: ${ms(median(two))}, ratio 6 h / 2 h ${(median(six) / median(two)).toFixed(2)})` +
      (before.length
        ? `; baseline build 6 h ${ms(median(before))}, ratio ${(median(six) / median(before)).toFixed(2)}`
        : ''),
  );

  // A click on a line → playing from it, against a bare <audio> on another extension page.
  const page = await browser.context.newPage();
  await page.goto(browser.pageUrl(`transcript.html?id=${upload.id}`));
  await page.locator('[data-testid="player"][data-status="ready"]').waitFor();
  const clicks: number[] = [];
  for (let n = 0; n < CLICKS; n += 1) {
    const line = page.getByTestId('segment').nth(1 + n * 2);
    await line.scrollIntoViewIfNeeded();
    const took = await clickToPlaying(page, async () => line.locator('p').click());
    clicks.push(took);
  }
  const meta = await sdk.client.GET('/transcripts/{id}/meta', {
    params: { path: { id: upload.id } },
  });
  const plain = await plainAudioClicks(meta.data?.file.public_url ?? '');
  lines.push(
    `player bench: click on a line → playing from it median ${ms(median(clicks))} (max ${ms(Math.max(...clicks))}); ` +
      `bare <audio> ${ms(median(plain))}, ratio ${(median(clicks) / median(plain)).toFixed(2)}`,
  );

  // The marked line follows playback: lag from the clock crossing a line's start to its mark.
  const follow = await highlightLag(page);
  lines.push(
    `player bench: marked line follows playback with median lag ${ms(median(follow.lags))}, ` +
      `worst ${ms(Math.max(...follow.lags))} over ${follow.lags.length} lines (one frame here: ${ms(follow.frame)})`,
  );
  await page.close();

  expect(median(clicks)).toBeLessThanOrEqual(150);
  expect(Math.max(...follow.lags)).toBeLessThanOrEqual(250);
  expect(median(six)).toBeLessThanOrEqual(500);
  expect(median(sixPlayer)).toBeLessThanOrEqual(500);
}, 600_000);

/** Time from the click to the media element playing, measured in the page. */
async function clickToPlaying(page: Page, click: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const audio = document.querySelector('audio') as HTMLAudioElement;
    audio.pause();
    const state = { clicked: 0, playing: 0 };
    (window as unknown as { bench: typeof state }).bench = state;
    document.addEventListener('click', () => (state.clicked = performance.now()), {
      capture: true,
      once: true,
    });
    audio.addEventListener('playing', () => (state.playing = performance.now()), { once: true });
  });
  await click();
  await page.waitForFunction(
    () => (window as unknown as { bench: { playing: number } }).bench.playing > 0,
  );
  const took = await page.evaluate(() => {
    const state = (window as unknown as { bench: { clicked: number; playing: number } }).bench;
    return state.playing - state.clicked;
  });
  await page.waitForTimeout(200);
  return took;
}

/**
 * The same clicks on a bare <audio> element on another extension page (the icon, an image
 * document, so nothing of the transcript page runs): the browser's own cost of seek and play.
 */
async function plainAudioClicks(url: string): Promise<number[]> {
  const page = await browser.context.newPage();
  await page.goto(browser.pageUrl('icon/128.png'));
  await page.evaluate(async (src) => {
    const button = document.createElement('button');
    button.id = 'go';
    button.textContent = 'Play';
    const audio = document.createElement('audio');
    audio.preload = 'metadata';
    document.body.append(button, audio);
    audio.src = src;
    let at = 10;
    button.addEventListener('click', () => {
      audio.currentTime = at;
      at += 20;
      void audio.play();
    });
    await new Promise((resolve, reject) => {
      audio.addEventListener('loadedmetadata', resolve, { once: true });
      audio.addEventListener('error', () => reject(new Error('the bare <audio> did not load')));
    });
  }, url);
  const took: number[] = [];
  for (let n = 0; n < CLICKS; n += 1) {
    took.push(await clickToPlaying(page, () => page.locator('#go').click()));
  }
  await page.close();
  return took;
}

/** Plays at 8× for 10 s (some ten lines) and reads, for each line crossed, how late its mark came. */
async function highlightLag(page: Page): Promise<{ lags: number[]; frame: number }> {
  await page.getByTestId('segment').first().locator('p').click();
  return page.evaluate(async () => {
    const audio = document.querySelector('audio') as HTMLAudioElement;
    audio.playbackRate = 8;
    const lags: number[] = [];
    const observer = new MutationObserver((changes) => {
      for (const change of changes) {
        const row = change.target as HTMLElement;
        if (row.getAttribute('aria-current') !== 'true') continue;
        // Media seconds since the line began, at 8×, in wall-clock milliseconds.
        lags.push(((audio.currentTime - Number(row.dataset.start)) / audio.playbackRate) * 1000);
      }
    });
    observer.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-current'],
    });
    const frames: number[] = [];
    let last = performance.now();
    const count = (now: number) => {
      frames.push(now - last);
      last = now;
      if (frames.length < 120) requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    observer.disconnect();
    audio.pause();
    const sorted = frames.slice(1).sort((a, b) => a - b);
    // The first mark is the click's own, set before playback moved.
    return { lags: lags.slice(1), frame: sorted[Math.floor(sorted.length / 2)] ?? 0 };
  });
}
