import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import {
  createBatch,
  createMemoryLedger,
  fileItem,
  type ItemError,
  memoryOutput,
} from '../../src/batch/node/index.js';
import { testClient } from '../integration/helpers.js';
import { recordingsFolder } from './helpers.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('files that are no recordings', () => {
  test('are refused before any request, parked for later runs, and tried again when asked or changed', async () => {
    const folder = await recordingsFolder(1, 'good');
    cleanups.push(folder.cleanup);
    const empty = join(folder.dir, 'in', 'empty.wav');
    const notes = join(folder.dir, 'in', 'notes.mp3');
    await writeFile(empty, '');
    await writeFile(notes, 'Agenda: budget, hiring, the offsite.\n');
    const { scribekit, sent } = testClient();
    const ledger = createMemoryLedger();
    const output = memoryOutput();
    const items = () => [folder.paths[0] as string, empty, notes].map((path) => fileItem(path));
    const failed: ItemError[] = [];
    const parked: string[] = [];
    const open = (retryFailed = false) => {
      const batch = createBatch({ scribekit, ledger, output, pollIntervalMs: 50, retryFailed });
      batch.on('itemFailed', ({ error }) => failed.push(error));
      batch.on('itemParked', ({ name }) => parked.push(name));
      return batch;
    };
    const inits = () =>
      sent.filter((r) => r.method === 'POST' && r.url.endsWith('/upload-init')).length;

    const first = await open().run(items());
    expect(first).toMatchObject({ done: 1, failed: 2, parked: 0 });
    expect(inits()).toBe(1);
    expect(failed.map((error) => [error.key, error.permanent, error.message]).sort()).toEqual([
      ['empty_file', true, 'the file is empty (0 bytes); nothing was uploaded'],
      [
        'unsupported_media',
        true,
        'the file is not audio or video: its first bytes are a text file; nothing was uploaded',
      ],
    ]);

    // A rerun skips them without a request and without failing.
    const requestsBefore = sent.length;
    const second = await open().run(items());
    expect(second).toMatchObject({ done: 0, skipped: 1, failed: 0, parked: 2, stopped: 0 });
    expect(parked.sort()).toEqual(['empty', 'notes']);
    expect(sent.length).toBe(requestsBefore);
    const plan = await open().plan(items());
    expect(plan).toMatchObject({ total: 3, done: 1, parked: 2, uploads: { needed: 0 } });

    // retryFailed tries them again (and they are refused again, still without a request).
    failed.length = 0;
    expect(await open(true).run(items())).toMatchObject({ failed: 2, parked: 0 });
    expect(sent.length).toBe(requestsBefore);

    // A file that changed is tried again without being asked: here it became a recording.
    await writeFile(
      notes,
      await import('node:fs/promises').then((fs) => fs.readFile(folder.paths[0] as string)),
    );
    const fixed = await open().run(items());
    expect(fixed).toMatchObject({ done: 1, skipped: 1, parked: 1, failed: 0 });
    expect(inits()).toBe(1); // same content as the good file: its transcript is reused
  });
});
