// Manual clock budget: advancing by 24 h with 1,000 jobs in flight takes at most 1 s, every
// job is final when the advance answers, and every webhook was delivered, in order. Baseline in
// the same run: the same jobs ended with POST /__sandbox/jobs/finish on a real clock, waited
// for with sandbox.idle() until their webhooks arrived. Exits 1 when the budget is broken.
// Usage: node bench/clock-advance.mjs [--jobs N] [--rounds R] [--budget-ms MS]
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { makeWav, startSandbox } from '../dist/index.js';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '3' },
    'budget-ms': { type: 'string', default: '1000' },
  },
});
const JOBS = Number(values.jobs);
const ROUNDS = Number(values.rounds);
const BUDGET_MS = Number(values['budget-ms']);
const DAY_MS = 24 * 3600 * 1000;

/** A webhook receiver that records the event ids in arrival order. */
async function receiver() {
  const arrived = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      arrived.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      res.end('ok');
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { arrived, url: `http://127.0.0.1:${server.address().port}/hook`, server };
}

async function call(sandbox, method, path, body) {
  const res = await fetch(`${sandbox.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${sandbox.apiKey}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status >= 300)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function uploadWav(sandbox) {
  const bytes = makeWav(30, 'bench', 8000);
  const init = await call(sandbox, 'POST', '/files/upload-init', {
    filename: 'bench.wav',
    size_bytes: bytes.length,
  });
  const etags = [];
  for (const part of init.parts) {
    const slice = bytes.subarray(
      (part.part_no - 1) * init.chunk_size,
      part.part_no * init.chunk_size,
    );
    const put = await fetch(part.url, { method: 'PUT', body: slice });
    etags.push(put.headers.get('etag'));
  }
  await call(sandbox, 'POST', '/files/upload-complete', {
    file_id: init.file_id,
    parts: etags.map((etag, i) => ({ part_no: i + 1, etag })),
  });
  return init.file_id;
}

/** A sandbox with JOBS transcripts in flight, due at staggered times, and a subscribed receiver. */
async function prepare(clock) {
  const sink = await receiver();
  const sandbox = await startSandbox({ clock, processingMs: 3_600_000, log: () => undefined });
  await call(sandbox, 'POST', '/webhooks/', { url: sink.url, events: ['transcript.completed'] });
  const fileId = await uploadWav(sandbox);
  const ids = [];
  for (let i = 0; i < JOBS; i++) {
    ids.push((await call(sandbox, 'POST', '/transcripts/', { file_id: fileId })).id);
    // On the manual clock each job starts a second after the one before: 1,000 due times.
    if (clock === 'manual') await sandbox.clock.advance(1000);
  }
  return { sandbox, sink, ids };
}

async function verify({ sandbox, sink, ids }) {
  const page = await call(sandbox, 'GET', `/transcripts/?limit=100&status=completed`);
  if (page.meta.total !== ids.length) throw new Error(`${page.meta.total} of ${ids.length} final`);
  const order = sink.arrived.map((p) => p.data.id);
  if (order.length !== ids.length) throw new Error(`${order.length} webhooks of ${ids.length}`);
  return order.every((id, i) => id === ids[i]);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const manualMs = [];
const manualCpuMs = [];
const baselineMs = [];
let ordered = true;
for (let round = 0; round < ROUNDS; round++) {
  const manual = await prepare('manual');
  let started = performance.now();
  const cpu = process.cpuUsage();
  await manual.sandbox.clock.advance(DAY_MS);
  manualMs.push(performance.now() - started);
  const used = process.cpuUsage(cpu);
  // CPU time of this process (sandbox and receiver), which load from other processes does not inflate.
  manualCpuMs.push((used.user + used.system) / 1000);
  ordered &&= await verify(manual);
  await manual.sandbox.close();
  manual.sink.server.close();

  const real = await prepare('real');
  started = performance.now();
  await fetch(`${real.sandbox.baseUrl}/__sandbox/jobs/finish`, { method: 'POST' });
  await real.sandbox.idle();
  baselineMs.push(performance.now() - started);
  await verify(real); // all final and delivered; a real clock promises no order
  await real.sandbox.close();
  real.sink.server.close();
}
const took = median(manualMs);
const ok = took <= BUDGET_MS && ordered;
console.log(
  `clock/advance 24 h with ${JOBS} jobs in flight (median of ${ROUNDS}): ${took.toFixed(0)} ms (budget ${BUDGET_MS} ms) ` +
    `(CPU ${median(manualCpuMs).toFixed(0)} ms) vs jobs/finish + idle on a real clock ${median(baselineMs).toFixed(0)} ms: ratio ${(took / median(baselineMs)).toFixed(2)}; ` +
    `every job final, ${JOBS} webhooks ${ordered ? 'in order' : 'OUT OF ORDER'} ${ok ? 'ok' : 'OVER BUDGET'}`,
);
process.exitCode = ok ? 0 : 1;
