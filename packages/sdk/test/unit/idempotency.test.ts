import { describe, expect, test } from 'vitest';
import { ValidationError } from '../../src/errors.js';
import {
  assertValidIdempotencyKey,
  newIdempotencyKey,
  takesIdempotencyKey,
  withIdempotencyKey,
} from '../../src/internal/idempotency.js';

const base = 'http://127.0.0.1:8080/api/v1';
const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function post(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{"a":1}',
  });
}

describe('newIdempotencyKey', () => {
  test('is a fresh UUID v4 each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(uuidV4);
  });
});

describe('takesIdempotencyKey', () => {
  test.each<[string, string, string, boolean]>([
    ['upload-init', 'POST', '/files/upload-init', true],
    ['upload-init under /api/v1', 'post', '/api/v1/files/upload-init', true],
    ['smart-report creation', 'POST', '/smart-reports/', true],
    ['smart-report creation without slash', 'POST', '/api/v1/smart-reports', true],
    ['smart-report list', 'GET', '/smart-reports/', false],
    ['part re-sign', 'POST', '/files/upload-init/f1/parts/2/presign', false],
    ['upload-complete', 'POST', '/files/upload-complete', false],
    ['transcript creation', 'POST', '/transcripts/', false],
    ['reports by transcript', 'POST', '/smart-reports/by-transcript/t1', false],
  ])('%s', (_name, method, path, want) => {
    expect(takesIdempotencyKey(method, path)).toBe(want);
  });
});

describe('withIdempotencyKey', () => {
  test('gives upload-init a key and keeps the body', async () => {
    const request = withIdempotencyKey(post('/files/upload-init'));
    expect(request.headers.get('idempotency-key')).toMatch(uuidV4);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.text()).toBe('{"a":1}');
  });

  test('gives smart-report creation a key', () => {
    expect(withIdempotencyKey(post('/smart-reports/')).headers.get('idempotency-key')).toMatch(
      uuidV4,
    );
  });

  test('leaves other requests alone', () => {
    const original = post('/transcripts/');
    expect(withIdempotencyKey(original)).toBe(original);
    expect(original.headers.has('idempotency-key')).toBe(false);
  });

  test('keeps a key the caller chose', () => {
    const original = post('/files/upload-init', { 'Idempotency-Key': 'my-upload-42' });
    const request = withIdempotencyKey(original);
    expect(request.headers.get('idempotency-key')).toBe('my-upload-42');
  });

  test('accepts a 128-character key and rejects a 129-character one', () => {
    expect(() =>
      withIdempotencyKey(post('/transcripts/', { 'Idempotency-Key': 'k'.repeat(128) })),
    ).not.toThrow();
    const error = (() => {
      try {
        withIdempotencyKey(post('/files/upload-init', { 'Idempotency-Key': 'k'.repeat(129) }));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      key: 'invalid_idempotency_key',
      status: undefined,
      details: [{ loc: ['header', 'Idempotency-Key'] }],
    });
    expect((error as Error).message).toBe(
      'invalid_idempotency_key: Idempotency-Key is 129 characters long; the limit is 128 (at header.Idempotency-Key)',
    );
  });

  test.each([
    ['empty', ''],
    ['with a space', 'two words'],
    ['non-ASCII', 'clé'],
  ])('assertValidIdempotencyKey rejects a key that is %s', (_name, key) => {
    expect(() => assertValidIdempotencyKey(key)).toThrow(ValidationError);
  });
});
