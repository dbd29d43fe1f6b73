import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bin } from './support/build-once.js';
import { textOf } from './support/mcp-client.js';
import { writeRecordings } from './support/media.js';
import { sandboxEnv, startTestSandbox } from './support/sandbox.js';
import { scratchDir } from './support/scratch.js';

let sandbox: Sandbox;
let server: ChildProcess;
let url: string;
let token: string;
let work: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  work = scratchDir('mcp-http');
  mkdirSync(join(work, 'exports'));
  writeRecordings(work, ['interview.wav'], 30);
  server = spawn(process.execPath, [bin, 'mcp', '--http', '--port', '0'], {
    cwd: work,
    env: {
      PATH: process.env.PATH,
      ...sandboxEnv(sandbox),
      SCRIBEKIT_CONFIG_DIR: join(work, '.config'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for await (const line of createInterface({ input: server.stderr as NodeJS.ReadableStream })) {
    url ??= /on (http:\/\/127\.0\.0\.1:\d+\/mcp) /.exec(line)?.[1] as string;
    token ??= /^Bearer token: (\S+)$/.exec(line)?.[1] as string;
    if (url && token) break;
  }
});
afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGINT');
    await exited;
  }
  await sandbox?.close();
});

async function connect(era: 'legacy' | 'modern', confirm?: 'accept' | 'decline') {
  const client = new Client(
    { name: 'scribekit-http-tests', version: '1.0.0' },
    {
      capabilities: confirm ? { elicitation: { form: {} } } : {},
      ...(era === 'modern' ? { versionNegotiation: { mode: 'auto' as const } } : {}),
    },
  );
  if (confirm) {
    client.setRequestHandler('elicitation/create', async () =>
      confirm === 'accept' ? { action: 'accept', content: { confirm: true } } : { action: confirm },
    );
  }
  await client.connect(
    new StreamableHTTPClientTransport(new URL(url), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

const toolsList = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} };

/** A raw POST with the given headers (Host included): status and body. */
function rawPost(
  headers: Record<string, string>,
  message: object | string = toolsList,
): Promise<{ status: number; body: string }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/mcp', method: 'POST', headers },
      (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += String(chunk);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(typeof message === 'string' ? message : JSON.stringify(message));
  });
}

describe('scribekit mcp --http', () => {
  test('prints where it listens and a bearer token; binds 127.0.0.1 only', () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    expect(token.length).toBeGreaterThanOrEqual(32);
  });

  test('serves the same flow over Streamable HTTP: transcribe with progress, read, export to a file, ask before a bot', async () => {
    const client = await connect('legacy', 'decline');
    try {
      const progress: number[] = [];
      const made = await client.callTool(
        { name: 'transcribe', arguments: { path: 'interview.wav' } },
        { onprogress: (update) => progress.push(update.progress) },
      );
      expect(made.isError, textOf(made)).toBeFalsy();
      expect(progress.length).toBeGreaterThanOrEqual(3);
      const id = (made.structuredContent as { transcript_id: string }).transcript_id;
      const read = await client.callTool({ name: 'get_transcript', arguments: { id, limit: 1 } });
      expect(read.structuredContent).toMatchObject({ cut: true, next_offset: 1 });
      const exported = await client.callTool({
        name: 'export_transcript',
        arguments: { id, format: 'vtt', path: 'exports' },
      });
      expect(exported.isError, textOf(exported)).toBeFalsy();
      const path = (exported.structuredContent as { path: string }).path;
      expect(path).toBe(join(work, 'exports', 'interview.vtt'));
      expect(existsSync(path)).toBe(true);
      const bot = await client.callTool({
        name: 'send_meeting_bot',
        arguments: { meeting_url: 'https://teams.microsoft.com/l/meetup-join/19%3ameeting_abc' },
      });
      expect(bot.structuredContent).toMatchObject({ sent: false });
    } finally {
      await client.close();
    }
  });

  test('serves 2026-era clients too (no session, input asked per call)', async () => {
    const client = await connect('modern');
    try {
      expect(client.getProtocolEra()).toBe('modern');
      expect((await client.listTools()).tools).toHaveLength(10);
      const found = await client.callTool({
        name: 'search_transcripts',
        arguments: { mode: 'titles' },
      });
      expect((found.structuredContent as { total: number }).total).toBeGreaterThan(0);
      // a protocol error quotes a 100,000-character address by its start only
      const long = `scribekit://nothing/${'b'.repeat(100_000)}`;
      const error = await client.readResource({ uri: long }).catch((e: Error) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message.length).toBeLessThan(2_000);
    } finally {
      await client.close();
    }
  });

  test('refuses a request without the token, with a wrong one, from a foreign Origin, or for another Host', async () => {
    const { port } = new URL(url);
    const good = {
      host: `127.0.0.1:${port}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      authorization: `Bearer ${token}`,
    };
    const cases: [Record<string, string>, number, string][] = [
      [{ ...good, authorization: '' }, 401, 'bearer token is required'],
      [
        // the last character changed (to 'x', or to 'y' when it already is 'x')
        {
          ...good,
          authorization: `Bearer ${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`,
        },
        401,
        'bearer token is required',
      ],
      [{ ...good, origin: 'https://evil.example' }, 403, 'refused (cross-site)'],
      [{ ...good, origin: `http://localhost:${Number(port) + 1}` }, 403, 'refused (cross-site)'],
      [{ ...good, host: `evil.example:${port}` }, 403, 'is not this server'],
      [{ ...good, host: `127.0.0.1.nip.io:${port}` }, 403, 'is not this server'],
    ];
    for (const [headers, status, text] of cases) {
      const answer = await rawPost(headers);
      expect(answer.status, JSON.stringify(headers)).toBe(status);
      expect(answer.body).toContain(text);
    }
    // The control: the server's own origin, the token, an opening message — answered.
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'raw', version: '1' },
      },
    };
    // Without a session, malformed JSON is a parse error and a broken message an invalid request.
    const garbage = await rawPost(good, '{"jsonrpc": "2.0", "id": 3, "meth');
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.body)).toMatchObject({ id: null, error: { code: -32700 } });
    const old = await rawPost(good, { jsonrpc: '1.0', id: 4, method: 'tools/list' });
    expect(JSON.parse(old.body)).toMatchObject({ id: 4, error: { code: -32600 } });
    const same = await rawPost({ ...good, origin: `http://127.0.0.1:${port}` }, initialize);
    expect(same.status).toBe(200);
    expect(same.body).toContain('"serverInfo"');
  });
});
