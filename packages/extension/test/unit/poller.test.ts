import { randomUUID } from 'node:crypto';
import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { operationsFor } from '../../src/background/api.js';
import { describeError } from '../../src/background/errors-to-text.js';
import { createJobStore, type TrackedJob } from '../../src/background/job-store.js';
import { createPoller, POLL_ALARM } from '../../src/background/poller.js';
import { clearFaults, eventually, injectFault, startTestSandbox } from '../support/sandbox.js';
import { trackedJob } from '../support/tracked-job.js';

let fast: Sandbox;
let slow: Sandbox;

beforeAll(async () => {
  [fast, slow] = await Promise.all([startTestSandbox(200), startTestSandbox(600_000)]);
});
afterAll(async () => {
  await Promise.all([fast.close(), slow.close()]);
});
beforeEach(async () => {
  fakeBrowser.reset();
  await Promise.all([clearFaults(fast), clearFaults(slow)]);
});

/** A poller on a manual clock; its timers are recorded, not run. */
function setup(sandbox: Sandbox, start = 1_000_000) {
  let clock = start;
  const timers: number[] = [];
  const finished: TrackedJob[] = [];
  const store = createJobStore(fakeBrowser.storage.local);
  const ops = operationsFor(sandbox.apiKey, sandbox.baseUrl, { timeoutMs: 2_000 });
  const poller = createPoller({
    store,
    api: async () => ops,
    describe: (error) => describeError(error, { baseUrl: sandbox.baseUrl, online: true }),
    alarms: fakeBrowser.alarms,
    onFinished: (jobs) => {
      finished.push(...jobs);
    },
    now: () => clock,
    setTimer: (_run, ms) => timers.push(ms),
    clearTimer: () => undefined,
  });
  return {
    store,
    ops,
    poller,
    timers,
    finished,
    now: () => clock,
    advanceTo: (ms: number) => {
      clock = ms;
    },
  };
}

async function trackImport(env: ReturnType<typeof setup>): Promise<TrackedJob> {
  const created = await env.ops.startImport({ url: 'https://vimeo.com/76979871' });
  const job = trackedJob({
    id: created.id,
    title: 'Vimeo link',
    url: created.url,
    sourceLabel: 'Vimeo',
    status: created.status,
    phase: 'queued',
    progress: null,
    label: 'Waiting to import',
    createdAt: env.now(),
    speakersDone: false,
    notified: false,
    nextPollAt: env.now() + 1_000,
    pollDelayMs: 1_000,
  });
  await env.poller.track(job);
  return job;
}

/** Waits until the sandbox has finished the import (a busy machine can take longer than its 200 ms). */
async function importCompleted(env: ReturnType<typeof setup>, id: string): Promise<void> {
  await eventually(
    async () => (await env.ops.getImport(id)).status === 'completed' || undefined,
    10_000,
    'the import to complete',
  );
}

async function pollAtDue(env: ReturnType<typeof setup>, id: string): Promise<TrackedJob> {
  const job = await env.store.get(id);
  env.advanceTo(job?.nextPollAt ?? env.now());
  await env.poller.pollDue();
  const after = await env.store.get(id);
  if (!after) throw new Error('job vanished');
  return after;
}

