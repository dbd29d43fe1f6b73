import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestSandbox, type TestSandbox } from './support/sandbox.js';

// A page on a name its attacker re-pointed at 127.0.0.1 (DNS rebinding): Chromium maps the name
// to loopback itself, so the page and the sandbox share an origin as far as the browser knows.
const REBOUND = 'rebind.example';

let sbx: TestSandbox;
let opened: TestSandbox;
let browser: Browser;
beforeAll(async () => {
  sbx = await startTestSandbox();
  // The control: a sandbox told to serve the name is as open as every sandbox was before.
  opened = await startTestSandbox({ allowHosts: [REBOUND] });
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--host-resolver-rules=MAP ${REBOUND} 127.0.0.1`,
      // Chromium's own local-network checks would stop the page's fetches before they reach the
      // sandbox; Firefox and Safari have none, so the sandbox must refuse on its own.
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights',
    ],
  });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await sbx?.close();
  await opened?.close();
});

/** What the attacker's script gets back from the sandbox's origins. */
interface Attempt {
  mint: { status: number; body: string };
  read: { status: number; body: string };
}

/** Serves the attacker's page on the rebound name, at the port of the sandbox's origin `origin`. */
async function attack(origin: string): Promise<Attempt> {
  const port = new URL(origin).port;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pageUrl = `http://${REBOUND}:${port}/attack.html`;
    // The attacker's server answered this page before the name was re-pointed at the sandbox.
    await page.route(pageUrl, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>cat pictures</title>' }),
    );
    await page.goto(pageUrl);
    return await page.evaluate(async () => {
      const answer = async (response: Response) => ({
        status: response.status,
        body: await response.text(),
      });
      const mint = await answer(
        await fetch('/__sandbox/api-keys', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'stolen', scopes: ['*'] }),
        }),
      );
      let key = '';
      try {
        key = JSON.parse(mint.body).key ?? '';
      } catch {}
      const read = await answer(
        await fetch('/api/v1/transcripts/', { headers: { authorization: `Bearer ${key}` } }),
      );
      return { mint, read };
    });
  } finally {
    await context.close();
  }
}

describe('a page on a rebound name (DNS rebinding)', () => {
  test('can neither mint a key nor read the API', async () => {
    const before = (await sbx.api('GET', '/transcripts/')).status;
    expect(before).toBe(200);
    const { mint, read } = await attack(sbx.baseUrl);
    expect(mint.status, mint.body).toBe(403);
    expect(JSON.parse(mint.body).detail[0].key).toBe('host_not_allowed');
    expect(read.status, read.body).toBe(403);
    expect(JSON.parse(read.body).detail[0].key).toBe('host_not_allowed');
  });

  test('succeeds where the name is allowed (the attack the check stops is real)', async () => {
    const { mint, read } = await attack(opened.baseUrl);
    expect(mint.status, mint.body).toBe(201);
    expect(JSON.parse(mint.body).scopes).toEqual(['*']);
    expect(read.status, read.body).toBe(200);
  });
});
