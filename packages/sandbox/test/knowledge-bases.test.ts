import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeDocx, makePdf } from './support/documents.js';
import { expectError, startTestSandbox, type TestSandbox } from './support/sandbox.js';

let sbx: TestSandbox;
beforeAll(async () => {
  sbx = await startTestSandbox();
});
afterAll(async () => {
  expect(sbx.problems).toEqual([]);
  await sbx.close();
});

const ORG = '6f1c1e9a-3b7d-4f2e-9a51-0c2d4e6f8a10';
const PREFIXES = ['/knowledge-bases', '/ai-processing/knowledge-bases'];

function upload(path: string, file: Blob, name: string, title?: string) {
  const form = new FormData();
  form.set('file', file, name);
  if (title) form.set('title', title);
  return sbx.api('POST', path, { raw: form });
}

describe.each(PREFIXES)('knowledge bases under %s', (prefix) => {
  test('without personal=true or organization_id every request is 400 invalid_input_data', async () => {
    for (const [method, path, body] of [
      ['GET', prefix, undefined],
      ['POST', prefix, { name: 'x' }],
      ['GET', `${prefix}/${ORG}`, undefined],
      ['GET', `${prefix}/${ORG}/entries`, undefined],
    ] as const) {
      const res = await sbx.api(method, path, { body });
      expectError(res, 400, 'invalid_input_data');
      expect(res.body.detail[0].text).toContain('personal=true');
    }
    expectError(await sbx.api('GET', `${prefix}?personal=false`), 400, 'invalid_input_data');
    expectError(
      await sbx.api('GET', `${prefix}?organization_id=not-a-uuid`),
      400,
      'invalid_input_data',
    );
  });

  test('create, read, update and list in the personal space and an organization', async () => {
    const personal = await sbx.api('POST', `${prefix}?personal=true`, {
      body: { name: 'Product', description: 'Specs' },
    });
    expect(personal.body).toMatchObject({
      name: 'Product',
      description: 'Specs',
      scope_organization_id: null,
      entries_count: 0,
    });
    expect(personal.body.scope_user_id).toEqual(expect.any(String));
    const org = (
      await sbx.api('POST', `${prefix}?organization_id=${ORG}`, { body: { name: 'Sales' } })
    ).body;
    expect(org).toMatchObject({
      scope_user_id: null,
      scope_organization_id: ORG,
      description: null,
    });

    const mine = (await sbx.api('GET', `${prefix}?personal=true`)).body.items.map(
      (k: { id: string }) => k.id,
    );
    expect(mine).toContain(personal.body.id);
    expect(mine).not.toContain(org.id);
    expectError(await sbx.api('GET', `${prefix}/${org.id}?personal=true`), 404, 'not_found');
    expect((await sbx.api('GET', `${prefix}/${org.id}?organization_id=${ORG}`)).body.id).toBe(
      org.id,
    );

    const updated = await sbx.api('PATCH', `${prefix}/${personal.body.id}?personal=true`, {
      body: { name: 'Product docs' },
    });
    expect(updated.body).toMatchObject({ name: 'Product docs', description: 'Specs' });
    expect(Date.parse(updated.body.updated_at)).toBeGreaterThanOrEqual(
      Date.parse(personal.body.updated_at),
    );
    expectError(
      await sbx.api('PATCH', `${prefix}/${personal.body.id}?personal=true`, { body: {} }),
      422,
    );
    expectError(
      await sbx.api('POST', `${prefix}?personal=true`, { body: { name: '' } }),
      422,
      'validation_error',
    );
  });

  test('text entries are chunked with tokens_count and chunk_index', async () => {
    const kb = (await sbx.api('POST', `${prefix}?personal=true`, { body: { name: 'Long' } })).body;
    const paragraph = 'The quarterly plan covers hiring, infrastructure and the launch. '.repeat(
      40,
    );
    const text = Array.from({ length: 6 }, () => paragraph).join('\n\n');
    const res = await sbx.api('POST', `${prefix}/${kb.id}/entries?personal=true`, {
      body: { source_kind: 'text', content: text, title: 'Plan' },
    });
    expect(res.status, res.text).toBe(200);
    const { entries } = res.body;
    expect(entries.length).toBeGreaterThan(1);
    expect(entries.map((e: { chunk_index: number }) => e.chunk_index)).toEqual(
      entries.map((_: unknown, i: number) => i),
    );
    expect(new Set(entries.map((e: { source_doc_id: string }) => e.source_doc_id)).size).toBe(1);
    for (const e of entries) {
      expect(e).toMatchObject({ knowledge_base_id: kb.id, source_kind: 'text', title: 'Plan' });
      expect(e.tokens_count).toBeGreaterThan(0);
      expect(e.tokens_count).toBeLessThanOrEqual(500);
    }
    const listed = (await sbx.api('GET', `${prefix}/${kb.id}/entries?personal=true&limit=200`))
      .body;
    expect(listed.meta.total).toBe(entries.length);
    expect((await sbx.api('GET', `${prefix}/${kb.id}?personal=true`)).body.entries_count).toBe(
      entries.length,
    );
    expectError(
      await sbx.api('POST', `${prefix}/${kb.id}/entries?personal=true`, { body: { title: 'x' } }),
      422,
    );
  });

  test('a PDF and a DOCX become entries with their text', async () => {
    const kb = (await sbx.api('POST', `${prefix}?personal=true`, { body: { name: 'Docs' } })).body;
    const pdf = await makePdf([
      'Refunds are processed within five business days.',
      'Support is open on weekdays.',
    ]);
    const fromPdf = await upload(
      `${prefix}/${kb.id}/entries/upload?personal=true`,
      new Blob([pdf], { type: 'application/pdf' }),
      'policy.pdf',
    );
    expect(fromPdf.status, fromPdf.text).toBe(200);
    expect(fromPdf.body.entries[0]).toMatchObject({ source_kind: 'pdf', title: 'Handbook' });
    expect(fromPdf.body.entries.map((e: { content: string }) => e.content).join(' ')).toContain(
      'Refunds are processed',
    );

    const docx = await makeDocx([
      'The onboarding checklist has seven steps.',
      'Step one: create an account.',
    ]);
    const fromDocx = await upload(
      `${prefix}/${kb.id}/entries/upload?personal=true`,
      new Blob([docx]),
      'onboarding.docx',
      'Onboarding',
    );
    expect(fromDocx.status, fromDocx.text).toBe(200);
    expect(fromDocx.body.entries[0]).toMatchObject({ source_kind: 'docx', title: 'Onboarding' });
    expect(fromDocx.body.entries[0].content).toContain('seven steps');
    expect(fromDocx.body.entries[0].tokens_count).toBeGreaterThan(0);
  });

  test('a file that is neither PDF nor DOCX is 422; a missing file is 422', async () => {
    const kb = (await sbx.api('POST', `${prefix}?personal=true`, { body: { name: 'Bad' } })).body;
    const text = await upload(
      `${prefix}/${kb.id}/entries/upload?personal=true`,
      new Blob(['just text']),
      'notes.txt',
    );
    expectError(text, 422);
    expect(text.body.detail[0].loc).toEqual(['body', 'file']);
    const form = new FormData();
    form.set('title', 'no file');
    expectError(
      await sbx.api('POST', `${prefix}/${kb.id}/entries/upload?personal=true`, { raw: form }),
      422,
      'validation_error',
    );
    expectError(
      await upload(`${prefix}/${ORG}/entries/upload?personal=true`, new Blob(['x']), 'a.pdf'),
      404,
    );
  });
});