describe('poller', () => {
  test('waits half as long again after each check that changes nothing, up to 30 s', async () => {
    const env = setup(slow);
    const job = await trackImport(env);
    const delays: number[] = [];
    for (let round = 0; round < 10; round++) {
      const after = await pollAtDue(env, job.id);
      delays.push(after.pollDelayMs);
      expect(after.nextPollAt).toBe(env.now() + after.pollDelayMs);
    }
    expect(delays).toEqual([1500, 2250, 3375, 5063, 7595, 11393, 17090, 25635, 30000, 30000]);
  });

  test('a job that finishes is reported once and no longer checked', async () => {
    const env = setup(fast);
    const job = await trackImport(env);
    // Wait for the service to finish it (a fixed sleep is too short on a loaded machine).
    await importCompleted(env, job.id);
    const after = await pollAtDue(env, job.id);
    expect(after).toMatchObject({ phase: 'done', label: 'Transcript ready', progress: 1 });
    expect(env.finished.map((item) => item.id)).toEqual([job.id]);
    await env.poller.pollDue();
    expect(env.finished).toHaveLength(1);
  });

  test('keeps an alarm at least 30 s ahead while jobs run, and clears it when none do', async () => {
    const env = setup(fast);
    const job = await trackImport(env);
    const alarm = await fakeBrowser.alarms.get(POLL_ALARM);
    expect(alarm?.scheduledTime).toBe(env.now() + 30_000);
    expect(env.timers.at(-1)).toBe(1_000);
    await importCompleted(env, job.id);
    await pollAtDue(env, job.id);
    expect(await fakeBrowser.alarms.get(POLL_ALARM)).toBeUndefined();
  });

  test('a 429 waits exactly as long as Retry-After says', async () => {
    const env = setup(slow);
    const job = await trackImport(env);
    await injectFault(slow, {
      match: { method: 'GET', path: '/api/v1/source-imports/*' },
      effect: { status: 429, retry_after: 120 },
    });
    const after = await pollAtDue(env, job.id);
    expect(after.checkError).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterS: 120 });
    expect(after.pollDelayMs).toBe(120_000);
    expect(after.phase).toBe('queued');
    expect((await fakeBrowser.alarms.get(POLL_ALARM))?.scheduledTime).toBe(env.now() + 120_000);
    // An open popup does not cut a wait the API asked for.
    await env.poller.setPopupOpen(true);
    expect((await env.store.get(job.id))?.nextPollAt).toBe(env.now() + 120_000);
  });

  test('server errors double the wait; the next good answer clears the error', async () => {
    const env = setup(slow);
    const job = await trackImport(env);
    await injectFault(slow, {
      match: { method: 'GET', path: '/api/v1/source-imports/*' },
      effect: { status: 503 },
      times: 2,
    });
    const first = await pollAtDue(env, job.id);
    expect(first.checkError).toMatchObject({ kind: 'server', status: 503 });
    expect(first.pollDelayMs).toBe(2_000);
    const second = await pollAtDue(env, job.id);
    expect(second.pollDelayMs).toBe(4_000);
    const third = await pollAtDue(env, job.id);
    expect(third.checkError).toBeNull();
    expect(third.phase).toBe('queued');
  });

  test('a job the API no longer knows ends as failed instead of being checked forever', async () => {
    const env = setup(fast);
    const job = await trackImport(env);
    const ghost = { ...job, id: randomUUID() };
    await env.store.put(ghost);
    const after = await pollAtDue(env, ghost.id);
    expect(after).toMatchObject({ phase: 'failed', gone: true, label: 'Gone from the service' });
    expect(after.checkError?.kind).toBe('not_found');
    expect(env.finished.map((item) => item.id)).toContain(ghost.id);
  });

  test('an open popup checks at once and at least every 2 seconds', async () => {
    const env = setup(slow);
    const job = await trackImport(env);
    await env.store.update(job.id, (current) => ({
      ...current,
      pollDelayMs: 30_000,
      nextPollAt: env.now() + 30_000,
    }));
    await env.poller.setPopupOpen(true);
    const after = await env.store.get(job.id);
    expect(after?.pollDelayMs).toBe(2_000);
    expect(after?.nextPollAt).toBe(env.now() + 2_000);
  });

  test('speaker separation runs once the transcript is ready', async () => {
    const env = setup(fast);
    const job = await trackImport(env);
    await env.store.update(job.id, (current) => ({ ...current, separateSpeakers: true }));
    await importCompleted(env, job.id);
    const after = await pollAtDue(env, job.id);
    expect(after).toMatchObject({ phase: 'done', speakersDone: true, warning: null });
  });

  test('a key without transcripts:write still finishes the job, with a warning', async () => {
    const env = setup(fast);
    const job = await trackImport(env);
    const limited = fast.createApiKey('no write', ['imports:read', 'transcripts:read']);
    const limitedOps = operationsFor(limited, fast.baseUrl);
    const poller = createPoller({
      store: env.store,
      api: async () => limitedOps,
      describe: (error) => describeError(error, { baseUrl: fast.baseUrl, online: true }),
      alarms: fakeBrowser.alarms,
      onFinished: () => undefined,
      now: env.now,
      setTimer: () => 0,
      clearTimer: () => undefined,
    });
    await env.store.update(job.id, (current) => ({ ...current, separateSpeakers: true }));
    await importCompleted(env, job.id);
    env.advanceTo((await env.store.get(job.id))?.nextPollAt ?? 0);
    await poller.pollDue();
    expect(await env.store.get(job.id)).toMatchObject({
      phase: 'done',
      warning: 'Speaker separation was skipped: This API key lacks the transcripts:write scope.',
    });
  });
});
