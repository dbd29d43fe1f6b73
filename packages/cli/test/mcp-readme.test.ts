import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { TOOLS } from '../src/mcp/tools/index.js';
import { toolsTable } from '../src/mcp/tools-table.js';
import { packageDir } from './support/build-once.js';

const START = '<!-- mcp-tools:start (made from src/mcp/tools by test/mcp-readme.test.ts) -->';
const END = '<!-- mcp-tools:end -->';

test("the docs' table of MCP tools (docs/cli/mcp-tools.md) is the one the tool definitions make (UPDATE_README=1 rewrites it)", () => {
  const path = join(packageDir, '../../docs/cli/mcp-tools.md');
  const readme = readFileSync(path, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  expect(start, 'the page marks the table').toBeGreaterThan(0);
  const table = `${START}\n\n${toolsTable(TOOLS)}\n\n${END}`;
  const current = readme.slice(start, end + END.length);
  if (process.env.UPDATE_README === '1' && current !== table) {
    writeFileSync(path, readme.replace(current, table));
    return;
  }
  expect(current).toBe(table);
});
