import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EXPORT_FORMATS, MAX_DOCUMENT_TEXT } from '../src/content/index.js';
import { makeWav } from '../src/fixtures/make-wav.js';
import { MAX_DOCUMENT_BYTES } from '../src/handlers/knowledge-bases.js';
import { startCli } from './support/cli.js';
import { makeTextPdf } from './support/large-pdf.js';
import { apiCaller, type Json, type TestSandbox, waitFor } from './support/sandbox.js';
import { uploadBytes } from './support/upload.js';

// The sandbox runs as its own process (the built CLI), so its memory and event loop are its own.
let cli: ReturnType<typeof startCli>;
let api: TestSandbox['api'];
let apiUrl: string;
let apiKey: string;
const timedGetsScript = fileURLToPath(new URL('./support/timed-gets.mjs', import.meta.url));
let transcriptId: string;
let fileId: string;
let kbId: string;
const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-no-stall-'));
const delayFile = join(dataDir, '..', `${dataDir.split('/').pop()}-loop-delay.json`);

/** The sandbox's event-loop delays (ms) since the last call, from test/support/loop-delay-probe. */
async function loopDelays(): Promise<{
  max: number;
  p99: number;
  mean: number;
  count: number;
  heldMax: number;
}> {
  rmSync(delayFile, { force: true });
  cli.child.kill('SIGUSR2');
  return waitFor(
    async () => {
      try {
        return JSON.parse(readFileSync(delayFile, 'utf8'));
      } catch {
        return null;
      }
    },
    (report) => report !== null,
    10_000,
  );
}

/** A process of its own that times GETs of a page (test/support/timed-gets.mjs), warmed up. */
async function startGetTimer() {
  const child = spawn(process.execPath, [timedGetsScript], {
    env: { ...process.env, URL: `${apiUrl}/transcripts/?limit=10`, KEY: apiKey },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  expect((await lines.next()).value).toBe('ready');
  return {
    /** Latencies of GETs made one after another until `until` settles or `count` are made. */
    async measure(until: Promise<unknown> | null, count: number): Promise<number[]> {
      child.stdin.write(`start ${count}\n`);
      const stop = () => child.stdin.write('stop\n');
      until?.then(stop, stop);
      const result = await lines.next();
      expect(result.value, 'every GET answered 200').toBeTypeOf('string');
      return JSON.parse(result.value as string) as number[];
    },
    close: () => child.stdin.end(),
  };
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))] ??
  0;

