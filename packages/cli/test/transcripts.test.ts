import type { Sandbox } from '@scribekit/sandbox';
import { formatTimestamp } from '@scribekit/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { stripAnsi } from '../src/io/style.js';
import { operator, sandboxEnv, startTestSandbox } from './support/sandbox.js';
import { run } from './support/test-io.js';

let sandbox: Sandbox;
let env: Record<string, string>;
let items: { id: string; title: string; created_at: string }[];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  env = sandboxEnv(sandbox);
  await operator(sandbox, 'POST', '/seed', { count: 3, completed: true, duration_s: 75 });
  const listed = await run(['transcripts', 'list', '--json'], { env });
  items = JSON.parse(listed.stdout).items;
});
afterAll(() => sandbox.close());

const minute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

describe('scribekit transcripts list', () => {
  test('piped: one tab-separated line per transcript, no header, no colour', async () => {
    const { code, stdout, stderr } = await run(['transcripts', 'list'], { env });
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toBe(
      items.map((t) => `${t.id}\t${t.title}\tcompleted\t1:15\t${minute(t.created_at)}\n`).join(''),
    );
  });

  test('on a terminal: a bold header, aligned columns, coloured status and a count', async () => {
    const { code, stdout } = await run(['transcripts', 'list'], { env, terminal: true });
    expect(code).toBe(0);
    const width = Math.max(5, ...items.map((t) => t.title.length));
    const header = `${'ID'.padEnd(36)}  ${'TITLE'.padEnd(width)}  STATUS     DURATION  CREATED`;
    const bold = (text: string) => `\u001b[1m${text}\u001b[22m`;
    const expected = [
      [
        bold('ID'.padEnd(36)),
        bold('TITLE'.padEnd(width)),
        bold('STATUS'.padEnd(9)),
        bold('DURATION'),
        bold('CREATED'.padEnd(16)),
      ].join('  '),
      ...items.map((t) =>
        [
          t.id,
          t.title.padEnd(width),
          '\u001b[32mcompleted\u001b[39m',
          '1:15    ',
          minute(t.created_at),
        ].join('  '),
      ),
      '\u001b[2m3 of 3\u001b[22m',
    ];
    expect(stdout).toBe(`${expected.join('\n')}\n`);
    expect(stripAnsi(stdout).split('\n')[0]?.trimEnd()).toBe(header);
  });

  test('a narrow terminal cuts the title column, not the ids', async () => {
    // The table is 93 columns wide with these titles ("budget meeting 1"): 5 must go.
    const { stdout } = await run(['transcripts', 'list'], { env, terminal: true, columns: 88 });
    const lines = stripAnsi(stdout).split('\n');
    for (const line of lines.slice(1, 4)) {
      expect(line.length).toBeLessThanOrEqual(88);
      expect(line).toMatch(/^\S{36} {2}.{10}… {2}completed/);
      expect(items.map((t) => t.id)).toContain(line.slice(0, 36));
    }
  });

  test('--json prints the same items the table shows', async () => {
    const { stdout } = await run(['transcripts', 'list', '--json'], { env });
    const parsed = JSON.parse(stdout);
    expect(parsed.total).toBe(3);
    expect(parsed.items.map((t: { id: string }) => t.id)).toEqual(items.map((t) => t.id));
  });
});

describe('scribekit transcripts search and get', () => {
  test('search finds by title words', async () => {
    const wanted = items[0] as (typeof items)[number];
    const word = wanted.title.split(' ')[0] as string;
    const { code, stdout } = await run(['transcripts', 'search', word, '--json'], { env });
    expect(code).toBe(0);
    expect(JSON.parse(stdout).items.map((t: { id: string }) => t.id)).toContain(wanted.id);
  });

  test('get prints the title, then one line per segment with time and speaker', async () => {
    const id = (items[0] as (typeof items)[number]).id;
    const full = JSON.parse((await run(['transcripts', 'get', id, '--json'], { env })).stdout);
    const { code, stdout } = await run(['transcripts', 'get', id], { env });
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toBe(`${full.title}  completed · 1:15`);
    expect(lines).toHaveLength(full.segments.length + 3);
    const first = full.segments[0];
    const speaker = full.speakers.find((s: { id: string }) => s.id === first.speaker_id);
    expect(lines[2]).toBe(
      `[${formatTimestamp(first.start_s)}] ${speaker.name || speaker.label}: ${first.text}`,
    );
  });

  test('an unknown id exits 1 with the service message and request id', async () => {
    const { code, stderr } = await run(
      ['transcripts', 'get', '00000000-0000-4000-8000-000000000000'],
      { env },
    );
    expect(code).toBe(1);
    expect(stderr).toMatch(/^✖ 404 .+ \(request id [0-9a-f-]{36}\)\n$/);
  });

  test('a key without transcripts:read exits 3 naming the scope', async () => {
    const key = sandbox.createApiKey('files only', ['files:read']);
    const { code, stderr } = await run(['transcripts', 'list'], { env: sandboxEnv(sandbox, key) });
    expect(code).toBe(3);
    expect(stderr).toContain('transcripts:read');
  });
});
