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

describe('listSegments', () => {
  test('walks every segment across page boundaries, in order, with words', async () => {
    const { scribekit, sent } = testClient();
    const all = await unwrap(
      scribekit.client.GET('/transcripts/{id}/segments', {
        params: { path: { id: transcriptId }, query: { limit: 2000 } },
      }),
    );
    expect(all.total).toBeGreaterThan(10);
    const walked = await scribekit
      .listSegments(transcriptId, { include_words: true }, { pageSize: 7 })
      .toArray();
    expect(walked.map((s) => s.id)).toEqual(all.items.map((s) => s.id));
    expect(walked.every((s) => (s.words?.length ?? 0) > 0)).toBe(true);
    const pages = sent.filter((r) => r.url.includes('/segments')).slice(1);
    expect(pages.length).toBe(Math.ceil(all.total / 7));
  });

  test('toArray stops at its limit without reading further pages', async () => {
    const { scribekit, sent } = testClient();
    const first = await scribekit
      .listSegments(transcriptId, {}, { pageSize: 5 })
      .toArray({ limit: 8 });
    expect(first).toHaveLength(8);
    expect(first.map((s) => s.seq)).toEqual([...first.map((s) => s.seq)].sort((a, b) => a - b));
    expect(sent.filter((r) => r.url.includes('/segments'))).toHaveLength(2);
  });
});

describe('listTranscripts', () => {
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
    const walked = await scribekit.listTranscripts({}, { pageSize: 2 }).toArray();
    expect(walked).toHaveLength(meta.total);
    expect(new Set(walked.map((t) => t.id)).size).toBe(meta.total);
  });

  test('passes filters through', async () => {
    const { scribekit } = testClient();
    const completed = await scribekit.listTranscripts({ status: 'completed' }).toArray();
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.every((t) => t.status === 'completed')).toBe(true);
  });

  test('for await over listWebhooks, listExports and listRecordingJobs', async () => {
    const { scribekit } = testClient();
    await unwrap(scribekit.client.POST('/webhooks/', { body: { url: 'http://127.0.0.1:9/hook' } }));
    let webhooks = 0;
    for await (const webhook of scribekit.listWebhooks({ pageSize: 1 })) {
      expect(webhook).not.toHaveProperty('secret');
      webhooks += 1;
    }
    expect(webhooks).toBeGreaterThan(0);
    expect(
      Array.isArray(await scribekit.listExports({ transcript_id: transcriptId }).toArray()),
    ).toBe(true);
    expect(Array.isArray(await scribekit.listRecordingJobs().toArray())).toBe(true);
    expect(Array.isArray(await scribekit.listSmartReports().toArray())).toBe(true);
  });
});
