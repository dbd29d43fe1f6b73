// Proves that request bodies the spec shapes with oneOf or new requirements are checked types,
// not `unknown`: the Smart Report body and knowledge-base entry creation.
import createClient from 'openapi-fetch';
import { assertType, describe, expectTypeOf, test } from 'vitest';
import type { components, paths } from '../../src/generated/schema.js';

type Schemas = components['schemas'];
const client = createClient<paths>({ baseUrl: 'https://api.example.com/api/v1' });
const id = '3f0c2a4e-8d1b-4c9a-9e57-2b8f1d6a7c10';

describe('POST /smart-reports/', () => {
  test('the body is a checked type, not unknown', () => {
    expectTypeOf<Schemas['CreateSmartReportRequest']>().not.toBeUnknown();
    expectTypeOf<Schemas['CreateSmartReportRequest']>().toHaveProperty('type');
  });

  test('one transcript or several both compile', () => {
    void client.POST('/smart-reports/', { body: { transcript_id: id, type: 'summary' } });
    void client.POST('/smart-reports/', {
      body: {
        transcript_ids: [id, id],
        type: 'summary',
        render_mode: 'auto',
        instructions: 'Short.',
      },
    });
  });

  test('a misspelt field does not compile', () => {
    assertType<Schemas['CreateSmartReportRequest']>({
      transcript_id: id,
      type: 'summary',
      // @ts-expect-error `modle` is not a field of either form
      modle: 'x',
    });
    // openapi-fetch skips excess-property checks on bodies, but a misspelt required field still
    // leaves the body without its transcripts:
    // @ts-expect-error `transcript_idz` is not a field, and no transcript is given
    void client.POST('/smart-reports/', { body: { transcript_idz: id, type: 'summary' } });
    // @ts-expect-error the type is a string
    void client.POST('/smart-reports/', { body: { transcript_id: id, type: 1 } });
  });

  test('a report without a transcript or without a type does not compile', () => {
    // @ts-expect-error a report needs transcript_id or transcript_ids
    assertType<Schemas['CreateSmartReportRequest']>({ type: 'summary' });
    // @ts-expect-error type is required
    assertType<Schemas['CreateSmartReportRequest']>({ transcript_id: id });
  });
});

describe('POST /knowledge-bases/{id}/entries', () => {
  test('source_kind and content are required, title is optional', () => {
    assertType<Schemas['CreateEntriesRequest']>({ source_kind: 'text', content: 'A fact.' });
    assertType<Schemas['CreateEntriesRequest']>({
      source_kind: 'text',
      content: 'A fact.',
      title: 'T',
    });
    // @ts-expect-error source_kind is required
    assertType<Schemas['CreateEntriesRequest']>({ content: 'A fact.' });
  });
});