/** Resident memory of the sandbox's process in MiB. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

beforeAll(async () => {
  const probe = pathToFileURL(
    fileURLToPath(new URL('./support/loop-delay-probe.mjs', import.meta.url)),
  );
  // With a data directory, so saving (the journal's writes and fsyncs) is part of the work.
  cli = startCli(
    ['--port', '0', '--processing-ms', '100', '--log-level', 'silent', '--data-dir', dataDir],
    {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${probe.href}`,
      LOOP_DELAY_FILE: delayFile,
    },
  );
  const ready = JSON.parse(await cli.firstLine) as { baseUrl: string; apiKey: string };
  apiUrl = `${ready.baseUrl}/api/v1`;
  apiKey = ready.apiKey;
  api = apiCaller(apiUrl, apiKey);
  // A four-hour recording (at 100 samples a second, 2.9 MB) and the longest title allowed, in one
  // word: the largest export the sandbox renders, and the worst case for line breaking.
  ({ fileId } = await uploadBytes({ api }, makeWav(4 * 3600, 1, 100), {
    filename: 'all-hands.wav',
  }));
  const created = await api('POST', '/transcripts/', {
    body: { file_id: fileId, title: 'T'.repeat(10_000) },
  });
  expect(created.status, created.text).toBe(200);
  transcriptId = created.body.id;
  await waitFor(
    async () => (await api('GET', `/transcripts/${transcriptId}/status`)).body.status,
    (status) => status === 'completed',
    30_000,
  );
  const kb = await api('POST', '/knowledge-bases?personal=true', { body: { name: 'Handbook' } });
  expect(kb.status, kb.text).toBe(200);
  kbId = kb.body.id;
}, 60_000);
afterAll(async () => {
  cli?.child.kill('SIGTERM');
  await cli?.exited;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(delayFile, { force: true });
});

describe('nothing one request does stalls the others', () => {
  test('while every format of the largest export renders, a 10 MiB document is parsed and a four-hour recording is transcribed and saved, every GET answers in < 100 ms and memory comes back', async () => {
    const pid = cli.child.pid as number;
    // The control: the same GETs while a thread of this process keeps a core as busy as a
    // rendering worker does (at the same lowered priority), but the sandbox does nothing: how
    // much this machine's CPU contention alone delays a GET.
    const burner = new Worker(
      `const { setPriority } = require('node:os');
       try { setPriority(10); } catch {}
       const end = Date.now() + 60_000;
       while (Date.now() < end) {}`,
      { eval: true },
    );
    const gets = await startGetTimer();
    await loopDelays();
    const idle = await gets.measure(null, 600).finally(() => burner.terminate());
    const idleLoop = await loopDelays();
    const before = rssMb(pid);

    // The largest document allowed: 10 MiB holding nearly the most text allowed.
    const pdf = makeTextPdf(MAX_DOCUMENT_BYTES - 64 * 1024, MAX_DOCUMENT_TEXT * 0.95);
    // The multipart body is made before the clock starts, so this process stays responsive.
    const boundary = 'no-stall-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="handbook.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = api('POST', `/knowledge-bases/${kbId}/entries/upload?personal=true`, {
      raw: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const exports = (async () => {
      const ids: string[] = [];
      for (const format of EXPORT_FORMATS) {
        const created = await api('POST', '/exports/', {
          body: { transcript_id: transcriptId, format },
        });
        expect(created.status, created.text).toBe(200);
        ids.push(created.body.id);
      }
      const done: Json[] = [];
      for (const id of ids) {
        done.push(
          await waitFor(
            async () => (await api('GET', `/exports/${id}`)).body,
            (e) => e.status === 'ready' || e.status === 'failed',
            120_000,
          ),
        );
      }
      return done;
    })();
    // A four-hour recording transcribed again: generated and derived, then saved.
    const transcribed = (async () => {
      const created = await api('POST', '/transcripts/', {
        body: { file_id: fileId, title: 'All hands, again' },
      });
      expect(created.status, created.text).toBe(200);
      return waitFor(
        async () => (await api('GET', `/transcripts/${created.body.id}/status`)).body.status,
        (status) => status === 'completed',
        60_000,
      );
    })();
    const heavy = Promise.all([upload, exports, transcribed]);

    const latencies = await gets.measure(heavy, Number.POSITIVE_INFINITY).finally(gets.close);
    const [uploaded, exported] = await heavy;
    const busyLoop = await loopDelays();
    console.log(
      `event loop delay, max / p99 / mean: during the work ${busyLoop.max.toFixed(1)} / ${busyLoop.p99.toFixed(1)} / ${busyLoop.mean.toFixed(1)} ms; control ${idleLoop.max.toFixed(1)} / ${idleLoop.p99.toFixed(1)} / ${idleLoop.mean.toFixed(1)} ms`,
    );
    expect(uploaded.status, uploaded.text.slice(0, 300)).toBe(200);
    expect(uploaded.body.entries.length).toBeGreaterThan(400);
    expect(exported.map((e) => [e.format, e.status])).toEqual(
      EXPORT_FORMATS.map((format) => [format, 'ready']),
    );
    // Idle workers exit and the heap shrinks: memory comes back to within 64 MB.
    const after = await waitFor(
      async () => rssMb(pid),
      (mb) => mb - before < 64,
      30_000,
    ).catch(() => rssMb(pid));
    console.log(`RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`);
    // The promise: every GET made during the work was answered in under 100 ms, and the
    // sandbox's own work never held its event loop for long. The GETs come from a process of
    // their own, so the test runner's pauses are not counted. One allowance, measured in this run
    // rather than assumed: a loaded 2-core machine pauses any process now and then (the control,
    // with a thread as busy as a rendering worker and the sandbox idle, shows this machine's
    // pauses: its slowest GET beyond its median). The loop is judged by the CPU time its thread
    // spent in one turn, not by the turn's wall time, which also counts waits for a core while
    // the workers and the compiler threads that serve them run (those are in the GETs' figures).
    // Neither hides a stall: before the work left the event loop, a four-hour transcript held it
    // for 0.15–0.7 s, saving it 60 ms, a PDF render seconds.
    expect(latencies.length).toBeGreaterThan(20);
    const noise = Math.max(0, Math.max(...idle) - percentile(idle, 0.5));
    const shown = (values: number[]) =>
      [0.5, 0.95, 0.99, 1].map((p) => percentile(values, p).toFixed(0)).join(' / ');
    const report = `${latencies.length} GETs during the work, median / p95 / p99 / slowest: ${shown(latencies)} ms; control (a busy thread, sandbox idle): ${shown(idle)} ms; the event loop's longest turn ${busyLoop.heldMax.toFixed(1)} ms of its own CPU time (control ${idleLoop.heldMax.toFixed(1)} ms), ${busyLoop.max.toFixed(1)} ms of wall time (control ${idleLoop.max.toFixed(1)} ms)`;
    console.log(report);
    expect(Math.max(...latencies), report).toBeLessThan(100 + noise);
    expect(busyLoop.count, 'the probe sampled the work').toBeGreaterThan(100);
    // 40 ms: this work's longest turn is 15–23 ms here (33 in one CI run); parsing a four-hour
    // transcript's JSON in one turn instead of a slice per turn makes it 47 ms.
    expect(busyLoop.heldMax, report).toBeLessThan(40);
    expect(after - before, `RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`).toBeLessThan(64);
  }, 240_000);
});
