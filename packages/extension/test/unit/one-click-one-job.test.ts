import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { operationsFor } from '../../src/background/api.js';
import type { StartIntent } from '../../src/background/start-journal.js';
import type { JobView } from '../../src/messages.js';
import { type Harness, type HarnessOptions, startHarness } from '../support/harness.js';
import { clearFaults, eventually, injectFault, startTestSandbox } from '../support/sandbox.js';

// One click, one job: the background records the start before the create request goes out,
// shows it as "Starting…", refuses a second start for the same page, and finishes a start a
// stopped background left behind without sending a second job.

let sandbox: Sandbox;
let harness: Harness;
let videoNumber = 76979870;

const IMPORTS = '/api/v1/source-imports/';
const RECORDINGS = '/api/v1/recording-jobs/';

beforeAll(async () => {
  sandbox = await startTestSandbox(600_000);
});
afterAll(() => sandbox.close());
afterEach(async () => {
  harness?.stop();
  await clearFaults(sandbox);
});

/** A video no other test has used, so counts at the sandbox are this test's alone. */
function freshVideo(): string {
  videoNumber += 1;
  return `https://vimeo.com/${videoNumber}`;
}

const ops = () => operationsFor(sandbox.apiKey, sandbox.baseUrl);

async function importsOf(url: string) {
  return (await ops().listImports()).filter((item) => item.url === url);
}

/** Create requests as the API client sent them, with their Idempotency-Key. */
function watchCreates() {
  const creates: { path: string; key: string | null }[] = [];
  const spy: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && (path === IMPORTS || path === RECORDINGS)) {
      creates.push({ path, key: request.headers.get('idempotency-key') });
    }
    return fetch(request);
  };
  return { creates, fetch: spy };
}

async function start(options: HarnessOptions = {}) {
  harness = await startHarness(sandbox, options);
  await harness.saveKey();
}

const slowCreate = (path = IMPORTS, ms = 1_500) =>
  injectFault(sandbox, { match: { method: 'POST', path }, effect: { delay_ms: ms } });

