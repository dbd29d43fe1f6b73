import { type Sandbox, startSandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createBatch,
  createLocalClaims,
  createMemoryLedger,
  fileItem,
  memoryOutput,
} from '../../src/batch/node/index.js';
import { createScribekit } from '../../src/node/index.js';
import { recordingsFolder, requestLog } from './helpers.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    processingMs: 100,
    rateLimits: { uploadInit: 5, sourceImports: 10_000, windowS: 2 },
    log: () => {},
  });
});
afterAll(() => sandbox?.close());

describe('batch engines sharing a ledger, a quota store and claims (as a fleet does)', () => {
  test('three workers on one key under its stated limit: each item done once, not one 429', async () => {
    const folder = await recordingsFolder(15, 'fleet', 1);
    try {
      // What a fleet shares through Redis, shared here in memory.
      const ledger = createMemoryLedger();
      const claims = createLocalClaims();
      const output = memoryOutput();
      const workers = Array.from({ length: 3 }, () =>
        createBatch({
          scribekit: createScribekit({ baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey }),
          ledger,
          quotas: ledger,
          claims,
          output,
          concurrency: 3,
          pollIntervalMs: 50,
          limits: { 'upload-init': { limit: 5, windowMs: 2_000 } },
        }),
      );
      const cooldowns = new Set<number>();
      for (const worker of workers) worker.on('rateLimited', ({ until }) => cooldowns.add(until));
      const items = folder.paths.map((path) => fileItem(path));
      const summaries = await Promise.all(workers.map((worker) => worker.run(items)));

      expect(summaries.reduce((sum, s) => sum + s.done, 0)).toBe(15);
      expect(summaries.reduce((sum, s) => sum + s.failed, 0)).toBe(0);
      expect(output.files.size).toBe(15);
      const log = await requestLog(sandbox.baseUrl);
      const inits = log.filter((r) => r.method === 'POST' && r.path.endsWith('/files/upload-init'));
      expect(inits.filter((r) => r.status === 200)).toHaveLength(15);
      // The workers share the slots: together never over the limit, so never a 429.
      expect(inits.filter((r) => r.status === 429)).toHaveLength(0);
      expect(cooldowns.size).toBe(0);
      const transcripts = log.filter(
        (r) => r.method === 'POST' && /\/transcripts\/$/.test(r.path) && r.status < 300,
      );
      expect(transcripts).toHaveLength(15);
    } finally {
      await folder.cleanup();
    }
  }, 60_000);
});
