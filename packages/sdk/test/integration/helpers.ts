import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export { makeWav } from '@scribekit/sandbox';

import { type ScribekitOptions, unwrap } from '../../src/index.js';
import { createScribekit } from '../../src/node/index.js';
import { fileSandbox } from './file-account.js';

/** This test file's sandbox: an isolated account of the run's one sandbox. */
export const sandbox = fileSandbox;

/**
 * What a request sent as `fetch(input, init)` is (URL, method, headers; no body), for a spy that
 * then sends `input` and `init` as they came. Not `fetch(new Request(input, init))`: undici loses
 * the signal of a Request copied from another after a garbage collection (nodejs/undici#4068).
 */
export function requestOf(input: RequestInfo | URL, init?: RequestInit): Request {
  if (input instanceof Request) {
    return new Request(input.url, { method: input.method, headers: input.headers });
  }
  const { method, headers } = init ?? {};
  return new Request(input, { ...(method ? { method } : {}), ...(headers ? { headers } : {}) });
}

/** A client on the sandbox; `fetch` counts every attempt that reaches the network. */
export function testClient(options: Partial<ScribekitOptions> = {}) {
  const sent: Request[] = [];
  const countingFetch: typeof fetch = (input, init) => {
    sent.push(requestOf(input, init));
    return fetch(input, init);
  };
  const { baseUrl, apiKey } = sandbox();
  const scribekit = createScribekit({ baseUrl, apiKey, fetch: countingFetch, ...options });
  return { scribekit, sent };
}

/** Calls an operator endpoint of this file's sandbox account (outside the API), or of the one at `baseUrl`. */
export async function operator(
  method: string,
  path: string,
  body?: unknown,
  baseUrl = sandbox().baseUrl,
): Promise<unknown> {
  const response = await fetch(`${baseUrl}/__sandbox/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} /__sandbox/${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

/** Makes a key with only these scopes. */
export async function keyWithScopes(scopes: string[]): Promise<string> {
  const { key } = (await operator('POST', 'api-keys', { name: 'test', scopes })) as { key: string };
  return key;
}

/** One fault for the next `times` matching requests. */
export function injectFault(fault: {
  match: { method?: string; path?: string; origin?: 'api' | 'upload' | 'media' };
  effect: { status?: number; retry_after?: number; delay_ms?: number; drop?: boolean };
  times?: number;
}) {
  return operator('POST', 'faults', fault);
}

export const clearFaults = () => operator('DELETE', 'faults');

/** The stored bytes of an uploaded file, read through its download link. */
export async function downloaded(
  scribekit: Pick<ReturnType<typeof createScribekit>, 'client'>,
  id: string,
): Promise<Uint8Array> {
  const link = await unwrap(
    scribekit.client.GET('/files/{id}/download-url', { params: { path: { id } } }),
  );
  return new Uint8Array(await (await fetch(link.url)).arrayBuffer());
}

/** Hex SHA-256 of bytes, computed with WebCrypto (independent of the code under test). */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Buffer.from(digest).toString('hex');
}

/** Deterministic pseudo-random bytes (xorshift), so a wrong offset shows in the checksum. */
export function randomBytes(length: number, seed = 7): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i += 4) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 255;
    bytes[i + 1] = (x >>> 8) & 255;
    bytes[i + 2] = (x >>> 16) & 255;
    bytes[i + 3] = (x >>> 24) & 255;
  }
  return bytes;
}

/** Runs `use` with `bytes` written to a file named `name` in a fresh temp folder, removed after. */
export async function withFileOnDisk<T>(
  name: string,
  bytes: Uint8Array,
  use: (path: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'scribekit-file-'));
  try {
    const path = join(dir, name);
    await writeFile(path, bytes);
    return await use(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
