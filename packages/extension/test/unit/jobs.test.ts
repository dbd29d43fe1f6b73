import type { Sandbox } from '@scribekit/sandbox';
import { linkMatchPatterns } from '@scribekit/shared';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { notificationIdFor } from '../../src/background/notifications.js';
import { POLL_ALARM } from '../../src/background/poller.js';
import type { JobView } from '../../src/messages/popup.js';
import { type Harness, startHarness } from '../support/harness.js';
import { eventually, startTestSandbox } from '../support/sandbox.js';

let sandbox: Sandbox;
let harness: Harness;

const WATCH_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s&utm_source=share';
const MEET_URL = 'https://meet.google.com/abc-defg-hij?authuser=0';

beforeAll(async () => {
  sandbox = await startTestSandbox(200);
});
afterAll(() => sandbox.close());
afterEach(() => harness?.stop());

async function jobNamed(id: string): Promise<JobView | undefined> {
  return (await harness.call('listJobs', null)).find((job) => job.id === id);
}

function untilPhase(id: string, phase: JobView['phase']): Promise<JobView> {
  return eventually(
    async () => {
      const job = await jobNamed(id);
      return job?.phase === phase ? job : undefined;
    },
    10_000,
    `job ${id} to be ${phase}`,
  );
}

describe('import jobs', () => {
  test('are tracked in storage, counted on the badge, followed to done, and notified', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    const job = await harness.call('startImport', {
      url: WATCH_URL,
      language: 'en',
      separateSpeakers: true,
      title: 'A video',
    });
    expect(job).toMatchObject({
      kind: 'source_import',
      title: 'A video',
      sourceLabel: 'YouTube',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      phase: 'queued',
      transcriptId: null,
    });
    const stored = (await fakeBrowser.storage.local.get('jobs')).jobs as { id: string }[];
    expect(stored.map((item) => item.id)).toEqual([job.id]);
    expect(await fakeBrowser.action.getBadgeText({})).toBe('1');
    expect(await fakeBrowser.alarms.get(POLL_ALARM)).toBeDefined();

    const done = await untilPhase(job.id, 'done');
    expect(done.transcriptId).toMatch(/^[0-9a-f-]{36}$/);
    expect(done).toMatchObject({ progress: 1, label: 'Transcript ready', warning: null });
    expect(await fakeBrowser.action.getBadgeText({})).toBe('');
    expect(await fakeBrowser.alarms.get(POLL_ALARM)).toBeUndefined();
    const notes = await fakeBrowser.notifications.getAll();
    expect(notes[notificationIdFor(job.id)]).toMatchObject({
      title: 'Transcript ready',
      message: 'A video. Click to open the transcript.',
    });
  });

  test('a click on the notification opens the transcript page', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    const job = await harness.call('startImport', {
      url: WATCH_URL,
      language: null,
      separateSpeakers: false,
      title: null,
    });
    const done = await untilPhase(job.id, 'done');
    await fakeBrowser.notifications.onClicked.trigger(notificationIdFor(job.id));
    const tabs = await fakeBrowser.tabs.query({});
    expect(tabs.map((tab) => tab.url)).toContain(
      `chrome-extension://test-extension-id/transcript.html?id=${done.transcriptId}`,
    );
    expect(await fakeBrowser.notifications.getAll()).not.toHaveProperty(notificationIdFor(job.id));
  });

  test('survive a restart: a new background picks stored jobs up and finishes them', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    const job = await harness.call('startImport', {
      url: WATCH_URL,
      language: null,
      separateSpeakers: false,
      title: 'Before restart',
    });
    harness.stop();
    // The service worker stops: listeners and timers are gone, storage stays.
    harness = await startHarness(sandbox, { keepStorage: true });
    expect(await fakeBrowser.action.getBadgeText({})).toBe('1');
    const done = await untilPhase(job.id, 'done');
    expect(done.title).toBe('Before restart');
    expect(await fakeBrowser.action.getBadgeText({})).toBe('');
  });

  test('an open popup gets every change pushed through its port', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    const { port, close } = await harness.connectPopup();
    const job = await harness.call('startImport', {
      url: WATCH_URL,
      language: null,
      separateSpeakers: false,
      title: 'Live',
    });
    await untilPhase(job.id, 'done');
    const phases = port.messages.flatMap((message) =>
      (message as { jobs: JobView[] }).jobs
        .filter((item) => item.id === job.id)
        .map((item) => item.phase),
    );
    expect(phases[0]).toBe('queued');
    expect(phases.at(-1)).toBe('done');
    expect(harness.background.poller.isPopupOpen()).toBe(true);
    await close();
    expect(harness.background.poller.isPopupOpen()).toBe(false);
  });

  test('a port from a web page is ignored', async () => {
    harness = await startHarness(sandbox);
    const { port } = await harness.connectPopup({ id: 'x', url: 'https://evil.example/' });
    expect(port.messages).toEqual([]);
    expect(harness.background.poller.isPopupOpen()).toBe(false);
  });

  test('a link that is not an import link is refused with a clear message', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    const result = await harness.send('startImport', {
      url: 'https://example.com/about',
      language: null,
      separateSpeakers: false,
      title: null,
    });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'bad_input', title: 'This link cannot be imported.' },
    });
    expect(await harness.call('listJobs', null)).toEqual([]);
  });

  test('retry is only offered for failed imports', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    const job = await harness.call('startImport', {
      url: WATCH_URL,
      language: null,
      separateSpeakers: false,
      title: null,
    });
    const refused = await harness.send('retryJob', { id: job.id });
    expect(refused).toMatchObject({
      ok: false,
      error: { kind: 'bad_input', title: 'Only a failed import can be retried.' },
    });
  });

  test('a failed import is notified and can be retried', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    // The sandbox fails imports of links it cannot import; the extension refuses such links
    // up front, so the failed job is planted in storage as if the service had failed it.
    const created = await fetch(`${sandbox.apiUrl}/source-imports/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandbox.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://example.com/not-a-video' }),
    }).then((response) => response.json() as Promise<{ id: string }>);
    const stored = (await fakeBrowser.storage.local.get('jobs')).jobs ?? [];
    await fakeBrowser.storage.local.set({
      jobs: [
        ...(stored as unknown[]),
        {
          id: created.id,
          kind: 'source_import',
          title: 'Odd link',
          url: 'https://example.com/not-a-video',
          sourceLabel: 'Link',
          status: 'queued',
          phase: 'queued',
          progress: null,
          label: 'Waiting to import',
          transcriptId: null,
          error: null,
          warning: null,
          checkError: null,
          createdAt: Date.now(),
          separateSpeakers: false,
          speakersDone: false,
          notified: false,
          nextPollAt: 0,
          pollDelayMs: 1000,
          updatedAt: Date.now(),
        },
      ],
    });
    harness = await startHarness(sandbox, { keepStorage: true });
    const failed = await untilPhase(created.id, 'failed');
    expect(failed.error).toBe('This link is not a supported video page or media file.');
    expect((await fakeBrowser.notifications.getAll())[notificationIdFor(created.id)]).toMatchObject(
      {
        title: 'Transcription failed',
      },
    );
    const retried = await harness.call('retryJob', { id: created.id });
    expect(retried.phase).toBe('queued');
    expect(await fakeBrowser.action.getBadgeText({})).toBe('1');
  });
});

describe('recording jobs', () => {
  test('send the bot to a meeting and follow it to done', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    const job = await harness.call('startRecording', { url: MEET_URL });
    expect(job).toMatchObject({
      kind: 'recording_job',
      title: 'Google Meet meeting abc-defg-hij',
      url: 'https://meet.google.com/abc-defg-hij',
      phase: 'queued',
    });
    const done = await untilPhase(job.id, 'done');
    expect(done.transcriptId).not.toBeNull();
  });

  test('can be cancelled while running, without a notification', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    const job = await harness.call('startRecording', { url: MEET_URL });
    const cancelled = await harness.call('cancelJob', { id: job.id });
    expect(cancelled).toMatchObject({ phase: 'cancelled', label: 'Cancelled' });
    expect(await fakeBrowser.action.getBadgeText({})).toBe('');
    expect(await fakeBrowser.notifications.getAll()).toEqual({});
    const again = await harness.send('cancelJob', { id: job.id });
    expect(again).toMatchObject({ ok: false, error: { kind: 'bad_input' } });
  });

  test('a page that is not a meeting is refused', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    const result = await harness.send('startRecording', { url: 'https://meet.google.com/' });
    expect(result).toMatchObject({ ok: false, error: { title: 'This is not a meeting link.' } });
  });
});

describe('the first-run page', () => {
  test('opens once on install, not on an update, and not again on a second install event', async () => {
    harness = await startHarness(sandbox);
    const opened = () =>
      fakeBrowser.tabs
        .query({})
        .then((tabs) => tabs.filter((tab) => tab.url?.endsWith('/welcome.html')));
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'update' } as never);
    expect(await opened()).toHaveLength(0);
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install' } as never);
    expect(await opened()).toHaveLength(1);
    // An unpacked build loaded on the command line is "installed" at every browser start.
    harness.stop();
    harness = await startHarness(sandbox, { keepStorage: true });
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install' } as never);
    expect(await opened()).toHaveLength(0);
  });
});

describe('the context menu', () => {
  test('is created on install for links only', async () => {
    harness = await startHarness(sandbox);
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install' } as never);
    expect(harness.menus).toEqual([
      {
        id: 'scribekit-transcribe-link',
        title: 'Transcribe link',
        contexts: ['link'],
        targetUrlPatterns: linkMatchPatterns(),
      },
    ]);
  });

  test('"Transcribe link" starts an import and says so', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    await harness.menuClicks.trigger({
      menuItemId: 'scribekit-transcribe-link',
      linkUrl: WATCH_URL,
    });
    const [job] = await harness.call('listJobs', null);
    expect(job).toMatchObject({ kind: 'source_import', title: 'YouTube recording dQw4w9WgXcQ' });
    const notes = Object.values(await fakeBrowser.notifications.getAll()) as { title: string }[];
    expect(notes.map((note) => note.title)).toContain('Transcribing link');
  });

  test('a meeting link opens the confirmation page and sends no bot', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    await harness.menuClicks.trigger({
      menuItemId: 'scribekit-transcribe-link',
      linkUrl: MEET_URL,
    });
    const tabs = await fakeBrowser.tabs.query({});
    const opened = tabs.map((tab) => tab.url ?? '');
    expect(opened).toContainEqual(
      expect.stringMatching(/\/popup\.html\?link=https%3A%2F%2Fmeet\.google\.com%2Fabc-defg-hij$/),
    );
    expect(await harness.call('listJobs', null)).toEqual([]);
  });

  test('on a link it cannot use, it says which sites work; without a key, it leads to options', async () => {
    harness = await startHarness(sandbox);
    await harness.menuClicks.trigger({
      menuItemId: 'scribekit-transcribe-link',
      linkUrl: 'https://example.com/blog',
    });
    await harness.menuClicks.trigger({
      menuItemId: 'scribekit-transcribe-link',
      linkUrl: WATCH_URL,
    });
    const notes = await fakeBrowser.notifications.getAll();
    const entries = Object.entries(notes) as [string, { title: string; message: string }][];
    expect(entries.map(([, note]) => note.title)).toEqual([
      "This link can't be transcribed",
      'No API key is set.',
    ]);
    const [keyNoticeId] = entries[1] ?? [];
    await fakeBrowser.notifications.onClicked.trigger(keyNoticeId ?? '');
    expect(harness.openOptionsPage).toHaveBeenCalledOnce();
  });
});
