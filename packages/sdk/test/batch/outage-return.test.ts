import { type Sandbox, startSandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { fileItem, openDirectoryBatch } from '../../src/batch/node/index.js';
import { createScribekit } from '../../src/node/index.js';
import { recordingsFolder } from './helpers.js';
import { switchablePort } from './switchable-port.js';

/** Failed checks before the service returns: enough for the pauses to reach their longest. */
const CHECKS = 4;

let sandbox: Sandbox;
let port: Awaited<ReturnType<typeof switchablePort>>;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, processingMs: 100, log: () => {} });
  port = await switchablePort(sandbox.baseUrl);
});
afterAll(async () => {
  await port?.close().catch(() => undefined);
  await sandbox?.close();
});

test('a service that returns after a long outage is noticed within 10 s', async () => {
  const folder = await recordingsFolder(3, 'return', 1);
  try {
    const opened = await openDirectoryBatch({
      scribekit: createScribekit({
        baseUrl: port.baseUrl,
        apiKey: sandbox.apiKey,
        logLevel: 'off',
      }),
      out: folder.out,
      concurrency: 1,
      pollIntervalMs: 50,
    });
    const pauses: number[] = [];
    let reopenedAt = 0;
    let backAt = 0;
    opened.batch.on('serviceUnreachable', ({ nextTryAt }) => {
      pauses.push(nextTryAt - Date.now());
      // Back right after a check failed: the longest pause passes before the next one.
      if (pauses.length === CHECKS) {
        void port.open().then(() => {
          reopenedAt = Date.now();
        });
      }
    });
    opened.batch.on('serviceReachable', () => {
      backAt = Date.now();
    });
    let closed = false;
    opened.batch.on('itemDone', () => {
      if (closed) return;
      closed = true;
      void port.close();
    });
    const summary = await opened.batch.run(folder.paths.map((path) => fileItem(path)));
    await opened.close();
    expect(summary).toMatchObject({ done: 3, failed: 0 });
    expect(pauses.length).toBe(CHECKS);
    // Every pause is at most 8 s (it was up to a minute), so the return is seen within 10 s.
    for (const pause of pauses) expect(pause).toBeLessThanOrEqual(8_000);
    expect(Math.max(...pauses)).toBeGreaterThan(7_000);
    console.log(`pauses ${pauses.join(', ')} ms; back ${backAt - reopenedAt} ms after it returned`);
    expect(backAt - reopenedAt).toBeLessThan(10_000);
  } finally {
    await folder.cleanup();
  }
}, 60_000);
