import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { JobView } from '../../src/messages/popup.js';
import { type Harness, startHarness } from '../support/harness.js';
import { clearFaults, eventually, injectFault, startTestSandbox } from '../support/sandbox.js';

let sandbox: Sandbox;
let harness: Harness;

beforeAll(async () => {
  sandbox = await startTestSandbox(200);
});
afterAll(() => sandbox.close());
beforeEach(() => clearFaults(sandbox));
afterEach(() => harness?.stop());

describe('inspectPage', () => {
  test('a YouTube watch page gets the preview from the API', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    const report = await harness.call('inspectPage', {
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&feature=share',
      source: 'tab',
    });
    expect(report).toMatchObject({
      kind: 'import',
      provider: 'youtube',
      providerLabel: 'YouTube',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      preview: { title: 'YouTube recording dQw4w9WgXcQ', supported: true, reason: null },
    });
    expect(report.kind === 'import' && report.preview.durationS).toBeGreaterThan(0);
  });

  test("a preview the service fails (500) still offers the start, with the preview's error", async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    await injectFault(sandbox, {
      match: { method: 'POST', path: '/api/v1/source-imports/preview' },
      effect: { status: 500 },
    });
    const report = await harness.call('inspectPage', {
      url: 'https://vimeo.com/76979871',
      source: 'tab',
    });
    expect(report).toMatchObject({
      kind: 'import',
      url: 'https://vimeo.com/76979871',
      preview: { title: null, supported: true, reason: null },
      previewError: { kind: 'server', status: 500 },
    });
    expect(report.kind === 'import' && report.previewError?.requestId).toBeTruthy();
    // A key the API rejects is no preview failure: the whole check fails, as before.
    await harness.saveKey();
    await injectFault(sandbox, {
      match: { method: 'POST', path: '/api/v1/source-imports/preview' },
      effect: { status: 401 },
    });
    const rejected = await harness.send('inspectPage', {
      url: 'https://vimeo.com/76979871',
      source: 'tab',
    });
    expect(rejected).toMatchObject({ ok: false, error: { kind: 'auth' } });
  });

  test('a Google Meet meeting gets the platform from the platforms list', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    const report = await harness.call('inspectPage', {
      url: 'https://meet.google.com/abc-defg-hij',
      source: 'tab',
    });
    expect(report).toEqual({
      kind: 'meeting',
      url: 'https://meet.google.com/abc-defg-hij',
      platform: 'google_meet',
      platformLabel: 'Google Meet',
      availability: 'available',
      message: null,
      activeJobId: null,
    });
  });

  // The states the spec names pass through; one it does not name yet is `unknown`, not an error.
  test.each([
    ['degraded', 'degraded'],
    ['unavailable', 'unavailable'],
    ['maintenance', 'unknown'],
  ])('a platform the list calls %s is %s', async (status, availability) => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    await injectFault(sandbox, {
      match: { path: '/api/v1/recording-jobs/platforms' },
      effect: {
        status: 200,
        body: { platforms: [{ code: 'google_meet', label: 'Google Meet', status, message: 'x' }] },
      },
    });
    const report = await harness.call('inspectPage', {
      url: 'https://meet.google.com/abc-defg-hij',
      source: 'tab',
    });
    expect(report).toMatchObject({ kind: 'meeting', availability, message: 'x' });
  });

  test('the platforms list is asked for once, then kept', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    const url = 'https://meet.google.com/abc-defg-hij';
    await harness.call('inspectPage', { url, source: 'tab' });
    await injectFault(sandbox, {
      match: { path: '/api/v1/recording-jobs/platforms' },
      effect: { status: 500 },
    });
    expect((await harness.call('inspectPage', { url, source: 'tab' })).kind).toBe('meeting');
  });

  // Nothing to transcribe is most pages' normal state: a short line saying what to do, with no
  // list of sites run into it (the popup names them in a note of its own).
  test.each([
    [
      'a site it does not know',
      'https://example.com/article',
      'Open a video or a meeting and click Scribekit there, or paste a link below.',
    ],
    [
      'a YouTube home page',
      'https://www.youtube.com/',
      'Open a video or a meeting and click Scribekit there, or paste a link below.',
    ],
    [
      'a browser page',
      'chrome://newtab/',
      'This is a browser page, not a video or a meeting. Open one, or paste a link below.',
    ],
  ])('%s says what to do, in one short line', async (_name, url, reason) => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    const report = await harness.call('inspectPage', { url, source: 'tab' });
    expect(report).toMatchObject({ kind: 'none', reason });
  });

  test('a pasted link that is nothing Scribekit knows is named a link, not a page', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    const report = await harness.call('inspectPage', {
      url: 'https://example.com/article',
      source: 'pasted',
    });
    expect(report).toMatchObject({ kind: 'none', reason: "Scribekit can't transcribe this link." });
  });

  test('pasted text that is not a link is refused before the API is asked', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    const result = await harness.send('inspectPage', {
      url: 'my favourite video',
      source: 'pasted',
    });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'bad_input', title: 'That is not a link.' },
    });
  });

  test('a pasted link without https:// is read as one', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    const report = await harness.call('inspectPage', {
      url: 'vimeo.com/76979871',
      source: 'pasted',
    });
    expect(report).toMatchObject({ kind: 'import', provider: 'vimeo' });
  });

  test('without a key, it says so', async () => {
    harness = await startHarness(sandbox);
    const result = await harness.send('inspectPage', {
      url: 'https://vimeo.com/76979871',
      source: 'tab',
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'no_key' } });
  });

  test('with a key lacking imports:write, it names the scope and the request id', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey(sandbox.createApiKey('reader', ['transcripts:read']));
    const result = await harness.send('inspectPage', {
      url: 'https://vimeo.com/76979871',
      source: 'tab',
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'scope', scope: 'imports:write' } });
    expect(result.ok ? null : result.error.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('transcripts', () => {
  async function finishedTranscriptId(): Promise<string> {
    const job = await harness.call('startImport', {
      url: 'https://vimeo.com/76979871',
      language: null,
      separateSpeakers: false,
      title: 'Team sync',
    });
    const done = await eventually(
      async () => {
        const found = (await harness.call('listJobs', null)).find(
          (item: JobView) => item.id === job.id,
        );
        return found?.phase === 'done' ? found : undefined;
      },
      10_000,
      'import to finish',
    );
    return done.transcriptId ?? '';
  }

  test('getTranscript gives speakers with colours and names, and segments in order', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    const id = await finishedTranscriptId();
    const transcript = await harness.call('getTranscript', { id });
    expect(transcript.title).toBe('Team sync');
    expect(transcript.speakers.length).toBeGreaterThan(0);
    for (const speaker of transcript.speakers) {
      expect(speaker.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(speaker.name.length).toBeGreaterThan(0);
    }
    expect(transcript.segments.length).toBeGreaterThan(1);
    const starts = transcript.segments.map((segment) => segment.startS);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const speakerIds = new Set(transcript.speakers.map((speaker) => speaker.id));
    expect(transcript.segments.every((segment) => speakerIds.has(segment.speakerId))).toBe(true);
  });

  test('exportTranscript waits for the file and gives a link that downloads SRT', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    const id = await finishedTranscriptId();
    const link = await harness.call('exportTranscript', { id, format: 'srt' });
    expect(link.filename).toBe('Team sync.srt');
    expect(link.url.startsWith(sandbox.mediaUrl)).toBe(true);
    const body = await (await fetch(link.url)).text();
    expect(body).toMatch(/^1\r?\n\d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}/);
  });

  test('bad ids and formats get clear messages', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    expect(await harness.send('getTranscript', { id: 'nope' })).toMatchObject({
      ok: false,
      error: { kind: 'bad_input', title: 'This transcript address is incomplete.' },
    });
    expect(
      await harness.send('getTranscript', { id: '00000000-0000-4000-8000-000000000000' }),
    ).toMatchObject({ ok: false, error: { kind: 'not_found', status: 404 } });
    expect(
      await harness.send('exportTranscript', {
        id: '00000000-0000-4000-8000-000000000000',
        format: 'odt' as never,
      }),
    ).toMatchObject({ ok: false, error: { kind: 'bad_input' } });
  });
});
