import { type Sandbox, startSandbox } from '@scribekit/sandbox';

/** A fault to inject into the sandbox (see `POST /__sandbox/faults`). */
export interface FaultSpec {
  /** Which requests. */
  match: { method?: string; path?: string; origin?: 'api' | 'upload' | 'media' };
  /** What happens to them. */
  effect: {
    status?: number;
    retry_after?: number;
    delay_ms?: number;
    drop?: boolean;
    /** The answer's body with `status`, instead of the API's own. */
    body?: unknown;
  };
  /** How many requests it hits (default 1). */
  times?: number;
}

/** A sandbox for tests: fast jobs, responses checked against the spec, quiet logs. */
export async function startTestSandbox(processingMs = 200): Promise<Sandbox> {
  return startSandbox({
    port: 0,
    processingMs,
    validateResponses: true,
    rateLimits: { uploadInit: 1000, sourceImports: 1000 },
    log: () => undefined,
  });
}

/** Injects a fault through the sandbox's operator endpoint. */
export async function injectFault(sandbox: Sandbox, fault: FaultSpec): Promise<void> {
  const response = await fetch(`${sandbox.baseUrl}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ times: 1, ...fault }),
  });
  if (!response.ok) throw new Error(`fault refused: ${await response.text()}`);
}

/** Removes every injected fault. */
export async function clearFaults(sandbox: Sandbox): Promise<void> {
  await fetch(`${sandbox.baseUrl}/__sandbox/faults`, { method: 'DELETE' });
}

/** Waits until `check` returns a value (not undefined/false), or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}
