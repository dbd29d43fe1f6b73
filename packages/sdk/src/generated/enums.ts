/**
 * Generated from the bundled spec (spec/dist/openapi.json) by scripts/generate-resources.mjs. Do not edit by hand.
 * Regenerate with `pnpm generate` at the repository root (or `pnpm --filter @scribekit/sdk generate`).
 */

import type {
  TranscriptSort,
  ExportFormat,
  EventName,
} from './models.js';

/** The values of `FileStatus` the spec names, in its order (the service may add others). */
export const FILE_STATUSES = [
  'uploading',
  'ready',
  'failed',
] as const;

/** The values of `TranscriptStatus` the spec names, in its order (the service may add others). */
export const TRANSCRIPT_STATUSES = [
  'pending',
  'processing',
  'completed',
  'failed',
] as const;

/** Every value of `TranscriptSort`, in the spec's order. */
export const TRANSCRIPT_SORTS = [
  'created_at_desc',
  'created_at_asc',
  'title_asc',
  'title_desc',
  'duration_desc',
  'duration_asc',
] as const satisfies readonly TranscriptSort[];

/** The values of `ActionItemStatus` the spec names, in its order (the service may add others). */
export const ACTION_ITEM_STATUSES = [
  'open',
  'done',
] as const;

/** Every value of `ExportFormat`, in the spec's order. */
export const EXPORT_FORMATS = [
  'docx',
  'pdf',
  'srt',
  'vtt',
  'txt',
  'json',
  'md',
  'xlsx',
] as const satisfies readonly ExportFormat[];

/** The values of `ExportStatus` the spec names, in its order (the service may add others). */
export const EXPORT_STATUSES = [
  'pending',
  'processing',
  'ready',
  'failed',
] as const;

/** The values of `SourceImportStatus` the spec names, in its order (the service may add others). */
export const SOURCE_IMPORT_STATUSES = [
  'queued',
  'downloading',
  'processing',
  'completed',
  'failed',
] as const;

/** The values of `AvailabilityStatus` the spec names, in its order (the service may add others). */
export const AVAILABILITY_STATUSES = [
  'available',
  'degraded',
  'unavailable',
] as const;

/** The values of `RecordingJobStatus` the spec names, in its order (the service may add others). */
export const RECORDING_JOB_STATUSES = [
  'scheduled',
  'joining',
  'recording',
  'processing',
  'completed',
  'failed',
  'cancelled',
] as const;

/** The values of `SmartReportStatus` the spec names, in its order (the service may add others). */
export const SMART_REPORT_STATUSES = [
  'pending',
  'processing',
  'completed',
  'failed',
] as const;

/** The values of `RenderMode` the spec names, in its order (the service may add others). */
export const RENDER_MODES = [
  'auto',
  'text',
  'constructor',
] as const;

/** The values of `SourceKind` the spec names, in its order (the service may add others). */
export const SOURCE_KINDS = [
  'text',
  'pdf',
  'docx',
] as const;

/** Every value of `EventName`, in the spec's order. */
export const EVENT_NAMES = [
  'transcript.created',
  'transcript.completed',
  'transcript.failed',
  'smart_report.generated',
  'export.completed',
  'action_item.created',
  'payment.succeeded',
  'payment.failed',
] as const satisfies readonly EventName[];
