// Proves that the types generated from spec/openapi.yaml carry the API contract.
import createClient from 'openapi-fetch';
import { assertType, describe, expectTypeOf, test } from 'vitest';
import type { components, operations, paths } from '../../src/generated/schema.js';

type Schemas = components['schemas'];
const client = createClient<paths>({ baseUrl: 'http://127.0.0.1:4010/api/v1' });

describe('POST /transcripts/', () => {
  test('requires file_id', () => {
    // @ts-expect-error file_id is required
    void client.POST('/transcripts/', { body: { title: 'Standup' } });
    void client.POST('/transcripts/', {
      body: { file_id: 'f0c2a4e8-8d1b-4c9a-9e57-2b8f1d6a7c10' },
    });
  });

  test('takes the optional settings with their types', () => {
    assertType<Schemas['CreateTranscriptRequest']>({
      file_id: 'x',
      diarize: false,
      auto_smart_report: true,
      clip_start_s: 1.5,
      clip_end_s: 30,
      language: 'de',
    });
    // @ts-expect-error diarize is a boolean
    assertType<Schemas['CreateTranscriptRequest']>({ file_id: 'x', diarize: 'yes' });
  });

  test('answers with the create response', () => {
    type Created = operations['createTranscript']['responses'][200]['content']['application/json'];
    expectTypeOf<Created>().toEqualTypeOf<Schemas['CreateTranscriptResponse']>();
    expectTypeOf<Created['progress']>().toEqualTypeOf<number>();
  });
});

describe('exports', () => {
  test('format is one of the eight formats', () => {
    expectTypeOf<Schemas['ExportFormat']>().toEqualTypeOf<
      'docx' | 'pdf' | 'srt' | 'vtt' | 'txt' | 'json' | 'md' | 'xlsx'
    >();
    void client.POST('/exports/', { body: { transcript_id: 'x', format: 'srt' } });
    // @ts-expect-error mp3 is not an export format
    void client.POST('/exports/', { body: { transcript_id: 'x', format: 'mp3' } });
  });

  test('the nested form takes the transcript from the path', () => {
    void client.POST('/transcripts/{id}/exports', {
      params: { path: { id: 'x' } },
      body: { format: 'pdf' },
    });
    // @ts-expect-error the path parameter is required
    void client.POST('/transcripts/{id}/exports', { body: { format: 'pdf' } });
  });

  test('size_bytes is null until ready', () => {
    expectTypeOf<Schemas['Export']['size_bytes']>().toEqualTypeOf<number | null>();
  });
});

describe('segments', () => {
  test('words carry timings, text and a nullable confidence', () => {
    type Word = NonNullable<Schemas['Segment']['words']>[number];
    expectTypeOf<Word>().toEqualTypeOf<{
      start_s: number;
      end_s: number;
      text: string;
      confidence: number | null;
    }>();
  });

  test('the page query has offset, limit and include_words', () => {
    type Query = NonNullable<operations['listTranscriptSegments']['parameters']['query']>;
    expectTypeOf<Query['include_words']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<Query['offset']>().toEqualTypeOf<number | undefined>();
    // @ts-expect-error include_words is a boolean, not a string
    assertType<Query>({ include_words: 'true' });
  });

  test('the speakers endpoint answers a bare array', () => {
    type Speakers =
      operations['listTranscriptSpeakers']['responses'][200]['content']['application/json'];
    expectTypeOf<Speakers>().toEqualTypeOf<Schemas['Speaker'][]>();
  });
});

describe('status fields are tolerant', () => {
  test('a transcript status accepts the known values and any other string', () => {
    assertType<Schemas['TranscriptStatus']>('completed');
    assertType<Schemas['TranscriptStatus']>('archived_by_future_release');
    // @ts-expect-error a status is a string
    assertType<Schemas['TranscriptStatus']>(3);
  });
});

describe('files', () => {
  test('upload-init requires filename and size_bytes and takes an Idempotency-Key', () => {
    // @ts-expect-error size_bytes is required
    void client.POST('/files/upload-init', { body: { filename: 'a.wav' } });
    void client.POST('/files/upload-init', {
      params: { header: { 'Idempotency-Key': 'k-1' } },
      body: { filename: 'a.wav', size_bytes: 10 },
    });
  });

  test('part_no is an integer path parameter', () => {
    type Path = operations['presignUploadPart']['parameters']['path'];
    expectTypeOf<Path>().toEqualTypeOf<{ file_id: string; part_no: number }>();
  });
});

describe('knowledge bases', () => {
  test('both prefixes exist and take the space parameters', () => {
    type Query = NonNullable<operations['listKnowledgeBases']['parameters']['query']>;
    expectTypeOf<Query['personal']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<Query['organization_id']>().toEqualTypeOf<string | undefined>();
    void client.GET('/ai-processing/knowledge-bases', { params: { query: { personal: true } } });
  });
});

describe('webhooks', () => {
  test('the secret is only on create and regenerate-secret', () => {
    expectTypeOf<Schemas['WebhookWithSecret']['secret']>().toEqualTypeOf<string>();
    expectTypeOf<Schemas['Webhook']>().not.toHaveProperty('secret');
    expectTypeOf<Schemas['Webhook']['secret_hint']>().toEqualTypeOf<string>();
  });

  test('paths with a trailing slash are typed as written in the reference', () => {
    void client.GET('/webhooks/');
    // @ts-expect-error the list path ends in a slash
    void client.GET('/webhooks');
  });
});

describe('errors', () => {
  test('every error carries detail items and a request id', () => {
    expectTypeOf<Schemas['Error']['request_id']>().toEqualTypeOf<string>();
    expectTypeOf<Schemas['ErrorDetail']['key']>().toEqualTypeOf<string>();
    type TooMany = operations['createSmartReport']['responses'][429];
    expectTypeOf<TooMany['headers']['Retry-After']>().toEqualTypeOf<number>();
  });
});
