import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { type Sandbox, type SandboxOptions, startSandbox } from '../../src/index.js';

/** Options every test sandbox uses: fast jobs, small parts, generous limits, responses checked. */
export const TEST_OPTIONS: SandboxOptions = {
  processingMs: 200,
  chunkSize: 64 * 1024,
  validateResponses: true,
  rateLimits: { uploadInit: 1000, sourceImports: 1000 },
  webhooks: { retryBaseMs: 20, timeoutMs: 2000 },
  log: () => undefined,
};

/** A JSON body of any shape; tests assert its fields one by one. */
// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field in tests
export type Json = any;

export interface ApiResponse<T = Json> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface TestSandbox extends Sandbox {
  /** Calls the API (`/api/v1` + path) with the seeded key unless `key` is given (null: none). */
  api<T = Json>(
    method: string,
    path: string,
    options?: {
      body?: unknown;
      raw?: NonNullable<RequestInit['body']>;
      key?: string | null;
      headers?: Record<string, string>;
    },
  ): Promise<ApiResponse<T>>;
}

/** Calls `apiUrl + path` with `apiKey` unless `key` is given (null: none); JSON bodies parsed. */
export function apiCaller(apiUrl: string, apiKey: string): TestSandbox['api'] {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    const key = options.key === undefined ? apiKey : options.key;
    if (key !== null) headers.authorization = `Bearer ${key}`;
    let body: NonNullable<RequestInit['body']> | undefined = options.raw;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${apiUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text)
      parsed = JSON.parse(text);
    return { status: response.status, body: parsed as never, headers: response.headers, text };
  };
}

export async function startTestSandbox(overrides: SandboxOptions = {}): Promise<TestSandbox> {
  const logs: string[] = [];
  const sandbox = await startSandbox({ ...TEST_OPTIONS, log: (l) => logs.push(l), ...overrides });
  const api = apiCaller(sandbox.apiUrl, sandbox.apiKey);
  return Object.assign(Object.create(null), sandbox, {
    api,
    close: sandbox.close,
    idle: sandbox.idle,
  });
}

/** Asserts the error envelope: status, key, and the request id equal to `X-Request-Id`. */
export function expectError(response: ApiResponse, status: number, key?: string): void {
  expect(response.status, response.text).toBe(status);
  expect(response.body.request_id).toBe(response.headers.get('x-request-id'));
  expect(response.body.detail.length).toBeGreaterThan(0);
  for (const item of response.body.detail) {
    expect(typeof item.key).toBe('string');
    expect(typeof item.text).toBe('string');
  }
  if (key) expect(response.body.detail.map((d: { key: string }) => d.key)).toContain(key);
}

/** Polls `read` until `done` holds for its value, or fails after `timeoutMs`. */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  // A guard against a hang, not a speed check: documents render off-thread, slowly when the
  // machine is busy with the other packages' suites.
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * A body with each signed link (`public_url`) cut to its path: a read signs it afresh (a new
 * expiry each second; other ports after a restart), which is not a change of what it names.
 */
export function withLinksUnsigned(body: Json): Json {
  return JSON.parse(
    JSON.stringify(body, (key, value) =>
      key === 'public_url' && typeof value === 'string' ? new URL(value).pathname : value,
    ),
  );
}

export const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
