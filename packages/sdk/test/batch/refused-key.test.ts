import { afterEach, describe, expect, test } from 'vitest';
import {
  createBatch,
  createMemoryLedger,
  fileItem,
  memoryOutput,
} from '../../src/batch/node/index.js';
import { AuthenticationError } from '../../src/index.js';
import { sandbox, testClient } from '../integration/helpers.js';
import { recordingsFolder } from './helpers.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('a key the service refuses', () => {
  test('halts the batch at the first refused request and fails no item', async () => {
    const folder = await recordingsFolder(6, 'refused');
    cleanups.push(folder.cleanup);
    const { scribekit, sent } = testClient({ apiKey: 'sk_sandbox_revoked_long_ago' });
    const ledger = createMemoryLedger();
    const batch = createBatch({
      scribekit,
      ledger,
      output: memoryOutput(),
      concurrency: 6,
      pollIntervalMs: 50,
    });
    const failed: string[] = [];
    batch.on('itemFailed', ({ name }) => failed.push(name));
    const items = folder.paths.map((path) => fileItem(path));
    const error = await batch.run(items).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).requestId).toMatch(/\w{8}/);
    expect(sent.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /api/v1/files/upload-init',
    ]);
    expect(failed).toEqual([]);
    for (const item of items)
      expect((await ledger.get(item.id))?.state ?? 'pending').toBe('pending');
    expect(sandbox().baseUrl).toBeTruthy();
  });
});
