import { readdir } from 'node:fs/promises';
import { type Sandbox, startSandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fileItem, openDirectoryBatch } from '../../src/batch/node/index.js';
import { createScribekit } from '../../src/node/index.js';
import { recordingsFolder, requestLog } from './helpers.js';

// The sandbox's window shortened to WINDOW_S and the batch told so (`limits`): every slot used,
// never a 429, a restart plans with what the first run spent.
const LIMIT = 5;
const WINDOW_S = 5;
const FILES = 20;
const FIRST_RUN = 10; // whole windows: the restart overlaps the wait for the next slot

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    processingMs: 100,
    chunkSize: 64 * 1024,
    rateLimits: { uploadInit: LIMIT, sourceImports: 10_000, windowS: WINDOW_S },
    log: () => {},
  });
});
afterAll(() => sandbox?.close());

describe('batch engine under the upload-init quota', () => {
  test(`${FILES} files at ${LIMIT} upload-inits per ${WINDOW_S} s stated: every slot is used, no 429, a restart knocks no more`, async () => {
    const folder = await recordingsFolder(FILES, 'quota', 1);
    try {
      const scribekit = createScribekit({ baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey });
      const limited: { until: number }[] = [];
      const open = async () => {
        const opened = await openDirectoryBatch({
          scribekit,
          out: folder.out,
          concurrency: 12,
          pollIntervalMs: 50,
          limits: { 'upload-init': { limit: LIMIT, windowMs: WINDOW_S * 1000 } },
        });
        opened.batch.on('rateLimited', (event) => limited.push(event));
        return opened;
      };
      // A first run stops after FIRST_RUN files (as if interrupted), a second run does them all.
      const first = await open();
      const started = Date.now();
      await first.batch.run(folder.paths.slice(0, FIRST_RUN).map((path) => fileItem(path)));
      await first.close();
      const second = await open();
      const plans: string[] = [];
      second.batch.on('plan', (plan) =>
        plans.push(`${plan.uploads.needed}:${plan.uploads.limit.limit}`),
      );
      const summary = await second.batch.run(folder.paths.map((path) => fileItem(path)));
      await second.close();
      const elapsedMs = Date.now() - started;

      expect(summary).toMatchObject({
        total: FILES,
        done: FILES - FIRST_RUN,
        skipped: FIRST_RUN,
        failed: 0,
      });
      expect((await readdir(folder.out)).filter((name) => name.endsWith('.txt'))).toHaveLength(
        FILES,
      );
      // The second run planned with the stated limit.
      expect(plans).toEqual([`${FILES - FIRST_RUN}:${LIMIT}`]);

      const log = await requestLog(sandbox.baseUrl);
      const inits = log.filter((r) => r.method === 'POST' && r.path.endsWith('/files/upload-init'));
      const refused = inits.filter((r) => r.status === 429);
      const granted = inits.filter((r) => r.status === 200).map((r) => Date.parse(r.at));
      console.log(
        JSON.stringify(limited),
        JSON.stringify(inits.map((r) => [r.at.slice(17, 23), r.status])),
      );
      // The stated limit kept: never a 429.
      expect(refused).toHaveLength(0);
      expect(limited).toHaveLength(0);
      expect(granted).toHaveLength(FILES);
      // Every slot used: each upload-init past the first window went out soon after the one
      // LIMIT before it left the window. A wasted slot costs a whole window (gap 2 × WINDOW_S);
      // 3.5 s of room is for a busy machine (a restart mid-run under load took 2.6 s).
      for (let i = LIMIT; i < granted.length; i++) {
        const gap = (granted[i] as number) - (granted[i - LIMIT] as number);
        expect(gap).toBeGreaterThanOrEqual(WINDOW_S * 1000);
        expect(gap, `upload-init ${i}`).toBeLessThan(WINDOW_S * 1000 + 3_500);
      }
      expect(elapsedMs).toBeLessThan(((FILES / LIMIT) * (WINDOW_S + 3.5) + 3) * 1000);
    } finally {
      await folder.cleanup();
    }
  }, 120_000);

  test("a 429 at the service's own hour states the limit in force and how many this batch counted; nothing is learned", async () => {
    const hourly = await startSandbox({
      port: 0,
      processingMs: 100,
      chunkSize: 64 * 1024,
      rateLimits: { uploadInit: 10, sourceImports: 10_000, windowS: 3600 },
      log: () => {},
    });
    const folder = await recordingsFolder(11, 'hourly', 1);
    try {
      const stop = new AbortController();
      const opened = await openDirectoryBatch({
        scribekit: createScribekit({ baseUrl: hourly.baseUrl, apiKey: hourly.apiKey }),
        out: folder.out,
        concurrency: 11,
        pollIntervalMs: 50,
        // Stated too high, so the 11th is sent.
        limits: { 'upload-init': { limit: 1_000, windowMs: 3_600_000 } },
        signal: stop.signal,
      });
      const limited: { limit?: { limit: number; windowMs?: number }; countedHere?: number }[] = [];
      opened.batch.on('rateLimited', (event) => {
        limited.push(event);
        stop.abort(new Error('the rest would wait an hour'));
      });
      await opened.batch.run(folder.paths.map((path) => fileItem(path))).catch(() => undefined);
      const stored = await opened.ledger.read('upload-init');
      await opened.close();
      expect(limited).toHaveLength(1);
      expect(limited[0]?.limit).toEqual({ limit: 1_000, windowMs: 3_600_000 });
      // Those answered by then (the others were on their way at the same time).
      expect(limited[0]?.countedHere).toBeGreaterThanOrEqual(1);
      expect(limited[0]?.countedHere).toBeLessThanOrEqual(10);
      expect(stored.learned).toBeUndefined();
    } finally {
      await folder.cleanup();
      await hourly.close();
    }
  }, 60_000);
});
