import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Sandbox, startSandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createScribekit } from '../../src/node/index.js';
import { startCountingProxy } from './counting-proxy.js';
import { type LoggedRequest, recordingsFolder, requestLog } from './helpers.js';
import { startDriver } from './run-driver.js';

const FILES = 30;
const KILLS = 20;
const CHUNK = 16 * 1024;

let sandbox: Sandbox;
let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    processingMs: 150,
    chunkSize: CHUNK,
    rateLimits: { uploadInit: 10_000, sourceImports: 10_000 },
    log: () => {},
  });
  proxy = await startCountingProxy(sandbox.baseUrl);
});
afterAll(async () => {
  await proxy?.close();
  await sandbox?.close();
});

/** Collects the sandbox's request log while `work` runs (the log keeps only its last 1000). */
async function withRequestLog<T>(
  work: () => Promise<T>,
): Promise<{ result: T; log: LoggedRequest[] }> {
  const byId = new Map<string, LoggedRequest>();
  const collect = async () => {
    for (const entry of await requestLog(sandbox.baseUrl)) byId.set(entry.request_id, entry);
  };
  let running = true;
  const poller = (async () => {
    while (running) {
      await collect();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    const result = await work();
    return { result, log: [...byId.values()] };
  } finally {
    running = false;
    await poller;
    await collect();
  }
}

describe('batch engine under kill -9', () => {
  test(`${KILLS} kills at random points of a ${FILES}-file batch: each file uploaded, transcribed and written once`, async () => {
    const folder = await recordingsFolder(FILES, 'kill', 4); // 64 KB: 4 parts of 16 KiB each
    const settings = {
      baseUrl: proxy.baseUrl,
      apiKey: sandbox.apiKey,
      concurrency: 4,
      uploadConcurrency: 2,
      // A create a killed run sent without an answer is waited out this long before it is made
      // again (the default minute would outlast the test).
      timeoutMs: 5_000,
      // The sandbox's raised limit, stated: the documented 10 an hour would hold the batch.
      limits: { 'upload-init': { limit: 10_000, windowMs: 3_600_000 } },
    };
    try {
      const { result: runs, log } = await withRequestLog(async () => {
        const outcomes: string[] = [];
        let kills = 0;
        while (kills < KILLS) {
          const run = startDriver(join(folder.dir, 'in'), folder.out, settings);
          await Promise.race([run.started, run.exited]);
          // A random point: from right after the ledger opened to well into the batch.
          const delay = Math.floor(Math.random() * 700);
          const ended = await Promise.race([
            run.exited.then(() => 'exited' as const),
            new Promise<'kill'>((resolve) => setTimeout(() => resolve('kill'), delay)),
          ]);
          if (ended === 'exited') {
            outcomes.push(`finished ${JSON.stringify(await run.exited)} ${run.stderr.join(' ')}`);
            break;
          }
          run.child.kill('SIGKILL');
          await run.exited;
          kills++;
        }
        // Then one run to the end.
        const last = startDriver(join(folder.dir, 'in'), folder.out, settings);
        const end = await last.exited;
        outcomes.push(`last ${JSON.stringify(end)} ${last.stderr.join(' ')}`);
        expect(end.code, last.stderr.join('\n')).toBe(0);
        return { outcomes, kills, summary: last.events.find((event) => event.event === 'summary') };
      });
      expect(runs.kills, runs.outcomes.join('\n')).toBeGreaterThanOrEqual(10);

      // Every output written, complete (not a torn temp file).
      const outputs = (await readdir(folder.out)).filter((name) => name.endsWith('.txt'));
      expect(outputs).toHaveLength(FILES);
      for (const name of outputs)
        expect((await stat(join(folder.out, name))).size).toBeGreaterThan(0);
      expect(
        (await readdir(folder.out)).filter((name) => name.endsWith('.scribekit-partial')),
      ).toEqual([]);

      // The API through the proxy: exactly one new upload-init, transcript and export per file.
      const api = proxy.seen;
      const ok = (method: string, path: RegExp) =>
        api.filter((r) => r.method === method && path.test(r.path) && r.status < 300);
      const inits = ok('POST', /\/files\/upload-init$/);
      expect(inits.filter((r) => !r.replayed)).toHaveLength(FILES);
      expect(ok('POST', /\/transcripts\/$/)).toHaveLength(FILES);
      expect(ok('POST', /\/transcripts\/[^/]+\/exports$/)).toHaveLength(FILES);

      // The sandbox's own request log agrees, and no part was stored twice.
      const logged = (method: string, path: RegExp) =>
        log.filter((r) => r.method === method && path.test(r.path) && r.status < 300);
      expect(logged('POST', /\/transcripts\/$/)).toHaveLength(FILES);
      const partPuts = logged('PUT', /\/parts\/\d+$/).map((r) => r.path);
      expect(new Set(partPuts).size).toBe(FILES * 4);
      expect(partPuts).toHaveLength(FILES * 4);

      // The service holds one transcript per file.
      const scribekit = createScribekit({ baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey });
      const transcripts = await scribekit.transcripts.list().toArray();
      expect(transcripts).toHaveLength(FILES);
      expect(new Set(transcripts.map((t) => t.file_id)).size).toBe(FILES);
      const ledger = await readFile(join(folder.out, '.scribekit-batch.jsonl'), 'utf8');
      expect(ledger.trim().split('\n').length).toBeGreaterThanOrEqual(FILES);
    } finally {
      await folder.cleanup();
    }
  }, 180_000);
});
