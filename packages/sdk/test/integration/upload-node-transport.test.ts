import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Sandbox, startSandbox } from '@scribekit/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { AbortError } from '../../src/index.js';
import { createBytesPutFetch } from '../../src/node/bytes-put-fetch.js';
import { createScribekit } from '../../src/node/index.js';
import { downloaded, operator, randomBytes, sha256Hex, withFileOnDisk } from './helpers.js';

// A sandbox of this file's own: its faults must not reach the other files' uploads, which run
// at the same time against the shared one.
let api: Sandbox;
beforeAll(async () => {
  api = await startSandbox({
    port: 0,
    processingMs: 300,
    chunkSize: 1024 * 1024,
    rateLimits: { uploadInit: 10_000, sourceImports: 10_000 },
    log: () => {},
  });
});
afterAll(() => api.close());

const injectFault = (fault: object) => operator('POST', 'faults', fault, api.baseUrl);
afterEach(() => operator('DELETE', 'faults', undefined, api.baseUrl));

const client = () => createScribekit({ baseUrl: api.baseUrl, apiKey: api.apiKey });

const MiB = 1024 * 1024;

interface LoggedRequest {
  origin: string;
  method: string;
  path: string;
  status: number;
}

/** The sandbox's log of part PUTs for one file. */
async function partPutsOf(fileId: string): Promise<LoggedRequest[]> {
  const { items } = (await operator('GET', 'requests?limit=1000', undefined, api.baseUrl)) as {
    items: LoggedRequest[];
  };
  return items.filter(
    (entry) => entry.origin === 'upload' && entry.method === 'PUT' && entry.path.includes(fileId),
  );
}

const partPuts = { method: 'PUT', origin: 'upload' as const };

