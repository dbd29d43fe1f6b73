import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { RESULT_BUDGET } from '../src/mcp/answer-budget.js';
import { startMcpClient, textOf } from './support/mcp-client.js';
import { operator, sandboxEnv, startTestSandbox } from './support/sandbox.js';
import { scratchDir } from './support/scratch.js';

// A 2-hour transcript (884 segments, up to 45 words each) read with get_transcript in every
// page size: each whole result (text + structuredContent, as JSON) within the budget, and paging
// on from next_offset covers every segment exactly once.
let sandbox: Sandbox;
let mcp: Awaited<ReturnType<typeof startMcpClient>>;
let id: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const seeded = await operator<{ transcript_ids: string[] }>(sandbox, 'POST', '/seed', {
    count: 1,
    completed: true,
    duration_s: 7200,
  });
  id = seeded.transcript_ids[0] as string;
  const scratch = scratchDir('mcp-budget');
  mcp = await startMcpClient({
    env: { ...sandboxEnv(sandbox), SCRIBEKIT_CONFIG_DIR: `${scratch}/config` },
    cwd: scratch,
  });
});
afterAll(async () => {
  await mcp?.close();
  await sandbox?.close();
});

interface Page {
  segments: { index: number; text: string; words?: unknown[]; words_left_out?: boolean }[];
  total_segments: number;
  cut: boolean;
  next_offset?: number;
}

/** Reads the transcript page by page; every result's size, and each segment index seen. */
async function readAll(args: Record<string, unknown>, maxPages = Number.POSITIVE_INFINITY) {
  const seen: number[] = [];
  const sizes: number[] = [];
  let offset: number | undefined = 0;
  let total = 0;
  for (let pages = 0; offset !== undefined && pages < maxPages; pages++) {
    const result = await mcp.client.callTool({
      name: 'get_transcript',
      arguments: { id, offset, ...args },
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    sizes.push(
      JSON.stringify({ content: result.content, structuredContent: result.structuredContent })
        .length,
    );
    const page = result.structuredContent as unknown as Page;
    total = page.total_segments;
    expect(page.segments.length).toBeGreaterThan(0);
    expect(page.segments.length).toBeLessThanOrEqual(Number(args.limit ?? 200));
    // the text carries every segment of the page as a line (hosts that show the model text only)
    for (const segment of page.segments) expect(textOf(result)).toContain(segment.text);
    if (args.include_words)
      for (const s of page.segments) expect(s.words ?? s.words_left_out).toBeTruthy();
    seen.push(...page.segments.map((s) => s.index));
    expect(page.cut).toBe(page.next_offset !== undefined);
    offset = page.next_offset;
  }
  return { seen, sizes, total };
}

const everyIndex = (total: number) => Array.from({ length: total }, (_, i) => i);

test.each([
  { limit: 2000, include_words: false },
  { limit: 2000, include_words: true },
  { limit: 37, include_words: true },
  { limit: 2000, include_words: true, max_chars: 30_000 },
])('get_transcript %o: every result within the budget, every segment once', async (args) => {
  const { seen, sizes, total } = await readAll(args);
  expect(total).toBeGreaterThan(800);
  expect(seen).toEqual(everyIndex(total));
  const budget = args.max_chars ?? RESULT_BUDGET;
  expect(Math.max(...sizes)).toBeLessThanOrEqual(budget);
  // pages are full, not timid: all but the last use most of the budget or the whole limit
  if (args.limit >= 2000) expect(Math.min(...sizes.slice(0, -1))).toBeGreaterThan(budget * 0.75);
  console.log(
    `get_transcript ${JSON.stringify(args)}: ${sizes.length} pages, largest ${Math.max(...sizes)} characters`,
  );
});

test('get_transcript with limit 1 pages one segment at a time within the budget', async () => {
  const { seen, sizes } = await readAll({ limit: 1, include_words: true }, 25);
  expect(seen).toEqual(everyIndex(25));
  expect(Math.max(...sizes)).toBeLessThanOrEqual(RESULT_BUDGET);
});

test('export_transcript without a path answers within the budget too: the start of the file, cut at a line end', async () => {
  const result = await mcp.client.callTool({
    name: 'export_transcript',
    arguments: { id, format: 'srt' },
  });
  expect(result.isError, textOf(result)).toBeFalsy();
  const size = JSON.stringify({
    content: result.content,
    structuredContent: result.structuredContent,
  }).length;
  expect(size).toBeLessThanOrEqual(RESULT_BUDGET);
  expect(size).toBeGreaterThan(RESULT_BUDGET * 0.8);
  const data = result.structuredContent as { bytes: number; shown_chars: number; cut: boolean };
  expect(data.cut).toBe(true);
  expect(data.bytes).toBeGreaterThan(RESULT_BUDGET);
  const text = textOf(result);
  expect(text.slice(0, data.shown_chars)).toMatch(/^1\n0\d:\d\d:\d\d,\d{3} --> /);
  expect(text.slice(data.shown_chars)).toMatch(/^\n\[Cut after \d+ of \d+ characters/);
});
