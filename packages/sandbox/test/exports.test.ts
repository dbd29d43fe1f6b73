import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeWav } from './support/media.js';
import { expectError, startTestSandbox, type TestSandbox, waitFor } from './support/sandbox.js';
import { completedTranscript, uploadBytes } from './support/upload.js';

let sbx: TestSandbox;
let transcriptId: string;
let firstSegment: string;

beforeAll(async () => {
  sbx = await startTestSandbox({ processingMs: 150 });
  transcriptId = await completedTranscript(sbx, makeWav(60), { title: 'Weekly sync' });
  firstSegment = (await sbx.api('GET', `/transcripts/${transcriptId}/segments?limit=1`)).body
    .items[0].text;
});
afterAll(async () => {
  expect(sbx.problems).toEqual([]);
  await sbx.close();
});

async function readyExport(format: string, nested = false) {
  const created = nested
    ? await sbx.api('POST', `/transcripts/${transcriptId}/exports`, { body: { format } })
    : await sbx.api('POST', '/exports/', { body: { transcript_id: transcriptId, format } });
  expect(created.status, created.text).toBe(200);
  expect(created.body).toMatchObject({
    status: 'pending',
    size_bytes: null,
    format,
    transcript_id: transcriptId,
  });
  const ready = await waitFor(
    async () => (await sbx.api('GET', `/exports/${created.body.id}`)).body,
    (e) => e.status === 'ready',
  );
  const link = (await sbx.api('GET', `/exports/${ready.id}/download`)).body;
  expect(link.expires_in).toBe(3600);
  expect(new URL(link.url).origin).toBe(sbx.mediaUrl);
  const response = await fetch(link.url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toContain(`Weekly sync.${format}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.length).toBe(ready.size_bytes);
  return { ready, bytes, contentType: response.headers.get('content-type') ?? '' };
}

describe('exports in all eight formats open in their readers', () => {
  test('txt', async () => {
    const { bytes } = await readyExport('txt');
    expect(bytes.toString('utf8')).toContain(firstSegment);
  });

  test('srt has numbered cues with comma timestamps', async () => {
    const { bytes } = await readyExport('srt');
    const text = bytes.toString('utf8');
    expect(text).toMatch(/^1\r?\n\d{2}:\d{2}:\d{2},\d{3} --> \d{2}:\d{2}:\d{2},\d{3}\r?\n/);
    expect(text).toContain(firstSegment);
  });

  test('vtt starts with WEBVTT and has dot timestamps', async () => {
    const { bytes } = await readyExport('vtt', true);
    const text = bytes.toString('utf8');
    expect(text.startsWith('WEBVTT')).toBe(true);
    expect(text).toMatch(/\d{2}:\d{2}:\d{2}\.\d{3} --> \d{2}:\d{2}:\d{2}\.\d{3}/);
  });

  test('json parses and carries the segments', async () => {
    const { bytes } = await readyExport('json');
    const parsed = JSON.parse(bytes.toString('utf8'));
    expect(JSON.stringify(parsed)).toContain(firstSegment);
  });

  test('md has a heading with the title', async () => {
    const { bytes } = await readyExport('md');
    expect(bytes.toString('utf8')).toMatch(/^# Weekly sync/m);
  });

  test('docx opens with mammoth', async () => {
    const { bytes } = await readyExport('docx');
    const { value } = await mammoth.extractRawText({ buffer: bytes });
    expect(value).toContain('Weekly sync');
    expect(value).toContain(firstSegment.split(' ').slice(0, 3).join(' '));
  });

  test('pdf opens with pdf.js (unpdf)', async () => {
    const { bytes, contentType } = await readyExport('pdf');
    expect(contentType).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Weekly sync');
  });

  test('xlsx opens with exceljs', async () => {
    const { bytes } = await readyExport('xlsx', true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as never);
    const cells: string[] = [];
    workbook.eachSheet((sheet) => sheet.eachRow((row) => cells.push(JSON.stringify(row.values))));
    expect(cells.join('\n')).toContain(firstSegment.split(' ')[0]);
  });
});

describe('export errors and lists', () => {
  test('download before ready is 409 export_not_ready; unknown export 404', async () => {
    const created = (
      await sbx.api('POST', '/exports/', { body: { transcript_id: transcriptId, format: 'txt' } })
    ).body;
    expectError(await sbx.api('GET', `/exports/${created.id}/download`), 409, 'export_not_ready');
    expectError(
      await sbx.api('GET', '/exports/00000000-0000-4000-8000-000000000000'),
      404,
      'not_found',
    );
  });

  test('an unknown format is 422; an unfinished transcript is 409', async () => {
    const bad = await sbx.api('POST', '/exports/', {
      body: { transcript_id: transcriptId, format: 'rtf' },
    });
    expectError(bad, 422, 'validation_error');
    expect(bad.body.detail[0].loc).toEqual(['body', 'format']);
    const { fileId } = await uploadBytes(sbx, makeWav(5));
    const pending = (await sbx.api('POST', '/transcripts/', { body: { file_id: fileId } })).body.id;
    expectError(
      await sbx.api('POST', `/transcripts/${pending}/exports`, { body: { format: 'txt' } }),
      409,
      'transcript_not_ready',
    );
  });

  test('lists filter by transcript and page', async () => {
    const all = (await sbx.api('GET', `/exports/?transcript_id=${transcriptId}&limit=200`)).body;
    expect(all.items.length).toBeGreaterThanOrEqual(8);
    expect(
      all.items.every((e: { transcript_id: string }) => e.transcript_id === transcriptId),
    ).toBe(true);
    const nested = (await sbx.api('GET', `/transcripts/${transcriptId}/exports?limit=200`)).body;
    expect(nested.meta.total).toBe(all.meta.total);
    const page = (await sbx.api('GET', '/exports/?limit=2&skip=1')).body;
    expect(page.items).toHaveLength(2);
    expect(page.meta).toMatchObject({ skip: 1, limit: 2 });
  });
});
