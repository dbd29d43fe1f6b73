// A batch run in its own process, for tests that kill it (-9) or open its ledger twice.
// Usage: node driver.mjs <input folder> <output folder>; settings in the BATCH_DRIVER env (JSON).
// Prints one JSON line per event; exits 0 when every item is done, 1 when one failed, 3 when the
// ledger is held by another process.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileItem, LedgerLockedError, openDirectoryBatch } from '../../dist/batch/node/index.js';
import { createScribekit } from '../../dist/node/index.js';

const [folder, out] = process.argv.slice(2);
const settings = JSON.parse(process.env.BATCH_DRIVER ?? '{}');
const scribekit = createScribekit({
  baseUrl: settings.baseUrl,
  apiKey: settings.apiKey,
  ...(settings.timeoutMs ? { timeoutMs: settings.timeoutMs } : {}),
  logLevel: 'error',
});
const say = (event) => process.stdout.write(`${JSON.stringify(event)}\n`);

let opened;
try {
  opened = await openDirectoryBatch({
    scribekit,
    out,
    formats: settings.formats ?? ['txt'],
    concurrency: settings.concurrency ?? 4,
    uploadConcurrency: settings.uploadConcurrency ?? 2,
    pollIntervalMs: settings.pollIntervalMs ?? 50,
    ...(settings.limits ? { limits: settings.limits } : {}),
  });
} catch (error) {
  if (error instanceof LedgerLockedError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(3);
  }
  throw error;
}
say({ event: 'started', pid: process.pid });
opened.batch.on('itemDone', ({ name, skipped }) => say({ event: 'itemDone', name, skipped }));
opened.batch.on('itemFailed', ({ name, error }) => say({ event: 'itemFailed', name, error }));
opened.batch.on('rateLimited', ({ until }) => say({ event: 'rateLimited', until }));
const paths = readdirSync(folder)
  .sort()
  .map((name) => join(folder, name));
const summary = await opened.batch.run(paths.map((path) => fileItem(path)));
await opened.close();
say({ event: 'summary', ...summary });
process.exit(summary.failed > 0 ? 1 : 0);