// The Node entry without a `fetch` option: part PUTs go through node:http (bytes-put-fetch).
describe('the Node entry sends parts through node:http', () => {
  test('a file path through 500s, a refused address and a dropped connection arrives whole', async () => {
    const bytes = randomBytes(24 * MiB + 123, 3);
    await withFileOnDisk('lecture.bin', bytes, async (path) => {
      const scribekit = client();
      await injectFault({ match: partPuts, effect: { status: 500 }, times: 2 });
      await injectFault({ match: partPuts, effect: { status: 403 }, times: 1 });
      await injectFault({ match: partPuts, effect: { drop: true }, times: 1 });
      let fileId = '';
      let totalParts = 0;
      const file = await scribekit.uploadFile(path, {
        concurrency: 3,
        onStart: (plan) => {
          fileId = plan.fileId;
          totalParts = plan.totalParts;
        },
      });
      expect(file).toMatchObject({ size: bytes.byteLength, status: 'ready' });
      expect(await sha256Hex(await downloaded(scribekit, fileId))).toBe(await sha256Hex(bytes));
      // Every part once, plus the refused ones (answered and logged; the dropped one is not).
      const puts = await partPutsOf(fileId);
      expect(totalParts).toBeGreaterThan(4);
      expect(puts.filter((put) => put.status === 200)).toHaveLength(totalParts);
      expect(puts.filter((put) => put.status === 500)).toHaveLength(2);
      expect(puts.filter((put) => put.status === 403)).toHaveLength(1);
    });
  });

  test('a stalled part is cut at timeoutMs and sent again', async () => {
    const scribekit = client();
    // A stall far longer than the bound below, so only a cut part (at 1 s) finishes in time,
    // and a bound far above the ~2 s this takes, so a busy machine cannot break it.
    await injectFault({ match: partPuts, effect: { delay_ms: 30_000 }, times: 1 });
    const started = performance.now();
    const file = await scribekit.uploadFile(randomBytes(MiB, 9), {
      filename: 'stall.bin',
      timeoutMs: 1_000,
    });
    expect(file.status).toBe('ready');
    expect(performance.now() - started).toBeLessThan(15_000);
  });

  test('every part PUT, its answer and its retry are in the debug log, without the signature', async () => {
    const lines: string[] = [];
    const record = (message: string) => lines.push(message);
    const logger = { debug: record, info: record, warn: record, error: record };
    const scribekit = createScribekit({
      baseUrl: api.baseUrl,
      apiKey: api.apiKey,
      logLevel: 'debug',
      logger,
    });
    await injectFault({ match: partPuts, effect: { status: 503 }, times: 1 });
    await scribekit.uploadFile(randomBytes(1000, 5), { filename: 'logged.bin', concurrency: 1 });
    const puts = lines.filter((line) => line.includes('PUT'));
    expect(puts).toEqual([
      expect.stringMatching(/^\[scribekit\] PUT http:\/\/\S+ part 1 \(attempt 1\)$/),
      expect.stringMatching(/^\[scribekit\] 503 PUT \S+ part 1$/),
      expect.stringMatching(/^\[scribekit\] retrying PUT part 1 in \d+ ms: got 503$/),
      expect.stringMatching(/^\[scribekit\] PUT \S+ part 1 \(attempt 2\)$/),
      expect.stringMatching(/^\[scribekit\] 200 PUT \S+ part 1$/),
    ]);
    // The pre-signed address's query (its signature) never reaches the log.
    expect(puts.join('\n')).not.toContain('?');
  });

  test('an abort stops the upload with an AbortError carrying the signal reason', async () => {
    const scribekit = client();
    await injectFault({ match: partPuts, effect: { delay_ms: 3_000 }, times: 10 });
    const controller = new AbortController();
    const reason = new Error('user left');
    setTimeout(() => controller.abort(reason), 300);
    const error = await scribekit
      .uploadFile(randomBytes(MiB, 4), { filename: 'abort.bin', signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(error).toMatchObject({ message: 'The call was aborted: user left', cause: reason });
  });
});

describe('createBytesPutFetch', () => {
  let server: Server;
  let url = '';
  const seen: { method: string; headers: IncomingMessage['headers']; length: number }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let length = 0;
      request.on('data', (chunk: Buffer) => {
        length += chunk.length;
      });
      request.on('end', () => {
        seen.push({ method: request.method ?? '', headers: request.headers, length });
        if (request.url === '/empty') {
          response.writeHead(204, { etag: '"e"' }).end();
          return;
        }
        response.setHeader('set-cookie', ['a=1', 'b=2']);
        response.writeHead(201, 'Made', { etag: '"abc"', 'content-type': 'text/plain' });
        response.end(`got ${length}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  test('a PUT of bytes goes out with its Content-Length and answers a standard Response', async () => {
    const viaBase: string[] = [];
    const put = createBytesPutFetch((input, init) => {
      viaBase.push(String(input));
      return fetch(input, init);
    });
    const bytes = new Uint8Array(100_000).fill(7);
    // A view into a larger buffer: only its own bytes are sent.
    const view = new Uint8Array(bytes.buffer, 10, 50_000);
    const response = await put(`${url}/part`, {
      method: 'PUT',
      body: view,
      headers: { 'x-extra': 'yes' },
    });
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(201);
    expect(response.statusText).toBe('Made');
    expect(response.headers.get('etag')).toBe('"abc"');
    expect(response.headers.get('set-cookie')).toBe('a=1, b=2');
    expect(await response.text()).toBe('got 50000');
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', length: 50_000 });
    expect(seen.at(-1)?.headers['content-length']).toBe('50000');
    expect(seen.at(-1)?.headers['transfer-encoding']).toBeUndefined();
    expect(seen.at(-1)?.headers['x-extra']).toBe('yes');
    expect(viaBase).toEqual([]);
  });

  test('a 204 answer has a null body', async () => {
    const response = await createBytesPutFetch()(`${url}/empty`, {
      method: 'PUT',
      body: new Uint8Array(3),
    });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expect(response.headers.get('etag')).toBe('"e"');
  });

  test('other requests go to the base fetch', async () => {
    const viaBase: string[] = [];
    const put = createBytesPutFetch((input, init) => {
      viaBase.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return fetch(input, init);
    });
    await put(`${url}/json`, { method: 'POST', body: '{}' });
    await put(`${url}/string-body`, { method: 'PUT', body: 'text' });
    expect(viaBase).toEqual([`POST ${url}/json`, `PUT ${url}/string-body`]);
  });

  test('an aborted signal rejects with its reason and sends nothing', async () => {
    const before = seen.length;
    const reason = new Error('stop');
    const error = await createBytesPutFetch()(`${url}/part`, {
      method: 'PUT',
      body: new Uint8Array(10),
      signal: AbortSignal.abort(reason),
    }).catch((e: unknown) => e);
    expect(error).toBe(reason);
    expect(seen.length).toBe(before);
  });

  test('a refused connection is a TypeError, as fetch gives', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await createBytesPutFetch()(`http://127.0.0.1:${port}/`, {
      method: 'PUT',
      body: new Uint8Array(10),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).cause).toMatchObject({ code: 'ECONNREFUSED' });
  });
});
