import { readdirSync, readFileSync } from 'node:fs';
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
  // Two upload-inits per key in a 10-minute window, stated to the MCP server and the CLI.
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

test("the MCP server and the CLI share the key's upload quota: the stated limit says when the next slot opens, and neither knocks before it", async () => {
  const work = scratchDir('mcp-quota');
  writeRecordings(work, ['a.wav', 'b.wav', 'c.wav', 'd.wav', 'e.wav']);
  const env = { ...sandboxEnv(sandbox), SCRIBEKIT_CONFIG_DIR: join(work, '.config') };
  const mcp = await startMcpClient({ args: ['--upload-limit', '2/600s'], env, cwd: work });
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
    expect(textOf(refused)).toContain(
      'No upload slot is free for this API key: the service allows 2 uploads per 600 s, and this key has used them',
    );
    const at = Date.parse(/\((\d{4}-[\d-]+T[\d:]+Z)\)/.exec(textOf(refused))?.[1] ?? '');
    expect(at - Date.now()).toBeGreaterThan(500_000); // about the sandbox's 10-minute window
    expect(await uploadInits()).toBe(2); // known from the stated limit: nothing is knocked

    // And again.
    const again = await mcp.client.callTool({ name: 'transcribe', arguments: { path: 'd.wav' } });
    expect(textOf(again)).toContain('No upload slot is free');
    expect(await uploadInits()).toBe(2);

    // The CLI, with the same key on this machine, plans with the same slot and sends nothing.
    const interrupt = new AbortController();
    const cli = testIo({ env: { ...env }, cwd: work, interrupt: interrupt.signal });
    const running = runCli(
      ['transcribe', 'e.wav', '--out', 'out', '--json', '--upload-limit', '2/600s'],
      cli.io,
    );
    for (let i = 0; i < 200 && !cli.stdout().includes('"phase":"waiting-for-slot"'); i++) {
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
    expect(events.find((event) => event.phase === 'waiting-for-slot')).toBeDefined();
    expect(await uploadInits()).toBe(2);
  } finally {
    await mcp.close();
  }
});

test("on a key another client uses, the 429's message states the service's limit and the next slot, nothing learned", async () => {
  const shared = await startTestSandbox({ rateLimits: { uploadInit: 10, windowS: 600 } });
  const work = scratchDir('mcp-quota-shared');
  writeRecordings(work, ['a.wav', 'b.wav']);
  const config = join(work, '.config');
  const env = { ...sandboxEnv(shared), SCRIBEKIT_CONFIG_DIR: config };
  // Another client of the key (plain requests) has used 9 of the 10 slots.
  for (let i = 0; i < 9; i++) {
    const response = await fetch(`${shared.baseUrl}/api/v1/files/upload-init`, {
      method: 'POST',
      headers: { authorization: `Bearer ${shared.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ filename: `other-${i}.wav`, size_bytes: 1000 }),
    });
    expect(response.status).toBe(200);
  }
  const mcp = await startMcpClient({ args: [], env, cwd: work });
  try {
    const first = await mcp.client.callTool({ name: 'transcribe', arguments: { path: 'a.wav' } });
    expect(first.isError, textOf(first)).toBeFalsy();
    const refused = await mcp.client.callTool({ name: 'transcribe', arguments: { path: 'b.wav' } });
    expect(refused.isError).toBe(true);
    const text = textOf(refused);
    // The limit the service states in its answers (the sandbox's 10 per 600 s), this machine's
    // share, the next slot.
    expect(text).toContain(
      'the service allows 10 uploads per 600 s, and 1 of them by this machine (`scribekit transcribe` and MCP servers) and the rest by other clients of the key',
    );
    const at = Date.parse(/\((\d{4}-[\d-]+T[\d:]+Z)\)/.exec(text)?.[1] ?? '');
    expect(at - Date.now()).toBeGreaterThan(500_000); // the sandbox's Retry-After: its 10 minutes
    expect(text).not.toMatch(/learn/i);
    const stored = readdirSync(join(config, 'quotas')).map((name) =>
      readFileSync(join(config, 'quotas', name), 'utf8'),
    );
    for (const file of stored) expect(file).not.toContain('learned');
  } finally {
    await mcp.close();
    await shared.close();
  }
});
