// Starts one sandbox for the whole SDK test run; tests reach it over real HTTP on loopback.
import { startSandbox } from '@scribekit/sandbox';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    sandbox: { baseUrl: string; apiKey: string; chunkSize: number; processingMs: number };
  }
}

export default async function setup(project: TestProject) {
  const chunkSize = 1024 * 1024;
  const processingMs = 300;
  const sandbox = await startSandbox({
    port: 0,
    processingMs,
    chunkSize,
    validateResponses: true,
    // The service's hourly limits would stop a test run that creates many files.
    rateLimits: { uploadInit: 10_000, sourceImports: 10_000 },
    webhooks: { retryBaseMs: 50, timeoutMs: 2_000 },
    log: () => {},
  });
  project.provide('sandbox', {
    baseUrl: sandbox.baseUrl,
    apiKey: sandbox.apiKey,
    chunkSize,
    processingMs,
  });
  return () => sandbox.close();
}
