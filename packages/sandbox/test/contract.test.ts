import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { KNOWN_SCOPES } from '../src/server/auth.js';
import type { OperationInfo } from '../src/spec/operations.js';
import { makePdf } from './support/documents.js';
import { makeWav } from './support/media.js';
import { expectError, startTestSandbox, type TestSandbox, waitFor } from './support/sandbox.js';
import { fillPath, specOperations } from './support/spec.js';
import { completedTranscript, uploadBytes } from './support/upload.js';

const operations = await specOperations();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let sbx: TestSandbox;
const ids: Record<string, string> = {};

interface Call {
  path: Record<string, string | number>;
  query?: string;
  body?: unknown;
  form?: () => Promise<FormData>;
}

const kbQuery = 'personal=true';
const kbCalls = (suffix: string): Record<string, () => Call | Promise<Call>> => ({
  [`listKnowledgeBases${suffix}`]: () => ({ path: {}, query: kbQuery }),
  [`createKnowledgeBase${suffix}`]: () => ({
    path: {},
    query: kbQuery,
    body: { name: 'Contract' },
  }),
  [`getKnowledgeBase${suffix}`]: () => ({ path: { id: ids.kb as string }, query: kbQuery }),
  [`updateKnowledgeBase${suffix}`]: () => ({
    path: { id: ids.kb as string },
    query: kbQuery,
    body: { description: 'Updated' },
  }),
  [`listKnowledgeBaseEntries${suffix}`]: () => ({ path: { id: ids.kb as string }, query: kbQuery }),
  [`createKnowledgeBaseEntries${suffix}`]: () => ({
    path: { id: ids.kb as string },
    query: kbQuery,
    body: { source_kind: 'text', content: 'A fact.' },
  }),
  [`uploadKnowledgeBaseEntries${suffix}`]: () => ({
    path: { id: ids.kb as string },
    query: kbQuery,
    form: async () => {
      const form = new FormData();
      form.set(
        'file',
        new Blob([await makePdf(['Contract test document.'])], { type: 'application/pdf' }),
        'c.pdf',
      );
      return form;
    },
  }),
});

