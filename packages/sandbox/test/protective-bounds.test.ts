import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { withProcessCpu } from '../../../scripts/test-support/cpu-time.mjs';
import { MAX_DOCUMENT_TEXT, renderExport } from '../src/content/index.js';
import { MAX_DOCUMENT_BYTES } from '../src/handlers/knowledge-bases.js';
import { makeDocx } from './support/documents.js';
import { makeWav } from './support/media.js';
import { expectError, startTestSandbox, type TestSandbox } from './support/sandbox.js';
import { uploadBytes } from './support/upload.js';

let sbx: TestSandbox;
let kbId: string;
beforeAll(async () => {
  sbx = await startTestSandbox();
  kbId = (await sbx.api('POST', '/knowledge-bases?personal=true', { body: { name: 'Bounds' } }))
    .body.id;
});
afterAll(async () => {
  expect(sbx.problems).toEqual([]);
  await sbx.close();
});

function uploadDocument(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return sbx.api('POST', `/knowledge-bases/${kbId}/entries/upload?personal=true`, { raw: form });
}

describe('bounds that keep one request from holding the sandbox (x-inferred in the spec)', () => {
  test('a title of 10,000 characters is taken, 10,001 is refused', async () => {
    const { fileId } = await uploadBytes(sbx, makeWav(2), { filename: 'a.wav' });
    const longest = await sbx.api('POST', '/transcripts/', {
      body: { file_id: fileId, title: 't'.repeat(10_000) },
    });
    expect(longest.status, longest.text).toBe(200);
    const over = await sbx.api('POST', '/transcripts/', {
      body: { file_id: fileId, title: 't'.repeat(10_001) },
    });
    expectError(over, 422, 'validation_error');
    expect(over.body.detail[0].loc).toEqual(['body', 'title']);
  });

  test('file names up to 1,024 characters, links and webhook addresses up to 8,192', async () => {
    const name = await sbx.api('POST', '/files/upload-init', {
      body: { filename: `${'n'.repeat(1020)}.wav`, size_bytes: 10 },
    });
    expect(name.status, name.text).toBe(200);
    const longName = await sbx.api('POST', '/files/upload-init', {
      body: { filename: `${'n'.repeat(1021)}.wav`, size_bytes: 10 },
    });
    expectError(longName, 422, 'validation_error');
    const link = await sbx.api('POST', '/source-imports/preview', {
      body: { url: `https://media.example.com/${'a'.repeat(8192)}.mp3` },
    });
    expectError(link, 422, 'validation_error');
    const hook = await sbx.api('POST', '/webhooks/', {
      body: { url: `https://hooks.example.com/${'a'.repeat(8192)}` },
    });
    expectError(hook, 422, 'validation_error');
  });

  test('a knowledge-base document over 10 MiB is 422 document_too_large', async () => {
    const res = await uploadDocument(
      new Uint8Array(MAX_DOCUMENT_BYTES + 1),
      'big.pdf',
      'application/pdf',
    );
    // The multipart body limit (11 MiB) lets it through to the document check.
    expectError(res, 422, 'document_too_large');
  });

  test('a document with more than 1,000,000 characters of text is 422 document_too_long', async () => {
    const paragraph = 'The quarterly budget review covers hiring and the roadmap. '.repeat(40);
    const count = Math.ceil((MAX_DOCUMENT_TEXT * 1.1) / paragraph.length);
    const docx = await makeDocx(Array.from({ length: count }, () => paragraph));
    expect(docx.length).toBeLessThan(MAX_DOCUMENT_BYTES);
    const res = await uploadDocument(
      docx,
      'handbook.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expectError(res, 422, 'document_too_long');
  });
});

describe('renderers are linear in their input', () => {
  const transcript = (titleLength: number) => ({
    title: 'T'.repeat(titleLength),
    speakers: [{ id: 's', label: 'Speaker 1', name: 'Ana' }],
    segments: [
      {
        seq: 0,
        start_s: 0,
        end_s: 1,
        speaker_id: 's',
        text: 'x'.repeat(titleLength),
        confidence: 1,
      },
    ],
  });

  test.each(['pdf', 'docx', 'xlsx', 'md', 'txt', 'json', 'srt', 'vtt'] as const)(
    '%s: four times the title (one unbroken word) takes well under sixteen times as long',
    async (format) => {
      const time = async (length: number) => {
        // CPU time of this process (render workers included): a busy machine cannot change it.
        let best = Number.POSITIVE_INFINITY;
        for (let i = 0; i < 2; i++) {
          const { cpuMs } = await withProcessCpu(() =>
            renderExport(format, transcript(length) as never),
          );
          best = Math.min(best, cpuMs);
        }
        return best;
      };
      await time(1000);
      const small = await time(10_000);
      const large = await time(40_000);
      // Linear: about 4×; the quadratic line breaking this replaced was 16× and more. Small
      // absolute times are noise, so they count as 20 ms.
      expect(Math.max(large, 20) / Math.max(small, 20), `${small} → ${large} ms`).toBeLessThan(8);
    },
  );
});
