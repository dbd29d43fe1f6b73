// The sandbox refuses only what the spec says; bounds the reference does not state are gone from
// the spec (spec/DECISIONS.md), so input the real service may accept is accepted here too.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeWav } from './support/media.js';
import { expectError, startTestSandbox, type TestSandbox } from './support/sandbox.js';
import { completedTranscript, uploadBytes } from './support/upload.js';

let sbx: TestSandbox;
let transcriptId: string;

beforeAll(async () => {
  sbx = await startTestSandbox({ processingMs: 200 });
  transcriptId = await completedTranscript(sbx, makeWav(30), { title: 'Bounds' });
});
afterAll(async () => {
  expect(sbx.problems).toEqual([]);
  await sbx.close();
});

describe('bounds the reference does not state are not enforced', () => {
  test('a transcript title of 5,000 characters and a long language tag are accepted', async () => {
    const { fileId } = await uploadBytes(sbx, makeWav(5), { filename: 'long.wav' });
    const title = 'T'.repeat(5000);
    const created = await sbx.api('POST', '/transcripts/', {
      body: { file_id: fileId, title, language: 'x-very-long-language-tag' },
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body.title).toBe(title);
  });

  test('a file name of 1,000 characters starts an upload', async () => {
    const res = await sbx.api('POST', '/files/upload-init', {
      body: { filename: `${'n'.repeat(996)}.wav`, size_bytes: 10 },
    });
    expect(res.status, res.text).toBe(200);
  });

  test('a link of 3,000 characters is previewed, not refused as too long', async () => {
    const url = `https://media.example.com/${'a'.repeat(3000)}.mp3`;
    const res = await sbx.api('POST', '/source-imports/preview', { body: { url } });
    expect(res.status, res.text).toBe(200);
  });

  test('an empty file name is still refused (a marked, inferred bound)', async () => {
    const res = await sbx.api('POST', '/files/upload-init', {
      body: { filename: '', size_bytes: 10 },
    });
    expectError(res, 422, 'validation_error');
  });
});

describe('the Smart Report request takes one transcript or several, not both or neither', () => {
  test('both forms are accepted', async () => {
    const one = await sbx.api('POST', '/smart-reports/', {
      body: { transcript_id: transcriptId, type: 'summary' },
    });
    expect(one.status, one.text).toBe(200);
    const many = await sbx.api('POST', '/smart-reports/', {
      body: { transcript_ids: [transcriptId], type: 'summary' },
    });
    expect(many.status, many.text).toBe(200);
  });

  test('neither is a validation error', async () => {
    expectError(
      await sbx.api('POST', '/smart-reports/', { body: { type: 'summary' } }),
      422,
      'validation_error',
    );
  });

  test('both at once is a validation error', async () => {
    expectError(
      await sbx.api('POST', '/smart-reports/', {
        body: { transcript_id: transcriptId, transcript_ids: [transcriptId], type: 'summary' },
      }),
      422,
      'validation_error',
    );
  });
});

describe('what the spec now requires or formats', () => {
  test('a knowledge-base entry needs source_kind', async () => {
    const kb = await sbx.api('POST', '/knowledge-bases?personal=true', { body: { name: 'Facts' } });
    expect(kb.status, kb.text).toBe(200);
    const res = await sbx.api('POST', `/knowledge-bases/${kb.body.id}/entries?personal=true`, {
      body: { content: 'A fact.' },
    });
    expectError(res, 422, 'validation_error');
    expect(res.body.detail[0].loc).toEqual(['body', 'source_kind']);
  });

  test('date_from takes a date or a date-time and refuses other text', async () => {
    for (const value of ['2026-01-15', '2026-01-15T09:30:00Z']) {
      const res = await sbx.api('GET', `/transcripts/?date_from=${encodeURIComponent(value)}`);
      expect(res.status, res.text).toBe(200);
    }
    expectError(
      await sbx.api('GET', '/transcripts/?date_from=yesterday'),
      400,
      'invalid_input_data',
    );
  });
});
