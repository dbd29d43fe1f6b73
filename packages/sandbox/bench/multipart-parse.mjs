// Why the sandbox keeps its own multipart parser (src/server/multipart.ts) rather than Hono's
// `c.req.parseBody()` or the platform's `Request.formData()` (undici; Hono's parseBody calls it):
// the largest body the sandbox accepts, a 10 MiB knowledge-base document with a title field,
// parsed by both in the same run. Prints the CPU time each took (median of the rounds) and the
// ratio; undici parses the whole body in one synchronous pass, so its CPU time is one turn of the
// event loop that every other request waits for. Exits 1 if ours is not the faster.
// Usage: node bench/multipart-parse.mjs [--rounds R] [--mib N]
import { parseArgs } from 'node:util';
import { HonoRequest } from 'hono/request';
import { processCpuMs } from '../../../scripts/test-support/cpu-time.mjs';
import { parseMultipart } from '../dist/server/multipart.js';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, mib: { type: 'string', default: '10' } },
});
const ROUNDS = Number(values.rounds);
const boundary = 'bench-boundary-7d1f';
const document = Buffer.alloc(Number(values.mib) * 1024 * 1024, 0x41);
const body = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="handbook.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  ),
  document,
  Buffer.from(
    `\r\n--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nHandbook\r\n--${boundary}--\r\n`,
  ),
]);
const contentType = `multipart/form-data; boundary=${boundary}`;

/** CPU ms of one parse (process: getrusage's precision), which must find the whole document. */
async function measure(parse) {
  const started = processCpuMs();
  const size = await parse();
  const cpuMs = processCpuMs() - started;
  if (size !== document.byteLength)
    throw new Error(`parsed ${size} bytes, not ${document.byteLength}`);
  return cpuMs;
}

const ours = () => parseMultipart(body, boundary).get('file').size;
const hono = async () => {
  const request = new Request('http://127.0.0.1/upload', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
  const form = await new HonoRequest(request).parseBody();
  return new Uint8Array(await form.file.arrayBuffer()).byteLength;
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const oursMs = [];
const honoMs = [];
for (let round = 0; round < ROUNDS; round++) {
  oursMs.push(await measure(ours));
  honoMs.push(await measure(hono));
}
const [a, b] = [median(oursMs), median(honoMs)];
console.log(
  `rounds (ms CPU): ours ${oursMs.map((x) => x.toFixed(1)).join(' ')}; Hono ${honoMs.map((x) => x.toFixed(1)).join(' ')}`,
);
console.log(
  `multipart ${values.mib} MiB: ours ${a.toFixed(1)} ms CPU, Hono parseBody ${b.toFixed(1)} ms CPU (median of ${ROUNDS}); Hono/ours = ${(b / Math.max(a, 0.01)).toFixed(0)}x`,
);
if (!(a < b)) process.exit(1);
