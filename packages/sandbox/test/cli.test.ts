import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { startCli } from './support/cli.js';
import type { Json } from './support/sandbox.js';

const start = startCli;
const packageDir = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function stop(child: ChildProcess, signal: NodeJS.Signals) {
  child.kill(signal);
}

describe('scribekit-sandbox CLI', () => {
  test('prints the pinned ready line, serves the API and cleans up on SIGTERM', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'sandbox-cli-'));
    try {
      const { child, firstLine, exited } = start(
        ['--port', '0', '--processing-ms', '50', '--api-key', 'sk_sandbox_cli'],
        { TMPDIR: tmp },
      );
      const ready = JSON.parse(await firstLine);
      expect(Object.keys(ready)).toEqual(['baseUrl', 'apiKey', 'uploadUrl', 'mediaUrl']);
      expect(ready.apiKey).toBe('sk_sandbox_cli');
      expect(ready.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${ready.baseUrl}/api/v1/transcripts/`, {
        headers: { authorization: 'Bearer sk_sandbox_cli' },
      });
      expect(res.status).toBe(200);
      // The address pnpm start prints: the built CLI serves the reference from its own dist/.
      const docs = await fetch(`${ready.baseUrl}/docs`);
      expect(docs.status).toBe(200);
      expect(await docs.text()).toContain('Speech-Transcription Service API');
      const init = await fetch(`${ready.baseUrl}/api/v1/files/upload-init`, {
        method: 'POST',
        headers: { authorization: 'Bearer sk_sandbox_cli', 'content-type': 'application/json' },
        body: JSON.stringify({ filename: 'a.wav', size_bytes: 3 }),
      });
      const { parts } = (await init.json()) as Json;
      expect((await fetch(parts[0].url, { method: 'PUT', body: 'abc' })).status).toBe(200);
      expect(readdirSync(tmp).length).toBe(1);
      stop(child, 'SIGTERM');
      expect(await exited).toBe(0);
      expect(readdirSync(tmp)).toEqual([]);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  test('--port N puts the upload and media origins on N+1 and N+2; SIGINT stops it', async () => {
    const port = await freePort();
    const { child, firstLine, exited } = start(['--port', String(port), '--chunk-size', '1024']);
    const ready = JSON.parse(await firstLine);
    expect(ready.baseUrl).toBe(`http://127.0.0.1:${port}`);
    expect(ready.uploadUrl).toBe(`http://127.0.0.1:${port + 1}`);
    expect(ready.mediaUrl).toBe(`http://127.0.0.1:${port + 2}`);
    expect(ready.apiKey).toMatch(/^sk_sandbox_/);
    const init = await fetch(`${ready.baseUrl}/api/v1/files/upload-init`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ready.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ filename: 'a.wav', size_bytes: 3000 }),
    });
    expect(((await init.json()) as Json).parts).toHaveLength(3);
    stop(child, 'SIGINT');
    expect(await exited).toBe(0);
  });

  test('the package bin (a committed shim) runs the built CLI', () => {
    const bin = join(packageDir, 'bin', 'scribekit-sandbox.js');
    const out = execFileSync(process.execPath, [bin, '--help'], { encoding: 'utf8' });
    expect(out).toContain('Usage: scribekit-sandbox');
    expect(out).toContain('--log-level');
  });

  test('a bad flag exits with status 2 and the usage', async () => {
    const { child, exited } = start(['--port', 'abc']);
    let stderr = '';
    child.stderr?.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    expect(await exited).toBe(2);
    expect(stderr).toContain('--port must be an integer');
    expect(stderr).toContain('Usage: scribekit-sandbox');
  });

  test('logs one line per request by default; SCRIBEKIT_LOG_LEVEL=warn and a bad level', async () => {
    const requestLines = async (env: NodeJS.ProcessEnv) => {
      const { child, firstLine, exited } = start(['--port', '0'], env);
      let stderr = '';
      child.stderr?.on('data', (c: Buffer) => {
        stderr += c.toString();
      });
      const ready = JSON.parse(await firstLine);
      await fetch(`${ready.baseUrl}/api/v1/transcripts/`);
      stop(child, 'SIGTERM');
      expect(await exited).toBe(0);
      return stderr.split('\n').filter((line) => line.includes(' GET /api/v1/transcripts/ '));
    };
    const lines = await requestLines({});
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      / info {2}api GET \/api\/v1\/transcripts\/ 401 \d+ ms id=[0-9a-f-]{36}$/,
    );
    expect(await requestLines({ SCRIBEKIT_LOG_LEVEL: 'warn' })).toEqual([]);

    const bad = start(['--log-level', 'loud']);
    let stderr = '';
    bad.child.stderr?.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    expect(await bad.exited).toBe(2);
    expect(stderr).toContain('--log-level must be one of silent, error, warn, info, debug');
  });
});
