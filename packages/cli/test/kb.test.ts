// `scribekit kb …` against the sandbox: every knowledge-base request names its space.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { stripAnsi } from '../src/io/style.js';
import { operator, requestLog, sandboxEnv, startTestSandbox } from './support/sandbox.js';
import { scratchDir } from './support/scratch.js';
import { run } from './support/test-io.js';

const ORG = '6f1c1e9a-3b7d-4f2e-9a51-0c2d4e6f8a10';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let sandbox: Sandbox;
let env: Record<string, string>;
let dir: string;
let transcriptId: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  env = sandboxEnv(sandbox);
  dir = scratchDir('scribekit-kb');
  const seeded = await operator<{ transcript_ids: string[] }>(sandbox, 'POST', '/seed', {
    count: 1,
    completed: true,
  });
  transcriptId = seeded.transcript_ids[0] as string;
});
afterAll(() => sandbox.close());

const kbRequests = async () =>
  (await requestLog(sandbox)).filter((r) => r.path.includes('/knowledge-bases'));

describe('scribekit kb create and list', () => {
  test('create prints the id alone when piped; list shows it in the personal space only', async () => {
    const created = await run(['kb', 'create', 'Product glossary', '--description', 'Terms'], {
      env,
    });
    expect(created).toMatchObject({ code: 0, stderr: '' });
    const id = created.stdout.trim();
    expect(id).toMatch(UUID);

    const listed = await run(['kb', 'list'], { env });
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      new RegExp(`^${id}\\tProduct glossary\\t0\\t\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\n$`),
    );
    const inOrg = await run(['kb', 'list', '--org', ORG, '--json'], { env });
    expect(JSON.parse(inOrg.stdout)).toEqual({ items: [], total: 0 });
  });

  test('--org creates in the organization; --json answers with the knowledge base', async () => {
    const created = await run(['kb', 'create', 'Sales playbook', '--org', ORG, '--json'], { env });
    expect(created.code).toBe(0);
    const kb = JSON.parse(created.stdout);
    expect(kb).toMatchObject({
      name: 'Sales playbook',
      scope_organization_id: ORG,
      scope_user_id: null,
    });
    const listed = JSON.parse((await run(['kb', 'list', '--org', ORG, '--json'], { env })).stdout);
    expect(listed.items.map((k: { id: string }) => k.id)).toEqual([kb.id]);
    const personal = JSON.parse((await run(['kb', 'list', '--json'], { env })).stdout);
    expect(personal.items.map((k: { id: string }) => k.id)).not.toContain(kb.id);
  });

  test('on a terminal: a header, the count and the space', async () => {
    const { stdout } = await run(['kb', 'list', '--org', ORG], { env, terminal: true });
    const lines = stripAnsi(stdout)
      .trimEnd()
      .split('\n')
      .map((line) => line.trimEnd());
    expect(lines[0]).toMatch(/^ID {36}NAME {2,}ENTRIES {2}UPDATED$/);
    expect(lines[1]).toContain('Sales playbook');
    expect(lines.at(-1)).toBe(`1 in organization ${ORG}`);
  });
});