/** A valid request for every operation; the fixtures come from `beforeAll`. */
const CALLS: Record<string, () => Call | Promise<Call>> = {
  initUpload: () => ({ path: {}, body: { filename: 'c.wav', size_bytes: 10 } }),
  presignUploadPart: () => ({ path: { file_id: ids.uploading as string, part_no: 1 } }),
  completeUpload: () => ({
    path: {},
    body: { file_id: ids.completable as string, parts: [{ part_no: 1, etag: ids.etag }] },
  }),
  getFile: () => ({ path: { id: ids.file as string } }),
  getFileDownloadUrl: () => ({ path: { id: ids.file as string } }),
  getFileUploadStatus: () => ({ path: { id: ids.uploading as string } }),
  listTranscripts: () => ({ path: {}, query: 'limit=5' }),
  createTranscript: () => ({ path: {}, body: { file_id: ids.file } }),
  getTranscript: () => ({ path: { id: ids.transcript as string } }),
  getTranscriptMeta: () => ({ path: { id: ids.transcript as string } }),
  getTranscriptStatus: () => ({ path: { id: ids.transcript as string } }),
  listTranscriptSegments: () => ({
    path: { id: ids.transcript as string },
    query: 'include_words=true&limit=3',
  }),
  listTranscriptSpeakers: () => ({ path: { id: ids.transcript as string } }),
  listTranscriptChapters: () => ({ path: { id: ids.transcript as string } }),
  listTranscriptActionItems: () => ({ path: { id: ids.transcript as string } }),
  listTranscriptAnnotations: () => ({ path: { id: ids.transcript as string } }),
  listTranscriptContentEvents: () => ({ path: { id: ids.transcript as string } }),
  getTranscriptScopeConfig: () => ({ path: { id: ids.transcript as string } }),
  listTranscriptSuggestions: () => ({ path: { id: ids.transcript as string } }),
  detectTranscriptSpeakers: () => ({ path: { id: ids.transcript as string } }),
  generateTranscriptChapters: () => ({ path: { id: ids.transcript as string } }),
  autoNameTranscriptSpeakers: () => ({ path: { id: ids.transcript as string } }),
  regenerateTranscriptChapters: () => ({ path: { id: ids.transcript as string } }),
  extractTranscriptActionItems: () => ({ path: { id: ids.transcript as string } }),
  createExport: () => ({ path: {}, body: { transcript_id: ids.transcript, format: 'md' } }),
  listExports: () => ({ path: {}, query: `transcript_id=${ids.transcript}` }),
  getExport: () => ({ path: { id: ids.export as string } }),
  getExportDownload: () => ({ path: { id: ids.export as string } }),
  createTranscriptExport: () => ({
    path: { id: ids.transcript as string },
    body: { format: 'srt' },
  }),
  listTranscriptExports: () => ({ path: { id: ids.transcript as string } }),
  createSourceImport: () => ({
    path: {},
    body: { url: 'https://vimeo.com/42', title: 'Talk', language: 'en' },
  }),
  listSourceImports: () => ({ path: {} }),
  previewSourceImport: () => ({ path: {}, body: { url: 'https://vimeo.com/42' } }),
  retrySourceImport: () => ({ path: { id: ids.failedImport as string } }),
  listSourceImportProviders: () => ({ path: {} }),
  getSourceImport: () => ({ path: { id: ids.failedImport as string } }),
  createSmartReport: () => ({ path: {}, body: { transcript_id: ids.transcript, type: 'summary' } }),
  listSmartReports: () => ({ path: {} }),
  listSmartReportsByTranscript: () => ({ path: { id: ids.transcript as string } }),
  getSmartReport: () => ({ path: { id: ids.report as string } }),
  ...kbCalls(''),
  ...kbCalls('AiProcessing'),
  createWebhook: () => ({
    path: {},
    body: { url: 'http://127.0.0.1:9/hook', events: ['export.completed'] },
  }),
  updateWebhook: () => ({ path: { id: ids.webhook as string }, body: { is_active: false } }),
  retestWebhook: () => ({ path: { id: ids.webhook as string } }),
  regenerateWebhookSecret: () => ({ path: { id: ids.webhook as string } }),
  listWebhooks: () => ({ path: {} }),
  listWebhookLogs: () => ({ path: { id: ids.webhook as string } }),
  createRecordingJob: () => ({
    path: {},
    body: { platform: 'zoom', meet_url: 'https://zoom.us/j/1234567890' },
  }),
  // A fresh job each time: the fixture job may already have finished.
  cancelRecordingJob: async () => ({ path: { id: await newRecording() } }),
  listRecordingJobs: () => ({ path: {} }),
  listRecordingPlatforms: () => ({ path: {} }),
  getRecordingJob: () => ({ path: { id: ids.recording as string } }),
};

async function newRecording(): Promise<string> {
  const body = { platform: 'google_meet', meet_url: 'https://meet.google.com/abc-defg-hij' };
  return (await sbx.api('POST', '/recording-jobs/', { body })).body.id;
}

async function send(op: OperationInfo, call: Call, key?: string | null) {
  const path = fillPath(op, call.path) + (call.query ? `?${call.query}` : '');
  if (call.form) return sbx.api(op.method, path, { raw: await call.form(), key });
  return sbx.api(op.method, path, { body: call.body, key });
}

