import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import {
  createBatch,
  createMemoryLedger,
  fileItem,
  memoryOutput,
  openDirectoryBatch,
  urlItem,
} from '../../src/batch/node/index.js';
import { sandbox, testClient } from '../integration/helpers.js';
import { countRequests, recordingsFolder, requestLog } from './helpers.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('batch engine', () => {
  test('uploads, transcribes and exports every file; a rerun sends no upload-init again', async () => {
    const folder = await recordingsFolder(4);
    cleanups.push(folder.cleanup);
    const { scribekit } = testClient();
    const events: string[] = [];
    const first = await openDirectoryBatch({
      scribekit,
      out: folder.out,
      formats: ['txt', 'srt'],
      pollIntervalMs: 50,
    });
    first.batch.on('itemDone', ({ name, skipped }) => events.push(`${name}:${skipped}`));
    const summary = await first.batch.run(folder.paths.map((path) => fileItem(path)));
    await first.close();
    expect(summary).toMatchObject({ total: 4, done: 4, failed: 0, skipped: 0 });
    const written = (await readdir(folder.out)).filter((name) => !name.startsWith('.')).sort();
    expect(written).toEqual(
      ['rec-000', 'rec-001', 'rec-002', 'rec-003'].flatMap((name) => [
        `${name}.srt`,
        `${name}.txt`,
      ]),
    );
    const text = await readFile(join(folder.out, 'rec-000.txt'), 'utf8');
    expect(text.length).toBeGreaterThan(0);
    expect(await readFile(join(folder.out, 'rec-000.srt'), 'utf8')).toMatch(
      /^1\n\d\d:\d\d:\d\d,\d{3} --> /,
    );

    const before = countRequests(await requestLog(sandbox().baseUrl), 'POST', /upload-init$/);
    const second = await openDirectoryBatch({
      scribekit,
      out: folder.out,
      formats: ['txt', 'srt'],
      pollIntervalMs: 50,
    });
    const again = await second.batch.run(folder.paths.map((path) => fileItem(path)));
    await second.close();
    expect(again).toMatchObject({ total: 4, done: 0, skipped: 4, failed: 0 });
    const after = countRequests(await requestLog(sandbox().baseUrl), 'POST', /upload-init$/);
    expect(after).toBe(before);
    expect(events.sort()).toEqual([
      'rec-000:false',
      'rec-001:false',
      'rec-002:false',
      'rec-003:false',
    ]);
  });

  test('a file whose content is already done is not uploaded again', async () => {
    const folder = await recordingsFolder(1);
    cleanups.push(folder.cleanup);
    const { scribekit, sent } = testClient();
    const ledger = createMemoryLedger();
    const output = memoryOutput();
    const batch = createBatch({ scribekit, ledger, output, pollIntervalMs: 50 });
    const path = folder.paths[0] as string;
    await batch.run([fileItem(path, { id: 'a', name: 'a' })]);
    const inits = () =>
      sent.filter((r) => r.method === 'POST' && r.url.endsWith('/upload-init')).length;
    expect(inits()).toBe(1);
    const summary = await batch.run([
      fileItem(path, { id: 'b', name: 'b' }),
      fileItem(path, { id: 'c', name: 'c' }),
    ]);
    expect(summary.done).toBe(2);
    expect(inits()).toBe(1);
    expect([...output.files.keys()].sort()).toEqual(['a.txt', 'b.txt', 'c.txt']);
  });

  test('a failed item carries the service message and request id and does not stop the others', async () => {
    const folder = await recordingsFolder(2);
    cleanups.push(folder.cleanup);
    const { scribekit } = testClient();
    const output = memoryOutput();
    const batch = createBatch({
      scribekit,
      ledger: createMemoryLedger(),
      output,
      pollIntervalMs: 50,
    });
    const failures: { name: string; message: string; requestId?: string }[] = [];
    batch.on('itemFailed', ({ name, error }) =>
      failures.push({
        name,
        message: error.message,
        ...(error.requestId ? { requestId: error.requestId } : {}),
      }),
    );
    const summary = await batch.run([
      fileItem(folder.paths[0] as string),
      urlItem('https://example.org/about', { name: 'bad-link' }),
      urlItem('https://youtu.be/dQw4w9WgXcQ', { name: 'video' }),
      fileItem(folder.paths[1] as string),
    ]);
    expect(summary).toMatchObject({ done: 3, failed: 1 });
    expect(failures).toHaveLength(1);
    expect(failures[0]?.name).toBe('bad-link');
    expect(failures[0]?.message.length).toBeGreaterThan(10);
    expect(failures[0]?.requestId).toMatch(/\w{8}/);
    expect([...output.files.keys()].sort()).toEqual(['rec-000.txt', 'rec-001.txt', 'video.txt']);
  });

  test('formats: [] makes the transcripts only: no export is created, nothing is written', async () => {
    const { scribekit, sent } = testClient();
    const output = memoryOutput();
    const ledger = createMemoryLedger();
    const batch = createBatch({ scribekit, ledger, output, formats: [], pollIntervalMs: 50 });
    const item = urlItem('https://vimeo.com/76979871', { name: 'only-transcript' });
    const summary = await batch.run([item]);
    expect(summary).toMatchObject({ done: 1, failed: 0 });
    expect(output.files.size).toBe(0);
    const record = await ledger.get(item.id);
    expect(record).toMatchObject({ state: 'done', transcript: { ready: true } });
    expect(record?.exports).toBeUndefined();
    expect(sent.filter((request) => request.url.includes('/exports')).map((r) => r.url)).toEqual(
      [],
    );
    // A rerun finds it complete and sends nothing.
    expect(await batch.run([item])).toMatchObject({ done: 0, skipped: 1 });
  });

  test('the transcript settings reach links too: a file and an import get the language and title', async () => {
    const folder = await recordingsFolder(1, 'named');
    cleanups.push(folder.cleanup);
    const { scribekit } = testClient();
    const batch = createBatch({
      scribekit,
      ledger: createMemoryLedger(),
      output: memoryOutput(),
      formats: [],
      transcript: { language: 'de', title: 'Quartalszahlen' },
      pollIntervalMs: 50,
    });
    const link = urlItem('https://media.example.com/talks/q3.mp3');
    const outcomes = await Promise.all([
      batch.processItem(fileItem(folder.paths[0] as string)),
      batch.processItem(link),
    ]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('done');
      const id = (outcome as { transcriptId: string }).transcriptId;
      expect(await scribekit.transcripts.getMeta(id)).toMatchObject({
        title: 'Quartalszahlen',
        language: 'de',
      });
    }
  });

  test('stop() ends every item at a step on record; the next run finishes them without repeating one', async () => {
    const folder = await recordingsFolder(6, 'stop');
    cleanups.push(folder.cleanup);
    const { scribekit, sent } = testClient();
    const ledger = createMemoryLedger();
    const output = memoryOutput();
    const items = folder.paths.map((path) => fileItem(path));
    const first = createBatch({ scribekit, ledger, output, concurrency: 3, pollIntervalMs: 50 });
    first.on('itemProgress', ({ phase }) => {
      if (phase === 'transcribing') first.stop();
    });
    const stopped = await first.run(items);
    expect(stopped.failed).toBe(0);
    expect(stopped.stopped).toBeGreaterThan(0);
    expect(stopped.done + stopped.stopped).toBe(6);

    const second = createBatch({ scribekit, ledger, output, concurrency: 3, pollIntervalMs: 50 });
    const finished = await second.run(items);
    expect(finished).toMatchObject({ failed: 0, stopped: 0 });
    expect(finished.done + finished.skipped).toBe(6);
    expect(output.files.size).toBe(6);
    const posts = (path: RegExp) =>
      sent.filter((r) => r.method === 'POST' && path.test(new URL(r.url).pathname)).length;
    expect(posts(/\/upload-init$/)).toBe(6);
    expect(posts(/\/transcripts\/$/)).toBe(6);
  });
});
