import { type Sandbox, type SandboxOptions, startSandbox } from '@scribekit/sandbox';

/** A sandbox for CLI tests: fast jobs, small parts, responses checked against the spec. */
export function startTestSandbox(overrides: SandboxOptions = {}): Promise<Sandbox> {
  return startSandbox({
    processingMs: 150,
    chunkSize: 64 * 1024,
    validateResponses: true,
    rateLimits: { uploadInit: 1000, sourceImports: 1000 },
    log: () => undefined,
    ...overrides,
  });
}

/** Environment that points the CLI at a sandbox. */
export const sandboxEnv = (sandbox: Sandbox, apiKey = sandbox.apiKey) => ({
  SCRIBEKIT_API_KEY: apiKey,
  SCRIBEKIT_BASE_URL: sandbox.baseUrl,
});

/** Calls an operator endpoint of the sandbox. */
export async function operator<T = unknown>(
  sandbox: Sandbox,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${sandbox.baseUrl}/__sandbox${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** One request the sandbox answered, as its request log keeps it. */
export interface LoggedRequest {
  method: string;
  path: string;
  /** Its query parameters (the last value of each). */
  query: Record<string, string>;
  status: number;
  at: string;
  duration_ms: number;
}

/** When the sandbox received a logged request (the log's time is when it answered). */
export const receivedAt = (r: LoggedRequest) => Date.parse(r.at) - r.duration_ms;

/** The sandbox's request log (the last 1 000 requests, oldest first). */
export const requestLog = async (sandbox: Sandbox) =>
  (await operator<{ items: LoggedRequest[] }>(sandbox, 'GET', '/requests?limit=1000')).items;
