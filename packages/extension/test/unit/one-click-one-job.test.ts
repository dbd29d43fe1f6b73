import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { operationsFor } from '../../src/background/api.js';
import type { StartIntent } from '../../src/background/start-journal.js';
import type { JobView } from '../../src/messages/popup.js';
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
    // Read from a copy, sent as it came: undici loses the signal of a Request copied from another
    // after a garbage collection (nodejs/undici#4068).
    const { url, method, headers } =
      input instanceof Request
        ? input
        : new Request(input, { method: init?.method ?? 'GET', headers: init?.headers ?? {} });
    const path = new URL(url).pathname;
    if (method === 'POST' && (path === IMPORTS || path === RECORDINGS)) {
      creates.push({ path, key: headers.get('idempotency-key') });
    }
    return fetch(input, init);
  };
  return { creates, fetch: spy };
}

async function start(options: HarnessOptions = {}) {
  harness = await startHarness(sandbox, options);
  await harness.saveKey();
}

/** A short create time limit, so a start in doubt is decided within a test. */
const CREATE_TIMEOUT_MS = 1_500;

/** A start as the journal keeps it, for a video and a click at `createdAt`. */
function intentFor(url: string, createdAt: number, deadline?: number): StartIntent {
  return {
    key: crypto.randomUUID(),
    kind: 'source_import',
    url,
    title: 'Vimeo link',
    requestTitle: null,
    sourceLabel: 'Vimeo',
    code: 'vimeo',
    language: null,
    separateSpeakers: false,
    createdAt,
    ...(deadline === undefined ? {} : { deadline }),
  };
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

  test('a start whose answer never came is in doubt until its deadline, then sent again once when it had not landed', async () => {
    const watched = watchCreates();
    await start({ fetch: watched.fetch, createTimeoutMs: CREATE_TIMEOUT_MS });
    const url = freshVideo();
    // The connection drops before the sandbox handles the request: no job there.
    await injectFault(sandbox, {
      match: { method: 'POST', path: IMPORTS },
      effect: { drop: true },
    });
    const clickedAt = Date.now();
    const lost = await harness.send('startImport', { url, language: null, title: null });
    expect(lost.ok).toBe(false);
    expect((await harness.call('listJobs', null)).find((job) => job.url === url)).toMatchObject({
      starting: true,
      label: 'Checking whether the service received it…',
    });
    // A second click is refused: the first is still the record.
    expect(await harness.send('startImport', { url, language: null, title: null })).toMatchObject({
      ok: false,
      error: { kind: 'conflict' },
    });
    // Opening the popup looks at once, but nothing is sent before the attempt's deadline.
    const popup = await harness.connectPopup();
    await eventually(async () => (await importsOf(url)).length === 1, 10_000, 'the import');
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(CREATE_TIMEOUT_MS);
    await eventually(async () =>
      (await harness.call('listJobs', null)).some((job) => job.url === url && !job.starting),
    );
    expect(watched.creates).toHaveLength(2);
    await popup.close();
    expect(await importsOf(url)).toHaveLength(1);
    expect((await fakeBrowser.storage.local.get('starts')).starts).toEqual([]);
  });

  test('a create the service makes after the browser closed is adopted once it lands, never sent again', async () => {
    await start();
    const url = freshVideo();
    // The browser closed while the service was still handling the create: it lands later.
    await slowCreate(IMPORTS, 1_000);
    const clickedAt = Date.now();
    const landing = ops().startImport({ url });
    await fakeBrowser.storage.local.set({
      starts: [intentFor(url, clickedAt, clickedAt + CREATE_TIMEOUT_MS)],
    });
    harness.stop();
    const watched = watchCreates();
    harness = await startHarness(sandbox, {
      keepStorage: true,
      fetch: watched.fetch,
      createTimeoutMs: CREATE_TIMEOUT_MS,
    });
    // The restarted background found nothing yet: the start stays in doubt, one row.
    expect((await harness.call('listJobs', null)).filter((job) => job.url === url)).toEqual([
      expect.objectContaining({
        starting: true,
        label: 'Checking whether the service received it…',
      }),
    ]);
    const landed = await landing;
    const popup = await harness.connectPopup();
    const job = await eventually(
      async () =>
        (await harness.call('listJobs', null)).find((item) => item.url === url && !item.starting),
      10_000,
      'the adopted job',
    );
    expect(job).toMatchObject({ id: landed.id, createdAt: clickedAt });
    expect((await harness.call('listJobs', null)).filter((item) => item.url === url)).toHaveLength(
      1,
    );
    expect(watched.creates).toEqual([]);
    expect(await importsOf(url)).toHaveLength(1);
    await popup.close();
  });

  test('a start in doubt whose deadline has not passed sends nothing, even when the popup opens', async () => {
    const watched = watchCreates();
    const url = freshVideo();
    await start({ fetch: watched.fetch, createTimeoutMs: 60_000 });
    await fakeBrowser.storage.local.set({
      starts: [intentFor(url, Date.now(), Date.now() + 60_000)],
    });
    harness.stop();
    harness = await startHarness(sandbox, {
      keepStorage: true,
      fetch: watched.fetch,
      createTimeoutMs: 60_000,
    });
    const popup = await harness.connectPopup();
    await harness.background.actions.resumeStarts();
    expect(watched.creates).toEqual([]);
    expect(await importsOf(url)).toEqual([]);
    expect((await harness.call('listJobs', null)).find((job) => job.url === url)?.label).toBe(
      'Checking whether the service received it…',
    );
    await popup.close();
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
