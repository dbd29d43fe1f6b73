import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AbortError, ScribekitError, TimeoutError } from '../../src/errors.js';
import { downloadBytes } from '../../src/internal/download.js';
import { type LoopbackServer, startLoopbackServer } from './helpers/loopback-server.js';

let server: LoopbackServer;

beforeAll(async () => {
  server = await startLoopbackServer((request, res) => {
    if (request.path === '/missing') {
      res.writeHead(404, { 'x-request-id': 'req_dl' });
      res.end('gone');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/pdf' });
    if (request.path === '/stalls') {
      res.write('%PDF-');
      return new Promise<void>((resolve) => res.on('close', resolve));
    }
    res.end('%PDF-1.7 whole');
  });
});

afterAll(() => server.close());

const get = (path: string, signal?: AbortSignal, timeoutMs = 5_000) =>
  downloadBytes(fetch, `${server.url}${path}`, 'export e-1', signal, timeoutMs);

describe('downloadBytes', () => {
  test('reads the whole body', async () => {
    expect(new TextDecoder().decode(await get('/file'))).toBe('%PDF-1.7 whole');
  });

  test('a body that stalls is a TimeoutError at the time limit', async () => {
    const error = await get('/stalls', undefined, 150).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe('Download of export e-1 took over 150 ms');
  });

  test('the caller’s abort is an AbortError with its reason', async () => {
    const reason = new Error('closed the tab');
    const controller = new AbortController();
    setTimeout(() => controller.abort(reason), 50);
    const error = await get('/stalls', controller.signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).cause).toBe(reason);
  });

  test('an error status is a ScribekitError with the status and headers', async () => {
    const error = (await get('/missing').catch((e: unknown) => e)) as ScribekitError;
    expect(error).toBeInstanceOf(ScribekitError);
    expect(error.status).toBe(404);
    expect(error.headers?.get('x-request-id')).toBe('req_dl');
    expect(error.message).toBe('Download of export e-1 failed: 404');
  });
});
