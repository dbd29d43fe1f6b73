// Peak RSS growth of an SDK upload on Node, Bun and Deno, from a file and from a generated
// stream: the budget is 2 × concurrency × part size + 64 MiB (128 MiB at the defaults).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { binaries, installBinaries } from '../../../scripts/install-runtime-binaries.mjs';
import { median } from './stats.mjs';

const run = promisify(execFile);
const worker = fileURLToPath(new URL('./upload-worker.mjs', import.meta.url));

const runtimes = [
  ['Node', process.execPath, []],
  ['Bun', binaries.bun, ['run']],
  ['Deno', binaries.deno, ['run', '--allow-all']],
];

// Peak RSS moves with when the garbage collector runs: the median of a few fresh processes.
const RUNS = 3;

/** The median of `RUNS` measurements per runtime and input kind, each in a fresh process. */
export async function benchUploadMemory(path, sandbox) {
  await installBinaries();
  const rows = [];
  for (const [runtime, bin, args] of runtimes) {
    for (const [input, mode] of [
      ['file', 'sdk'],
      ['stream', 'sdk-stream'],
    ]) {
      const growths = [];
      for (let i = 0; i < RUNS; i += 1) {
        const { stdout } = await run(
          bin,
          [...args, worker, mode, path, sandbox.baseUrl, sandbox.apiKey],
          { maxBuffer: 1024 * 1024 },
        );
        growths.push(JSON.parse(stdout.trim().split('\n').at(-1)).rssGrowth);
      }
      rows.push({ runtime, input, rssGrowth: median(growths), all: growths });
    }
  }
  return rows;
}
