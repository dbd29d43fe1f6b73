import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Sandbox, startSandbox } from '../src/index.js';
import { type Json, waitFor } from './support/sandbox.js';

const CHUNK = 64 * 1024;
let sandbox: Sandbox;
const lines: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({
    processingMs: 200,
    chunkSize: CHUNK,
    logLevel: 'info',
    log: (line) => lines.push(line),
  });
});
afterAll(() => sandbox.close());

async function api(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${sandbox.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${sandbox.apiKey}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Sends half of a part, then drops the connection, as a cancelled upload does. */
function abortedPut(url: string, size: number): Promise<void> {
  return new Promise((resolve) => {
    const req = request(url, { method: 'PUT', headers: { 'content-length': String(size) } });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(Buffer.alloc(size / 2, 1), () => setTimeout(() => req.destroy(), 50));
  });
}

describe('request log', () => {
  test('one info line per request with origin, method, path, status, duration and request id', async () => {
    const response = await api('GET', '/transcripts/?page_size=1');
    const id = response.headers.get('x-request-id');
    const line = await waitFor(
      async () => lines.find((l) => l.includes(`id=${id}`)),
      (found) => found !== undefined,
    );
    expect(line).toMatch(
      new RegExp(`^\\S+Z info  api GET /api/v1/transcripts/ 200 \\d+ ms id=${id}$`),
    );
    expect(lines.filter((l) => l.includes(`id=${id}`))).toHaveLength(1);
  });

  test('an aborted upload part is one quiet line, and the part can be sent again', async () => {
    const response = await api('POST', '/files/upload-init', {
      filename: 'talk.wav',
      size_bytes: CHUNK,
    });
    const init = (await response.json()) as Json;
    const part = init.parts[0];
    const path = new URL(part.url).pathname;
    await abortedPut(part.url, CHUNK);
    const about = () => lines.filter((l) => l.includes(path));
    await waitFor(
      async () => about(),
      (found) => found.length > 0,
    );
    await sandbox.idle();
    expect(about()).toHaveLength(1);
    expect(about()[0]).toMatch(
      / info {2}upload PUT \S+ 499 client closed the connection \d+ ms id=/,
    );
    // The log holds no stack trace and no error line for it.
    expect(lines.filter((l) => / error |^\s+at /.test(l))).toEqual([]);
    // Nothing of the aborted part was kept: a full PUT is accepted.
    const retry = await fetch(part.url, { method: 'PUT', body: new Uint8Array(CHUNK) });
    expect(retry.status).toBe(200);
  });

  test('the signature in the query string is never logged', () => {
    expect(lines.some((l) => l.includes('signature='))).toBe(false);
  });
});

describe('log levels', () => {
  test('warn (the default of startSandbox) logs no request lines; silent logs nothing', async () => {
    for (const logLevel of ['warn', 'silent'] as const) {
      const seen: string[] = [];
      const quiet = await startSandbox({ logLevel, log: (line) => seen.push(line) });
      await fetch(`${quiet.apiUrl}/transcripts/`);
      await quiet.close();
      expect(seen).toEqual([]);
    }
  });
});
