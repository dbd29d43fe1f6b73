import { expect, test } from 'vitest';
import { bin } from './support/build-once.js';
import { rawToolsList } from './support/mcp-raw.js';
import { scratchDir } from './support/scratch.js';

test('answers tools/list using well under 1 s of CPU, writes nothing but JSON-RPC on stdout, and exits 0 when the client closes stdin', async () => {
  const apiKey = 'sk_test_never_shown_0123456789';
  const { cpu, tools, lines, stderr, code } = await rawToolsList([bin, 'mcp'], {
    cwd: scratchDir('mcp-ready'),
    env: {
      PATH: process.env.PATH,
      SCRIBEKIT_API_KEY: apiKey,
      SCRIBEKIT_BASE_URL: 'http://127.0.0.1:9',
      SCRIBEKIT_CONFIG_DIR: scratchDir('mcp-ready-config'),
    },
  });
  console.log(`scribekit mcp: tools/list answered after ${cpu.toFixed(2)} s of CPU`);
  expect(cpu).toBeLessThan(1);
  expect(tools).toHaveLength(10);
  expect(code).toBe(0);
  expect(lines).toHaveLength(2); // the two answers, nothing else
  for (const line of lines) expect(JSON.parse(line)).toMatchObject({ jsonrpc: '2.0' });
  expect(stderr).not.toContain(apiKey);
});
