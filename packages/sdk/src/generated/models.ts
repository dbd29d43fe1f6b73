/**
 * Generated from the bundled spec (spec/dist/openapi.json) by scripts/generate-resources.mjs. Do not edit by hand.
 * Regenerate with `pnpm generate` at the repository root (or `pnpm --filter @scribekit/sdk generate`).
 */

import type { components } from './schema.js';

/** A resource identifier (UUID string). */
export type Uuid = components['schemas']['Uuid'];
/** An ISO 8601 timestamp in UTC. */
export type Timestamp = components['schemas']['Timestamp'];
/** An ISO 8601 timestamp in UTC, or null when the moment has not come yet. */
export type NullableTimestamp = components['schemas']['NullableTimestamp'];
/** An ISO 8601 date (`2026-01-15`) or date-time in UTC (`2026-01-15T09:30:00Z`). */
export type DateOrDateTime = components['schemas']['DateOrDateTime'];
/** Paging information of a list response. */
export type ListMeta = components['schemas']['ListMeta'];
/** The body of every error response. */
export type Error = components['schemas']['Error'];
/** One problem with the request. */
export type ErrorDetail = components['schemas']['ErrorDetail'];
/** A pre-signed address on the media origin and how long it stays valid. */
export type DownloadLink = components['schemas']['DownloadLink'];
/** **Inferred** set of values; treat unknown values as "not ready yet". `uploading` until upload-complete succeeds, then `ready`. */
export type FileStatus = components['schemas']['FileStatus'];
/** The `UploadInitRequest` schema of the API. */
export type UploadInitRequest = components['schemas']['UploadInitRequest'];
/** The `UploadPart` schema of the API. */
export type UploadPart = components['schemas']['UploadPart'];
/** The `UploadInitResponse` schema of the API. */
export type UploadInitResponse = components['schemas']['UploadInitResponse'];
/** The `PartEtag` schema of the API. */
export type PartEtag = components['schemas']['PartEtag'];
/** The `UploadCompleteRequest` schema of the API. */
export type UploadCompleteRequest = components['schemas']['UploadCompleteRequest'];
/** The `UploadCompleteResponse` schema of the API. */
export type UploadCompleteResponse = components['schemas']['UploadCompleteResponse'];
/** **Inferred** shape: one element of `parts` with a fresh address. */
export type PresignedPart = components['schemas']['PresignedPart'];
/** **Inferred** shape: the `file` object of the transcript meta plus status, checksum and creation time. */
export type File = components['schemas']['File'];
/** The `CompletedPart` schema of the API. */
export type CompletedPart = components['schemas']['CompletedPart'];
/** **Inferred** shape: which parts still need bytes, and what a client needs to resume. */
export type UploadStatus = components['schemas']['UploadStatus'];
/** **Inferred** set of values (the reference shows `pending` and `completed`): `pending` → `processing` → `completed`, or `failed` with `error`, `error_code` and `error_hint`. Treat unknown values as "still working". */
export type TranscriptStatus = components['schemas']['TranscriptStatus'];
/** Progress from 0.0 to 1.0. */
export type Progress = components['schemas']['Progress'];
/** The `CreateTranscriptRequest` schema of the API. */
export type CreateTranscriptRequest = components['schemas']['CreateTranscriptRequest'];
/** The `CreateTranscriptResponse` schema of the API. */
export type CreateTranscriptResponse = components['schemas']['CreateTranscriptResponse'];
/** The subset of transcript fields returned per item by the list endpoint. */
export type TranscriptListItem = components['schemas']['TranscriptListItem'];
/** The recording a transcript was made from. */
export type TranscriptFile = components['schemas']['TranscriptFile'];
/** All transcript fields plus the file object. */
export type TranscriptMeta = components['schemas']['TranscriptMeta'];
/** The full transcript with its segments (without words) and speakers. */
export type Transcript = components['schemas']['Transcript'];
/** The `TranscriptList` schema of the API. */
export type TranscriptList = components['schemas']['TranscriptList'];
/** The `TranscriptStatusResponse` schema of the API. */
export type TranscriptStatusResponse = components['schemas']['TranscriptStatusResponse'];
/** The `Word` schema of the API. */
export type Word = components['schemas']['Word'];
/** The `Segment` schema of the API. */
export type Segment = components['schemas']['Segment'];
/** The `SegmentPage` schema of the API. */
export type SegmentPage = components['schemas']['SegmentPage'];
/** The `Speaker` schema of the API. */
export type Speaker = components['schemas']['Speaker'];
/** The `SpeakerList` schema of the API. */
export type SpeakerList = components['schemas']['SpeakerList'];
/** **Inferred** shape (the reference does not show it). */
export type Chapter = components['schemas']['Chapter'];
/** **Inferred:** a bare array, like the speakers endpoint. */
export type ChapterList = components['schemas']['ChapterList'];
/** **Inferred** open set: `open` or `done`; treat unknown values as open. */
export type ActionItemStatus = components['schemas']['ActionItemStatus'];
/** **Inferred** shape (the reference does not show it). */
export type ActionItem = components['schemas']['ActionItem'];
/** **Inferred:** a bare array. */
export type ActionItemList = components['schemas']['ActionItemList'];
/** **Inferred** shape (the reference does not show it). */
export type Annotation = components['schemas']['Annotation'];
/** **Inferred:** a bare array. */
export type AnnotationList = components['schemas']['AnnotationList'];
/** **Inferred** shape: a notable moment in the recording. */
export type ContentEvent = components['schemas']['ContentEvent'];
/** **Inferred:** a bare array. */
export type ContentEventList = components['schemas']['ContentEventList'];
/** **Inferred** shape: the settings the transcript was made with. */
export type ScopeConfig = components['schemas']['ScopeConfig'];
/** **Inferred** shape: something the service proposes to do with the transcript. */
export type Suggestion = components['schemas']['Suggestion'];
/** **Inferred:** a bare array. */
export type SuggestionList = components['schemas']['SuggestionList'];
/** The eight export formats. */
export type ExportFormat = components['schemas']['ExportFormat'];
/** **Inferred** set of values (the reference shows `pending` and `ready`): `pending` → `processing` → `ready`, or `failed` with `error`. Treat unknown values as "still working". */
export type ExportStatus = components['schemas']['ExportStatus'];
/** The `CreateExportRequest` schema of the API. */
export type CreateExportRequest = components['schemas']['CreateExportRequest'];
/** The transcript comes from the path. */
export type CreateTranscriptExportRequest = components['schemas']['CreateTranscriptExportRequest'];
/** The `Export` schema of the API. */
export type Export = components['schemas']['Export'];
/** **Inferred** envelope, the same as the transcript list. */
export type ExportList = components['schemas']['ExportList'];
/** **Inferred** set of values (the reference shows `queued`): `queued` → `downloading` → `processing` → `completed` (with `transcript_id`), or `failed`. Treat unknown values as "still working". */
export type SourceImportStatus = components['schemas']['SourceImportStatus'];
/** The `CreateSourceImportRequest` schema of the API. */
export type CreateSourceImportRequest = components['schemas']['CreateSourceImportRequest'];
/** The `PreviewSourceImportRequest` schema of the API. */
export type PreviewSourceImportRequest = components['schemas']['PreviewSourceImportRequest'];
/** The `SourceImport` schema of the API. */
export type SourceImport = components['schemas']['SourceImport'];
/** **Inferred** envelope, the same as the transcript list. */
export type SourceImportList = components['schemas']['SourceImportList'];
/** The `SourceImportPreview` schema of the API. */
export type SourceImportPreview = components['schemas']['SourceImportPreview'];
/** **Inferred** set of values (the reference shows `available`). */
export type AvailabilityStatus = components['schemas']['AvailabilityStatus'];
/** The `SourceImportProvider` schema of the API. */
export type SourceImportProvider = components['schemas']['SourceImportProvider'];
/** The `SourceImportProviders` schema of the API. */
export type SourceImportProviders = components['schemas']['SourceImportProviders'];
/** **Inferred** set of values (the reference shows `scheduled`): `scheduled` → `joining` → `recording` → `processing` → `completed` (with `transcript_id`), or `failed`, or `cancelled` after POST …/cancel. Treat unknown values as "still working". */
export type RecordingJobStatus = components['schemas']['RecordingJobStatus'];
/** The `CreateRecordingJobRequest` schema of the API. */
export type CreateRecordingJobRequest = components['schemas']['CreateRecordingJobRequest'];
/** The `RecordingJob` schema of the API. */
export type RecordingJob = components['schemas']['RecordingJob'];
/** **Inferred** envelope, the same as the transcript list. */
export type RecordingJobList = components['schemas']['RecordingJobList'];
/** The `RecordingPlatform` schema of the API. */
export type RecordingPlatform = components['schemas']['RecordingPlatform'];
/** The `RecordingPlatforms` schema of the API. */
export type RecordingPlatforms = components['schemas']['RecordingPlatforms'];
/** **Inferred** set of values (the reference shows `pending` and `completed`): `pending` → `processing` → `completed` (with `content_md`), or `failed` with `error`. */
export type SmartReportStatus = components['schemas']['SmartReportStatus'];
/** `auto` lets the service choose; a fresh report shows `constructor`, a completed one `text`. */
export type RenderMode = components['schemas']['RenderMode'];
/** Give `transcript_id` (a report on one transcript) or `transcript_ids` (a report over several), not both. */
export type CreateSmartReportRequest = components['schemas']['CreateSmartReportRequest'];
/** A report on one transcript. */
export type CreateSmartReportForTranscript = components['schemas']['CreateSmartReportForTranscript'];
/** A report over several transcripts. */
export type CreateSmartReportForTranscripts = components['schemas']['CreateSmartReportForTranscripts'];
/** What every Smart Report request may set besides its transcripts. */
export type SmartReportOptions = components['schemas']['SmartReportOptions'];
/** The `SmartReportIntent` schema of the API. */
export type SmartReportIntent = components['schemas']['SmartReportIntent'];
/** The `SmartReport` schema of the API. */
export type SmartReport = components['schemas']['SmartReport'];
/** The `SmartReportList` schema of the API. */
export type SmartReportList = components['schemas']['SmartReportList'];
/** The `KnowledgeBase` schema of the API. */
export type KnowledgeBase = components['schemas']['KnowledgeBase'];
/** **Inferred** envelope, the same as the transcript list. */
export type KnowledgeBaseList = components['schemas']['KnowledgeBaseList'];
/** The `CreateKnowledgeBaseRequest` schema of the API. */
export type CreateKnowledgeBaseRequest = components['schemas']['CreateKnowledgeBaseRequest'];
/** **Inferred** body: the fields set on create, all optional. */
export type UpdateKnowledgeBaseRequest = components['schemas']['UpdateKnowledgeBaseRequest'];
/** **Inferred** open set: `text`, `pdf`, `docx`. */
export type SourceKind = components['schemas']['SourceKind'];
/** The `CreateEntriesRequest` schema of the API. */
export type CreateEntriesRequest = components['schemas']['CreateEntriesRequest'];
/** The `UploadEntriesRequest` schema of the API. */
export type UploadEntriesRequest = components['schemas']['UploadEntriesRequest'];
/** The `KnowledgeBaseEntry` schema of the API. */
export type KnowledgeBaseEntry = components['schemas']['KnowledgeBaseEntry'];
/** The entries made from one text or document, one per chunk. */
export type KnowledgeBaseEntries = components['schemas']['KnowledgeBaseEntries'];
/** **Inferred** envelope, the same as the transcript list. */
export type KnowledgeBaseEntryList = components['schemas']['KnowledgeBaseEntryList'];
/** The eight event names of the service. */
export type EventName = components['schemas']['EventName'];
/** The `CreateWebhookRequest` schema of the API. */
export type CreateWebhookRequest = components['schemas']['CreateWebhookRequest'];
/** **Inferred** body: any of the fields below; `is_active: false` disables the webhook (there is no deletion). */
export type UpdateWebhookRequest = components['schemas']['UpdateWebhookRequest'];
/** The `Webhook` schema of the API. */
export type Webhook = components['schemas']['Webhook'];
/** A webhook as returned by create and regenerate-secret, the only times the secret is shown. */
export type WebhookWithSecret = components['schemas']['WebhookWithSecret'];
/** **Inferred** envelope, the same as the transcript list. */
export type WebhookList = components['schemas']['WebhookList'];
/** **Inferred** shape of a delivery-log record (the reference does not show it): one attempt to deliver one notification. */
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
/** **Inferred** envelope, the same as the transcript list. */
export type WebhookDeliveryList = components['schemas']['WebhookDeliveryList'];
/** **Inferred** envelope of every notification (the reference does not show the payload): the event's unique `id` (deduplicate by it: redeliveries carry the same id), its name, when it happened, and the resource in `data`. */
export type EventEnvelope = components['schemas']['EventEnvelope'];
/** **Inferred** payload (the reference does not show notification bodies): the envelope with this event's `data`. */
export type TranscriptEvent = components['schemas']['TranscriptEvent'];
/** **Inferred** payload (the reference does not show notification bodies): the envelope with this event's `data`. */
export type SmartReportGeneratedEvent = components['schemas']['SmartReportGeneratedEvent'];
/** **Inferred** payload (the reference does not show notification bodies): the envelope with this event's `data`. */
export type ExportCompletedEvent = components['schemas']['ExportCompletedEvent'];
/** **Inferred** payload (the reference does not show notification bodies): the envelope with this event's `data`. */
export type ActionItemCreatedEvent = components['schemas']['ActionItemCreatedEvent'];
/** **Inferred** shape of a payment (the reference does not show it). */
export type Payment = components['schemas']['Payment'];
/** **Inferred** payload (the reference does not show notification bodies): the envelope with this event's `data`. */
export type PaymentEvent = components['schemas']['PaymentEvent'];
/** **Inferred** payload (the reference does not show notification bodies): the envelope with this event's `data`. */
export type WebhookTestEvent = components['schemas']['WebhookTestEvent'];
