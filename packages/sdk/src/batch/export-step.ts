import { ScribekitError } from '../index.js';
import type { ItemRun } from './context.js';
import type { ExportFormat } from './options.js';
import { nextAttempt } from './retry-policy.js';

/** The output file name of one format. */
export const outputName = (name: string, format: string) => `${name}.${format}`;

/**
 * Exports the transcript in every format not written yet (all started first, then each waited
 * for, downloaded and written) and resolves with the output names.
 */
export async function ensureExports(
  run: ItemRun,
  transcriptId: string,
  formats: readonly ExportFormat[],
): Promise<string[]> {
  const missing = formats.filter((format) => !run.record.exports?.[format]?.written);
  if (missing.length > 0) run.progress('exporting', 0.8);
  const started = new Map<ExportFormat, string>();
  for (const format of missing) started.set(format, await startExport(run, transcriptId, format));
  let written = formats.length - missing.length;
  for (const [format, exportId] of started) {
    await retrying(run, async () => {
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
      await run.context.output.write(outputName(run.item.name, format), bytes);
    });
    await run.step({ type: 'written', format });
    written++;
    run.progress('exporting', 0.8 + (0.2 * written) / formats.length);
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
      for await (const entry of scribekit.exports.list(
        { transcript_id: transcriptId },
        { pageSize: 200, ...perCall },
      )) {
        if (entry.format === format && entry.status !== 'failed') {
          await run.step({ type: 'export-started', format, exportId: entry.id });
          return entry.id;
        }
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

async function retrying<T>(run: ItemRun, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; ) {
    try {
      return await work();
    } catch (error) {
      attempt = await nextAttempt(run, error, attempt);
    }
  }
}
