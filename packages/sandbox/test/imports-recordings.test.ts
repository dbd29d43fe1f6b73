import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectError, startTestSandbox, type TestSandbox, waitFor } from './support/sandbox.js';

let sbx: TestSandbox;
/** Jobs long enough that polling sees every intermediate state even on a busy machine. */
let slow: TestSandbox;
beforeAll(async () => {
  sbx = await startTestSandbox({ processingMs: 200 });
  // Slow enough that each state of a recording job lasts ≥ 600 ms, even on a loaded machine.
  slow = await startTestSandbox({ processingMs: 4000 });
});
afterAll(async () => {
  expect(sbx.problems).toEqual([]);
  expect(slow.problems).toEqual([]);
  await sbx.close();
  await slow.close();
});

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&utm_source=newsletter';
const MEET = 'https://meet.google.com/abc-defg-hij';

async function statesOf(path: string, final: (s: string) => boolean, on: TestSandbox = sbx) {
  const seen: string[] = [];
  const last = await waitFor(
    async () => {
      const body = (await on.api('GET', path)).body;
      if (seen.at(-1) !== body.status) seen.push(body.status);
      return body;
    },
    (b) => final(b.status),
    20_000,
  );
  return { seen, last };
}

describe('source imports', () => {
  test('providers come from the shared catalog', async () => {
    const { providers } = (await sbx.api('GET', '/source-imports/providers')).body;
    const codes = providers.map((p: { code: string }) => p.code);
    expect(codes).toEqual(expect.arrayContaining(['youtube', 'vimeo', 'direct_url']));
    expect(providers.every((p: { status: string }) => p.status === 'available')).toBe(true);
  });

  test('clip_end_s not after clip_start_s is a 422', async () => {
    const res = await sbx.api('POST', '/source-imports/', {
      body: { url: YOUTUBE, clip_start_s: 30, clip_end_s: 30 },
    });
    expectError(res, 422, 'validation_error');
    expect(res.body.detail[0].loc).toEqual(['body', 'clip_end_s']);
  });

  test('preview recognises a supported link without the network', async () => {
    const res = (await sbx.api('POST', '/source-imports/preview', { body: { url: YOUTUBE } })).body;
    expect(res).toMatchObject({ provider: 'youtube', supported: true });
    expect(res.title).toContain('dQw4w9WgXcQ');
    expect(res.duration_s).toBeGreaterThan(0);
    const unsupported = (
      await sbx.api('POST', '/source-imports/preview', {
        body: { url: 'https://example.com/about' },
      })
    ).body;
    expect(unsupported).toMatchObject({ supported: false, title: null, duration_s: null });
    const lookalike = (
      await sbx.api('POST', '/source-imports/preview', {
        body: { url: 'https://youtube.com.evil.io/watch?v=x' },
      })
    ).body;
    expect(lookalike.supported).toBe(false);
  });

  test('queued → downloading → processing → completed, with a readable transcript', async () => {
    const created = (await slow.api('POST', '/source-imports/', { body: { url: YOUTUBE } })).body;
    expect(created).toMatchObject({ status: 'queued', transcript_id: null, provider: 'youtube' });
    expect(created.url).not.toContain('utm_source');
    const { seen, last } = await statesOf(
      `/source-imports/${created.id}`,
      (s) => s === 'completed',
      slow,
    );
    const states = seen[0] === created.status ? seen : [created.status, ...seen];
    expect(states).toEqual(['queued', 'downloading', 'processing', 'completed']);
    const transcript = (await slow.api('GET', `/transcripts/${last.transcript_id}`)).body;
    expect(transcript.status).toBe('completed');
    expect(transcript.segments.length).toBeGreaterThan(0);
    expect(transcript.duration_s).toBeGreaterThanOrEqual(45);
  });

  test('an unsupported link fails; retry restarts it; retry of a good one is 409', async () => {
    const created = (
      await sbx.api('POST', '/source-imports/', { body: { url: 'https://example.com/blog/post' } })
    ).body;
    const { last } = await statesOf(`/source-imports/${created.id}`, (s) => s === 'failed');
    expect(last.error).toEqual(expect.any(String));
    const retried = (await sbx.api('POST', `/source-imports/${created.id}/retry`)).body;
    expect(retried.status).toBe('queued');
    await statesOf(`/source-imports/${created.id}`, (s) => s === 'failed');
    const good = (
      await sbx.api('POST', '/source-imports/', {
        body: { url: 'https://cdn.example.com/talks/keynote.mp3' },
      })
    ).body;
    expect(good.provider).toBe('direct_url');
    const done = await statesOf(`/source-imports/${good.id}`, (s) => s === 'completed');
    expect((await sbx.api('GET', `/transcripts/${done.last.transcript_id}/meta`)).body.title).toBe(
      'keynote',
    );
    expectError(await sbx.api('POST', `/source-imports/${good.id}/retry`), 409, 'invalid_state');
  });

  test('list pages newest first; unknown import is 404', async () => {
    await sbx.api('POST', '/source-imports/', { body: { url: 'https://vimeo.com/7' } });
    const list = (await sbx.api('GET', '/source-imports/?limit=2')).body;
    expect(list.items).toHaveLength(2);
    expect(list.items[0].url).toBe('https://vimeo.com/7');
    expect(list.meta).toEqual({ total: 3, skip: 0, limit: 2 });
    const times = list.items.map((i: { created_at: string }) => Date.parse(i.created_at));
    expect(times[0]).toBeGreaterThanOrEqual(times[1]);
    expectError(
      await sbx.api('GET', '/source-imports/00000000-0000-4000-8000-000000000000'),
      404,
      'not_found',
    );
  });
});

