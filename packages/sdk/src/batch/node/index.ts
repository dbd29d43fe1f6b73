/**
 * `@scribekit/sdk/batch/node`: the batch engine with Node's pieces — the journal ledger (a file
 * beside the outputs, locked per process), file items read from disk, and an output directory.
 */
import { join } from 'node:path';
import type { Batch } from '../batch.js';
import { createBatch } from '../engine.js';
import type { BatchOptions } from '../options.js';
import { directoryOutput } from './directory-output.js';
import {
  type JournalLedger,
  type JournalLedgerOptions,
  openJournalLedger,
} from './journal-ledger.js';
import { neverReachedService } from './never-reached.js';

export * from '../index.js';
export {
  type ContentClaimFolderOptions,
  DEFAULT_CONTENT_LEASE_MS,
  directoryContentClaims,
} from './content-claim-folder.js';
export { directoryOutput } from './directory-output.js';
export { fileItem, fileItems } from './file-item.js';
export {
  type JournalLedger,
  type JournalLedgerOptions,
  openJournalLedger,
} from './journal-ledger.js';
export { LEDGER_LEASE_MS, LedgerLockedError, LedgerLockLostError } from './ledger-lock.js';
export { neverReachedService } from './never-reached.js';

/** The ledger's default name inside the output directory. */
export const LEDGER_FILE_NAME = '.scribekit-batch.jsonl';

/** Options of `openDirectoryBatch`: `createBatch`'s, with an output directory instead of sinks. */
export interface DirectoryBatchOptions extends Omit<BatchOptions, 'ledger' | 'output'> {
  /** Output directory; the ledger lives in it as `.scribekit-batch.jsonl`. */
  out: string;
  /** Another place for the ledger. */
  ledgerPath?: string;
  /** Options of the journal. */
  journal?: JournalLedgerOptions;
}

/**
 * A batch writing into `out` with its ledger beside the outputs. Throws `LedgerLockedError` when
 * another process runs a batch on the same ledger. Call `close()` when done.
 */
export async function openDirectoryBatch(
  options: DirectoryBatchOptions,
): Promise<{ batch: Batch; ledger: JournalLedger; close(): Promise<void> }> {
  const { out, ledgerPath, journal, ...rest } = options;
  let stop = () => {};
  const ledger = await openJournalLedger(ledgerPath ?? join(out, LEDGER_FILE_NAME), {
    ...journal,
    // Another process took the folder over (this one froze past the lease): stop at once.
    onLockLost: (error) => {
      journal?.onLockLost?.(error);
      stop();
    },
  });
  const output = directoryOutput(out);
  await output.removeLeftovers();
  const batch = createBatch({
    neverReached: neverReachedService,
    ...rest,
    ledger,
    quotas: rest.quotas ?? ledger,
    output,
  });
  stop = () => batch.stop();
  return { batch, ledger, close: () => ledger.close() };
}
