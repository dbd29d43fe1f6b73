import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { type Harness, startHarness } from '../support/harness.js';
import { startTestSandbox } from '../support/sandbox.js';

let sandbox: Sandbox;
let harness: Harness;
let transcriptId: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const response = await fetch(`${sandbox.baseUrl}/__sandbox/seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ count: 1, duration_s: 120 }),
  });
  transcriptId = ((await response.json()) as { transcript_ids: string[] })
    .transcript_ids[0] as string;
});
afterAll(() => sandbox.close());
afterEach(() => harness?.stop());

describe('captions for the transcript page', () => {
  test('getCaptionSource gives every segment with its words (and nothing captions do not read), the speakers and the file names', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    const source = await harness.call('getCaptionSource', { id: transcriptId });
    const api = (path: string) =>
      fetch(`${sandbox.baseUrl}/api/v1/transcripts/${transcriptId}${path}`, {
        headers: { authorization: `Bearer ${sandbox.apiKey}` },
      }).then((response) => response.json());
    const meta = (await api('/meta')) as { title: string };
    const page = (await api('/segments?include_words=true&limit=2000')) as {
      items: { words: { text: string }[] }[];
    };
    expect(source.filenames).toEqual({ srt: `${meta.title}.srt`, vtt: `${meta.title}.vtt` });
    expect(source.segments.flatMap((segment) => (segment.words ?? []).map((w) => w.text))).toEqual(
      page.items.flatMap((segment) => segment.words.map((word) => word.text)),
    );
    expect(Object.keys(source.segments[0] ?? {}).sort()).toEqual(
      ['end_s', 'seq', 'speaker_id', 'start_s', 'text', 'words'].sort(),
    );
    expect(Object.keys(source.segments[0]?.words?.[0] ?? {}).sort()).toEqual([
      'end_s',
      'start_s',
      'text',
    ]);
    expect(source.speakers.length).toBeGreaterThan(0);
    for (const speaker of source.speakers) expect(speaker.name).toMatch(/\S/);
  });

  test('the choice defaults to netflix, is remembered, and a bad one is refused in words', async () => {
    harness = await startHarness(sandbox);
    expect(await harness.call('getCaptionChoice', null)).toBe('netflix');
    expect(await harness.call('setCaptionChoice', { choice: 'social' })).toBe('social');
    harness.stop();
    harness = await startHarness(sandbox, { keepStorage: true });
    expect(await harness.call('getCaptionChoice', null)).toBe('social');
    const refused = await harness.send('setCaptionChoice', { choice: 'cinema' as never });
    expect(refused).toMatchObject({
      ok: false,
      error: { kind: 'bad_input', title: '"cinema" is not a way to make captions.' },
    });
    expect(await harness.call('getCaptionChoice', null)).toBe('social');
  });

  test('an id that is no transcript id is refused before the API is asked', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    const result = await harness.send('getCaptionSource', { id: '../settings' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'bad_input' } });
  });
});
