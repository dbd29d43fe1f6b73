import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { bin, packageDir } from './support/build-once.js';
import { scratchDir } from './support/scratch.js';

// The Inspector's CLI mode, as a developer runs it: `mcp-inspector-cli --cli <server command>`.
// It is built on the v1 SDK's client, as most hosts still are, so this is also the check that a
// 2025-era client of the other SDK generation sees every tool. (Version 1.0.3 runs on Node 20.)
const inspector = join(
  dirname(
    createRequire(import.meta.url).resolve('@modelcontextprotocol/inspector-cli/package.json'),
  ),
  'build',
  'cli.js',
);

async function inspect(method: string): Promise<Record<string, unknown>> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      inspector,
      '--cli',
      '-e',
      `SCRIBEKIT_CONFIG_DIR=${scratchDir('mcp-inspector-config')}`,
      process.execPath,
      bin,
      'mcp',
      '--sandbox',
      '--method',
      method,
    ],
    // 1.0.3 finds its own package.json only when ../package.json exists from the working folder.
    { cwd: join(packageDir, 'test'), timeout: 60_000 },
  );
  return JSON.parse(stdout);
}

test('the MCP Inspector (CLI mode) lists the tools of `scribekit mcp --sandbox`', async () => {
  const { tools } = (await inspect('tools/list')) as {
    tools: { name: string; title?: string; outputSchema?: object; annotations?: object }[];
  };
  expect(tools.map((tool) => tool.name)).toEqual([
    'transcribe',
    'get_transcript',
    'search_transcripts',
    'list_jobs',
    'summarize_transcript',
    'get_action_items',
    'get_chapters',
    'export_transcript',
    'send_meeting_bot',
    'ask_transcripts',
  ]);
  for (const tool of tools) {
    expect(tool.title).toBeTruthy();
    expect(tool.outputSchema).toMatchObject({ type: 'object' });
    expect(tool.annotations).toHaveProperty('readOnlyHint');
  }
});