describe('recording jobs', () => {
  test('platforms come from the shared catalog', async () => {
    const { platforms } = (await sbx.api('GET', '/recording-jobs/platforms')).body;
    expect(platforms.map((p: { code: string }) => p.code).sort()).toEqual([
      'google_meet',
      'microsoft_teams',
      'webex',
      'zoom',
    ]);
    expect(platforms[0]).toMatchObject({ status: 'available', message: null });
  });

  test('scheduled → joining → recording → processing → completed with a transcript', async () => {
    const job = (
      await slow.api('POST', '/recording-jobs/', {
        body: { platform: 'google_meet', meet_url: MEET },
      })
    ).body;
    expect(job).toMatchObject({
      status: 'scheduled',
      transcript_id: null,
      platform: 'google_meet',
    });
    const { seen, last } = await statesOf(
      `/recording-jobs/${job.id}`,
      (s) => s === 'completed',
      slow,
    );
    // The create answer showed `scheduled`; polling may first see the job a little later.
    const states = seen[0] === job.status ? seen : [job.status, ...seen];
    expect(states).toEqual(['scheduled', 'joining', 'recording', 'processing', 'completed']);
    expect((await slow.api('GET', `/transcripts/${last.transcript_id}/status`)).body.status).toBe(
      'completed',
    );
  });

  test('cancel ends in cancelled; cancelling again is 409', async () => {
    const job = (
      await sbx.api('POST', '/recording-jobs/', {
        body: { platform: 'google_meet', meet_url: MEET },
      })
    ).body;
    const cancelled = (await sbx.api('POST', `/recording-jobs/${job.id}/cancel`)).body;
    expect(cancelled).toMatchObject({ id: job.id, status: 'cancelled', transcript_id: null });
    // Past the job's due time: the cancelled job never completes.
    await new Promise((r) => setTimeout(r, 300));
    expect((await sbx.api('GET', `/recording-jobs/${job.id}`)).body.status).toBe('cancelled');
    expectError(await sbx.api('POST', `/recording-jobs/${job.id}/cancel`), 409, 'invalid_state');
  });

  test('a meet_url that is not a meeting of the platform is 400', async () => {
    const wrongPlatform = await sbx.api('POST', '/recording-jobs/', {
      body: { platform: 'zoom', meet_url: MEET },
    });
    expectError(wrongPlatform, 400, 'invalid_input_data');
    expect(wrongPlatform.body.detail[0].loc).toEqual(['body', 'meet_url']);
    expectError(
      await sbx.api('POST', '/recording-jobs/', {
        body: { platform: 'google_meet', meet_url: YOUTUBE },
      }),
      400,
    );
    expectError(
      await sbx.api('POST', '/recording-jobs/', {
        body: { platform: 'google_meet', meet_url: 'https://meet.google.com/' },
      }),
      400,
    );
    expectError(
      await sbx.api('POST', '/recording-jobs/', { body: { platform: 'skype', meet_url: MEET } }),
      400,
    );
  });

  test('list and 404', async () => {
    const list = (await sbx.api('GET', '/recording-jobs/')).body;
    // The cancelled job; the refused ones were never created.
    expect(list.meta.total).toBe(1);
    expect(list.items[0].status).toBe('cancelled');
    expectError(
      await sbx.api('GET', '/recording-jobs/00000000-0000-4000-8000-000000000000'),
      404,
      'not_found',
    );
  });
});
