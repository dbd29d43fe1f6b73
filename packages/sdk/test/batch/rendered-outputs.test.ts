import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { fileItem, type OutputRenderer, openDirectoryBatch } from '../../src/batch/node/index.js';
import { toSrt, transcriptCaptions } from '../../src/captions/index.js';
import { sandbox, testClient } from '../integration/helpers.js';
import { recordingsFolder } from './helpers.js';

const { scribekit } = testClient();
const folder = await recordingsFolder(2, 'cap');
afterAll(() => folder.cleanup());

/** Captions of a preset as the batch's SRT, counting its calls. */
function captionsRenderer(preset: 'netflix' | 'social') {
  const calls: string[] = [];
  const renderer: OutputRenderer = {
    id: `captions:${preset}`,
    async render(transcriptId, { scribekit: client, signal }) {
      calls.push(transcriptId);
      const cues = await transcriptCaptions(client, transcriptId, { preset, signal });
      return new TextEncoder().encode(toSrt(cues));
    },
  };
  return { renderer, calls };
}

async function runBatch(render?: OutputRenderer) {
  const opened = await openDirectoryBatch({
    scribekit,
    out: folder.out,
    formats: ['txt', 'srt'],
    pollIntervalMs: 50,
    ...(render ? { render: { srt: render } } : {}),
  });
  try {
    return await opened.batch.run(folder.paths.map((path) => fileItem(path)));
  } finally {
    await opened.close();
  }
}

/** The POSTs to `path` (a glob) since `since`, as the sandbox logged them (bodies included). */
async function posted(path: string, since: string): Promise<{ body?: { format?: string } }[]> {
  const query = new URLSearchParams({ method: 'POST', path, since, limit: '1000' });
  const response = await fetch(`${sandbox().baseUrl}/__sandbox/requests?${query}`);
  return ((await response.json()) as { items: { body?: { format?: string } }[] }).items;
}
const exportedFormats = async (since: string) =>
  (await posted('/api/v1/transcripts/*/exports', since)).map((entry) => entry.body?.format).sort();
const now = () => new Date().toISOString();

test('a format with a renderer is made here, not exported; a rerun skips it; another renderer or none writes it again', async () => {
  const first = now();
  const netflix = captionsRenderer('netflix');
  expect(await runBatch(netflix.renderer)).toMatchObject({ done: 2, skipped: 0, failed: 0 });
  // Only the txt of each item came from the service.
  expect(await exportedFormats(first)).toEqual(['txt', 'txt']);
  expect(netflix.calls).toHaveLength(2);
  const srt = await readFile(join(folder.out, 'cap-000.srt'), 'utf8');
  const built = await Promise.all(
    netflix.calls.map(async (id) => toSrt(await transcriptCaptions(scribekit, id))),
  );
  expect(built).toContain(srt);

  // The same renderer again: nothing to do.
  const again = captionsRenderer('netflix');
  expect(await runBatch(again.renderer)).toMatchObject({ done: 0, skipped: 2 });
  expect(again.calls).toEqual([]);

  // Another preset: the captions are made again, and nothing is sent but their reads.
  const third = now();
  const social = captionsRenderer('social');
  expect(await runBatch(social.renderer)).toMatchObject({ done: 2, skipped: 0 });
  expect(social.calls).toHaveLength(2);
  expect(await readFile(join(folder.out, 'cap-000.srt'), 'utf8')).not.toBe(srt);
  expect(await posted('/api/v1/files/upload-init', third)).toEqual([]);
  expect(await exportedFormats(third)).toEqual([]);

  // No renderer: the service's SRT replaces the built one; the txt stays as it is.
  const fourth = now();
  expect(await runBatch()).toMatchObject({ done: 2, skipped: 0 });
  expect(await exportedFormats(fourth)).toEqual(['srt', 'srt']);
});

test('the disk is the truth: a deleted rendered output is rendered again and a changed export downloaded again — no upload, transcript or new export', async () => {
  const render = captionsRenderer('social');
  await runBatch(render.renderer);
  const txt = await readFile(join(folder.out, 'cap-000.txt'));
  const srt = await readFile(join(folder.out, 'cap-001.srt'));
  await rm(join(folder.out, 'cap-001.srt'));
  await writeFile(join(folder.out, 'cap-000.txt'), 'edited by hand');

  const since = now();
  const again = captionsRenderer('social');
  const restored: string[] = [];
  const opened = await openDirectoryBatch({
    scribekit,
    out: folder.out,
    formats: ['txt', 'srt'],
    pollIntervalMs: 50,
    render: { srt: again.renderer },
  });
  opened.batch.on('itemDone', (event) => restored.push(...(event.restored ?? [])));
  const plan = await opened.batch.plan(folder.paths.map((path) => fileItem(path)));
  expect(plan.done).toBe(0); // each item has an output to make again
  try {
    expect(await opened.batch.run(folder.paths.map((path) => fileItem(path)))).toMatchObject({
      done: 2,
      skipped: 0,
    });
  } finally {
    await opened.close();
  }
  expect(restored.sort()).toEqual(['cap-000.txt', 'cap-001.srt']);
  expect(await readFile(join(folder.out, 'cap-000.txt'))).toEqual(txt);
  expect(await readFile(join(folder.out, 'cap-001.srt'))).toEqual(srt);
  expect(again.calls).toHaveLength(1); // only the deleted captions were rendered
  expect(await posted('/api/v1/files/upload-init', since)).toEqual([]);
  expect(await posted('/api/v1/transcripts/', since)).toEqual([]);
  expect(await exportedFormats(since)).toEqual([]); // the export still on the service is reused
});
