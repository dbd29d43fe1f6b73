import { readFile } from 'node:fs/promises';
import type { Sandbox } from '@scribekit/sandbox';
import { createScribekit } from '@scribekit/sdk';
import { checkCaptions, parseSrt, toSrt, toVtt, transcriptCaptions } from '@scribekit/sdk/captions';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestSandbox } from '../support/sandbox.js';
import { type ExtensionBrowser, launchExtensionBrowser } from './support/extension-browser.js';
import { saveSettings } from './support/save-settings.js';

// The transcript page's SRT and VTT buttons in the built extension, in Chromium, against the
// sandbox: captions built in the page from the words to the chosen preset, the choice remembered,
// and the service's own file still there as "as the service makes it".

let sandbox: Sandbox;
let browser: ExtensionBrowser;
let transcriptId: string;
let title: string;

beforeAll(async () => {
  sandbox = await startTestSandbox(200);
  const seeded = (await (
    await fetch(`${sandbox.baseUrl}/__sandbox/seed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1, duration_s: 600 }),
    })
  ).json()) as { transcript_ids: string[] };
  transcriptId = seeded.transcript_ids[0] as string;
  title = (await sdk().transcripts.getMeta(transcriptId)).title;
  browser = await launchExtensionBrowser();
  await saveSettings(browser, sandbox.apiKey, sandbox);
});

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

const sdk = () => createScribekit({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl });

async function openTranscript(): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(browser.pageUrl(`transcript.html?id=${transcriptId}`));
  await page.getByTestId('segment').first().waitFor();
  return page;
}

async function download(
  page: Page,
  button: 'SRT' | 'VTT',
): Promise<{ file: Download; text: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const file = await downloading;
  return { file, text: await readFile((await file.path()) ?? '', 'utf8') };
}

describe('caption downloads on the transcript page', () => {
  test('SRT is built from the words to the Netflix preset by default, and meets it', async () => {
    const page = await openTranscript();
    expect(await page.getByTestId('caption-choice').inputValue()).toBe('netflix');
    const { file, text } = await download(page, 'SRT');
    expect(file.suggestedFilename()).toBe(`${title}.srt`);
    expect(text).toBe(toSrt(await transcriptCaptions(sdk(), transcriptId, { preset: 'netflix' })));
    expect(checkCaptions(parseSrt(text))).toEqual([]);
    await expect
      .poll(() => page.getByTestId('export-status').innerText())
      .toBe(`Downloaded ${title}.srt.`);
    await page.close();
  });

  test('the chosen preset is remembered across pages; VTT names speakers in voices', async () => {
    const first = await openTranscript();
    await first.getByTestId('caption-choice').selectOption('social');
    await first.close();
    const page = await openTranscript();
    await expect.poll(() => page.getByTestId('caption-choice').inputValue()).toBe('social');
    const { file, text } = await download(page, 'VTT');
    expect(file.suggestedFilename()).toBe(`${title}.vtt`);
    expect(text).toBe(toVtt(await transcriptCaptions(sdk(), transcriptId, { preset: 'social' })));
    expect(text).toMatch(/^WEBVTT\n\n1\n.*\n<v [^>]+>/);
    await page.close();
  });

  test('"As the service makes it" downloads the service\'s own export', async () => {
    const page = await openTranscript();
    await page.getByTestId('caption-choice').selectOption('service');
    const { text } = await download(page, 'SRT');
    // The service writes one cue per segment, its speaker before the text: long lines Netflix refuses.
    expect(text).not.toBe(toSrt(await transcriptCaptions(sdk(), transcriptId)));
    expect(
      checkCaptions(parseSrt(text)).some((violation) => violation.kind === 'line-too-long'),
    ).toBe(true);
    await page.getByTestId('caption-choice').selectOption('netflix');
    await page.close();
  });
});
