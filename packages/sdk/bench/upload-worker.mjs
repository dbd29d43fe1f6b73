// One upload in a fresh process — by the SDK from a file (`sdk`), by the SDK from a generated
// stream (`sdk-stream`), or by raw parallel PUTs of the same parts (`raw`) — on whichever runtime
// runs it (Node, Bun or Deno); prints {seconds, bytes, rssGrowth} as JSON.
// Run by upload-throughput.mjs and upload-memory.mjs.
import { open, stat } from 'node:fs/promises';
import { createScribekit } from '../dist/node/index.js';
import { inParallel } from './stats.mjs';

const [mode, path, baseUrl, apiKey] = process.argv.slice(2);
const CONCURRENCY = 4;

async function rawUpload() {
  const api = `${baseUrl}/api/v1`;
  const headers = { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' };
  const { size } = await stat(path);
  const init = await (
    await fetch(`${api}/files/upload-init`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ filename: 'raw.bin', size_bytes: size }),
    })
  ).json();
  const file = await open(path, 'r');
  const etags = [];
  await inParallel(init.parts, CONCURRENCY, async (part) => {
    const start = (part.part_no - 1) * init.chunk_size;
    const bytes = new Uint8Array(Math.min(init.chunk_size, size - start));
    await file.read(bytes, 0, bytes.length, start);
    const response = await fetch(part.url, { method: 'PUT', body: bytes });
    etags.push({ part_no: part.part_no, etag: response.headers.get('etag') });
  });
  await file.close();
  etags.sort((a, b) => a.part_no - b.part_no);
  const done = await fetch(`${api}/files/upload-complete`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ file_id: init.file_id, parts: etags }),
  });
  if (!done.ok) throw new Error(`raw upload-complete failed: ${done.status}`);
  return size;
}

async function sdkUpload() {
  const scribekit = createScribekit({ baseUrl, apiKey });
  const file = await scribekit.uploadFile(path, { concurrency: CONCURRENCY });
  return file.size;
}

/** The same number of bytes as the file at `path`, generated chunk by chunk as a stream. */
function generatedStream(size) {
  const chunk = new Uint8Array(64 * 1024);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const length = Math.min(chunk.length, size - sent);
      chunk[0] = sent / chunk.length;
      controller.enqueue(chunk.slice(0, length));
      sent += length;
    },
  });
}

async function sdkStreamUpload() {
  const scribekit = createScribekit({ baseUrl, apiKey });
  const { size } = await stat(path);
  const file = await scribekit.uploadFile(generatedStream(size), {
    size,
    filename: 'stream.bin',
    concurrency: CONCURRENCY,
  });
  return file.size;
}

const uploads = { raw: rawUpload, sdk: sdkUpload, 'sdk-stream': sdkStreamUpload };

const rssBefore = process.memoryUsage().rss;
let rssPeak = rssBefore;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
}, 10);
const started = performance.now();
const bytes = await uploads[mode]();
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
process.stdout.write(`${JSON.stringify({ seconds, bytes, rssGrowth: rssPeak - rssBefore })}\n`);
