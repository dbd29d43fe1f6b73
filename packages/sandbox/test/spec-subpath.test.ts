import { describe, expect, test } from 'vitest';
import * as fromSource from '../src/spec/index.js';

describe('@scribekit/sandbox/spec', () => {
  test('the published subpath carries the spec reading the CLI checks services with', async () => {
    const published = await import('@scribekit/sandbox/spec');
    expect(Object.keys(published).sort()).toEqual(Object.keys(fromSource).sort());
    const doc = await published.loadSpec();
    expect(published.readOperations(doc).some((op) => op.operationId === 'listTranscripts')).toBe(
      true,
    );
  });

  test('responseIssues says where each problem is', async () => {
    const doc = await fromSource.loadSpec();
    const operations = fromSource.readOperations(doc);
    const validator = new fromSource.SpecValidator(doc);
    const list = operations.find((op) => op.operationId === 'listTranscripts');
    if (!list) throw new Error('listTranscripts is not in the spec');
    const item = {
      id: '0b6c1a8e-4f4b-4a57-9a55-2d4f7c1e8a10',
      file_id: '0b6c1a8e-4f4b-4a57-9a55-2d4f7c1e8a11',
      status: 'completed',
      progress: 1,
      duration_s: 3,
      word_count: 2,
      speaker_count: 1,
      smart_reports_count: 0,
      created_at: '2026-01-01T00:00:00Z',
      completed_at: null,
      shared: false,
    };
    const body = { items: [item], meta: { total: 1, skip: 0, limit: 50 } };
    const issues = validator.responseIssues(list, 200, 'application/json', body);
    expect(issues).toContainEqual(
      expect.objectContaining({ where: '/items/0/title', message: 'missing (required)' }),
    );
    expect(validator.validateResponse(list, 200, 'application/json', body)).toEqual(
      issues.map((issue) => issue.text),
    );
    expect(validator.responseIssues(list, 418, 'application/json', body)).toEqual([
      expect.objectContaining({ where: 'status', message: '418 is not documented' }),
    ]);
    expect(validator.responseIssues(list, 200, 'text/html', '<p>')).toEqual([
      expect.objectContaining({ where: 'content-type' }),
    ]);
  });
});
