import type { ExportFormat } from '../index.js';

/** Why an item failed, with what the service said (quote `requestId` to support). */
export interface ItemError {
  message: string;
  /** Machine-readable key (`rate_limited`, `checksum_mismatch`, …) when the service gave one. */
  key?: string;
  /** HTTP status of the failed request, when there was one. */
  status?: number;
  /** The service's request id of the failed request. */
  requestId?: string;
  /**
   * True when the input itself was refused (not audio or video, empty, a link or media the
   * service cannot use): trying again changes nothing, so later runs skip the item ("parked")
   * unless asked to retry failed items, or the file changed.
   */
  permanent?: boolean;
}

/**
 * One durable step of an item. Intents (`…-intent`) are recorded before the request they announce,
 * results after it succeeded: after a crash the engine knows which side effects may have happened
 * and reconciles them with the service instead of repeating them.
 */
export type LedgerStep =
  /** The item as first seen (its content's identity, for files). */
  | {
      type: 'item';
      kind: 'file' | 'url';
      name: string;
      url?: string;
      sha256?: string;
      size?: number;
      modifiedMs?: number;
    }
  /** upload-init is about to be sent with this Idempotency-Key. */
  | { type: 'upload-intent'; key: string; at: number }
  /** upload-init answered: the file's id, before the first part is sent. */
  | { type: 'upload-started'; fileId: string; totalParts: number }
  /** One part is on the service. */
  | { type: 'part'; partNo: number }
  /** upload-complete answered: the file is ready. */
  | { type: 'uploaded' }
  /** POST /source-imports/ is about to be sent. */
  | { type: 'import-intent'; at: number }
  | { type: 'import-started'; importId: string }
  /** POST /transcripts/ is about to be sent. */
  | { type: 'transcript-intent'; at: number }
  | { type: 'transcript-started'; transcriptId: string }
  /** The transcript is completed. */
  | { type: 'transcribed' }
  /** The content was already transcribed by another item: its transcript is reused. */
  | { type: 'reused'; transcriptId: string; from: string }
  /** An export is about to be created. */
  | { type: 'export-intent'; format: ExportFormat; at: number }
  | { type: 'export-started'; format: ExportFormat; exportId: string }
  /**
   * The output file of this format is written (by the renderer `by`, else from the export), with
   * its size and SHA-256: a rerun checks the file on disk against them.
   */
  | { type: 'written'; format: ExportFormat; by?: string; size?: number; sha256?: string }
  /** A Smart Report is about to be created with this Idempotency-Key. */
  | { type: 'report-intent'; key: string; at: number }
  | { type: 'report-started'; reportId: string }
  | { type: 'report-written'; size?: number; sha256?: string }
  /** A rerun found this written output missing or changed on disk: it is made again. */
  | { type: 'output-lost'; format: ExportFormat | 'report' }
  | { type: 'done' }
  | { type: 'failed'; error: ItemError }
  /** A new run takes up a failed item again. */
  | { type: 'retry' };

/** Everything the ledger knows about one item: the fold of its steps (see `applyStep`). */
export interface ItemRecord {
  id: string;
  kind: 'file' | 'url';
  name: string;
  url?: string;
  sha256?: string;
  size?: number;
  modifiedMs?: number;
  upload?: {
    key: string;
    at: number;
    fileId?: string;
    totalParts?: number;
    /** Part numbers known to be on the service. */
    parts?: number[];
    complete?: boolean;
  };
  import?: { at: number; importId?: string };
  transcript?: { at?: number; id?: string; ready?: boolean; reusedFrom?: string };
  exports?: Partial<
    Record<
      ExportFormat,
      {
        at: number;
        exportId?: string;
        written?: boolean;
        by?: string;
        /** Size and SHA-256 of the file as written (absent in ledgers of older versions). */
        size?: number;
        sha256?: string;
      }
    >
  >;
  report?: {
    key: string;
    at: number;
    reportId?: string;
    written?: boolean;
    size?: number;
    sha256?: string;
  };
  state: 'pending' | 'done' | 'failed';
  error?: ItemError;
}

/**
 * Where a batch keeps its durable steps. `record` resolves only once the step is durable (on
 * disk, in Redis): the engine sends the request an intent announces only after that.
 * Implementations: `openJournalLedger` (a file, `@scribekit/sdk/batch/node`),
 * `createMemoryLedger` (tests, one-off runs), or your own (Redis, chrome.storage) built on
 * `applyStep`.
 */
