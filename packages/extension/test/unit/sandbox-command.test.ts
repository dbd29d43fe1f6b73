import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { createScribekit } from '@scribekit/sdk';
import { afterAll, describe, expect, test } from 'vitest';
import { SANDBOX_COMMAND } from '../../src/sandbox-command.js';

// Issue 35 item 5: the command the first-run page gives a newcomer, run twice, keeps its address,
// its key and its transcripts — so the key and the address saved in the extension keep working.
// `npx @scribekit/sandbox` is this workspace's bin; its config directory is a temporary one.

const BIN = resolve(import.meta.dirname, '../../../sandbox/bin/scribekit-sandbox.js');
let home: string | null = null;

afterAll(async () => {
  if (home) await rm(home, { recursive: true, force: true });
});

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

interface Ready {
  baseUrl: string;
  apiKey: string;
}

/** Runs the command with `extra` arguments; resolves with its ready line and the process. */
async function run(extra: string[]): Promise<{ ready: Ready; child: ChildProcess }> {
  const [npx, pkg, ...args] = SANDBOX_COMMAND.split(' ');
  expect([npx, pkg]).toEqual(['npx', '@scribekit/sandbox']);
  const child = spawn(process.execPath, [BIN, ...args, ...extra, '--log-level', 'error'], {
    env: { ...process.env, HOME: home ?? '', XDG_CONFIG_HOME: join(home ?? '', 'config') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const first = await new Promise<string>((done, fail) => {
    lines.once('line', done);
    child.once('exit', (code) =>
      fail(new Error(`the sandbox exited (${code}) before it was ready`)),
    );
  });
  return { ready: JSON.parse(first) as Ready, child };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGINT');
  });
}

describe("the first-run page's sandbox command (issue 35 item 5)", () => {
  test('run twice: the same address, the same key, the transcripts kept', async () => {
    home = await mkdtemp(join(tmpdir(), 'scribekit-newcomer-'));
    // The command's own port (4010) may be taken on a shared machine: the test names a free one,
    // which `--persist` keeps as it keeps its own (its default is the sandbox package's test).
    const port = String(await freePort());

    const first = await run(['--port', port]);
    const sdk = createScribekit({ apiKey: first.ready.apiKey, baseUrl: first.ready.baseUrl });
    const job = await sdk.sourceImports.create({
      url: 'https://www.youtube.com/watch?v=keptAcross1',
    });
    await fetch(`${first.ready.baseUrl}/__sandbox/jobs/finish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: job.id }),
    });
    const before = await sdk.transcripts.list({ limit: 10 }).toArray();
    expect(before.length).toBeGreaterThan(0);
    await stop(first.child);

    const second = await run(['--port', port]);
    try {
      expect(second.ready.baseUrl).toBe(first.ready.baseUrl);
      expect(second.ready.apiKey).toBe(first.ready.apiKey);
      const again = createScribekit({ apiKey: first.ready.apiKey, baseUrl: second.ready.baseUrl });
      const after = await again.transcripts.list({ limit: 10 }).toArray();
      expect(after.map((item) => item.id)).toEqual(before.map((item) => item.id));
    } finally {
      await stop(second.child);
    }
  }, 60_000);
});
