import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BatchOptions, BatchSummary } from '@scribekit/sdk/batch';
import { apiClient } from '../api/client.js';
import type { CaptionPresetName } from '../captions/caption-args.js';
import { captionRenderers } from '../captions/caption-renderers.js';
import { configDir } from '../config/config-dir.js';
import { EXIT } from '../errors.js';
import { err, type Io } from '../io/io.js';
import { type BatchView, lineView } from './batch-view.js';
import type { BatchInput } from './expand-inputs.js';
import { refuseForeignFolder } from './fleet-marker.js';
import { contentClaimsDir, keyQuotaStore } from './key-quota-store.js';
import { manifestRow, manifestWriter } from './manifest.js';
import { slotClock } from './slot-clock.js';
import { writeStatusFile } from './status-file.js';
import { printStopped } from './stopped-message.js';
import { nameInputs, recordNames, toItem } from './to-items.js';

export interface LocalBatchOptions {
  io: Io;
  profile: string | undefined;
  json: boolean;
  inputs: BatchInput[];
  outDir: string;
  settings: Pick<
    BatchOptions,
    'formats' | 'concurrency' | 'report' | 'transcript' | 'limits' | 'retryFailed' | 'maxOutageMs'
  > & {
    /** `--captions`: srt and vtt built from the words to this preset. */
    captions?: CaptionPresetName;
  };
  /** The command that continues the batch, printed when it stops early. */
  resume: string;
  /** Prints the plan and sends nothing. */
  dryRun?: boolean;
}

/** The exit code of a batch that ran to its end: 0, or 1 when an item failed (parked ones do not). */
export const batchExitCode = (summary: BatchSummary): number =>
  summary.failed > 0 ? EXIT.failed : EXIT.ok;

/**
 * Runs the batch in this process with its journal ledger in `outDir`, showing its progress and
 * keeping `outDir/scribekit-manifest.csv` (and `.jsonl`) current. A key the service refuses
 * rejects (exit 3, said once by the caller); an outage longer than `--max-outage` stops the batch
 * like Ctrl+C does, with exit 1.
 */
export async function runLocalBatch(options: LocalBatchOptions): Promise<number> {
  const { io, inputs, outDir } = options;
  refuseForeignFolder(outDir, 'local');
  const { scribekit, credentials } = await apiClient(io, options.profile);
  const sdk = await import('@scribekit/sdk/batch/node');
  // The key's quotas are kept in the config folder, shared with batches in other folders and
  // with `scribekit mcp`: no process spends a slot another already used.
  const quotas = keyQuotaStore(configDir(io.env), credentials);
  const { captions, ...settings } = options.settings;
  if (options.dryRun) {
    // Without a ledger yet, the plan comes from an empty one in memory: nothing is written.
    const fresh = !existsSync(join(outDir, sdk.LEDGER_FILE_NAME));
    const ledger = fresh
      ? sdk.createMemoryLedger()
      : await sdk.openJournalLedger(join(outDir, sdk.LEDGER_FILE_NAME));
    try {
      // Read only (the plan checks the outputs on disk); a dry run never writes.
      const output = sdk.directoryOutput(outDir);
      const batch = sdk.createBatch({ scribekit, ledger, output, quotas, ...settings });
      const named = await nameInputs(inputs, ledger);
      const { printDryRun } = await import('./dry-run.js');
      await printDryRun({
        io,
        json: options.json,
        batch,
        named,
        items: named.map(toItem),
        outDir,
      });
      return EXIT.ok;
    } finally {
      await ledger.close();
    }
  }
  // A second process on the same folder gets the ledger's LedgerLockedError, naming the holder.
  const { batch, ledger, close } = await sdk.openDirectoryBatch({
    scribekit,
    out: outDir,
    quotas,
    contentClaims: sdk.directoryContentClaims(contentClaimsDir(configDir(io.env), credentials)),
    ...settings,
    ...(captions ? { render: await captionRenderers(captions, settings.formats ?? []) } : {}),
  });
  try {
    const named = await nameInputs(inputs, ledger);
    await recordNames(named, ledger);
    const items = named.map(toItem);
    const view: BatchView =
      io.isTerminal && !options.json
        ? (await import('./progress-view.js')).progressView(io, batch, {
            quotas: slotClock(quotas, settings.limits),
            replan: () => batch.plan(items),
          })
        : lineView(io, batch, options.json, outDir);
    const manifest = manifestWriter(outDir, () =>
      Promise.all(
        named.map(async (input) => manifestRow(input, await ledger.get(input.id), settings.report)),
      ),
    );
    manifest.changed();
    for (const event of ['itemDone', 'itemFailed', 'itemParked'] as const) {
      batch.on(event, () => manifest.changed());
    }
    const stopStatus = writeStatusFile(batch, outDir);
    // Ctrl+C (or SIGTERM, SIGHUP, a closed stdout) stops gently: nothing new starts, and each item
    // in flight ends right after its next step is on record (a part being sent finishes first).
    const stop = () => batch.stop();
    io.interrupt.addEventListener('abort', stop, { once: true });
    if (io.interrupt.aborted) stop();
    let summary: BatchSummary;
    try {
      summary = await batch.run(items);
    } catch (error) {
      view.finish(undefined);
      throw error;
    } finally {
      io.interrupt.removeEventListener('abort', stop);
      stopStatus();
      await manifest.flush();
    }
    view.finish(summary);
    // Another process took the folder over while this one was frozen past the lock's lease.
    if (ledger.lockLost) {
      err(io, `${io.style.fail} ${ledger.lockLost.message}`);
      return EXIT.failed;
    }
    const outage = summary.unreachableSince;
    const { diskFull } = summary;
    if (diskFull || outage !== undefined || summary.stopped > 0 || io.interrupt.aborted) {
      printStopped(io, {
        json: options.json,
        resume: options.resume,
        reason: io.interrupt.reason,
        unreachableSince: outage,
        diskFull,
        what: `everything done so far is saved in ${outDir}.`,
      });
      return diskFull || outage !== undefined ? EXIT.failed : EXIT.interrupted;
    }
    return batchExitCode(summary);
  } finally {
    await close();
  }
}
