import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { operatorCall } from './support/operator.js';
import { startTestSandbox, type TestSandbox } from './support/sandbox.js';

let sbx: TestSandbox;
beforeAll(async () => {
  sbx = await startTestSandbox({ clock: 'manual' });
});
afterAll(async () => {
  expect(sbx.problems).toEqual([]);
  await sbx.close();
});

describe('POST /__sandbox/transcripts/<id>/edit', () => {
  test('replaces segments’ text as the web editor does: edited, words re-timed, count and completed_at new', async () => {
    const seeded = await operatorCall(sbx.baseUrl, 'POST', '/seed', { count: 1, duration_s: 60 });
    const id = seeded.body.transcript_ids[0] as string;
    const before = (await sbx.api('GET', `/transcripts/${id}`)).body;
    const [first] = before.segments;
    await sbx.clock.advance(60_000);
    const edited = await operatorCall(sbx.baseUrl, 'POST', `/transcripts/${id}/edit`, {
      segments: [{ seq: first.seq, text: 'Quarterly zeppelin budget approved.' }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.completed_at).not.toBe(before.completed_at);
    const after = (await sbx.api('GET', `/transcripts/${id}`)).body;
    expect(after.segments[0]).toMatchObject({
      text: 'Quarterly zeppelin budget approved.',
      edited: true,
    });
    expect(after.segments.slice(1)).toEqual(before.segments.slice(1));
    const firstWords = first.text
      .split(/\s+/)
      .filter((w: string) => /[\p{L}\p{N}]/u.test(w)).length;
    expect(after.word_count).toBe(before.word_count - firstWords + 4);
    const words = (await sbx.api('GET', `/transcripts/${id}/segments?include_words=true&limit=1`))
      .body;
    const timed = (words.items ?? words)[0].words;
    expect(timed.map((w: { text: string }) => w.text)).toEqual([
      'Quarterly',
      'zeppelin',
      'budget',
      'approved.',
    ]);
    expect(timed[0].start_s).toBe(first.start_s);
    expect(timed.at(-1).end_s).toBe(first.end_s);
    const listed = (await sbx.api('GET', '/transcripts/')).body.items.find(
      (t: { id: string }) => t.id === id,
    );
    expect(listed).toMatchObject({
      completed_at: edited.body.completed_at,
      word_count: after.word_count,
    });
  });

  test('says what is wrong: an unknown transcript, an unknown seq, empty text', async () => {
    const seeded = await operatorCall(sbx.baseUrl, 'POST', '/seed', { count: 1 });
    const id = seeded.body.transcript_ids[0] as string;
    const missing = await operatorCall(
      sbx.baseUrl,
      'POST',
      '/transcripts/00000000-0000-4000-8000-000000000000/edit',
      {
        segments: [{ seq: 0, text: 'x' }],
      },
    );
    expect(missing.status).toBe(404);
    const badSeq = await operatorCall(sbx.baseUrl, 'POST', `/transcripts/${id}/edit`, {
      segments: [{ seq: 99_999, text: 'x' }],
    });
    expect(badSeq.status).toBe(422);
    expect(JSON.stringify(badSeq.body)).toContain('body.segments[0].seq');
    const empty = await operatorCall(sbx.baseUrl, 'POST', `/transcripts/${id}/edit`, {
      segments: [],
    });
    expect(empty.status).toBe(422);
  });
});
