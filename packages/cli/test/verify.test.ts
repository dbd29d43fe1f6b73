import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Sandbox } from '@scribekit/sandbox';
import { loadSpec, readOperations } from '@scribekit/sandbox/spec';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OperationResult } from '../src/verify/run-verify.js';
import { seedSandbox } from '../src/verify/seed-sandbox.js';
import { startMutatingServer } from './support/mutating-server.js';
import { sandboxEnv, startTestSandbox } from './support/sandbox.js';
import { scratchDir } from './support/scratch.js';
import { run } from './support/test-io.js';

let sandbox: Sandbox;
let readOperationIds: string[];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  await seedSandbox(sandbox);
  readOperationIds = readOperations(await loadSpec())
    .filter((op) => op.method === 'GET')
    .map((op) => op.operationId);
});
afterAll(() => sandbox.close());

/** The JSON lines of `verify --json`: one result per operation, then the summary. */
function parseJsonRun(stdout: string) {
  const lines = stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const summary = lines.pop() as {
    summary: Record<string, unknown>;
    sandbox_differences?: { operation: string; where: string; service: string; sandbox: string }[];
  };
  return { results: lines as OperationResult[], ...summary };
}

const since = () => new Date(sandbox.clock.now());

describe('scribekit verify', () => {
  test('against the sandbox: every read operation of the spec conforms, and nothing is written', async () => {
    const started = since();
    const { code, stdout, stderr } = await run(['verify', '--json'], { env: sandboxEnv(sandbox) });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const { results, summary } = parseJsonRun(stdout);
    const reads = results.filter((r) => r.kind === 'read');
    expect(reads.map((r) => r.operation).sort()).toEqual([...readOperationIds].sort());
    expect(reads.every((r) => r.result === 'conforms' && r.status === 200)).toBe(true);
    const probes = results.filter((r) => r.kind === 'probe');
    expect(new Set(probes.map((r) => r.name))).toEqual(
      new Set(['unknown-id', 'wrong-key', 'no-scope-parameter', 'limit-over-maximum']),
    );
    expect(probes.every((r) => r.result === 'conforms')).toBe(true);
    expect(summary).toMatchObject({ result: 'conforms', writes: { requests: 0 } });
    const sent = sandbox.requests({ since: started });
    expect(sent.length).toBe(reads.length + probes.length);
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(stdout).not.toContain(sandbox.apiKey);
  });

  test('through a server that mutates answers: exit 1, each divergence named by operation and field', async () => {
    const mutating = await startMutatingServer(sandbox.baseUrl, (request, answer) => {
      const body = answer.body as Record<string, unknown>;
      if (request.path === '/api/v1/transcripts/' && answer.status === 200) {
        for (const item of body.items as Record<string, unknown>[]) {
          item.name = item.title;
          delete item.title;
        }
      }
      if (request.path === '/api/v1/exports/') delete answer.headers['x-request-id'];
      if (request.path.startsWith('/api/v1/source-imports/') && answer.status === 404) {
        answer.body = { error: 'Not found' };
      }
    });
    try {
      const junit = join(scratchDir('verify-junit'), 'verify.xml');
      const { code, stdout } = await run(['verify', '--json', '--junit', junit], {
        env: { ...sandboxEnv(sandbox), SCRIBEKIT_BASE_URL: mutating.url },
      });
      expect(code).toBe(1);
      const { results, summary } = parseJsonRun(stdout);
      expect(summary.result).toBe('diverges');
      const diverging = results.filter((r) => r.result === 'diverges');
      expect(diverging.map((r) => [r.operation, r.name ?? null]).sort()).toEqual(
        [
          ['getSourceImport', 'unknown-id'],
          ['listExports', null],
          ['listTranscripts', null],
        ].sort(),
      );
      const byOperation = (id: string) =>
        diverging.find((r) => r.operation === id) as OperationResult;
      expect(byOperation('listTranscripts').problems).toContain(
        'items[0].title: missing (required)',
      );
      expect(byOperation('listExports').problems).toEqual(['header X-Request-Id: missing']);
      expect(byOperation('getSourceImport').problems).toEqual(
        expect.arrayContaining(['detail: missing (required)', 'request_id: missing (required)']),
      );
      const report = readFileSync(junit, 'utf8');
      expect(report).toContain('failures="3"');
      expect(report).toMatch(
        /<testcase classname="scribekit.verify.reads" name="listExports GET \/exports\/"><failure message="header X-Request-Id: missing"/,
      );

      // The same run as a person reads it: a line per operation, divergences marked.
      const text = await run(['verify'], {
        env: { ...sandboxEnv(sandbox), SCRIBEKIT_BASE_URL: mutating.url },
      });
      expect(text.code).toBe(1);
      expect(text.stdout).toMatch(
        /^diverges +listTranscripts +GET +\/transcripts\/ +200: items\[0\]\.title: missing \(required\)/m,
      );
      expect(text.stdout).toMatch(/^conforms +getTranscriptMeta /m);
      expect(text.stdout).toContain('diverges from the spec');
    } finally {
      await mutating.close();
    }
  });

  test('--against-sandbox lists where the service and the sandbox answer differently', async () => {
    const mutating = await startMutatingServer(sandbox.baseUrl, (request, answer) => {
      if (request.path === '/api/v1/exports/') delete answer.headers['x-request-id'];
      if (request.path === '/api/v1/recording-jobs/platforms' && answer.status === 200) {
        (answer.body as Record<string, unknown>).regions = ['eu'];
      }
    });
    try {
      const { code, stdout } = await run(['verify', '--json', '--against-sandbox'], {
        env: { ...sandboxEnv(sandbox), SCRIBEKIT_BASE_URL: mutating.url },
      });
      expect(code).toBe(1);
      const { sandbox_differences: differences } = parseJsonRun(stdout);
      expect(differences).toEqual(
        expect.arrayContaining([
          {
            operation: 'listExports',
            where: 'header x-request-id',
            service: 'absent',
            sandbox: 'present',
          },
          {
            operation: 'listRecordingPlatforms',
            where: 'field regions',
            service: 'present',
            sandbox: 'absent',
          },
        ]),
      );
    } finally {
      await mutating.close();
    }
  });

  test('--budget upload-inits=1 makes one upload-init; no budget, none', async () => {
    const started = since();
    const { code, stdout } = await run(['verify', '--json', '--budget', 'upload-inits=1'], {
      env: sandboxEnv(sandbox),
    });
    expect(code).toBe(0);
    const writes = parseJsonRun(stdout).results.filter((r) => r.kind === 'write');
    expect(writes).toMatchObject([
      { operation: 'initUpload', name: 'upload-init', result: 'conforms' },
    ]);
    const posts = sandbox.requests({ since: started }).filter((r) => r.method !== 'GET');
    expect(posts.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/v1/files/upload-init']);
  });

  test('a 429 is checked for Retry-After and retried once after it', async () => {
    const started = since();
    const fault = (path: string, effect: Record<string, unknown>) =>
      fetch(`${sandbox.baseUrl}/__sandbox/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ match: { method: 'GET', path }, effect }),
      });
    await fault('/api/v1/webhooks/', { status: 429, retry_after: 1 });
    await fault('/api/v1/recording-jobs/', { status: 429 });
    const { code, stdout } = await run(['verify', '--json'], { env: sandboxEnv(sandbox) });
    const { results } = parseJsonRun(stdout);
    const result = (id: string) => results.find((r) => r.operation === id && r.kind === 'read');
    expect(result('listWebhooks')).toMatchObject({ status: 200, result: 'conforms' });
    expect(sandbox.countRequests({ since: started, path: '/api/v1/webhooks/' })).toBe(2);
    const limited = result('listRecordingJobs');
    expect(limited?.status).toBe(429);
    expect(limited?.problems).toContain('header Retry-After: missing on 429');
    expect(code).toBe(1);
  });

  test('an empty account: the lists conform, each read by id is skipped with why (exit 0)', async () => {
    const empty = await sandbox.createAccount();
    try {
      const { code, stdout } = await run(['verify', '--json'], { env: sandboxEnv(empty) });
      expect(code).toBe(0);
      const { results, summary } = parseJsonRun(stdout);
      const read = (id: string) => results.find((r) => r.operation === id && r.kind === 'read');
      expect(read('listTranscripts')).toMatchObject({ result: 'conforms', status: 200 });
      expect(read('getTranscriptMeta')).toMatchObject({
        result: 'skipped',
        status: null,
        path: '/transcripts/{id}/meta',
        problems: [
          'no transcript id to read: the lists answered none (create one, or see --budget)',
        ],
      });
      expect(read('listWebhookLogs')?.problems[0]).toMatch(/^no webhook id to read/);
      expect(summary).toMatchObject({ result: 'conforms', reads: { operations: 36, skipped: 26 } });
      // The probes that need no data of the account still run.
      expect(results.filter((r) => r.kind === 'probe' && r.result === 'conforms')).toHaveLength(12);
    } finally {
      await empty.close();
    }
  });

  test("a key without a family's scope: those reads are skipped as the key's, not the service's", async () => {
    const key = sandbox.createApiKey('transcripts only', ['transcripts:read']);
    const { code, stdout } = await run(['verify', '--json'], { env: sandboxEnv(sandbox, key) });
    expect(code).toBe(0);
    const { results } = parseJsonRun(stdout);
    const read = (id: string) => results.find((r) => r.operation === id && r.kind === 'read');
    expect(read('listTranscriptSegments')).toMatchObject({
      result: 'conforms',
    });
    expect(read('listExports')).toMatchObject({
      result: 'skipped',
      status: 403,
      problems: ['403: the key lacks exports:read'],
    });
    const probe = results.find((r) => r.operation === 'getExport' && r.name === 'unknown-id');
    expect(probe).toMatchObject({
      result: 'skipped',
      problems: ['403: the key lacks exports:read'],
    });
    expect(results.filter((r) => r.result === 'diverges')).toEqual([]);
  });

  test('a refused key exits 3 and is never printed', async () => {
    const key = 'sk_live_refused_0123456789abcdef';
    const { code, stdout, stderr } = await run(['verify'], { env: sandboxEnv(sandbox, key) });
    expect(code).toBe(3);
    expect(stderr).toContain('refuses the key of environment');
    expect(`${stdout}${stderr}`).not.toContain(key);
  });

  test('a service that cannot be reached is said so, exit 1', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', () => done()));
    const { port } = closed.address() as AddressInfo;
    await new Promise((done) => closed.close(done));
    const { code, stderr } = await run(['verify', '--base-url', `http://127.0.0.1:${port}`], {
      env: sandboxEnv(sandbox),
    });
    expect(code).toBe(1);
    expect(stderr).toContain(
      `cannot reach http://127.0.0.1:${port}/api/v1 (GET /transcripts/): ECONNREFUSED`,
    );
  });

  test('a budget naming an unknown write is a usage error', async () => {
    const { code, stderr } = await run(['verify', '--budget', 'deletes=1'], {
      env: sandboxEnv(sandbox),
    });
    expect(code).toBe(2);
    expect(stderr).toContain('upload-inits, imports, recordings, reports');
  });
});
