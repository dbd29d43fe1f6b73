import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Sandbox, startSandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  fileItem,
  LEDGER_FILE_NAME,
  openDirectoryBatch,
  openJournalLedger,
} from '../../src/batch/node/index.js';
import { createScribekit } from '../../src/node/index.js';
import { countRequests, recordingsFolder, requestLog } from './helpers.js';
import { switchablePort } from './switchable-port.js';

const FILES = 12;
/** Failed checks before the service comes back (2 by default: ~2 s; OUTAGE_CHECKS=6: ~1 min). */
const CHECKS = Number(process.env.OUTAGE_CHECKS ?? 2);

let sandbox: Sandbox;
let port: Awaited<ReturnType<typeof switchablePort>>;
beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    processingMs: 300,
    chunkSize: 64 * 1024,
    // A shortened window: 4 upload-inits per 3 s, so slots matter within the test.
    rateLimits: { uploadInit: 4, sourceImports: 10_000, windowS: 3 },
    log: () => {},
  });
  port = await switchablePort(sandbox.baseUrl);
});
afterAll(async () => {
  await port?.close().catch(() => undefined);
  await sandbox?.close();
});

describe('batch engine through an outage', () => {
  test(
    'a service that goes away pauses the batch: no item fails, refused connections spend no slot, the ledger stays small',
    async () => {
      const folder = await recordingsFolder(FILES, 'outage', 2);
      try {
        const scribekit = createScribekit({
          baseUrl: port.baseUrl,
          apiKey: sandbox.apiKey,
          logLevel: 'off',
        });
        const opened = await openDirectoryBatch({
          scribekit,
          out: folder.out,
          concurrency: 4,
          pollIntervalMs: 50,
          limits: { 'upload-init': { limit: 4, windowMs: 3_000 } },
        });
        const events: { name: string; at: number; data: Record<string, unknown> }[] = [];
        for (const name of ['serviceUnreachable', 'serviceReachable', 'itemFailed'] as const) {
          opened.batch.on(name, (data) => events.push({ name, at: Date.now(), data }));
        }
        let outage: Promise<number> | undefined;
        opened.batch.on('itemDone', () => {
          // The service goes away after the first item, for CHECKS failed checks.
          outage ??= (async () => {
            await port.close();
            const closedAt = Date.now();
            while (events.filter((e) => e.name === 'serviceUnreachable').length < CHECKS) {
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
            await port.open();
            return closedAt;
          })();
        });
        const summary = await opened.batch.run(folder.paths.map((path) => fileItem(path)));
        // The journal as the run left it, before close() compacts it.
        const journal = await readFile(join(folder.out, LEDGER_FILE_NAME), 'utf8');
        await opened.close();
        const closedAt = await outage;

        expect(summary).toMatchObject({ total: FILES, done: FILES, failed: 0, stopped: 0 });
        expect(events.filter((e) => e.name === 'itemFailed')).toEqual([]);
        const unreachable = events.filter((e) => e.name === 'serviceUnreachable');
        expect(unreachable.length).toBeGreaterThanOrEqual(CHECKS);
        // Each announcement says since when, and when the next check is, later each time.
        for (const { data } of unreachable) {
          expect(data.since).toBeGreaterThanOrEqual((closedAt as number) - 50);
          expect(data.nextTryAt).toBeGreaterThan(data.since as number);
        }
        const back = events.filter((e) => e.name === 'serviceReachable');
        expect(back).toHaveLength(1);
        console.log(
          `outage: ${unreachable.length} failed checks, back after ${back[0]?.data.downMs} ms down; ${Buffer.byteLength(journal) / FILES} bytes of journal per item`,
        );

        // Slots: the ledger holds exactly the upload-inits the service answered, none for the
        // connections it refused while it was away.
        const log = await requestLog(sandbox.baseUrl);
        const answered = countRequests(log, 'POST', /\/files\/upload-init$/, 200);
        expect(answered).toBe(FILES);
        const ledger = await openJournalLedger(join(folder.out, LEDGER_FILE_NAME));
        const state = await ledger.read('upload-init');
        await ledger.close();
        expect(state.pending).toEqual([]);
        expect(state.hits).toHaveLength(answered);

        // The journal grows with work, not with attempts or waits: at most 2 KB per item, and the
        // quota's whole state is written only when the journal is compacted (on open), never per update.
        expect(Buffer.byteLength(journal) / FILES).toBeLessThanOrEqual(2048);
        const quotaLines = journal
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line))
          .filter((line) => line.q);
        expect(quotaLines.filter((line) => line.state)).toEqual([]);
        expect(quotaLines.length).toBeLessThanOrEqual(4 * FILES);
      } finally {
        await folder.cleanup();
      }
    },
    60_000 + CHECKS * 60_000,
  );
});
