// Hostile input never reaches a 5xx and nothing stored can break a later read: deep JSON, text
// that is not valid Unicode, numbers JSON cannot carry, and requests Node's parser refuses.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeWav } from './support/media.js';
import { expectError, startTestSandbox, type TestSandbox, waitFor } from './support/sandbox.js';
import { completedTranscript, uploadBytes } from './support/upload.js';

type Operation = { method: string; path: string; jsonBody: boolean; queryNumbers: string[] };

const spec = createRequire(import.meta.url)('spec/openapi.json') as {
  paths: Record<string, Record<string, Json>>;
};
// biome-ignore lint/suspicious/noExplicitAny: walking the bundled spec
type Json = any;

function resolve(node: Json): Json {
  if (!node?.$ref) return node;
  return resolve(
    (node.$ref as string)
      .slice(2)
      .split('/')
      .reduce((at: Json, key: string) => at[key.replaceAll('~1', '/')], spec),
  );
}

/** Every operation of the spec, with a concrete path (random ids) that reaches its body. */
const operations: Operation[] = Object.entries(spec.paths).flatMap(([template, item]) =>
  ['get', 'post', 'patch'].flatMap((method) => {
    const op = item[method];
    if (!op) return [];
    const path = template.replace(/\{part_no\}/, '1').replace(/\{[^}]+\}/g, () => randomUUID());
    const kb = template.includes('knowledge-bases') ? '?personal=true' : '';
    const queryNumbers = (op.parameters ?? [])
      .map(resolve)
      .filter(
        (p: Json) => p.in === 'query' && ['integer', 'number'].includes(resolve(p.schema).type),
      )
      .map((p: Json) => p.name as string);
    const jsonBody = Boolean(op.requestBody?.content?.['application/json']);
    return [{ method: method.toUpperCase(), path: path + kb, jsonBody, queryNumbers }];
  }),
);
const jsonBodyOperations = operations.filter((op) => op.jsonBody);

let sbx: TestSandbox;
beforeAll(async () => {
  sbx = await startTestSandbox();
});
afterAll(async () => {
  expect(sbx.problems).toEqual([]);
  await sbx.close();
});

const send = (op: Operation, raw: string | Uint8Array) =>
  sbx.api(op.method, op.path, { raw, headers: { 'content-type': 'application/json' } });

