import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  type DocumentErrorKey,
  DocumentExtractionError,
  type DocumentInfo,
  type ExportableTranscript,
  type ExportFormat,
  type ExtractedDocument,
  type GeneratedTranscript,
  type GenerateTranscriptInput,
  parseSegmentsInTurns,
  type RenderedExport,
  type Segment,
  type SegmentWithWords,
  segmentsJsonInTurns,
  type TextChunk,
  type TranscriptionFailure,
  type TranscriptMaterial,
} from '../content/index.js';
import type { DocumentAnswer, DocumentTask, TranscribedAnswer } from './document-worker.js';

/** Settings of the pool; the defaults suit a laptop and a 2-core CI runner. */
export interface DocumentPoolOptions {
  /** Worker threads at most (default: cores − 1, at least 1, at most 2). */
  size?: number;
  /** Old-generation heap of each worker in MiB; a task that needs more fails (default 512). */
  maxHeapMb?: number;
  /** A task running longer fails and its worker is replaced (default 60 s). */
  taskTimeoutMs?: number;
  /** An idle worker exits after this long, giving its memory back (default 2 s). */
  idleMs?: number;
}

/** A task the pool gave up on: it took too long or needed more memory than the cap. */
export class DocumentTaskError extends Error {
  override readonly name = 'DocumentTaskError';
}

