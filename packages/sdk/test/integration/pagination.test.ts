import { beforeAll, describe, expect, test } from 'vitest';
import { unwrap } from '../../src/index.js';
import { makeWav, testClient } from './helpers.js';

let transcriptId = '';

beforeAll(async () => {
  const { scribekit } = testClient();
  const transcript = await scribekit.transcribeFile(makeWav(180, 21), {
    filename: 'long.wav',
    wait: { pollIntervalMs: 50 },
  });
  transcriptId = transcript.id;
});

describe('transcripts.listSegments', () => {
  test('walks every segment across page boundaries, in order, with words', async () => {
    const { scribekit, sent } = testClient();
    const all = await unwrap(
      scribekit.client.GET('/transcripts/{id}/segments', {
        params: { path: { id: transcriptId }, query: { limit: 2000 } },
      }),
    );
    expect(all.total).toBeGreaterThan(10);
    const walked = await scribekit.transcripts
      .listSegments(transcriptId, { include_words: true }, { pageSize: 7 })
      .toArray();
    expect(walked.map((s) => s.id)).toEqual(all.items.map((s) => s.id));
    expect(walked.every((s) => (s.words?.length ?? 0) > 0)).toBe(true);
    const pages = sent.filter((r) => r.url.includes('/segments')).slice(1);
    expect(pages.length).toBe(Math.ceil(all.total / 7));
  });

  test('toArray stops at its limit without reading further pages', async () => {
    const { scribekit, sent } = testClient();
    const first = await scribekit.transcripts
      .listSegments(transcriptId, {}, { pageSize: 5 })
      .toArray({ limit: 8 });
    expect(first).toHaveLength(8);
    expect(first.map((s) => s.seq)).toEqual([...first.map((s) => s.seq)].sort((a, b) => a - b));
    expect(sent.filter((r) => r.url.includes('/segments'))).toHaveLength(2);
  });
});

describe('transcripts.list', () => {
  test('pages with skip/limit and finds every transcript the list counts', async () => {
    const { scribekit } = testClient();
    await Promise.all(
      [1, 2, 3].map((n) =>
        scribekit.transcribeFile(makeWav(2, 100 + n), {
          filename: `page-${n}.wav`,
          wait: { pollIntervalMs: 50 },
        }),
      ),
    );
    const { meta } = await unwrap(
      scribekit.client.GET('/transcripts/', { params: { query: { limit: 1 } } }),
    );
    const walked = await scribekit.transcripts.list({}, { pageSize: 2 }).toArray();
    expect(walked).toHaveLength(meta.total);
    expect(new Set(walked.map((t) => t.id)).size).toBe(meta.total);
  });

  test('awaited, it is the one page the query asks for; iterated, every item from skip on', async () => {
    const { scribekit, sent } = testClient();
    const page = await scribekit.transcripts.list({ limit: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.lastResponse.requestId).toMatch(/\S/);
    expect(sent).toHaveLength(1);

    const every: string[] = [];
    for await (const transcript of scribekit.transcripts.list()) every.push(transcript.id);
    expect(every).toHaveLength(page.meta.total);
    const fromSecond = await scribekit.transcripts.list({ skip: 1, limit: 2 }).toArray();
    expect(fromSecond.map((t) => t.id)).toEqual(every.slice(1));
  });

  test('pages() gives each page with the total and its request id', async () => {
    const { scribekit } = testClient();
    const sizes: number[] = [];
    for await (const page of scribekit.transcripts.list({ limit: 2 }).pages()) {
      expect(page.total).toBeGreaterThanOrEqual(page.items.length);
      expect(page.lastResponse?.requestId).toMatch(/\S/);
      sizes.push(page.items.length);
    }
    expect(sizes.slice(0, -1).every((size) => size === 2)).toBe(true);
  });

  test('passes filters through', async () => {
    const { scribekit } = testClient();
    const completed = await scribekit.transcripts.list({ status: 'completed' }).toArray();
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.every((t) => t.status === 'completed')).toBe(true);
  });

  test('for await over webhooks.list, and toArray of exports, recording jobs and reports', async () => {
    const { scribekit } = testClient();
    await unwrap(scribekit.client.POST('/webhooks/', { body: { url: 'http://127.0.0.1:9/hook' } }));
    let webhooks = 0;
    for await (const webhook of scribekit.webhooks.list({ limit: 1 })) {
      expect(webhook).not.toHaveProperty('secret');
      webhooks += 1;
    }
    expect(webhooks).toBeGreaterThan(0);
    expect(
      Array.isArray(await scribekit.exports.list({ transcript_id: transcriptId }).toArray()),
    ).toBe(true);
    expect(Array.isArray(await scribekit.recordingJobs.list().toArray())).toBe(true);
    expect(Array.isArray(await scribekit.smartReports.list().toArray())).toBe(true);
  });
});
