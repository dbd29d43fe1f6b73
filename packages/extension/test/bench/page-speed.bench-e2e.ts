import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startBatchPopupScenario } from '../e2e/support/batch-popup.js';
import { type ExtensionBrowser, launchExtensionBrowser } from '../e2e/support/extension-browser.js';
import { median, type PopupOpening } from '../e2e/support/popup-paint.js';
import { saveSettings } from '../e2e/support/save-settings.js';
import { typeIntoSearch } from '../e2e/support/search-keystrokes.js';
import { createLongTranscript } from '../support/long-transcript.js';
import { startTestSandbox } from '../support/sandbox.js';

// `pnpm bench`: the wall-time budgets of the popup and the transcript page, which a busy machine
// can break (the e2e tests in `pnpm test` judge the same work by the renderer's own CPU time):
// - what the page is paints ≤ 100 ms after the popup document starts (issue 10), also with a
//   200-video batch running, whose row paints ≤ 300 ms (issue 22) — each beside the CPU time
//   the popup spent until then, measured in the same opening;
// - a search keystroke on a 6-hour transcript → the next frame painted ≤ 50 ms (median).

const lines: string[] = [];
afterAll(() => {
  for (const line of lines) console.log(line);
});

const at = (openings: PopupOpening[], mark: number) =>
  median(openings.map((opening) => opening.marks[mark] as number));
const cpu = (openings: PopupOpening[], mark: number) =>
  median(openings.map((opening) => opening.cpuMs[mark] as number));

test('the popup paints what the page is ≤ 100 ms after it starts, also with a 200-video batch running (its row ≤ 300 ms)', async () => {
  const scenario = await startBatchPopupScenario();
  try {
    const without = await scenario.withoutBatch();
    await scenario.startBatch();
    const running = await scenario.withBatch();
    lines.push(
      `popup paint, page kind shown (median of 7): no batch ${at(without, 0).toFixed(1)} ms ` +
        `(${cpu(without, 0).toFixed(1)} ms of CPU), 200-video batch running ${at(running, 0).toFixed(1)} ms ` +
        `(${cpu(running, 0).toFixed(1)} ms of CPU); the batch's row ${at(running, 1).toFixed(1)} ms ` +
        `(${cpu(running, 1).toFixed(1)} ms of CPU)`,
    );
    expect(at(without, 0)).toBeLessThanOrEqual(100);
    expect(at(running, 0)).toBeLessThanOrEqual(100);
    expect(at(running, 1)).toBeLessThanOrEqual(300);
  } finally {
    await scenario.close();
  }
}, 180_000);

let browser: ExtensionBrowser;
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox(200);
  browser = await launchExtensionBrowser();
  await (await saveSettings(browser, sandbox.apiKey, sandbox)).close();
});
afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

test('a search keystroke on a 6-hour transcript paints its next frame ≤ 50 ms after it (median)', async () => {
  const id = await createLongTranscript(sandbox, 6);
  const page = await browser.context.newPage();
  await page.goto(browser.pageUrl(`transcript.html?id=${id}`));
  await page.getByTestId('segment').first().waitFor();
  await page.waitForTimeout(300);
  const typed = await typeIntoSearch(page, browser.profile, 'the meeting notes');
  lines.push(
    `6-hour transcript, search keystroke → next frame: median ${median(typed.latencies).toFixed(1)} ms ` +
      `of ${typed.latencies.length} (max ${Math.max(...typed.latencies).toFixed(1)}), ` +
      `${median(typed.cpuMs).toFixed(1)} ms of the renderer's CPU`,
  );
  expect(median(typed.latencies)).toBeLessThanOrEqual(50);
}, 120_000);