interface Job {
  id: number;
  task: DocumentTask;
  transfer: ArrayBuffer[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/** The built worker script; from the TypeScript sources (the package's tests) the built copy. */
function workerScript(): URL {
  const beside = new URL('./document-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(beside))) return beside;
  // The tests' global setup builds dist/ before any test runs.
  return new URL('../../dist/workers/document-worker.js', import.meta.url);
}

/**
 * Worker threads that render exports and parse documents off the event loop, each with a heap
 * cap and a time limit, so no single export or upload can hold the sandbox's other requests or
 * its memory. Tasks queue when every worker is busy; idle workers exit.
 */
export class DocumentPool {
  private readonly size: number;
  private readonly maxHeapMb: number;
  private readonly taskTimeoutMs: number;
  private readonly idleMs: number;
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  /** Segment lists being cut into JSON slices, so one transcript's exports share the work. */
  private readonly serializing = new WeakMap<readonly Segment[], Promise<string[]>>();
  private nextId = 1;
  private closed = false;

  constructor(options: DocumentPoolOptions = {}) {
    this.size = options.size ?? Math.min(2, Math.max(1, availableParallelism() - 1));
    this.maxHeapMb = options.maxHeapMb ?? 512;
    this.taskTimeoutMs = options.taskTimeoutMs ?? 60_000;
    this.idleMs = options.idleMs ?? 2000;
  }

  /**
   * Renders an export in a worker. The segments (with their words, megabytes for a long
   * recording) go as JSON slices made a few hundred at a time between other requests: cloning
   * them in one message held the event loop for tens of milliseconds.
   */
  async render(format: ExportFormat, transcript: ExportableTranscript): Promise<RenderedExport> {
    const { segments, ...rest } = transcript;
    // One transcript's exports (often all eight at once) share one serialization.
    let slices = this.serializing.get(segments);
    if (!slices) {
      slices = segmentsJsonInTurns(segments);
      this.serializing.set(segments, slices);
      void slices.finally(() => this.serializing.delete(segments)).catch(() => undefined);
    }
    return (await this.run(
      { kind: 'render', format, transcript: rest, segments: await slices },
      [],
    )) as RenderedExport;
  }

  /**
   * Extracts a document's text and cuts it into knowledge-base chunks in a worker; throws
   * DocumentExtractionError as the parser does.
   */
  async extract(
    bytes: Uint8Array,
    info: DocumentInfo,
  ): Promise<{ document: ExtractedDocument; chunks: TextChunk[] }> {
    const copy = new Uint8Array(bytes);
    return (await this.run({ kind: 'extract', bytes: copy, info }, [copy.buffer])) as {
      document: ExtractedDocument;
      chunks: TextChunk[];
    };
  }

  /**
   * Generates a transcript in a worker, with the material it derives (stamped with an empty
   * time; see `stampTranscriptMaterial`). The segments come back as JSON slices parsed one per
   * turn of the event loop.
   */
  async transcribe(input: GenerateTranscriptInput): Promise<
    | { prepared: TranscriptionFailure; material: null; body: null }
    | {
        prepared: GeneratedTranscript;
        material: TranscriptMaterial;
        /** The segments' JSON as bytes with their crc32, for a data directory to store. */
        body: { bytes: Uint8Array; crc: number };
      }
  > {
    const sample = new Uint8Array(input.sampleBytes);
    const answer = (await this.run(
      { kind: 'transcribe', input: { ...input, sampleBytes: sample } },
      [sample.buffer],
    )) as TranscribedAnswer;
    if ('failure' in answer) return { prepared: answer.failure, material: null, body: null };
    const segments = await parseSegmentsInTurns<SegmentWithWords>(answer.segments);
    const g = answer.generated;
    // The fields in the generator's order, so saved JSON is as before.
    const prepared: GeneratedTranscript = {
      language: g.language,
      detected_language: g.detected_language,
      duration_s: g.duration_s,
      speakers: g.speakers,
      segments,
      word_count: g.word_count,
      speaker_count: g.speaker_count,
      media: g.media,
    };
    return { prepared, material: answer.material, body: answer.body };
  }

  /** Cuts a text into knowledge-base chunks in a worker. */
  chunk(text: string): Promise<TextChunk[]> {
    return this.run({ kind: 'chunk', text }, []) as Promise<TextChunk[]>;
  }

  /** Stops every worker; queued and running tasks fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0))
      job.reject(new DocumentTaskError('The sandbox closed.'));
    await Promise.all([...this.slots].map((slot) => this.retire(slot, 'The sandbox closed.')));
  }

  private run(task: DocumentTask, transfer: ArrayBuffer[]): Promise<unknown> {
    if (this.closed) return Promise.reject(new DocumentTaskError('The sandbox closed.'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, transfer, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = [...this.slots].find((s) => s.job === null);
      if (!slot) {
        if (this.slots.size >= this.size) return;
        slot = this.spawn();
      }
      const job = this.queue.shift() as Job;
      if (slot.timer) clearTimeout(slot.timer);
      slot.job = job;
      slot.timer = setTimeout(() => {
        void this.retire(slot as Slot, `The task took longer than ${this.taskTimeoutMs} ms.`);
      }, this.taskTimeoutMs);
      slot.worker.postMessage({ id: job.id, task: job.task }, job.transfer);
    }
  }

  private spawn(): Slot {
    const worker = new Worker(workerScript(), {
      resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb },
    });
    // An idle worker never keeps the process alive.
    worker.unref();
    const slot: Slot = { worker, job: null, timer: null };
    this.slots.add(slot);
    worker.on('message', (answer: DocumentAnswer) => this.answered(slot, answer));
    worker.on('error', (error: Error & { code?: string }) => {
      const text =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? `The task needed more than ${this.maxHeapMb} MiB of memory.`
          : `The worker failed: ${error.message}`;
      void this.retire(slot, text);
    });
    worker.on('exit', () => {
      if (this.slots.has(slot)) void this.retire(slot, 'The worker stopped.');
    });
    return slot;
  }

  private answered(slot: Slot, answer: DocumentAnswer): void {
    const job = slot.job;
    if (!job || job.id !== answer.id) return;
    slot.job = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(() => void this.retire(slot, null), this.idleMs);
    slot.timer.unref();
    if (answer.ok) job.resolve(answer.value);
    else if (answer.name === 'DocumentExtractionError') {
      job.reject(new DocumentExtractionError(answer.key as DocumentErrorKey, answer.message));
    } else job.reject(Object.assign(new Error(answer.message), { name: answer.name }));
    this.dispatch();
  }

  /** Ends a worker; its running task (if any) fails with `reason`. */
  private async retire(slot: Slot, reason: string | null): Promise<void> {
    if (!this.slots.delete(slot)) return;
    if (slot.timer) clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = null;
    if (job) job.reject(new DocumentTaskError(reason ?? 'The worker stopped.'));
    await slot.worker.terminate();
    if (!this.closed) this.dispatch();
  }
}
