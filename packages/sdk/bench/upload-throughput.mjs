// 1 GiB upload through the SDK against raw parallel PUTs of the same parts, each in a fresh process.
import { execFile } from 'node:child_process';
import { open } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { pinned } from './pinning.mjs';
import { median, pairedRounds } from './stats.mjs';

const run = promisify(execFile);
const worker = fileURLToPath(new URL('./upload-worker.mjs', import.meta.url));
const ROUNDS = 5;

/** Writes `size` bytes of varied data (not committed; made for each run). */
export async function makeFile(path, size) {
  const block = new Uint8Array(8 * 1024 * 1024);
  for (let i = 0; i < block.length; i += 1) block[i] = (i * 2654435761) >>> 24;
  const file = await open(path, 'w');
  for (let written = 0; written < size; written += block.length) {
    block[0] = written / block.length; // no two blocks alike
    await file.write(block, 0, Math.min(block.length, size - written));
  }
  await file.close();
}

async function once(mode, path, sandbox) {
  const { stdout } = await run(
    ...pinned(0, [worker, mode, path, sandbox.baseUrl, sandbox.apiKey]),
    {
      maxBuffer: 1024 * 1024,
    },
  );
  return JSON.parse(stdout);
}

/** Uploads the file at `path` by the SDK and by raw PUTs, alternating, in fresh processes. */
export async function benchUpload(sandbox, path) {
  {
    const pairs = await pairedRounds(ROUNDS, (mode) => once(mode, path, sandbox));
    const rate = (r) => r.bytes / r.seconds;
    const raw = pairs.map((pair) => pair.raw);
    const sdk = pairs.map((pair) => pair.sdk);
    const ratios = pairs.map((pair) => rate(pair.sdk) / rate(pair.raw));
    return {
      rawBytesPerSecond: median(raw.map(rate)),
      sdkBytesPerSecond: median(sdk.map(rate)),
      ratio: median(ratios),
      ratios,
      rawRssGrowth: Math.max(...raw.map((r) => r.rssGrowth)),
      sdkRssGrowth: Math.max(...sdk.map((r) => r.rssGrowth)),
    };
  }
}
