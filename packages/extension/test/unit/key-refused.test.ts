import { type Sandbox, startSandbox } from '@scribekit/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { BATCH_ALARM } from '../../src/background/batch/batch-runner.js';
import { POLL_ALARM } from '../../src/background/poller.js';
import { KEY_STATE_PORT, type KeyStateUpdate } from '../../src/key-state.js';
import type { PageVideoLink } from '../../src/messages/popup.js';
import { type Harness, OWN_PAGE, startHarness } from '../support/harness.js';
import { clearFaults, eventually, injectFault } from '../support/sandbox.js';

// Issue 35 item 2 in the background: a key the service refuses mid-batch stops everything sent
// with it after that one refused request (the CLI's rule), says so to the popup and the badge,
// and a saved working key lets the batch go on by itself.

let sandbox: Sandbox;
let harness: Harness | null = null;

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    processingMs: 100,
    validateResponses: true,
    rateLimits: { sourceImports: 3, uploadInit: 1000, windowS: 2 },
    log: () => undefined,
  });
});
afterAll(() => sandbox.close());
afterEach(async () => {
  harness?.background.batches.halt();
  harness?.stop();
  harness = null;
  await clearFaults(sandbox);
});

let nextVideo = 91_000_000;
function videos(count: number): PageVideoLink[] {
  return Array.from({ length: count }, () => {
    nextVideo += 1;
    return { url: `https://vimeo.com/${nextVideo}`, title: `Talk ${nextVideo}` };
  });
}

const apiRequests = () => sandbox.requests({ origin: 'api' });
const refusedImports = () =>
  sandbox.requests({ method: 'POST', path: '/api/v1/source-imports/', status: '401' }).length;

/**
 * The API requests answered, once none more is answered for 1 s: one sent before the halt but
 * answered after it (a loaded machine) is counted, not taken for one sent after (at most 10 s).
 */
async function answeredOnceQuiet(): Promise<number> {
  let count = apiRequests().length;
  for (let tries = 0; tries < 10; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = apiRequests().length;
    if (now === count) break;
    count = now;
  }
  return count;
}

function createsOf(urls: string[]): number[] {
  const counts = new Map(urls.map((url) => [url, 0]));
  for (const entry of sandbox.requests({ method: 'POST', path: '/api/v1/source-imports/' })) {
    const url = (entry.body as { url?: string } | null)?.url ?? '';
    if (entry.status < 300 && counts.has(url)) counts.set(url, (counts.get(url) ?? 0) + 1);
  }
  return urls.map((url) => counts.get(url) ?? 0);
}

describe('a refused key (issue 35 item 2)', () => {
  test('mid-batch: the batch, the poller and any start halt after the refusal; a new key resumes', async () => {
    const h = await startHarness(sandbox);
    harness = h;
    await h.saveKey();
    // A popup listening for the key's state, as the real one does.
    const port = {
      name: KEY_STATE_PORT,
      sender: OWN_PAGE,
      messages: [] as KeyStateUpdate[],
      postMessage(message: KeyStateUpdate) {
        port.messages.push(message);
      },
      onDisconnect: { addListener: () => undefined },
    };
    await (
      fakeBrowser.runtime.onConnect as unknown as { trigger(p: unknown): Promise<unknown> }
    ).trigger(port);

    const list = videos(8);
    const urls = list.map((video) => video.url);
    await h.call('startPageBatch', {
      pageUrl: 'https://www.youtube.com/playlist?list=PLrefused',
      title: 'Refused',
      videos: list,
    });
    await eventually(() => createsOf(urls).some((n) => n > 0) || undefined, 10_000, 'an import');
    // The key is revoked: every API request is refused from now on.
    await injectFault(sandbox, {
      match: { origin: 'api' },
      effect: { status: 401 },
      times: 10_000,
    });

    const refused = await eventually(
      async () => (await h.background.refusal.read()) ?? undefined,
      10_000,
      'the refusal on record',
    );
    expect(refused.status).toBe(401);
    // The popup heard it at once; the badge says it.
    await eventually(
      () => port.messages.some((message) => message.refused?.status === 401) || undefined,
      2_000,
      'the refusal pushed to the popup',
    );
    expect(await fakeBrowser.action.getBadgeText({})).toBe('!');
    await h.background.batches.settled();
    const sentAtHalt = await answeredOnceQuiet();

    // Nothing more goes out: not on the alarm, not from a start, not from a check.
    await h.background.batches.resumeAll();
    await h.background.poller.pollDue();
    const start = await h.send('startImport', {
      url: 'https://vimeo.com/91999999',
      language: null,
      title: null,
    });
    expect(start.ok).toBe(false);
    if (!start.ok) expect(start.error.kind).toBe('auth');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(apiRequests().length).toBe(sentAtHalt);
    expect(refusedImports()).toBeLessThanOrEqual(1);
    expect(await fakeBrowser.alarms.get(BATCH_ALARM)).toBeUndefined();
    expect(await fakeBrowser.alarms.get(POLL_ALARM)).toBeUndefined();

    // A working key saved: the refusal ends and the batch goes on by itself, each video once.
    await clearFaults(sandbox);
    await h.saveKey();
    expect(await h.background.refusal.read()).toBe(null);
    expect(port.messages.at(-1)?.refused).toBe(null);
    await eventually(
      async () => {
        const [batch] = await h.call('listBatches', null);
        return batch?.state === 'done' ? batch : undefined;
      },
      30_000,
      'the batch to end',
    );
    expect(createsOf(urls)).toEqual(urls.map(() => 1));
    expect(await fakeBrowser.action.getBadgeText({})).not.toBe('!');
  }, 60_000);
});
