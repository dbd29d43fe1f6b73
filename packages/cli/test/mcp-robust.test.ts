import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { bin } from './support/build-once.js';
import { sandboxEnv, startTestSandbox } from './support/sandbox.js';
import { scratchDir } from './support/scratch.js';

// A real `scribekit mcp` over stdio, spoken to in raw JSON-RPC lines: no message — too large,
// not JSON, not JSON-RPC — ends it; each gets an error answer and the next request is served.
let sandbox: Sandbox;
let server: ChildProcessWithoutNullStreams;
let exitCode: number | null | undefined;
const answers = new Map<string | number | null, object[]>();
const waiting = new Map<string | number | null, (answer: object) => void>();

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const scratch = scratchDir('mcp-robust');
  server = spawn(process.execPath, [bin, 'mcp', '--allow-dir', scratch], {
    cwd: scratch,
    env: { PATH: process.env.PATH, ...sandboxEnv(sandbox), SCRIBEKIT_CONFIG_DIR: `${scratch}/c` },
  });
  server.once('exit', (code) => {
    exitCode = code;
  });
  server.stderr.resume();
  createInterface({ input: server.stdout }).on('line', (line) => {
    const message = JSON.parse(line) as { id?: string | number | null };
    if (!('id' in message)) return; // notifications
    const id = message.id ?? null;
    answers.set(id, [...(answers.get(id) ?? []), message]);
    waiting.get(id)?.(message);
  });
  await ask(1, 'initialize', {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'raw', version: '1' },
  });
  server.stdin.write(
    `${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`,
  );
});
afterAll(async () => {
  server?.stdin.end();
  await sandbox?.close();
});

/** Writes a line and resolves with the answer carrying `id` (null: the next error without one). */
function send(id: string | number | null, line: string): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    waiting.set(id, (answer) => {
      waiting.delete(id);
      resolve(answer as Record<string, unknown>);
    });
    server.stdin.write(line);
  });
}
const ask = (id: number, method: string, params: object = {}) =>
  send(id, `${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);

test('a 12 MiB message is refused with an error, and the server still answers', async () => {
  const huge = `{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"transcribe","arguments":{"path":"${'x'.repeat(12 * 1024 * 1024)}"}}}\n`;
  const refused = await send(5, huge);
  expect(refused).toMatchObject({ id: 5, error: { code: -32600 } });
  expect(JSON.stringify(refused).length).toBeLessThan(500);
  const listed = (await ask(6, 'tools/list')) as { result: { tools: unknown[] } };
  expect(listed.result.tools.length).toBeGreaterThanOrEqual(9);
  expect(exitCode).toBeUndefined();
});

test('malformed JSON gets -32700 with id null, a broken message -32600; tools/list still answered', async () => {
  expect(await send(null, 'garbage\n')).toMatchObject({ id: null, error: { code: -32700 } });
  expect(await send(null, '{"jsonrpc": "2.0", "id": 7, "method": "tools/li\n')).toMatchObject({
    id: null,
    error: { code: -32700 },
  });
  expect(
    await send(8, `${JSON.stringify({ jsonrpc: '1.0', id: 8, method: 'tools/list' })}\n`),
  ).toMatchObject({ id: 8, error: { code: -32600 } });
  expect(await send(9, '{"jsonrpc":"2.0","id":9}\n')).toMatchObject({
    id: 9,
    error: { code: -32600 },
  });
  const listed = (await ask(10, 'tools/list')) as { result: { tools: unknown[] } };
  expect(listed.result.tools.length).toBeGreaterThanOrEqual(9);
  expect(exitCode).toBeUndefined();
});

test('a 100,000-character path gets an error under 2,000 characters that quotes only its start', async () => {
  const path = `/tmp/${'a'.repeat(100_000)}.wav`;
  const answer = (await ask(11, 'tools/call', { name: 'transcribe', arguments: { path } })) as {
    result: { isError: boolean; content: { text: string }[] };
  };
  expect(answer.result.isError).toBe(true);
  const text = answer.result.content[0]?.text ?? '';
  expect(JSON.stringify(answer).length).toBeLessThan(2_000);
  expect(text).toContain('/tmp/aaaa');
  expect(text).toMatch(/… \(100,0\d\d characters\)/);
  const uri = `scribekit://nothing/${'b'.repeat(100_000)}`; // quoted by the SDK's not-found error
  const read = await ask(12, 'resources/read', { uri });
  expect(JSON.stringify(read).length).toBeLessThan(2_000);
});