beforeAll(async () => {
  sbx = await startTestSandbox({ processingMs: 100 });
  ids.transcript = await completedTranscript(sbx, makeWav(120));
  ids.file = (await uploadBytes(sbx, makeWav(5))).fileId;
  ids.uploading = (
    await sbx.api('POST', '/files/upload-init', { body: { filename: 'u.wav', size_bytes: 10 } })
  ).body.file_id;
  const completable = (
    await sbx.api('POST', '/files/upload-init', { body: { filename: 'c.wav', size_bytes: 3 } })
  ).body;
  ids.completable = completable.file_id;
  ids.etag = (await fetch(completable.parts[0].url, { method: 'PUT', body: 'abc' })).headers.get(
    'etag',
  ) as string;
  ids.export = (
    await sbx.api('POST', '/exports/', { body: { transcript_id: ids.transcript, format: 'txt' } })
  ).body.id;
  ids.report = (
    await sbx.api('POST', '/smart-reports/', {
      body: { transcript_id: ids.transcript, type: 'summary' },
    })
  ).body.id;
  ids.failedImport = (
    await sbx.api('POST', '/source-imports/', { body: { url: 'https://example.com/page' } })
  ).body.id;
  ids.kb = (
    await sbx.api('POST', '/knowledge-bases?personal=true', { body: { name: 'Fixture' } })
  ).body.id;
  ids.webhook = (
    await sbx.api('POST', '/webhooks/', { body: { url: 'http://127.0.0.1:9/hook' } })
  ).body.id;
  ids.recording = await newRecording();
  await waitFor(
    async () => (await sbx.api('GET', `/exports/${ids.export}`)).body.status,
    (s) => s === 'ready',
  );
  await waitFor(
    async () => (await sbx.api('GET', `/source-imports/${ids.failedImport}`)).body.status,
    (s) => s === 'failed',
  );
});

afterAll(async () => {
  expect(sbx.problems).toEqual([]);
  await sbx.close();
});

test('every spec operation has a contract call', () => {
  expect(operations.map((op) => op.operationId).filter((id) => !CALLS[id])).toEqual([]);
  expect(operations.length).toBeGreaterThanOrEqual(65);
});

describe.each(operations.map((op) => [op.operationId, op] as const))('%s', (operationId, op) => {
  test('answers a valid request with 2xx and a body that matches the spec', async () => {
    const res = await send(op, await (CALLS[operationId] as () => Promise<Call>)());
    expect(res.status, res.text).toBeGreaterThanOrEqual(200);
    expect(res.status, res.text).toBeLessThan(300);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sbx.problems).toEqual([]);
  });

  test('401 not_authenticated without a key or with an unknown key', async () => {
    const call = await (CALLS[operationId] as () => Promise<Call>)();
    expectError(await send(op, call, null), 401, 'not_authenticated');
    expectError(await send(op, call, 'sk_sandbox_unknown'), 401, 'not_authenticated');
  });

  test('403 not_enough_access_rights naming the scope from the spec', async () => {
    const needed = op.security.flat();
    expect(needed.length).toBeGreaterThan(0);
    const others = KNOWN_SCOPES.filter((s) => s !== '*' && !needed.includes(s));
    const key = sbx.createApiKey('narrow', others);
    const res = await send(op, await (CALLS[operationId] as () => Promise<Call>)(), key);
    expectError(res, 403, 'not_enough_access_rights');
    for (const scope of needed) expect(res.body.detail[0].text).toContain(scope);
  });

  const idParam = op.parameters.find((p) => p.in === 'path');
  if (idParam && op.responseCodes.includes('404')) {
    test('404 not_found for an unknown id', async () => {
      const call = await (CALLS[operationId] as () => Promise<Call>)();
      const res = await send(op, { ...call, path: { ...call.path, [idParam.name]: UNKNOWN } });
      expectError(res, 404, 'not_found');
    });
  }
  if (idParam && op.responseCodes.includes('400')) {
    test('400 invalid_input_data for a malformed id', async () => {
      const call = await (CALLS[operationId] as () => Promise<Call>)();
      const res = await send(op, { ...call, path: { ...call.path, [idParam.name]: 'not-a-uuid' } });
      expectError(res, 400, 'invalid_input_data');
      expect(res.body.detail[0].loc).toEqual(['path', idParam.name]);
    });
  }
  if (op.requestBody?.required && op.responseCodes.includes('422')) {
    test('422 validation_error for a missing body', async () => {
      const call = await (CALLS[operationId] as () => Promise<Call>)();
      const path = fillPath(op, call.path) + (call.query ? `?${call.query}` : '');
      const res = await sbx.api(op.method, path);
      expectError(res, 422, 'validation_error');
    });
  }
});