export interface Ledger {
  /** The item's record, or undefined when it was never seen. */
  get(itemId: string): Promise<ItemRecord | undefined>;
  /** Durably appends a step to the item and resolves with its new record. */
  record(itemId: string, step: LedgerStep): Promise<ItemRecord>;
  /** A finished item (state `done`) whose content has this SHA-256, if any. */
  findDone(sha256: string): Promise<ItemRecord | undefined>;
  /** Flushes and releases the ledger (a lock file, a connection). */
  close(): Promise<void>;
}

/** The record after one more step: the single fold every ledger implementation shares. */
export function applyStep(
  itemId: string,
  record: ItemRecord | undefined,
  step: LedgerStep,
): ItemRecord {
  const next: ItemRecord = record
    ? { ...record }
    : {
        id: itemId,
        kind: step.type === 'item' ? step.kind : 'file',
        name: itemId,
        state: 'pending',
      };
  switch (step.type) {
    case 'item': {
      const { type: _type, ...fields } = step;
      return { ...next, ...fields };
    }
    case 'upload-intent':
      next.upload = { key: step.key, at: step.at };
      return next;
    case 'upload-started':
      next.upload = {
        ...(next.upload ?? { key: '', at: 0 }),
        fileId: step.fileId,
        totalParts: step.totalParts,
      };
      return next;
    case 'part': {
      const upload = next.upload ?? { key: '', at: 0 };
      const parts = upload.parts ?? [];
      next.upload = parts.includes(step.partNo)
        ? upload
        : { ...upload, parts: [...parts, step.partNo] };
      return next;
    }
    case 'uploaded':
      next.upload = { ...(next.upload ?? { key: '', at: 0 }), complete: true };
      return next;
    case 'import-intent':
      next.import = { at: step.at };
      return next;
    case 'import-started':
      next.import = { at: next.import?.at ?? 0, importId: step.importId };
      return next;
    case 'transcript-intent':
      next.transcript = { at: step.at };
      return next;
    case 'transcript-started':
      next.transcript = { ...next.transcript, id: step.transcriptId };
      return next;
    case 'transcribed':
      next.transcript = { ...next.transcript, ready: true };
      return next;
    case 'reused':
      next.transcript = { id: step.transcriptId, ready: true, reusedFrom: step.from };
      return next;
    case 'export-intent':
      next.exports = { ...next.exports, [step.format]: { at: step.at } };
      return next;
    case 'export-started':
      next.exports = {
        ...next.exports,
        [step.format]: { at: next.exports?.[step.format]?.at ?? 0, exportId: step.exportId },
      };
      return next;
    case 'written': {
      const {
        by: _by,
        size: _size,
        sha256: _sha,
        ...entry
      } = next.exports?.[step.format] ?? {
        at: 0,
      };
      next.exports = {
        ...next.exports,
        [step.format]: {
          ...entry,
          written: true,
          ...(step.by ? { by: step.by } : {}),
          ...(step.size !== undefined ? { size: step.size, sha256: step.sha256 } : {}),
        },
      };
      return next;
    }
    case 'report-intent':
      next.report = { key: step.key, at: step.at };
      return next;
    case 'report-started':
      next.report = { ...(next.report ?? { key: '', at: 0 }), reportId: step.reportId };
      return next;
    case 'report-written':
      next.report = {
        ...(next.report ?? { key: '', at: 0 }),
        written: true,
        ...(step.size !== undefined ? { size: step.size, sha256: step.sha256 } : {}),
      };
      return next;
    case 'output-lost': {
      if (step.format === 'report') {
        if (next.report) next.report = { ...next.report, written: false };
        return next;
      }
      // The export is looked up again (it may have expired) and made anew only when gone.
      next.exports = { ...next.exports, [step.format]: { at: 0 } };
      return next;
    }
    case 'done':
      next.state = 'done';
      delete next.error;
      // A finished upload is never resumed: its part list is dead weight in memory and at rest.
      if (next.upload?.parts) {
        const { parts: _parts, ...upload } = next.upload;
        next.upload = upload;
      }
      return next;
    case 'failed':
      next.state = 'failed';
      next.error = step.error;
      return next;
    case 'retry':
      next.state = 'pending';
      delete next.error;
      return next;
  }
}
