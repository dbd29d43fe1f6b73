import { join } from 'node:path';
import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runCli } from '../src/run-cli.js';
import { startMcpClient, textOf } from './support/mcp-client.js';
import { writeRecordings } from './support/media.js';
import { operator, sandboxEnv, startTestSandbox } from './support/sandbox.js';
import { scratchDir } from './support/scratch.js';
import { testIo } from './support/test-io.js';

let sandbox: Sandbox;
beforeAll(async () => {
  // Two upload-inits per key in a 10-minute window: the third is refused with a 429.
  sandbox = await startTestSandbox({ rateLimits: { uploadInit: 2, windowS: 600 } });
});
afterAll(() => sandbox?.close());

const uploadInits = async () =>
  (
    await operator<{ count: number }>(
      sandbox,
      'GET',
      `/requests/count?method=POST&path=${encodeURIComponent('/api/v1/files/upload-init')}`,
    )
  ).count;

test("the MCP server and the CLI share the key's upload quota: a 429 says when the next slot opens, and neither knocks again before it", async () => {
  const work = scratchDir('mcp-quota');
  writeRecordings(work, ['a.wav', 'b.wav', 'c.wav', 'd.wav', 'e.wav']);
  const env = { ...sandboxEnv(sandbox), SCRIBEKIT_CONFIG_DIR: join(work, '.config') };
  const mcp = await startMcpClient({ args: [], env, cwd: work });
  try {
    for (const path of ['a.wav', 'b.wav']) {
      const done = await mcp.client.callTool({
        name: 'transcribe',
        arguments: { path, wait: false },
      });
      expect(done.isError, textOf(done)).toBeFalsy();
    }
    const refused = await mcp.client.callTool({ name: 'transcribe', arguments: { path: 'c.wav' } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain('No upload slot is free for this API key');
    const at = Date.parse(/\((\d{4}-[\d-]+T[\d:]+Z)\)/.exec(textOf(refused))?.[1] ?? '');
    expect(at - Date.now()).toBeGreaterThan(500_000); // about the sandbox's 10-minute window
    expect(await uploadInits()).toBe(3); // two uploads and the one refused

    // Known now: the next call says so without a request.
    const again = await mcp.client.callTool({ name: 'transcribe', arguments: { path: 'd.wav' } });
    expect(textOf(again)).toContain('No upload slot is free');
    expect(await uploadInits()).toBe(3);

    // The CLI, with the same key on this machine, plans with the same slot and sends nothing.
    const interrupt = new AbortController();
    const cli = testIo({ env: { ...env }, cwd: work, interrupt: interrupt.signal });
    const running = runCli(['transcribe', 'e.wav', '--out', 'out', '--json'], cli.io);
    for (let i = 0; i < 200 && !cli.stdout().includes('"event":"rateLimited"'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    interrupt.abort();
    expect(await running).toBe(130);
    const events = cli
      .stdout()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const plan = events.find((event) => event.event === 'plan');
    expect(Math.abs(plan.uploads.nextSlotAt - at)).toBeLessThan(2_000);
    expect(events.find((event) => event.event === 'rateLimited')).toMatchObject({
      quota: 'upload-init',
    });
    expect(await uploadInits()).toBe(3);
  } finally {
    await mcp.close();
  }
});
