import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeWav } from './support/media.js';
import { operatorCall } from './support/operator.js';
import { startTestSandbox, type TestSandbox } from './support/sandbox.js';
import { uploadBytes } from './support/upload.js';

let sbx: TestSandbox;
beforeAll(async () => {
  // Jobs that would take ten minutes: only jobs/finish ends them within the test.
  sbx = await startTestSandbox({ processingMs: 600_000 });
});
afterAll(async () => {
  expect(sbx.problems).toEqual([]);
  await sbx.close();
});

const FORMATS = ['docx', 'txt', 'md', 'xlsx', 'pdf', 'srt', 'vtt', 'json'];

describe('POST /__sandbox/jobs/finish means finished', () => {
  test('every export it ends is ready and downloadable when it answers (40 exports)', async () => {
    const { fileId } = await uploadBytes(sbx, makeWav(20));
    const t = await sbx.api('POST', '/transcripts/', { body: { file_id: fileId } });
    const done = await operatorCall(sbx.baseUrl, 'POST', '/jobs/finish', { id: t.body.id });
    expect(done.body.finished).toBe(1);
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await sbx.api('POST', '/exports/', {
        body: { transcript_id: t.body.id, format: FORMATS[i % FORMATS.length] },
      });
      expect(res.status, res.text).toBe(200);
      ids.push(res.body.id);
    }
    const all = await operatorCall(sbx.baseUrl, 'POST', '/jobs/finish');
    expect(all.body.finished).toBe(40);
    // Status and download right after the answer, in parallel: one state, and it is final.
    const reads = await Promise.all(
      ids.map(async (id) => [
        await sbx.api('GET', `/exports/${id}`),
        await sbx.api('GET', `/exports/${id}/download`),
      ]),
    );
    for (const [status, download] of reads) {
      expect(status?.body.status, status?.text).toBe('ready');
      expect(download?.status, download?.text).toBe(200);
      expect(
        Number(download?.headers.get('content-length') ?? download?.text.length),
      ).toBeGreaterThan(0);
    }
  });

  test('one export by id: final when the answer comes', async () => {
    const { fileId } = await uploadBytes(sbx, makeWav(5));
    const t = await sbx.api('POST', '/transcripts/', { body: { file_id: fileId } });
    await operatorCall(sbx.baseUrl, 'POST', '/jobs/finish', { id: t.body.id });
    const e = await sbx.api('POST', '/exports/', {
      body: { transcript_id: t.body.id, format: 'docx' },
    });
    const one = await operatorCall(sbx.baseUrl, 'POST', '/jobs/finish', { id: e.body.id });
    expect(one.body.finished).toBe(1);
    expect((await sbx.api('GET', `/exports/${e.body.id}`)).body.status).toBe('ready');
    expect((await sbx.api('GET', `/exports/${e.body.id}/download`)).status).toBe(200);
  });

  test('an import it ends has its transcript completed when it answers', async () => {
    const res = await sbx.api('POST', '/source-imports/', {
      body: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    });
    expect(res.status, res.text).toBe(200);
    await operatorCall(sbx.baseUrl, 'POST', '/jobs/finish', { id: res.body.id });
    const status = await sbx.api('GET', `/source-imports/${res.body.id}`);
    expect(status.body.status, status.text).toBe('completed');
    const transcript = await sbx.api('GET', `/transcripts/${status.body.transcript_id}`);
    expect(transcript.body.status).toBe('completed');
  });
});
