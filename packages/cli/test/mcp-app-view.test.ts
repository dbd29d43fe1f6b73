import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Sandbox } from '@scribekit/sandbox';
import { type Browser, chromium, type FrameLocator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { appsHostPage } from './support/apps-host.js';
import { startMcpClient } from './support/mcp-client.js';
import { writeRecordings } from './support/media.js';
import { sandboxEnv, startTestSandbox } from './support/sandbox.js';
import { scratchDir } from './support/scratch.js';

// The transcript App in real Chromium, inside a host page of our own that speaks the Apps bridge
// and passes the view's calls to a real `scribekit mcp` over stdio, against the sandbox.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** `UPDATE_SCREENSHOTS=1` writes the README's screenshot; a plain run leaves the tree clean. */
const SCREENSHOTS = process.env.UPDATE_SCREENSHOTS
  ? resolve(import.meta.dirname, '../../../docs/screenshots')
  : join(scratchDir('mcp-app-screenshots'));

let sandbox: Sandbox;
let mcp: Awaited<ReturnType<typeof startMcpClient>>;
let browser: Browser;
let page: Page;
let view: FrameLocator;
let id: string;
let appHtml: string;
let media: string[];

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: set CHROMIUM_PATH.`);
  sandbox = await startTestSandbox();
  const scratch = scratchDir('mcp-app');
  // a recording Chromium can play (8 kHz PCM), transcribed through the server itself
  writeRecordings(scratch, ['weekly-sync.wav'], 75);
  mcp = await startMcpClient({
    args: ['--allow-dir', scratch],
    env: { ...sandboxEnv(sandbox), SCRIBEKIT_CONFIG_DIR: join(scratch, 'config') },
    cwd: scratch,
  });
  const made = await mcp.client.callTool({
    name: 'transcribe',
    arguments: { path: 'weekly-sync.wav', title: 'Weekly sync' },
  });
  id = (made.structuredContent as { transcript_id: string }).transcript_id;
  const { contents } = await mcp.client.readResource({ uri: 'ui://scribekit/transcript' });
  const app = contents[0] as unknown as {
    text: string;
    _meta: { ui: { csp: { resourceDomains: string[] } } };
  };
  appHtml = app.text;
  media = app._meta.ui.csp.resourceDomains;
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true });
  page = await browser.newPage({ viewport: { width: 760, height: 640 } });
  await page.exposeFunction('serverCall', (method: string, params: Record<string, unknown>) =>
    method === 'tools/call'
      ? mcp.client.callTool(params as { name: string; arguments: Record<string, unknown> })
      : mcp.client.readResource(params as { uri: string }),
  );
});
afterAll(async () => {
  await browser?.close();
  await mcp?.close();
  await sandbox?.close();
});

interface Told {
  initialized: boolean;
  context: { content: { text: string }[] }[];
}
const told = () => page.evaluate(() => (globalThis as unknown as { told: Told }).told);

/** Opens the host with a get_transcript result (its first page only: the view loads the rest). */
async function openWith(toolResult: object): Promise<void> {
  await page.setContent(appsHostPage(appHtml, toolResult, media));
  view = page.frameLocator('iframe');
  await expect.poll(async () => (await told()).initialized).toBe(true);
}

test('renders a transcript from a tool result, loads its other pages, searches, and a click on a line seeks the player', async () => {
  const result = await mcp.client.callTool({ name: 'get_transcript', arguments: { id, limit: 3 } });
  const first = result.structuredContent as {
    title: string;
    total_segments: number;
    speakers: { name: string }[];
  };
  expect(first.total_segments).toBeGreaterThan(3);
  await openWith(result);
  await expect.poll(() => view.locator('h1').textContent()).toBe(first.title);
  // all lines, not just the 3 of the result: the view asked the server for the rest
  await expect.poll(() => view.locator('.lines li').count()).toBe(first.total_segments);
  expect(await view.locator('.speakers li').count()).toBe(first.speakers.length);

  const word = (await view.locator('.lines li .said').nth(2).textContent())?.split(' ')[1] ?? '';
  await view.locator('input[type=search]').fill(word);
  const matching = await view.locator('.lines li').count();
  expect(matching).toBeGreaterThan(0);
  expect(matching).toBeLessThan(first.total_segments);
  expect(await view.locator('mark').first().textContent()).toBe(
    word.toLowerCase() === word ? word : await view.locator('mark').first().textContent(),
  );
  await view.locator('input[type=search]').fill('');

  // the player: the recording's link came through the host (resources/read), under the CSP
  await expect.poll(() => view.locator('audio').count()).toBe(1);
  const line = view.locator('.lines li').nth(4);
  const start = Number(await line.getAttribute('data-start'));
  expect(start).toBeGreaterThan(1); // a seek that did nothing would leave the player at 0
  const said = await line.locator('.said').textContent();
  await line.locator('button').click();
  await expect
    .poll(() =>
      view
        .locator('audio')
        .evaluate((audio) => (audio as unknown as { currentTime: number }).currentTime),
    )
    .toBeGreaterThanOrEqual(Math.floor(start));
  expect(await line.getAttribute('class')).toContain('picked');
  // and the host heard which line the user picked (ui/update-model-context)
  const { context } = await told();
  expect(context.at(-1)?.content[0]?.text).toContain(said ?? '—');
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, 'mcp-transcript-app.png') });
});

test('a transcribe result (an id, no segments) is enough: the view reads the transcript itself', async () => {
  await openWith({
    content: [{ type: 'text', text: 'Transcribed.' }],
    structuredContent: { transcript_id: id, status: 'completed' },
  });
  await expect.poll(() => view.locator('.lines li').count()).toBeGreaterThan(3);
});
