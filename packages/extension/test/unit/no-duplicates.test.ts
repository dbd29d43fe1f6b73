import { randomUUID } from 'node:crypto';
import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { operationsFor } from '../../src/background/api.js';
import type { JobView, PageReport } from '../../src/messages/popup.js';
import { type Harness, startHarness } from '../support/harness.js';
import { eventually, startTestSandbox } from '../support/sandbox.js';

// The service is the record: a page already transcribed, or a meeting a bot is already in, is
// found in the tracked jobs and in the service's own lists.

let fast: Sandbox;
let slow: Sandbox;
let harness: Harness;

const WATCH_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const MEET_URL = 'https://meet.google.com/abc-defg-hij';

beforeAll(async () => {
  [fast, slow] = await Promise.all([startTestSandbox(200), startTestSandbox(600_000)]);
});
afterAll(() => Promise.all([fast.close(), slow.close()]));
afterEach(() => harness?.stop());

function untilDone(id: string): Promise<JobView> {
  return eventually(
    async () =>
      (await harness.call('listJobs', null)).find((job) => job.id === id && job.phase === 'done'),
    10_000,
    `job ${id} to be done`,
  );
}

async function inspect(url: string): Promise<PageReport> {
  return harness.call('inspectPage', { url, source: 'tab' });
}

describe('no duplicate work', () => {
  test('a meeting with a bot on its way names that job', async () => {
    harness = await startHarness(slow);
    await harness.saveKey();
    const job = await harness.call('startRecording', { url: `${MEET_URL}?authuser=1` });
    expect(await inspect(MEET_URL)).toMatchObject({ kind: 'meeting', activeJobId: job.id });
    await harness.call('cancelJob', { id: job.id });
    expect(await inspect(MEET_URL)).toMatchObject({ kind: 'meeting', activeJobId: null });
  });

  test('a bot the service has but the extension never tracked is found and followed', async () => {
    harness = await startHarness(slow);
    await harness.saveKey(slow.apiKey);
    const ops = operationsFor(slow.apiKey, slow.baseUrl);
    const other = await ops.startRecording('google_meet', 'https://meet.google.com/xyz-abcd-efg');
    const report = await inspect('https://meet.google.com/xyz-abcd-efg?hs=1');
    expect(report).toMatchObject({ kind: 'meeting', activeJobId: other.id });
    const tracked = await harness.call('listJobs', null);
    expect(tracked.map((job) => job.id)).toEqual([other.id]);
    await ops.cancelRecording(other.id);
  });

  test('a page already transcribed offers its transcript, from the jobs and from the service', async () => {
    harness = await startHarness(fast);
    await harness.saveKey(fast.apiKey);
    const job = await harness.call('startImport', { url: WATCH_URL, language: null, title: null });
    expect(await inspect(WATCH_URL)).toMatchObject({ activeJobId: job.id, transcribed: null });
    const done = await untilDone(job.id);
    expect(await inspect(`${WATCH_URL}&utm_source=x`)).toMatchObject({
      kind: 'import',
      activeJobId: null,
      transcribed: { transcriptId: done.transcriptId },
    });
    // A fresh profile knows no jobs: the service's list still says it was transcribed.
    harness.stop();
    harness = await startHarness(fast);
    await harness.saveKey(fast.apiKey);
    expect(await harness.call('listJobs', null)).toEqual([]);
    expect(await inspect(WATCH_URL)).toMatchObject({
      transcribed: { transcriptId: done.transcriptId },
    });
  });
});

describe('jobs the service no longer knows', () => {
  test('are marked gone, cannot be retried, and can be removed; "Clear finished" keeps running ones', async () => {
    harness = await startHarness(slow);
    await harness.saveKey(slow.apiKey);
    const running = await harness.call('startImport', {
      url: WATCH_URL,
      language: null,
      title: null,
    });
    const stored = (await fakeBrowser.storage.local.get('jobs')).jobs as Record<string, unknown>[];
    const ghostId = randomUUID();
    await fakeBrowser.storage.local.set({
      jobs: [...stored, { ...stored[0], id: ghostId, nextPollAt: 0 }],
    });
    harness.stop();
    harness = await startHarness(slow, { keepStorage: true });
    const ghost = await eventually(
      async () =>
        (await harness.call('listJobs', null)).find((job) => job.id === ghostId && job.gone),
      10_000,
      'the ghost job to be gone',
    );
    expect(ghost).toMatchObject({ phase: 'failed', label: 'Gone from the service' });
    expect(await harness.send('retryJob', { id: ghostId })).toMatchObject({ ok: false });
    const afterClear = await harness.call('clearFinished', null);
    expect(afterClear.map((job) => job.id)).toEqual([running.id]);
    expect(await harness.call('removeJob', { id: running.id })).toEqual([]);
  });
});
