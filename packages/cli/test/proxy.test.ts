import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCli } from '../src/run-cli.js';
import { startMutatingServer } from './support/mutating-server.js';
import { startTestSandbox } from './support/sandbox.js';
import { scratchDir } from './support/scratch.js';
import { testIo } from './support/test-io.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

/** Runs `scribekit proxy` in this process until the test is done with it. */
async function startProxyCommand(argv: string[]) {
  const stop = new AbortController();
  const { io, stdout, stderr } = testIo({ interrupt: stop.signal });
  const exited = runCli(['proxy', '--port', '0', '--json', ...argv], io);
  let ready: { proxyUrl: string } | undefined;
  for (let i = 0; i < 200 && !ready; i++) {
    const line = stdout().split('\n')[0];
    if (line) ready = JSON.parse(line);
    else await new Promise((done) => setTimeout(done, 25));
  }
  if (!ready) throw new Error(`the proxy did not start: ${stderr()}`);
  return {
    url: ready.proxyUrl,
    stderr,
    async stop() {
      stop.abort('SIGINT');
      return exited;
    },
  };
}

describe('scribekit proxy', () => {
  test("flags the app's request and the service's answer, and records both exchanges without credentials", async () => {
    const seeded = await fetch(`${sandbox.baseUrl}/__sandbox/seed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1, completed: true }),
    }).then((r) => r.json() as Promise<{ transcript_ids: string[] }>);
    const transcriptId = seeded.transcript_ids[0] as string;
    // The service's side: the meta answer loses its title on the way.
    const mutating = await startMutatingServer(sandbox.baseUrl, (request, answer) => {
      if (request.path.endsWith('/meta')) delete (answer.body as Record<string, unknown>).title;
    });
    const cassette = join(scratchDir('proxy-cassette'), 'exchanges.jsonl');
    const proxy = await startProxyCommand(['--target', mutating.url, '--record', cassette]);
    try {
      const auth = { authorization: `Bearer ${sandbox.apiKey}` };
      const created = await fetch(`${proxy.url}/api/v1/transcripts/`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'No file' }),
      });
      expect(created.status).toBe(422); // the service's own answer, passed through
      const appSide = JSON.parse(created.headers.get('scribekit-violations') ?? '[]');
      expect(appSide).toContainEqual({
        side: 'app',
        operation: 'createTranscript',
        field: 'body.file_id',
        message: 'missing (required)',
      });

      const meta = await fetch(
        `${proxy.url}/api/v1/transcripts/${transcriptId}/meta?api_key=leak`,
        {
          headers: auth,
        },
      );
      expect(meta.status).toBe(200);
      expect(((await meta.json()) as Record<string, unknown>).title).toBeUndefined();
      const serviceSide = JSON.parse(meta.headers.get('scribekit-violations') ?? '[]');
      expect(serviceSide).toContainEqual({
        side: 'service',
        operation: 'getTranscriptMeta',
        field: 'title',
        message: 'missing (required)',
      });
      // The app's own mistake on that request too: a query parameter the operation does not take.
      expect(serviceSide).toContainEqual(
        expect.objectContaining({ side: 'app', field: 'query.api_key' }),
      );

      const logged = proxy
        .stderr()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).violation);
      expect(logged).toContainEqual(
        expect.objectContaining({
          side: 'app',
          operation: 'createTranscript',
          field: 'body.file_id',
        }),
      );
      expect(logged).toContainEqual(
        expect.objectContaining({
          side: 'service',
          operation: 'getTranscriptMeta',
          field: 'title',
        }),
      );

      const text = readFileSync(cassette, 'utf8');
      const exchanges = text
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(exchanges.map((e) => [e.operation, e.request.method, e.response.status])).toEqual([
        ['createTranscript', 'POST', 422],
        ['getTranscriptMeta', 'GET', 200],
      ]);
      expect(exchanges[0].request.body).toEqual({ title: 'No file' });
      expect(exchanges[1].request.path).toBe(`/api/v1/transcripts/${transcriptId}/meta`);
      expect(text).not.toContain(sandbox.apiKey);
      expect(text).not.toMatch(/authorization|leak/i);
    } finally {
      expect(await proxy.stop()).toBe(0);
      await mutating.close();
    }
  });

  test('refuses a request addressed to another host name (DNS rebinding)', async () => {
    const proxy = await startProxyCommand(['--target', sandbox.baseUrl]);
    const started = new Date(sandbox.clock.now());
    try {
      const { request } = await import('node:http');
      const status = await new Promise<number>((done, fail) => {
        const url = new URL(`${proxy.url}/api/v1/transcripts/`);
        const req = request(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            headers: { host: 'evil.example:80' },
          },
          (res) => {
            res.resume();
            done(res.statusCode ?? 0);
          },
        );
        req.on('error', fail);
        req.end();
      });
      expect(status).toBe(403);
      expect(sandbox.countRequests({ since: started })).toBe(0);
    } finally {
      await proxy.stop();
    }
  });
});
