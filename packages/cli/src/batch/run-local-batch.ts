import type { BatchOptions, BatchSummary } from '@scribekit/sdk/batch';
import { apiClient } from '../api/client.js';
import type { CaptionPresetName } from '../captions/caption-args.js';
import { captionRenderers } from '../captions/caption-renderers.js';
import { configDir } from '../config/config-dir.js';
import { EXIT } from '../errors.js';
import type { Io } from '../io/io.js';
import { lineView } from './batch-view.js';
import type { BatchInput } from './expand-inputs.js';
import { keyQuotaStore } from './key-quota-store.js';
import { slotClock } from './slot-clock.js';
import { writeStatusFile } from './status-file.js';
import { toItems } from './to-items.js';

export interface LocalBatchOptions {
  io: Io;
  profile: string | undefined;
  json: boolean;
  inputs: BatchInput[];
  outDir: string;
  settings: Pick<BatchOptions, 'formats' | 'concurrency' | 'report' | 'transcript' | 'limits'> & {
    /** `--captions`: srt and vtt built from the words to this preset. */
    captions?: CaptionPresetName;
  };
}

/** The exit code of a finished batch: 0, 1 when an item failed, 3 when all failures were the key's. */
export function batchExitCode(summary: BatchSummary, authFailures: number): number {
  if (summary.failed === 0) return EXIT.ok;
  return authFailures === summary.failed ? EXIT.auth : EXIT.failed;
}

/** Runs the batch in this process with its journal ledger in `outDir`, showing its progress. */
export async function runLocalBatch(options: LocalBatchOptions): Promise<number> {
  const { io, inputs, outDir } = options;
  const { scribekit, credentials } = await apiClient(io, options.profile);
  const { openDirectoryBatch } = await import('@scribekit/sdk/batch/node');
  // The key's quotas are kept in the config folder, shared with batches in other folders and
  // with `scribekit mcp`: no process spends a slot another already used.
  const quotas = keyQuotaStore(configDir(io.env), credentials);
  // A second process on the same folder gets the ledger's LedgerLockedError, naming the holder.
  const { captions, ...settings } = options.settings;
  const { batch, ledger, close } = await openDirectoryBatch({
    scribekit,
    out: outDir,
    quotas,
    ...settings,
    ...(captions ? { render: await captionRenderers(captions, settings.formats ?? []) } : {}),
  });
  try {
    const items = await toItems(inputs, ledger);
    const view =
      io.isTerminal && !options.json
        ? (await import('./progress-view.js')).progressView(
            io,
            batch,
            slotClock(quotas, options.settings.limits),
          )
        : lineView(io, batch, options.json);
    const stopStatus = writeStatusFile(batch, outDir);
    let authFailures = 0;
    batch.on('itemFailed', ({ error }) => {
      if (error.status === 401 || error.status === 403) authFailures++;
    });
    // Ctrl+C stops gently: nothing new starts, and each item in flight ends right after its next
    // step is on record (a part being sent finishes first); the rerun continues from there.
    const stop = () => batch.stop();
    io.interrupt.addEventListener('abort', stop, { once: true });
    if (io.interrupt.aborted) stop();
    let summary: BatchSummary | undefined;
    try {
      summary = await batch.run(items);
    } catch (error) {
      view.finish(undefined);
      throw error;
    } finally {
      io.interrupt.removeEventListener('abort', stop);
      stopStatus();
    }
    view.finish(summary);
    if (summary.stopped > 0 || io.interrupt.aborted) return EXIT.interrupted;
    return batchExitCode(summary, authFailures);
  } finally {
    await close();
  }
}
