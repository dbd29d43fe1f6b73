import { describe, expectTypeOf, test } from 'vitest';
import type {
  components,
  ExportFormat,
  KnowledgeBasesResource,
  RecordingJob,
  RequestOptions,
  ResponseInfo,
  Scribekit,
  Segment,
  SmartReport,
  SourceImport,
  Transcript,
  TranscriptList,
  TranscriptListItem,
  Webhook,
  WithLastResponse,
} from '../../src/index.js';
import type { Scribekit as NodeScribekit } from '../../src/node/index.js';

declare const scribekit: Scribekit;
declare const nodeScribekit: NodeScribekit;
type Schemas = components['schemas'];

describe('per-call options on the typed client', () => {
  test('go in the init and are typed', () => {
    scribekit.client.GET('/transcripts/', {
      params: { query: { limit: 5 } },
      timeoutMs: 300,
      maxRetries: 0,
      signal: AbortSignal.timeout(1000),
      headers: { 'X-Trace': '1' },
    });
    scribekit.client.POST('/smart-reports/', {
      body: { transcript_id: 't', type: 'summary' } as Schemas['CreateSmartReportRequest'],
      idempotencyKey: 'k1',
    });
    // @ts-expect-error timeoutMs is a number
    scribekit.client.GET('/transcripts/', { timeoutMs: '300' });
    // @ts-expect-error maxRetries is a number
    scribekit.client.GET('/transcripts/', { maxRetries: true });
    // @ts-expect-error a path parameter stays required
    scribekit.client.GET('/transcripts/{id}', { timeoutMs: 300 });
  });
});

describe('resource methods', () => {
  test('take path parameters positionally, then body or query, then options', () => {
    expectTypeOf(scribekit.transcripts.get).parameters.toEqualTypeOf<
      [id: string, options?: RequestOptions]
    >();
    expectTypeOf(scribekit.files.presignUploadPart).parameters.toEqualTypeOf<
      [fileId: string, partNo: number, options?: RequestOptions]
    >();
    expectTypeOf(scribekit.transcripts.create)
      .parameter(0)
      .toEqualTypeOf<Schemas['CreateTranscriptRequest']>();
    expectTypeOf(scribekit.transcripts.list)
      .parameter(0)
      .toMatchTypeOf<{ limit?: number } | undefined>();
  });

  test('resolve with the data and its lastResponse', async () => {
    const transcript = await scribekit.transcripts.get('id');
    expectTypeOf(transcript.title).toEqualTypeOf<string>();
    expectTypeOf(transcript.lastResponse).toEqualTypeOf<ResponseInfo>();
    expectTypeOf(transcript.lastResponse.requestId).toEqualTypeOf<string | null>();
  });

  test('knowledge bases are one resource without the ai-processing copies', () => {
    expectTypeOf<keyof KnowledgeBasesResource>().toEqualTypeOf<
      'list' | 'create' | 'get' | 'update' | 'listEntries' | 'createEntries' | 'uploadEntries'
    >();
  });
});

describe('named models and list pages', () => {
  test('resource methods resolve to the named models', () => {
    expectTypeOf(scribekit.transcripts.get('t')).resolves.toEqualTypeOf<
      WithLastResponse<Transcript>
    >();
    expectTypeOf<Transcript['segments'][number]>().toEqualTypeOf<Segment>();
    expectTypeOf<ExportFormat>().toEqualTypeOf<components['schemas']['ExportFormat']>();
  });

  test('a list method is awaited as its page and iterated as its items', () => {
    const list = scribekit.transcripts.list({ status: 'completed' });
    expectTypeOf(list).resolves.toEqualTypeOf<WithLastResponse<TranscriptList>>();
    expectTypeOf(list).toMatchTypeOf<AsyncIterable<TranscriptListItem>>();
    expectTypeOf(list.toArray({ limit: 5 })).resolves.toEqualTypeOf<TranscriptListItem[]>();
    expectTypeOf(scribekit.transcripts.listSegments('t')).toMatchTypeOf<AsyncIterable<Segment>>();
    expectTypeOf(scribekit.sourceImports.list()).toMatchTypeOf<AsyncIterable<SourceImport>>();
    expectTypeOf(scribekit.recordingJobs.list()).toMatchTypeOf<AsyncIterable<RecordingJob>>();
    expectTypeOf(scribekit.smartReports.list()).toMatchTypeOf<AsyncIterable<SmartReport>>();
    expectTypeOf(scribekit.webhooks.list()).toMatchTypeOf<AsyncIterable<Webhook>>();
  });
});

describe('helpers', () => {
  test('accept per-call options', () => {
    const signal = AbortSignal.timeout(1000);
    scribekit.recordMeeting({ platform: 'zoom', meetUrl: 'https://zoom.us/j/1' }, { signal });
    scribekit.importUrl('https://youtu.be/x', { signal, timeoutMs: 500, maxRetries: 1 });
    scribekit.exportTranscript('t', 'txt', { signal, headers: { 'X-A': 'b' } });
    scribekit.transcripts.list({}, { signal, timeoutMs: 100, pageSize: 10 });
    scribekit.waitForExport('e', { signal, maxRetries: 0 });
  });

  test('the Node Scribekit type accepts file paths', () => {
    expectTypeOf<string>().toMatchTypeOf<Parameters<NodeScribekit['uploadFile']>[0]>();
    expectTypeOf<string>().toMatchTypeOf<Parameters<NodeScribekit['transcribeFile']>[0]>();
    nodeScribekit.resumeUpload('file-id', '/tmp/a.wav', { signal: AbortSignal.timeout(1) });
    // @ts-expect-error the portable one does not
    scribekit.uploadFile('/tmp/a.wav');
  });
});