describe('deeply nested JSON', () => {
  test('the spec has the 17 JSON-body operations this covers', () => {
    expect(jsonBodyOperations.length).toBe(17);
  });

  test.each(jsonBodyOperations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s: an extra field nested 4,000 levels deep is a 422, not a stack overflow',
    async (_name, op) => {
      const deep = `{"extra":${'['.repeat(4000)}${']'.repeat(4000)}}`;
      const res = await send(op, deep);
      expectError(res, 422, 'validation_error');
      expect(res.body.detail[0].text).toContain('nested deeper than');
    },
  );

  test('nesting inside a string does not count', async () => {
    const title = '['.repeat(5000);
    const { fileId } = await uploadSmall();
    const res = await sbx.api('POST', '/transcripts/', { body: { file_id: fileId, title } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.title).toBe(title);
  });
});

describe('text that is not valid Unicode', () => {
  test.each(jsonBodyOperations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s: a lone surrogate anywhere in the body is a 422 naming the field',
    async (_name, op) => {
      const res = await send(op, '{"note":{"inner":["ok","\\ud800"]}}');
      expectError(res, 422, 'validation_error');
      expect(res.body.detail[0].loc).toEqual(['body', 'note', 'inner', 1]);
    },
  );

  test('a lone surrogate in a file name or a transcript title is refused, so no export can fail', async () => {
    const init = await sbx.api('POST', '/files/upload-init', {
      raw: '{"filename":"\\udc00.wav","size_bytes":10}',
      headers: { 'content-type': 'application/json' },
    });
    expectError(init, 422, 'validation_error');
    expect(init.body.detail[0].loc).toEqual(['body', 'filename']);
    const { fileId } = await uploadSmall();
    const titled = await sbx.api('POST', '/transcripts/', {
      raw: `{"file_id":"${fileId}","title":"Plan \\ud83d"}`,
      headers: { 'content-type': 'application/json' },
    });
    expectError(titled, 422, 'validation_error');
  });

  test('a surrogate pair (an emoji) is valid text and is kept', async () => {
    const { fileId } = await uploadSmall();
    const res = await sbx.api('POST', '/transcripts/', {
      raw: `{"file_id":"${fileId}","title":"Plan \\ud83d\\ude00"}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.title).toBe('Plan 😀');
  });

  test('a field name with a lone surrogate is refused', async () => {
    const res = await send(jsonBodyOperations[0] as Operation, '{"\\ud800":1}');
    expectError(res, 422, 'validation_error');
  });

  test('bytes that are not UTF-8 are refused', async () => {
    const res = await send(
      jsonBodyOperations[0] as Operation,
      Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    );
    expectError(res, 422, 'validation_error');
    expect(res.body.detail[0].text).toContain('UTF-8');
  });
});

describe('text that reaches storage', () => {
  const exportFormats = (
    spec as unknown as { components: { schemas: { ExportFormat: { enum: string[] } } } }
  ).components.schemas.ExportFormat.enum;

  test('a title with astral characters exports and downloads in every format', async () => {
    const title = 'Standup 🎙️ ünïcode 日本語';
    const id = await completedTranscript(sbx, makeWav(5), { title });
    expect(exportFormats.length).toBe(8);
    for (const format of exportFormats) {
      const created = await sbx.api('POST', '/exports/', { body: { transcript_id: id, format } });
      expect(created.status, created.text).toBe(200);
      const ready = await waitFor(
        async () => (await sbx.api('GET', `/exports/${created.body.id}`)).body,
        (e) => e.status === 'ready' || e.status === 'failed',
      );
      expect(ready.status, `${format}: ${JSON.stringify(ready)}`).toBe('ready');
      const link = await sbx.api('GET', `/exports/${ready.id}/download`);
      const bytes = await fetch(link.body.url);
      expect(bytes.status, format).toBe(200);
      expect((await bytes.arrayBuffer()).byteLength, format).toBeGreaterThan(0);
    }
  });

  test('an import link whose file name is not valid UTF-8 previews and imports with the raw name', async () => {
    const url = 'https://example.com/media/%ED%A0%80-talk.mp3';
    const preview = await sbx.api('POST', '/source-imports/preview', { body: { url } });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.title).toBe('%ED%A0%80-talk');
    const started = await sbx.api('POST', '/source-imports/', { body: { url } });
    expect(started.status, started.text).toBe(200);
    const done = await waitFor(
      async () => (await sbx.api('GET', `/source-imports/${started.body.id}`)).body,
      (i) => i.status === 'completed' || i.status === 'failed',
    );
    expect(done.status, JSON.stringify(done)).toBe('completed');
  });
});

describe('numbers JSON cannot carry', () => {
  const listOperations = operations.filter((op) => op.method === 'GET' && op.queryNumbers.length);

  test('there are list operations with numeric query parameters', () => {
    expect(listOperations.length).toBeGreaterThanOrEqual(14);
  });

  test.each(
    listOperations.flatMap((op) =>
      op.queryNumbers.flatMap((name) =>
        ['Infinity', '-Infinity', '1e309', '99999999999999999999'].map(
          (value) => [`${op.path.split('?')[0]} ${name}=${value}`, op, name, value] as const,
        ),
      ),
    ),
  )('%s is a 400', async (_name, op, name, value) => {
    const glue = op.path.includes('?') ? '&' : '?';
    const res = await sbx.api('GET', `${op.path}${glue}${name}=${value}`);
    expectError(res, 400, 'invalid_input_data');
    expect(res.body.detail[0].loc).toEqual(['query', name]);
  });

  test('a body number beyond what JSON can carry back is a 422', async () => {
    const res = await sbx.api('POST', '/files/upload-init', {
      raw: '{"filename":"a.wav","size_bytes":1e309}',
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, 422, 'validation_error');
    expect(res.body.detail[0].loc).toEqual(['body', 'size_bytes']);
  });
});

describe("requests Node's HTTP parser refuses", () => {
  async function rawRequest(text: string): Promise<string> {
    const { hostname, port } = new URL(sbx.baseUrl);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => socket.end(text));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', reject);
    });
  }

  function envelopeOf(reply: string): { status: number; requestId: string; body: Json } {
    const [head = '', body = ''] = reply.split('\r\n\r\n');
    const status = Number(head.split(' ')[1]);
    const requestId = /x-request-id: ([0-9a-f-]+)/i.exec(head)?.[1] ?? '';
    expect(head.toLowerCase()).toContain('content-type: application/json');
    return { status, requestId, body: JSON.parse(body) };
  }

  test('oversized headers get a 431 with the JSON envelope and a request id', async () => {
    const reply = await rawRequest(
      `GET /api/v1/transcripts/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const { status, requestId, body } = envelopeOf(reply);
    expect(status).toBe(431);
    expect(body.detail[0].key).toBe('request_header_fields_too_large');
    expect(body.request_id).toBe(requestId);
  });

  test('a malformed request gets a 400 with the JSON envelope', async () => {
    const { status, body } = envelopeOf(await rawRequest('NOT HTTP AT ALL\r\n\r\n'));
    expect(status).toBe(400);
    expect(body.detail[0].key).toBe('malformed_request');
  });
});

function uploadSmall(): Promise<{ fileId: string }> {
  return uploadBytes(sbx, makeWav(2));
}
