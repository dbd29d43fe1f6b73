import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { makeWav } from './support/media.js';
import { operatorCall } from './support/operator.js';
import { expectError, startTestSandbox, type TestSandbox, waitFor } from './support/sandbox.js';
import { completedTranscript, uploadBytes } from './support/upload.js';

let sbx: TestSandbox;
let first: string;
let second: string;

beforeAll(async () => {
  sbx = await startTestSandbox({ processingMs: 300 });
  first = await completedTranscript(sbx, makeWav(120), { title: 'Roadmap review' });
  second = await completedTranscript(sbx, makeWav(90), { title: 'Budget call' });
});
afterAll(async () => {
  expect(sbx.problems).toEqual([]);
  await sbx.close();
});

describe('smart report lifecycle', () => {
  test('pending (content_md null) → processing → completed with Markdown from the transcript', async () => {
    // A report of 10 s: processing from 2 s to 10 s, a window no busy machine's polling misses;
    // jobs/finish then ends it.
    const slow = await startTestSandbox({ processingMs: 10_000 });
    onTestFinished(() => slow.close());
    const { fileId } = await uploadBytes(slow, makeWav(120));
    const transcript = await slow.api('POST', '/transcripts/', {
      body: { file_id: fileId, title: 'Roadmap review' },
    });
    await operatorCall(slow.baseUrl, 'POST', '/jobs/finish', { id: transcript.body.id });
    const first = transcript.body.id as string;
    const created = await slow.api('POST', '/smart-reports/', {
      body: { transcript_id: first, type: 'summary' },
    });
    expect(created.body).toMatchObject({
      status: 'pending',
      content_md: null,
      render_mode: 'constructor',
      transcript_id: first,
      transcript_ids: [first],
      intent: {
        requested_type: 'summary',
        render_mode: 'auto',
        instructions: null,
        model: null,
        transcript_ids: [first],
      },
      plan: null,
      content_blocks: null,
      completed_at: null,
    });
    const report = async () => (await slow.api('GET', `/smart-reports/${created.body.id}`)).body;
    await waitFor(report, (r) => r.status === 'processing', 9_000);
    await operatorCall(slow.baseUrl, 'POST', '/jobs/finish', { id: created.body.id });
    const done = await report();
    expect(done.status).toBe('completed');
    expect(done.render_mode).toBe('text');
    expect(done.content_md).toContain('Roadmap review');
    expect(done.tokens_input).toBeGreaterThan(0);
    expect(done.tokens_output).toBeGreaterThan(0);
    const words = (await slow.api('GET', `/transcripts/${first}/segments?limit=2000`)).body.items
      .map((s: { text: string }) => s.text)
      .join(' ');
    // An extractive summary: some sentence of the report comes straight from the transcript.
    const quoted = done.content_md
      .split('\n')
      .map((line: string) =>
        line
          .replace(/^[-*>\s]+|\*\*/g, '')
          .replace(/\s*\(\d+:\d+\)$/, '')
          .trim(),
      )
      .filter((line: string) => line.length > 30);
    expect(quoted.some((line: string) => words.includes(line.split(' — ').at(-1) ?? line))).toBe(
      true,
    );
  });

  test('several transcripts, instructions and knowledge bases are accepted', async () => {
    const kb = (
      await sbx.api('POST', '/knowledge-bases?personal=true', { body: { name: 'Glossary' } })
    ).body;
    await sbx.api('POST', `/knowledge-bases/${kb.id}/entries?personal=true`, {
      body: { content: 'ARR means annual recurring revenue.' },
    });
    const created = (
      await sbx.api('POST', '/smart-reports/', {
        body: {
          transcript_ids: [first, second],
          type: 'meeting_notes',
          instructions: 'List the risks.',
          knowledge_base_ids: [kb.id],
          style_hint: 'brief',
          render_mode: 'text',
        },
      })
    ).body;
    expect(created.transcript_ids).toEqual([first, second]);
    expect(created.intent).toMatchObject({
      instructions: 'List the risks.',
      style_hint: 'brief',
      render_mode: 'text',
    });
    const done = await waitFor(
      async () => (await sbx.api('GET', `/smart-reports/${created.id}`)).body,
      (r) => r.status === 'completed',
    );
    expect(done.content_md).toContain('Budget call');
    expect(done.content_md).toContain('List the risks.');
    const byFirst = (await sbx.api('GET', `/smart-reports/by-transcript/${first}`)).body;
    const bySecond = (await sbx.api('GET', `/smart-reports/by-transcript/${second}`)).body;
    expect(byFirst.items.map((r: { id: string }) => r.id)).toContain(created.id);
    expect(bySecond.items.map((r: { id: string }) => r.id)).toEqual([created.id]);
    expect(bySecond.meta).toEqual({ total: 1, skip: 0, limit: 50 });
  });

  test('errors: no transcript, unknown transcript, unfinished transcript, unknown knowledge base', async () => {
    expectError(
      await sbx.api('POST', '/smart-reports/', { body: { type: 'summary' } }),
      422,
      'validation_error',
    );
    expectError(
      await sbx.api('POST', '/smart-reports/', {
        body: { transcript_id: '00000000-0000-4000-8000-000000000000', type: 'summary' },
      }),
      404,
    );
    const { fileId } = await uploadBytes(sbx, makeWav(5));
    const pending = (await sbx.api('POST', '/transcripts/', { body: { file_id: fileId } })).body.id;
    expectError(
      await sbx.api('POST', '/smart-reports/', {
        body: { transcript_id: pending, type: 'summary' },
      }),
      409,
      'transcript_not_ready',
    );
    expectError(
      await sbx.api('POST', '/smart-reports/', {
        body: {
          transcript_id: first,
          type: 'summary',
          knowledge_base_ids: ['00000000-0000-4000-8000-000000000000'],
        },
      }),
      404,
    );
    expectError(
      await sbx.api('GET', '/smart-reports/by-transcript/00000000-0000-4000-8000-000000000000'),
      404,
    );
  });

  test('the list carries meta and pages newest first', async () => {
    await sbx.idle(); // the earlier tests' reports are done: these two stay under the 3 at once
    for (let i = 0; i < 2; i++) {
      const made = await sbx.api('POST', '/smart-reports/', {
        body: { transcript_id: second, type: 'summary' },
      });
      expect(made.status, made.text).toBe(200);
    }
    const list = (await sbx.api('GET', '/smart-reports/?limit=1')).body;
    expect(list.items).toHaveLength(1);
    expect(list.meta.total).toBeGreaterThanOrEqual(2);
    expect(list.meta.limit).toBe(1);
  });
});

