// One measured run of 500 small files in a fresh process: `engine` runs the batch engine,
// `loop` a hand-written loop of transcribeFile + exportTranscript with the same concurrency.
// Prints {seconds, items, heap} (heap: MiB used after GC when 20 %, 60 % and 100 % were done).
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { fileItem, openDirectoryBatch } from '../dist/batch/node/index.js';
import { createScribekit } from '../dist/node/index.js';
import { inParallel } from './stats.mjs';

const [mode, folder, out, baseUrl, apiKey, concurrencyText] = process.argv.slice(2);
const concurrency = Number(concurrencyText);
const scribekit = createScribekit({ baseUrl, apiKey, logLevel: 'error' });
const paths = (await readdir(folder)).sort().map((name) => join(folder, name));
await mkdir(out, { recursive: true });
const wait = { pollIntervalMs: 50, maxPollIntervalMs: 200 };
const heap = [];
let finished = 0;
const checkpoint = () => {
  finished++;
  if ([0.2, 0.6, 1].some((share) => finished === Math.round(paths.length * share))) {
    globalThis.gc?.();
    heap.push(process.memoryUsage().heapUsed / 2 ** 20);
  }
};

const started = performance.now();
if (mode === 'loop') {
  await inParallel(paths, concurrency, async (path) => {
    const transcript = await scribekit.transcribeFile(path, { wait });
    const { bytes } = await scribekit.exportTranscript(transcript.id, 'txt', { as: 'bytes', wait });
    await writeFile(join(out, `${basename(path, extname(path))}.txt`), bytes);
    checkpoint();
  });
} else {
  const { batch, close } = await openDirectoryBatch({
    scribekit,
    out,
    concurrency,
    pollIntervalMs: 50,
    // The sandbox's raised quota, stated (the documented 10 an hour is the default limit).
    limits: { 'upload-init': { limit: 1_000_000, windowMs: 3_600_000 } },
  });
  batch.on('itemDone', checkpoint);
  const summary = await batch.run(paths.map((path) => fileItem(path)));
  await close();
  if (summary.done !== paths.length) throw new Error(`batch: ${JSON.stringify(summary)}`);
}
const seconds = (performance.now() - started) / 1000;
const written = (await readdir(out)).filter((name) => name.endsWith('.txt')).length;
process.stdout.write(JSON.stringify({ seconds, items: written, heap }));