describe('one click, one job', () => {
  test('two starts for one page at once make one job; the second is refused', async () => {
    const watched = watchCreates();
    await start({ fetch: watched.fetch });
    const url = freshVideo();
    await slowCreate();
    const [first, second] = await Promise.all([
      harness.send('startImport', { url, language: null, title: null }),
      harness.send('startImport', { url: `${url}?share=copy`, language: null, title: null }),
    ]);
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, error: { kind: 'conflict' } });
    expect(await importsOf(url)).toHaveLength(1);
    expect(watched.creates).toHaveLength(1);
    expect(watched.creates[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('while the create is slow the start shows as Starting…, then as its job', async () => {
    await start();
    const url = freshVideo();
    await slowCreate();
    const started = harness.call('startImport', { url, language: null, title: 'Talk' });
    const starting = await eventually(
      async () => (await harness.call('listJobs', null)).find((job) => job.url === url),
      5_000,
      'the starting job',
    );
    expect(starting).toMatchObject({ starting: true, phase: 'queued', label: 'Starting…' });
    expect(starting.title).toBe('Talk');
    // The popup's port hears of it too.
    const popup = await harness.connectPopup();
    await eventually(() =>
      (popup.port.messages as { jobs: JobView[] }[]).some((update) =>
        update.jobs.some((job) => job.url === url && job.starting),
      ),
    );
    const job = await started;
    const jobs = await harness.call('listJobs', null);
    expect(jobs.filter((item) => item.url === url)).toEqual([
      expect.objectContaining({ id: job.id }),
    ]);
    expect(jobs.find((item) => item.url === url)?.starting).toBeUndefined();
    expect(job.createdAt).toBe(starting.createdAt);
    await popup.close();
  });

  test('a running job refuses a new start for the same page in another form', async () => {
    await start();
    await harness.call('startRecording', { url: 'https://meet.google.com/abc-defg-hij' });
    const again = await harness.send('startRecording', {
      url: 'https://meet.google.com/abc-defg-hij?authuser=1&hs=122',
    });
    expect(again).toMatchObject({
      ok: false,
      error: {
        kind: 'conflict',
        title: 'A recording bot is already in this meeting or on its way.',
      },
    });
    const bots = (await ops().listRecordings()).filter(
      (item) =>
        item.meet_url === 'https://meet.google.com/abc-defg-hij' && item.status !== 'cancelled',
    );
    expect(bots).toHaveLength(1);
    for (const bot of bots) await ops().cancelRecording(bot.id);
  });

  test('a start refused by the service is forgotten, so it can be tried again', async () => {
    await start();
    const url = freshVideo();
    await injectFault(sandbox, {
      match: { method: 'POST', path: IMPORTS },
      effect: { status: 500 },
    });
    const failed = await harness.send('startImport', { url, language: null, title: null });
    expect(failed).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect((await harness.call('listJobs', null)).some((job) => job.url === url)).toBe(false);
    await harness.call('startImport', { url, language: null, title: null });
    expect(await importsOf(url)).toHaveLength(1);
  });

  test('a start whose answer never came is settled once: sent again when it had not landed', async () => {
    const watched = watchCreates();
    await start({ fetch: watched.fetch });
    const url = freshVideo();
    // The connection drops before the sandbox handles the request: no job there.
    await injectFault(sandbox, {
      match: { method: 'POST', path: IMPORTS },
      effect: { drop: true },
    });
    const lost = await harness.send('startImport', { url, language: null, title: null });
    expect(lost.ok).toBe(false);
    expect((await harness.call('listJobs', null)).find((job) => job.url === url)?.starting).toBe(
      true,
    );
    // A second click is refused: the first is still the record.
    expect(await harness.send('startImport', { url, language: null, title: null })).toMatchObject({
      ok: false,
      error: { kind: 'conflict' },
    });
    // Opening the popup settles it: not on the service, so sent again with the same key.
    const popup = await harness.connectPopup();
    await eventually(async () => (await importsOf(url)).length === 1, 5_000, 'the import');
    await eventually(async () =>
      (await harness.call('listJobs', null)).some((job) => job.url === url && !job.starting),
    );
    expect(watched.creates.map((create) => create.key)).toEqual([
      watched.creates[0]?.key,
      watched.creates[0]?.key,
    ]);
    await popup.close();
    expect(await importsOf(url)).toHaveLength(1);
  });

  test('a start left behind is forgotten once no key is saved (it could never be sent)', async () => {
    await start();
    const url = freshVideo();
    await harness.call('forgetKey', null);
    const intent: StartIntent = {
      key: crypto.randomUUID(),
      kind: 'source_import',
      url,
      title: 'Vimeo link',
      requestTitle: null,
      sourceLabel: 'Vimeo',
      code: 'vimeo',
      language: null,
      separateSpeakers: false,
      createdAt: Date.now(),
    };
    await fakeBrowser.storage.local.set({ starts: [intent] });
    harness.stop();
    harness = await startHarness(sandbox, { keepStorage: true });
    expect((await fakeBrowser.storage.local.get('starts')).starts).toEqual([]);
    expect(await harness.call('listJobs', null)).toEqual([]);
    expect(await importsOf(url)).toEqual([]);
  });

  test('a start left by a stopped background is followed, not sent again, when it had landed', async () => {
    await start();
    const url = freshVideo();
    const clickedAt = Date.now();
    const landed = await ops().startImport({ url });
    const intent: StartIntent = {
      key: crypto.randomUUID(),
      kind: 'source_import',
      url,
      title: 'Vimeo link',
      requestTitle: null,
      sourceLabel: 'Vimeo',
      code: 'vimeo',
      language: null,
      separateSpeakers: false,
      createdAt: clickedAt,
    };
    await fakeBrowser.storage.local.set({ starts: [intent] });
    harness.stop();
    const watched = watchCreates();
    harness = await startHarness(sandbox, { keepStorage: true, fetch: watched.fetch });
    const jobs = await harness.call('listJobs', null);
    expect(jobs.filter((job) => job.url === url)).toEqual([
      expect.objectContaining({ id: landed.id, createdAt: clickedAt }),
    ]);
    expect(watched.creates).toEqual([]);
    expect(await importsOf(url)).toHaveLength(1);
    expect((await fakeBrowser.storage.local.get('starts')).starts).toEqual([]);
  });
});