describe('scribekit kb add and upload', () => {
  let kbId: string;
  beforeAll(async () => {
    kbId = (await run(['kb', 'create', 'Handbook'], { env })).stdout.trim();
  });

  test('--text adds an entry; --file adds a Markdown file titled by its name; - reads stdin', async () => {
    const typed = await run(
      ['kb', 'add', kbId, '--text', 'ARR means annual recurring revenue.', '--json'],
      { env },
    );
    expect(typed.code, typed.stderr).toBe(0);
    const entry = JSON.parse(typed.stdout).entries[0];
    expect(entry).toMatchObject({
      knowledge_base_id: kbId,
      source_kind: 'text',
      content: 'ARR means annual recurring revenue.',
      title: null,
    });

    const file = join(dir, 'refunds.md');
    writeFileSync(file, '# Refunds\n\nRefunds above 500 EUR need a second approval.\n');
    const fromFile = await run(['kb', 'add', kbId, '--file', file], { env });
    expect(fromFile.code, fromFile.stderr).toBe(0);
    const ids = fromFile.stdout.trim().split('\n');
    expect(ids.every((id) => UUID.test(id))).toBe(true);

    const fromStdin = await run(['kb', 'add', kbId, '--file', '-', '--title', 'Piped'], {
      env,
      stdin: 'Parking is free on weekends.',
      terminal: true,
    });
    expect(fromStdin.code, fromStdin.stderr).toBe(0);
    expect(stripAnsi(fromStdin.stdout)).toMatch(
      new RegExp(`^✔ The text became 1 entry \\(\\d+ tokens\\) in ${kbId}\\n$`),
    );

    const listed = await fetch(`${sandbox.apiUrl}/knowledge-bases/${kbId}/entries?personal=true`, {
      headers: { authorization: `Bearer ${sandbox.apiKey}` },
    });
    const entries = (
      (await listed.json()) as { items: { title: string | null; content: string }[] }
    ).items;
    expect(entries.map((e) => [e.title, e.content.trim()])).toEqual([
      [null, 'ARR means annual recurring revenue.'],
      ['refunds.md', '# Refunds\n\nRefunds above 500 EUR need a second approval.'],
      ['Piped', 'Parking is free on weekends.'],
    ]);
  });

  test('upload sends a PDF and a DOCX (exports of a transcript) and they become entries', async () => {
    for (const format of ['pdf', 'docx'] as const) {
      const file = join(dir, `meeting.${format}`);
      const exported = await run(['export', transcriptId, '--format', format, '-o', file], { env });
      expect(exported.code, exported.stderr).toBe(0);
      const uploaded = await run(
        ['kb', 'upload', kbId, file, '--title', `Meeting (${format})`, '--json'],
        { env },
      );
      expect(uploaded.code, uploaded.stderr).toBe(0);
      const entries = JSON.parse(uploaded.stdout).entries;
      expect(entries.length).toBeGreaterThan(0);
      expect(entries[0]).toMatchObject({ source_kind: format, title: `Meeting (${format})` });
      expect(entries[0].content.length).toBeGreaterThan(50);
    }
  });

  test('every knowledge-base request carried its space: personal=true, or the organization id', async () => {
    const requests = await kbRequests();
    expect(requests.length).toBeGreaterThanOrEqual(10);
    for (const request of requests) {
      const space = request.query.personal === 'true' || request.query.organization_id === ORG;
      expect(space, `${request.method} ${request.path}?${new URLSearchParams(request.query)}`).toBe(
        true,
      );
      expect(request.status).toBe(200);
    }
    expect(requests.filter((r) => r.query.organization_id === ORG).length).toBeGreaterThanOrEqual(
      3,
    );
  });
});

describe('scribekit kb: clear errors', () => {
  test.each([
    [['kb', 'add', 'not-an-id', '--text', 'x'], /not-an-id is not a knowledge-base id/],
    [['kb', 'list', '--org', 'acme'], /--org must be an organization id \(a UUID\), got acme/],
    [['kb', 'add', ORG], /give the text with --text T or a file with --file F/],
    [['kb', 'add', ORG, '--text', 'a', '--file', 'b.md'], /one of them/],
    [['kb', 'add', ORG, '--text', '   '], /--text is empty: there is nothing to add/],
    [['kb', 'add', ORG, '--file', 'missing.md'], /cannot read missing.md: no such file/],
    [['kb', 'upload', ORG, 'missing.pdf'], /cannot read missing.pdf: no such file/],
    [['kb', 'create', ' '], /the name is empty/],
  ])('%j exits 2 before sending anything', async (argv, message) => {
    const before = (await kbRequests()).length;
    const { code, stderr } = await run(argv, { env, cwd: dir });
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect((await kbRequests()).length).toBe(before);
  });

  test('a file that is not a PDF or DOCX is refused with the command that takes it', async () => {
    const notes = join(dir, 'notes.txt');
    writeFileSync(notes, 'plain text');
    const upload = await run(['kb', 'upload', ORG, notes], { env });
    expect(upload.code).toBe(2);
    expect(upload.stderr).toContain(
      `is neither a PDF nor a DOCX; add text or Markdown with scribekit kb add ${ORG} --file`,
    );
    const pdf = join(dir, 'meeting.pdf');
    const add = await run(['kb', 'add', ORG, '--file', pdf], { env });
    expect(add.code).toBe(2);
    expect(add.stderr).toContain(`is a document: add it with scribekit kb upload KB_ID ${pdf}`);
  });

  test('a knowledge base of another space is not found, and the message says where it looked', async () => {
    const orgKb = JSON.parse(
      (await run(['kb', 'create', 'Org only', '--org', ORG, '--json'], { env })).stdout,
    );
    const { code, stderr } = await run(['kb', 'add', orgKb.id, '--text', 'hello'], { env });
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^✖ 404 .+ in your personal space \(pass --org ID for an organization’s knowledge base\) \(request id [0-9a-f-]{36}\)\n$/,
    );
    const ok = await run(['kb', 'add', orgKb.id, '--text', 'hello', '--org', ORG], { env });
    expect(ok.code, ok.stderr).toBe(0);
  });

  test('a key without kb:write exits 3 naming the scope; --json errors are JSON', async () => {
    const key = sandbox.createApiKey('read only', ['kb:read']);
    const { code, stderr } = await run(['kb', 'create', 'Nope'], { env: sandboxEnv(sandbox, key) });
    expect(code).toBe(3);
    expect(stderr).toContain('kb:write');
    const json = await run(['kb', 'create', 'Nope', '--json'], { env: sandboxEnv(sandbox, key) });
    expect(json.code).toBe(3);
    expect(JSON.parse(json.stdout || json.stderr).error.status).toBe(403);
  });
});
