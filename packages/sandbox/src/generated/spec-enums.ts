/**
 * Generated from the bundled spec (spec/dist/openapi.json) by scripts/generate-spec-enums.mjs. Do not edit by hand.
 * Regenerate with `pnpm generate` at the repository root (or `pnpm --filter @scribekit/sandbox generate`).
 */

/** The values of `FileStatus` the spec names, in its order (the service may add others). */
export const FILE_STATUSES = [
  'uploading',
  'ready',
  'failed',
] as const;

/** One of the values of `FileStatus` the spec names. */
export type FileStatus = (typeof FILE_STATUSES)[number];

/** The values of `TranscriptStatus` the spec names, in its order (the service may add others). */
export const TRANSCRIPT_STATUSES = [
  'pending',
  'processing',
  'completed',
  'failed',
] as const;

/** One of the values of `TranscriptStatus` the spec names. */
export type TranscriptStatus = (typeof TRANSCRIPT_STATUSES)[number];

/** Every value of `TranscriptSort`, in the spec's order. */
export const TRANSCRIPT_SORTS = [
  'created_at_desc',
  'created_at_asc',
  'title_asc',
  'title_desc',
  'duration_desc',
  'duration_asc',
] as const;

/** A value of `TranscriptSort`. */
export type TranscriptSort = (typeof TRANSCRIPT_SORTS)[number];

/** The values of `ActionItemStatus` the spec names, in its order (the service may add others). */
export const ACTION_ITEM_STATUSES = [
  'open',
  'done',
] as const;

/** One of the values of `ActionItemStatus` the spec names. */
export type ActionItemStatus = (typeof ACTION_ITEM_STATUSES)[number];

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
] as const;

/** A value of `ExportFormat`. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The values of `ExportStatus` the spec names, in its order (the service may add others). */
export const EXPORT_STATUSES = [
  'pending',
  'processing',
  'ready',
  'failed',
] as const;

/** One of the values of `ExportStatus` the spec names. */
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** The values of `SourceImportStatus` the spec names, in its order (the service may add others). */
export const SOURCE_IMPORT_STATUSES = [
  'queued',
  'downloading',
  'processing',
  'completed',
  'failed',
] as const;

/** One of the values of `SourceImportStatus` the spec names. */
export type SourceImportStatus = (typeof SOURCE_IMPORT_STATUSES)[number];

/** The values of `AvailabilityStatus` the spec names, in its order (the service may add others). */
export const AVAILABILITY_STATUSES = [
  'available',
  'degraded',
  'unavailable',
] as const;

/** One of the values of `AvailabilityStatus` the spec names. */
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

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

/** One of the values of `RecordingJobStatus` the spec names. */
export type RecordingJobStatus = (typeof RECORDING_JOB_STATUSES)[number];

/** The values of `SmartReportStatus` the spec names, in its order (the service may add others). */
export const SMART_REPORT_STATUSES = [
  'pending',
  'processing',
  'completed',
  'failed',
] as const;

/** One of the values of `SmartReportStatus` the spec names. */
export type SmartReportStatus = (typeof SMART_REPORT_STATUSES)[number];

/** The values of `RenderMode` the spec names, in its order (the service may add others). */
export const RENDER_MODES = [
  'auto',
  'text',
  'constructor',
] as const;

/** One of the values of `RenderMode` the spec names. */
export type RenderMode = (typeof RENDER_MODES)[number];

/** The values of `SourceKind` the spec names, in its order (the service may add others). */
export const SOURCE_KINDS = [
  'text',
  'pdf',
  'docx',
] as const;

/** One of the values of `SourceKind` the spec names. */
export type SourceKind = (typeof SOURCE_KINDS)[number];

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
] as const;

/** A value of `EventName`. */
export type EventName = (typeof EVENT_NAMES)[number];
