// The no-stall scenario, shared by the test (what a busy machine cannot break: the sandbox's own
// CPU per event-loop turn, every GET answered, memory back) and the bench (the GETs' wall-time
// budget): the sandbox as its own process (the built CLI) renders every format of its largest
// export, parses a 10 MiB document and transcribes a four-hour recording, while a process of its
// own times GETs of a transcript page.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { expect } from 'vitest';
import { EXPORT_FORMATS, MAX_DOCUMENT_TEXT } from '../../src/content/index.js';
import { makeWav } from '../../src/fixtures/make-wav.js';
import { MAX_DOCUMENT_BYTES } from '../../src/handlers/knowledge-bases.js';
import { startCli } from './cli.js';
import { makeTextPdf } from './large-pdf.js';
import { apiCaller, type Json, type TestSandbox, waitFor } from './sandbox.js';
import { uploadBytes } from './upload.js';

/** The sandbox's event-loop figures since the last reading, from loop-delay-probe.mjs. */
export interface LoopReport {
  /** Wall-time delays (ms): they include waits for a core that other threads hold. */
  max: number;
  p99: number;
  mean: number;
  count: number;
  /** The most CPU time the loop's own thread spent in one turn (ms). */
  heldMax: number;
}

export interface HeavyWorkResult {
  /** Latencies (ms) of the GETs made while the work ran, one after another. */
  latencies: number[];
  /** The control's latencies: a thread of the test as busy as a render worker, the sandbox idle. */
  control: number[];
  busyLoop: LoopReport;
  controlLoop: LoopReport;
  rssBeforeMb: number;
  /** Resident memory once the work is done and idle workers have gone. */
  rssAfterMb: number;
  uploaded: { status: number; text: string; body: Json };
  exported: Json[];
}

const timedGetsScript = fileURLToPath(new URL('./timed-gets.mjs', import.meta.url));
const probe = pathToFileURL(fileURLToPath(new URL('./loop-delay-probe.mjs', import.meta.url)));

export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))] ??
  0;

/** Resident memory of a process in MiB. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

/** Starts the sandbox with the loop probe and prepares the transcript and knowledge base. */
export async function startHeavyWorkSandbox() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-no-stall-'));
  const delayFile = `${dataDir}-loop-delay.json`;
  // With a data directory, so saving (the journal's writes and fsyncs) is part of the work.
  const cli = startCli(
    ['--port', '0', '--processing-ms', '100', '--log-level', 'silent', '--data-dir', dataDir],
    {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${probe.href}`,
      LOOP_DELAY_FILE: delayFile,
    },
  );
  const ready = JSON.parse(await cli.firstLine) as { baseUrl: string; apiKey: string };
  const apiUrl = `${ready.baseUrl}/api/v1`;
  const api: TestSandbox['api'] = apiCaller(apiUrl, ready.apiKey);
  // A four-hour recording (at 100 samples a second, 2.9 MB) and the longest title allowed, in one
  // word: the largest export the sandbox renders, and the worst case for line breaking.
  const { fileId } = await uploadBytes({ api }, makeWav(4 * 3600, 1, 100), {
    filename: 'all-hands.wav',
  });
  const created = await api('POST', '/transcripts/', {
    body: { file_id: fileId, title: 'T'.repeat(10_000) },
  });
  expect(created.status, created.text).toBe(200);
  const transcriptId: string = created.body.id;
  await waitFor(
    async () => (await api('GET', `/transcripts/${transcriptId}/status`)).body.status,
    (status) => status === 'completed',
    30_000,
  );
  const kb = await api('POST', '/knowledge-bases?personal=true', { body: { name: 'Handbook' } });
  expect(kb.status, kb.text).toBe(200);
  const kbId: string = kb.body.id;

  /** The sandbox's event-loop figures since the last call. */
  async function loopReport(): Promise<LoopReport> {
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

  /** A process of its own that times GETs of a page (timed-gets.mjs), warmed up. */
  async function startGetTimer() {
    const child = spawn(process.execPath, [timedGetsScript], {
      env: { ...process.env, URL: `${apiUrl}/transcripts/?limit=10`, KEY: ready.apiKey },
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

  /** Runs the work once; `control` first times GETs with the sandbox idle and a core busy. */
  async function run({ control }: { control: boolean }): Promise<HeavyWorkResult> {
    const pid = cli.child.pid as number;
    const gets = await startGetTimer();
    await loopReport();
    let controlGets: number[] = [];
    if (control) {
      // The same GETs while a thread of this process keeps a core as busy as a rendering worker
      // does (at the same lowered priority), but the sandbox does nothing: how much this
      // machine's CPU contention alone delays a GET.
      const burner = new Worker(
        `const { setPriority } = require('node:os');
         try { setPriority(10); } catch {}
         const end = Date.now() + 60_000;
         while (Date.now() < end) {}`,
        { eval: true },
      );
      controlGets = await gets.measure(null, 600).finally(() => burner.terminate());
    }
    const controlLoop = await loopReport();
    const rssBeforeMb = rssMb(pid);

    // The largest document allowed: 10 MiB holding nearly the most text allowed. The multipart
    // body is made before the work starts, so this process stays responsive.
    const pdf = makeTextPdf(MAX_DOCUMENT_BYTES - 64 * 1024, MAX_DOCUMENT_TEXT * 0.95);
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
    const busyLoop = await loopReport();
    // Idle workers exit and the heap shrinks: memory comes back to within 64 MB.
    const rssAfterMb = await waitFor(
      async () => rssMb(pid),
      (mb) => mb - rssBeforeMb < 64,
      30_000,
    ).catch(() => rssMb(pid));
    return {
      latencies,
      control: controlGets,
      busyLoop,
      controlLoop,
      rssBeforeMb,
      rssAfterMb,
      uploaded,
      exported,
    };
  }

  async function close() {
    cli.child.kill('SIGTERM');
    await cli.exited;
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(delayFile, { force: true });
  }

  return { run, close };
}

/** One line with the GETs' and the loop's figures, for a failure message or the log. */
export function heavyWorkReport(result: HeavyWorkResult): string {
  const shown = (values: number[]) =>
    values.length === 0
      ? 'not measured'
      : `${[0.5, 0.95, 0.99, 1].map((p) => percentile(values, p).toFixed(0)).join(' / ')} ms`;
  const { busyLoop, controlLoop } = result;
  return `${result.latencies.length} GETs during the work, median / p95 / p99 / slowest: ${shown(result.latencies)}; control (a busy thread, sandbox idle): ${shown(result.control)}; the event loop's longest turn ${busyLoop.heldMax.toFixed(1)} ms of its own CPU time (control ${controlLoop.heldMax.toFixed(1)} ms), ${busyLoop.max.toFixed(1)} ms of wall time (control ${controlLoop.max.toFixed(1)} ms); RSS ${result.rssBeforeMb.toFixed(0)} → ${result.rssAfterMb.toFixed(0)} MB`;
}
