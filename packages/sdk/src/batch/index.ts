/**
 * `@scribekit/sdk/batch`: a durable, quota-aware batch engine over the SDK's public API. Portable
 * (no Node built-ins): the file ledger, file items and the output directory are in
 * `@scribekit/sdk/batch/node`.
 */

// The spec's export formats, also exported here for the batch's `formats` option.
export type { ExportFormat } from '../index.js';
export { type Batch, BatchStoppedError, type BatchSummary, type ItemOutcome } from './batch.js';
export { createLocalClaims, type ItemClaim, type ItemClaims } from './claims.js';
export type { ContentClaim, ContentClaims } from './content-claims.js';
export { DiskFullError, isDiskFull } from './disk-full.js';
export { createBatch } from './engine.js';
export {
  BatchEmitter,
  type BatchEvents,
  type BatchListener,
  type ItemPhase,
} from './events.js';
export {
  type BatchItem,
  blobItem,
  type FileItem,
  nameFromUrl,
  type OpenedFile,
  type UrlItem,
  urlItem,
} from './items.js';
export {
  applyStep,
  type ItemError,
  type ItemRecord,
  type Ledger,
  type LedgerStep,
} from './ledger.js';
export { createMemoryLedger, createMemoryQuotaStore, memoryLedgerOver } from './memory.js';
export type { BatchOptions, OutputRenderer, TranscriptSettings } from './options.js';
export {
  fingerprint,
  memoryOutput,
  type OutputSink,
  type OutputState,
  type WrittenFile,
} from './output.js';
export { type LostOutput, lostOutputs } from './output-check.js';
export {
  type BatchPlan,
  describePlan,
  effectiveLimit,
  planQuota,
  type QuotaPlan,
  slotTimes,
} from './plan.js';
export {
  DOCUMENTED_QUOTAS,
  emptyQuotaState,
  type LearnedLimit,
  type QuotaHit,
  type QuotaLease,
  type QuotaLimit,
  type QuotaName,
  type QuotaState,
  type QuotaStore,
} from './quota.js';
