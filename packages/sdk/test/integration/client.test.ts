import { describe, expect, test } from 'vitest';
import {
  AuthenticationError,
  NotFoundError,
  PermissionError,
  unwrap,
  ValidationError,
} from '../../src/index.js';
import { keyWithScopes, sandbox, testClient } from './helpers.js';

const missingId = '00000000-0000-4000-8000-000000000000';

describe('createScribekit', () => {
  test('reaches the API with the key, with or without the /api/v1 suffix', async () => {
    for (const baseUrl of [sandbox().baseUrl, `${sandbox().baseUrl}/api/v1/`]) {
      const { scribekit } = testClient({ baseUrl });
      const { data, error, response } = await scribekit.client.GET('/recording-jobs/platforms');
      expect(error).toBeUndefined();
      expect(response.status).toBe(200);
      expect(data?.platforms.map((p) => p.code)).toContain('google_meet');
    }
  });

  test('sends the caller headers with every request', async () => {
    const { scribekit, sent } = testClient({ headers: { 'X-Client': 'tests' } });
    await unwrap(scribekit.client.GET('/source-imports/providers'));
    expect(sent[0]?.headers.get('x-client')).toBe('tests');
    expect(sent[0]?.headers.get('authorization')).toBe(`Bearer ${sandbox().apiKey}`);
  });

  test('rejects an empty key at once', () => {
    expect(() => testClient({ apiKey: '' })).toThrow(/apiKey/);
  });
});

describe('errors', () => {
  test('the {data, error} style gives the error envelope with its request id', async () => {
    const { scribekit } = testClient();
    const { data, error, response } = await scribekit.client.GET('/transcripts/{id}/meta', {
      params: { path: { id: missingId } },
    });
    expect(data).toBeUndefined();
    expect(response.status).toBe(404);
    expect(error?.request_id).toBe(response.headers.get('x-request-id'));
    expect(error?.detail[0]?.key).toBe('not_found');
  });

  test('unwrap throws NotFoundError with status, key and request id', async () => {
    const { scribekit } = testClient();
    const error = await unwrap(
      scribekit.client.GET('/exports/{id}', { params: { path: { id: missingId } } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    const notFound = error as NotFoundError;
    expect(notFound.status).toBe(404);
    expect(notFound.key).toBe('not_found');
    expect(notFound.requestId).toMatch(/\S+/);
    expect(notFound.message).toContain(`(request ${notFound.requestId})`);
  });

  test('an unknown key is an AuthenticationError', async () => {
    const { scribekit } = testClient({ apiKey: 'sk_not_a_real_key' });
    await expect(unwrap(scribekit.client.GET('/webhooks/'))).rejects.toBeInstanceOf(
      AuthenticationError,
    );
  });

  test('a key without the scope is a PermissionError naming it', async () => {
    const { scribekit } = testClient({ apiKey: await keyWithScopes(['transcripts:read']) });
    const error = (await unwrap(
      scribekit.client.POST('/exports/', { body: { transcript_id: missingId, format: 'srt' } }),
    ).catch((e: unknown) => e)) as PermissionError;
    expect(error).toBeInstanceOf(PermissionError);
    expect(error.requiredScope).toBe('exports:write');
    expect(error.needsWebSession).toBe(false);
    expect(error.message).toMatch(/^403 not_enough_access_rights: .*exports:write/);
  });

  test('an operation that needs a web session is a PermissionError saying so', async () => {
    const { scribekit } = testClient();
    // Deletion is not in the key API, so it is not typed: reach it with the raw fetch.
    const response = await scribekit.fetch(`${scribekit.apiUrl}/transcripts/${missingId}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${sandbox().apiKey}` },
    });
    const { errorFromResponse, readErrorBody } = await import('../../src/index.js');
    const error = errorFromResponse(response, await readErrorBody(response)) as PermissionError;
    expect(error).toBeInstanceOf(PermissionError);
    expect(error.needsWebSession).toBe(true);
    expect(error.requiredScope).toBeNull();
  });

  test('a body the spec rejects is a ValidationError pointing at the field', async () => {
    const { scribekit } = testClient();
    const error = (await unwrap(
      // @ts-expect-error file_id must be a UUID string; the sandbox must say so
      scribekit.client.POST('/transcripts/', { body: { file_id: 42 } }),
    ).catch((e: unknown) => e)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.status).toBe(422);
    expect(error.details.some((d) => d.loc?.includes('file_id'))).toBe(true);
  });
});
