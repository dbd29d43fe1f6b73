// Every page of the built site in Chromium (Debian's, as the extension's e2e tests use): it renders
// with its title, navigation and heading, logs no error and loads nothing that fails; a few key
// pages are screenshot and compared with the committed ones (UPDATE_SCREENSHOTS=1 rewrites them).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { differingShare } from './support/image-diff.js';
import { serveSite } from './support/static-server.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const docs = resolve(import.meta.dirname, '..');
const dist = join(docs, '.vitepress/dist');
const committed = join(docs, 'screenshots');
const fresh = process.env.UPDATE_SCREENSHOTS ? committed : join(docs, 'test-results/screenshots');
/** The share of pixels a screenshot may differ by from the committed one (font hinting, caret). */
const TOLERANCE = 0.02;
/** The pages whose screenshots are kept: the home page, a getting-started page, a guide, the API. */
const KEY_PAGES = {
  home: '/',
  'getting-started-sdk': '/getting-started/sdk',
  'guide-webhooks': '/guides/webhooks',
  'api-files': '/reference/api/files',
};

/** Every page of the site as a URL path; Redoc's page (a script from a CDN) is left out. */
const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter(
    (name) => name.endsWith('.html') && name !== '404.html' && !name.startsWith('api-reference'),
  )
  .map(
    (name) =>
      `/${name
        .replaceAll('\\', '/')
        .replace(/(^|\/)index\.html$/, '$1')
        .replace(/\.html$/, '')}`,
  )
  .sort();

let browser: Browser;
let context: BrowserContext;
let site: Awaited<ReturnType<typeof serveSite>>;
const offSite: string[] = [];

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `No Chromium at ${CHROMIUM}: install Debian's (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  site = await serveSite(dist);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    colorScheme: 'light',
  });
  // Nothing leaves the machine: a request off loopback is refused (and reported).
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    offSite.push(route.request().url());
    return route.abort();
  });
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** A tab that records what goes wrong on it: console errors, page errors, failed loads. */
async function watchedTab(): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
  });
  return { page, problems };
}

test('the site has a page for each surface, guide and reference', () => {
  for (const path of [
    '/getting-started/sdk',
    '/getting-started/cli',
    '/getting-started/mcp',
    '/getting-started/extension',
    '/getting-started/sandbox',
    '/guides/uploads',
    '/guides/waiting',
    '/guides/webhooks',
    '/guides/batch',
    '/guides/captions',
    '/guides/search-and-ask',
    '/reference/api/operations',
    '/reference/sdk/',
  ]) {
    expect(pages).toContain(path);
  }
});

/** A page takes about 0.4 s here alone and several seconds on a loaded CI machine: no duration is judged. */
const PER_PAGE_BUDGET_MS = 4_000;

test('every page renders with its title, navigation and heading, without an error', {
  timeout: 30_000 + pages.length * PER_PAGE_BUDGET_MS,
}, async () => {
  const failures: string[] = [];
  const queue = [...pages];
  // Three tabs at a time: the pages load their scripts in parallel on loopback.
  await Promise.all(
    [1, 2, 3].map(async () => {
      const { page, problems } = await watchedTab();
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        problems.length = 0;
        await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
        await page.locator('.VPNav').waitFor({ state: 'visible' });
        const title = await page.title();
        const heading = (await page.locator('h1').first().textContent())?.trim();
        const sidebar = path === '/' || (await page.locator('.VPSidebar').count()) > 0;
        if (!/Scribekit/.test(title)) problems.push(`title "${title}"`);
        if (!heading) problems.push('no h1');
        if (!sidebar) problems.push('no sidebar');
        if (problems.length > 0) failures.push(`${path}: ${problems.join('; ')}`);
      }
      await page.close();
    }),
  );
  expect(failures).toEqual([]);
  expect(offSite).toEqual([]);
});

test('the key pages look as committed (within 2 % of their pixels)', {
  timeout: 120_000,
}, async () => {
  mkdirSync(fresh, { recursive: true });
  mkdirSync(join(docs, 'test-results'), { recursive: true });
  const { page } = await watchedTab();
  const shots: Record<string, Buffer> = {};
  for (const [name, path] of Object.entries(KEY_PAGES)) {
    await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
    await page.locator('.VPNav').waitFor({ state: 'visible' });
    await page.evaluate(() => document.fonts.ready);
    shots[name] = await page.screenshot({
      path: join(fresh, `site-${name}.png`),
      animations: 'disabled',
      caret: 'hide',
    });
  }
  const differences: Record<string, number> = {};
  for (const [name, shot] of Object.entries(shots)) {
    const file = join(committed, `site-${name}.png`);
    if (!existsSync(file))
      throw new Error(`No ${file}: run UPDATE_SCREENSHOTS=1 pnpm --filter @scribekit/docs test`);
    differences[name] = await differingShare(page, shot, readFileSync(file));
  }
  for (const [name, share] of Object.entries(differences))
    expect(share, name).toBeLessThanOrEqual(TOLERANCE);
  // The comparison can fail: two different pages differ by far more than the tolerance.
  expect(
    await differingShare(page, shots.home as Buffer, shots['guide-webhooks'] as Buffer),
  ).toBeGreaterThan(TOLERANCE * 2);
  writeFileSync(
    join(docs, 'test-results/screenshot-differences.json'),
    `${JSON.stringify(differences, null, 2)}\n`,
  );
});

test('a page that throws, logs an error or loads a missing file is reported', async () => {
  const broken = mkdtempSync(join(tmpdir(), 'scribekit-docs-broken-'));
  writeFileSync(
    join(broken, 'index.html'),
    '<title>x</title><script>console.error("boom")</script><img src="/missing.png"><script>throw new Error("bang")</script>',
  );
  const server = await serveSite(broken);
  try {
    const { page, problems } = await watchedTab();
    await page.goto(server.url, { waitUntil: 'load' });
    await expect.poll(() => problems.length).toBeGreaterThanOrEqual(3);
    // (Chromium also logs the 404 as a console error of its own.)
    expect(problems).toEqual(
      expect.arrayContaining([
        `404 for ${server.url}/missing.png`,
        'console error: boom',
        'page error: bang',
      ]),
    );
  } finally {
    await server.close();
  }
});
