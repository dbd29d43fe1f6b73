import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getByPointer, resolveRef } from '../src/spec/json-pointer.js';
import { loadSpec } from '../src/spec/load-spec.js';
import type { OperationInfo } from '../src/spec/operations.js';
import { type Json, startTestSandbox, type TestSandbox } from './support/sandbox.js';
import { fillPath, specOperations } from './support/spec.js';

const doc = await loadSpec();
const operations = await specOperations();
let sbx: TestSandbox;

beforeAll(async () => {
  sbx = await startTestSandbox();
});
afterAll(async () => {
  expect(sbx.problems).toEqual([]);
  await sbx.close();
});

/** Property names of a schema, following $ref and allOf/anyOf. */
function propertyNames(pointer: string | null | undefined, depth = 0): string[] {
  if (!pointer || depth > 5) return [];
  const { value, pointer: at } = resolveRef(doc, pointer);
  const schema = value as Record<string, unknown> | undefined;
  if (!schema) return [];
  const names = Object.keys((schema.properties as object | undefined) ?? {});
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const list = getByPointer(doc, `${at}/${key}`) as unknown[] | undefined;
    for (let i = 0; i < (list?.length ?? 0); i++) {
      names.push(...propertyNames(`${at}/${key}/${i}`, depth + 1));
    }
  }
  return [...new Set(names)];
}

const GARBAGE_VALUES: unknown[] = [
  null,
  -1,
  1e308,
  true,
  [],
  {},
  'x'.repeat(100_000),
  '\u0000\ud800',
  [{ a: [1] }],
];
// ('..' is left out: clients normalise it away before sending.)
const GARBAGE_IDS = [
  'not-a-uuid',
  '%E0%A4%A',
  'x'.repeat(5000),
  '.x.',
  '%00',
  "'; DROP TABLE--",
  '12345678-1234-1234-1234-1234567890123',
];
const GARBAGE_QUERY = ['x'.repeat(10_000), '-1', '1e999', '[]', '%FF', 'true&limit=abc'];

/** Asserts a 4xx with the envelope, never a 5xx. */
function expectClientError(
  res: { status: number; body: Json; headers: Headers; text: string },
  what: string,
) {
  expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
  expect(res.body.request_id, what).toBe(res.headers.get('x-request-id'));
  expect(res.body.detail[0].key, what).toEqual(expect.any(String));
}

function pathWith(op: OperationInfo, value: string): string {
  const names = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  return fillPath(op, Object.fromEntries(names.map((n) => [n, value])));
}

const validIds = (op: OperationInfo) => pathWith(op, '00000000-0000-4000-8000-000000000000');

describe.each(operations.map((op) => [op.operationId, op] as const))(
  '%s never answers 5xx to bad input',
  (_, op) => {
    test('unknown query parameters and stray headers are ignored or refused, never a 5xx', async () => {
      const res = await sbx.api(
        op.method,
        `${validIds(op)}?zzz=${'q'.repeat(3000)}&personal=true`,
        {
          raw: op.requestBody || op.method === 'GET' ? undefined : 'stray body',
          headers: { 'x-unknown': 'y'.repeat(2000), 'content-type': 'text/plain' },
        },
      );
      expect(res.status, res.text.slice(0, 300)).toBeLessThan(500);
      if (res.status >= 400) expectClientError(res, 'stray input');
    });

    if (op.requestBody) {
      test('malformed, mistyped, oversized and wrongly typed bodies', async () => {
        const path = `${validIds(op)}?personal=true`;
        const raw: [string, NonNullable<RequestInit['body']>, string][] = [
          ['truncated JSON', '{"a": ', 'application/json'],
          ['not JSON', 'hello', 'application/json'],
          ['array', '[1,2]', 'application/json'],
          ['number', '42', 'application/json'],
          ['null', 'null', 'application/json'],
          ['2 MB body', `{"x":"${'y'.repeat(2 * 1024 * 1024)}"}`, 'application/json'],
          ['xml', '<a/>', 'application/xml'],
          ['broken multipart', '--x\r\nbroken', 'multipart/form-data; boundary=x'],
        ];
        for (const [what, body, type] of raw) {
          const res = await sbx.api(op.method, path, {
            raw: body,
            headers: { 'content-type': type },
          });
          expectClientError(res, what);
        }
        const names = Object.values(op.requestBody?.contents ?? {}).flatMap((p) =>
          propertyNames(p),
        );
        expect(names.length).toBeGreaterThan(0);
        for (const name of names) {
          for (const value of GARBAGE_VALUES) {
            const res = await sbx.api(op.method, path, { body: { [name]: value } });
            expect(
              res.status,
              `${name}=${JSON.stringify(value).slice(0, 40)}: ${res.text.slice(0, 200)}`,
            ).toBeLessThan(500);
            if (res.status >= 400) expectClientError(res, name);
          }
        }
      });
    }

    if (op.parameters.some((p) => p.in === 'path')) {
      test('garbage path parameters', async () => {
        for (const id of GARBAGE_IDS) {
          const res = await sbx.api(op.method, `${pathWith(op, id)}?personal=true`, {
            body: op.requestBody ? {} : undefined,
          });
          expectClientError(res, `id ${id.slice(0, 20)}`);
        }
      });
    }

    const queryParams = op.parameters.filter((p) => p.in === 'query');
    if (queryParams.length > 0) {
      test('garbage query parameters', async () => {
        for (const p of queryParams) {
          for (const value of GARBAGE_QUERY) {
            const res = await sbx.api(op.method, `${validIds(op)}?${p.name}=${value}`, {
              body: op.requestBody ? {} : undefined,
            });
            expect(
              res.status,
              `${p.name}=${value.slice(0, 20)}: ${res.text.slice(0, 200)}`,
            ).toBeLessThan(500);
            if (res.status >= 400) expectClientError(res, p.name);
          }
        }
      });
    }
  },
);

describe('unknown routes and methods', () => {
  test.each([
    ['GET', '/nope'],
    ['POST', '/transcripts/x/y/z'],
    ['PUT', '/transcripts/'],
    ['GET', '/../../etc/passwd'],
  ])('%s %s is a 4xx envelope', async (method, path) => {
    expectClientError(await sbx.api(method, path), `${method} ${path}`);
  });

  test('a route outside /api/v1 is 404 not_found', async () => {
    const res = await fetch(`${sbx.baseUrl}/elsewhere`);
    expect(res.status).toBe(404);
    const body = (await res.json()) as Json;
    expect(body.detail[0].key).toBe('not_found');
    expect(body.request_id).toBe(res.headers.get('x-request-id'));
  });
});