describe('concurrency limit', () => {
  test('a fourth concurrent report is 429 too_many_concurrent_jobs with Retry-After', async () => {
    // Jobs that would take ten minutes: the three stay running however slow the machine is,
    // until jobs/finish ends them.
    const slow = await startTestSandbox({ processingMs: 600_000 });
    try {
      const { fileId } = await uploadBytes(slow, makeWav(30));
      const transcript = await slow.api('POST', '/transcripts/', { body: { file_id: fileId } });
      await operatorCall(slow.baseUrl, 'POST', '/jobs/finish', { id: transcript.body.id });
      const report = { transcript_id: transcript.body.id, type: 'summary' };
      for (let i = 0; i < 3; i++) {
        const res = await slow.api('POST', '/smart-reports/', { body: report });
        expect(res.status, res.text).toBe(200);
      }
      const fourth = await slow.api('POST', '/smart-reports/', { body: report });
      expectError(fourth, 429, 'too_many_concurrent_jobs');
      expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect((await operatorCall(slow.baseUrl, 'POST', '/jobs/finish')).body.finished).toBe(3);
      const later = await slow.api('POST', '/smart-reports/', { body: report });
      expect(later.status, later.text).toBe(200);
      expect(slow.problems).toEqual([]);
    } finally {
      await slow.close();
    }
  });
});
