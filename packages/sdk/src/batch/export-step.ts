import { type ExportFormat, ScribekitError } from '../index.js';
import type { ItemRun } from './context.js';
import type { ItemRecord } from './ledger.js';
import type { BatchOptions } from './options.js';
import { fingerprint, type WrittenFile } from './output.js';
import { nextAttempt } from './retry-policy.js';
import { findUnansweredCreate } from './unanswered-create.js';

/** The output file name of one format. */
export const outputName = (name: string, format: string) => `${name}.${format}`;

/** Whether the item's file of this format is written, and by what this batch would write it with. */
export function isWritten(
  record: ItemRecord,
  format: ExportFormat,
  options: BatchOptions,
): boolean {
  const entry = record.exports?.[format];
  return entry?.written === true && entry.by === options.render?.[format]?.id;
}

/**
 * Writes the transcript in every format not written yet — made here by the format's renderer, or
 * exported by the service (all started first, then each waited for, downloaded and written) — and
 * resolves with the output names.
 */
export async function ensureExports(
  run: ItemRun,
  transcriptId: string,
  formats: readonly ExportFormat[],
): Promise<string[]> {
  const { options } = run.context;
  const missing = formats.filter((format) => !isWritten(run.record, format, options));
  if (missing.length > 0) run.progress('exporting', 0.8);
  let written = formats.length - missing.length;
  const done = async (format: ExportFormat, file: WrittenFile, by?: string) => {
    await run.step({ type: 'written', format, ...(by ? { by } : {}), ...file });
    written++;
    run.progress('exporting', 0.8 + (0.2 * written) / formats.length);
  };
  // Made here: nothing on the service to reconcile, so a crash before `written` just makes it again.
  for (const format of missing) {
    const renderer = options.render?.[format];
    if (!renderer) continue;
    const file = await retrying(run, async () => {
      const { scribekit, signal } = run.context;
      const bytes = await renderer.render(transcriptId, { scribekit, signal });
      return writeOutput(run, outputName(run.item.name, format), bytes);
    });
    await done(format, file, renderer.id);
  }
  const started = new Map<ExportFormat, string>();
  for (const format of missing) {
    if (!options.render?.[format])
      started.set(format, await startExport(run, transcriptId, format));
  }
  for (const [format, exportId] of started) {
    const file = await retrying(run, async () => {
      const { scribekit, signal } = run.context;
      const perCall = signal ? { signal } : {};
      await scribekit.waitForExport(exportId, run.waitOptions('exporting', 0.8, 0.8));
      const link = await scribekit.exports.getDownload(exportId, perCall);
      const response = await scribekit.fetch(link.url, perCall);
      if (!response.ok) {
        throw new ScribekitError({
          key: 'export_download_failed',
          status: response.status,
          message: `Download of export ${exportId} failed: ${response.status}`,
        });
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      return writeOutput(run, outputName(run.item.name, format), bytes);
    });
    await done(format, file);
  }
  return formats.map((format) => outputName(run.item.name, format));
}

/** Creates the export once; a recorded intent without an id is looked up on the service first. */
async function startExport(
  run: ItemRun,
  transcriptId: string,
  format: ExportFormat,
): Promise<string> {
  const { scribekit, now, signal } = run.context;
  const perCall = signal ? { signal } : {};
  return retrying(run, async () => {
    const known = run.record.exports?.[format];
    if (known?.exportId) return known.exportId;
    if (known) {
      const found = await findUnansweredCreate(run, 'export', known.at, () =>
        findExport(run, transcriptId, format),
      );
      if (found) {
        await run.step({ type: 'export-started', format, exportId: found });
        return found;
      }
    }
    await run.step({ type: 'export-intent', format, at: now() });
    const created = await scribekit.exports.createTranscriptExport(
      transcriptId,
      { format },
      perCall,
    );
    await run.step({ type: 'export-started', format, exportId: created.id });
    return created.id;
  });
}

/** A usable export of `format` of the transcript on the service, if it has one. */
async function findExport(
  run: ItemRun,
  transcriptId: string,
  format: ExportFormat,
): Promise<string | undefined> {
  const { scribekit, now, signal } = run.context;
  for await (const entry of scribekit.exports.list(
    { transcript_id: transcriptId },
    { pageSize: 200, ...(signal ? { signal } : {}) },
  )) {
    // An expired export cannot be downloaded any more: a new one is made.
    const expired = entry.expires_at !== null && Date.parse(entry.expires_at) <= now();
    if (entry.format === format && entry.status !== 'failed' && !expired) return entry.id;
  }
  return undefined;
}

/** Writes one output and resolves with its size and hash, for the ledger's `written` step. */
export async function writeOutput(
  run: ItemRun,
  name: string,
  bytes: Uint8Array,
): Promise<WrittenFile> {
  const file = await fingerprint(bytes);
  await run.context.output.write(name, bytes);
  return file;
}

async function retrying<T>(run: ItemRun, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; ) {
    try {
      return await work();
    } catch (error) {
      attempt = await nextAttempt(run, error, attempt);
    }
  }
}
