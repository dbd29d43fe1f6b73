import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { defaultSpecPath } from '../src/spec/load-spec.js';
import { expectError, type Json, startTestSandbox, type TestSandbox } from './support/sandbox.js';

let sbx: TestSandbox;
beforeAll(async () => {
  sbx = await startTestSandbox();
});
afterAll(async () => {
  expect(sbx.problems).toEqual([]);
  await sbx.close();
});

async function get(path: string): Promise<{ status: number; type: string; text: string }> {
  const response = await fetch(`${sbx.baseUrl}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

describe('pages for a browser', () => {
  test.each(['/', '/api/v1', '/api/v1/'])('%s answers a JSON index without a key', async (path) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.type).toContain('application/json');
    const index: Json = JSON.parse(page.text);
    expect(index.service).toContain('Scribekit sandbox');
    expect(index.api).toBe(sbx.apiUrl);
    expect(index.docs).toBe(`${sbx.baseUrl}/docs`);
    expect(index.spec).toBe(`${sbx.baseUrl}/openapi.json`);
  });

  test('/openapi.json is the bundled spec the sandbox validates with', async () => {
    const page = await get('/openapi.json');
    expect(page.status).toBe(200);
    expect(page.type).toContain('application/json');
    expect(JSON.parse(page.text)).toEqual(JSON.parse(readFileSync(defaultSpecPath(), 'utf8')));
  });

  test('/docs is the HTML API reference built next to the spec', async () => {
    const page = await get('/docs');
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.text).toContain('Speech-Transcription Service API');
  });

  test('unknown paths under /api/v1 and elsewhere keep the 404 error envelope', async () => {
    for (const path of ['/no-such-thing', '/transcripts-typo', '/v1']) {
      const response = await sbx.api('GET', path);
      expectError(response, 404, 'not_found');
    }
    const outside = await fetch(`${sbx.baseUrl}/docs/nothing`);
    expect(outside.status).toBe(404);
    expect(((await outside.json()) as Json).detail[0].key).toBe('not_found');
  });

  test('the index pages take no body-changing methods', async () => {
    const response = await fetch(`${sbx.baseUrl}/`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as Json).detail[0].key).toBe('not_found');
  });
});

describe('/docs without a built reference', () => {
  test('answers 404 saying how to build it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-spec-'));
    const specPath = join(dir, 'openapi.json');
    writeFileSync(specPath, readFileSync(defaultSpecPath()));
    const bare = await startTestSandbox({ specPath });
    try {
      const response = await fetch(`${bare.baseUrl}/docs`);
      expect(response.status).toBe(404);
      const body = (await response.json()) as Json;
      expect(body.detail[0].text).toContain('pnpm --filter spec build');
      expect(body.request_id).toBe(response.headers.get('x-request-id'));
    } finally {
      await bare.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
