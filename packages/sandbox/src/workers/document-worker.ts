// Runs in a worker thread: renders exports and reads knowledge-base documents, so a long render
// or parse never holds the sandbox's event loop (see document-pool.ts).
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { crc32 } from 'node:zlib';
import type { ExportableTranscript, ExportFormat } from '../content/exports/export-model.js';
import { renderExport } from '../content/exports/render-export.js';
import { chunkText } from '../content/knowledge/chunk-text.js';
import type { DocumentInfo } from '../content/knowledge/extract-document-text.js';
import {
  deriveTranscriptMaterial,
  type TranscriptMaterial,
} from '../content/material/transcript-material.js';
import type { Segment, TranscriptionFailure } from '../content/types.js';
import {
  type GeneratedTranscript,
  type GenerateTranscriptInput,
  generateTranscript,
  isTranscriptionFailure,
} from '../content/words/generate-transcript.js';
import { joinSegmentsJson, sliceSegmentsJson } from '../content/words/segments-json.js';

/** A task the pool sends. */
export type DocumentTask =
  | {
      kind: 'render';
      format: ExportFormat;
      /** The transcript without its segments, which come as JSON slices in `segments`. */
      transcript: Omit<ExportableTranscript, 'segments'>;
      segments: string[];
    }
  | { kind: 'extract'; bytes: Uint8Array; info: DocumentInfo }
  | { kind: 'chunk'; text: string }
  | { kind: 'transcribe'; input: GenerateTranscriptInput };

/**
 * A generated transcript as the worker sends it: the segments (megabytes for a long recording)
 * as JSON slices, which the event loop parses a slice at a time, and the material it derives,
 * stamped with the time when the transcript finishes.
 */
export type TranscribedAnswer =
  | { failure: TranscriptionFailure }
  | {
      generated: Omit<GeneratedTranscript, 'segments'>;
      segments: string[];
      /** The whole list's JSON as UTF-8 bytes, and their crc32: what a data directory stores. */
      body: { bytes: Uint8Array; crc: number };
      material: TranscriptMaterial;
    };

/** What the worker answers for one task. */
export type DocumentAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; name: string; key?: string; message: string };

async function run(task: DocumentTask): Promise<{ value: unknown; transfer: ArrayBuffer[] }> {
  if (task.kind === 'render') {
    const segments = task.segments.flatMap((slice) => JSON.parse(slice) as Segment[]);
    const rendered = await renderExport(task.format, { ...task.transcript, segments });
    return { value: rendered, transfer: [rendered.bytes.buffer as ArrayBuffer] };
  }
  if (task.kind === 'chunk') return { value: chunkText(task.text), transfer: [] };
  if (task.kind === 'transcribe') {
    const value = transcribe(task.input);
    return { value, transfer: 'body' in value ? [value.body.bytes.buffer as ArrayBuffer] : [] };
  }
  // The PDF and Word readers load on the first document.
  const { extractDocumentText } = await import('../content/knowledge/extract-document-text.js');
  const document = await extractDocumentText(task.bytes, task.info);
  return { value: { document, chunks: chunkText(document.text) }, transfer: [] };
}

function transcribe(input: GenerateTranscriptInput): TranscribedAnswer {
  const prepared = generateTranscript(input);
  if (isTranscriptionFailure(prepared)) return { failure: prepared };
  const { segments, ...generated } = prepared;
  const source = { id: input.transcriptId ?? '', segments, speakers: prepared.speakers };
  const slices = sliceSegmentsJson(segments);
  const json = joinSegmentsJson(slices);
  // Memory of its own (not the shared pool of small buffers), so it can be transferred.
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
  bytes.write(json);
  return {
    generated,
    segments: slices,
    body: { bytes, crc: crc32(bytes) },
    material: deriveTranscriptMaterial(source, ''),
  };
}

// Renders are background work: on Linux this lowers this thread alone, so on a busy machine the
// thread answering requests is scheduled first.
try {
  setPriority(10);
} catch {
  // Not permitted here; the worker still runs off the event loop.
}

parentPort?.on('message', async ({ id, task }: { id: number; task: DocumentTask }) => {
  try {
    const { value, transfer } = await run(task);
    parentPort?.postMessage({ id, ok: true, value } satisfies DocumentAnswer, transfer);
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    parentPort?.postMessage({
      id,
      ok: false,
      name: failure.name,
      key: (error as { key?: string }).key,
      message: failure.message,
    } satisfies DocumentAnswer);
  }
});
