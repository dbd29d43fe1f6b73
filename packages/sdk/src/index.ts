export type {
  ScribekitClient,
  ScribekitClientMethod,
  ScribekitCore,
  ScribekitOptions,
} from './client.js';
export {
  AbortError,
  AuthenticationError,
  ConflictError,
  ConnectionError,
  type ErrorDetail,
  errorFromResponse,
  JobFailedError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ResponseParseError,
  readErrorBody,
  ScribekitError,
  ServerError,
  TimeoutError,
  ValidationError,
} from './errors.js';
// The values of each enum of the spec (EXPORT_FORMATS, TRANSCRIPT_STATUSES…), generated from it.
export * from './generated/enums.js';
export type * from './generated/models.js';
export type * from './generated/resources/index.js';
export type { components, operations, paths, webhooks } from './generated/schema.js';
export { newIdempotencyKey } from './internal/idempotency.js';
export type { ListPage } from './list-page.js';
export type { Logger, LogLevel } from './logger.js';
export type { Page, PageIterator, PageOptions } from './pagination.js';
export type { RequestOptions } from './request-options.js';
export type { ResponseInfo, WithLastResponse } from './resource-types.js';
export { createScribekit, type Scribekit, type Uploads } from './scribekit.js';
export { type FetchResult, unwrap } from './unwrap.js';
export type { PartSource, UploadInput } from './upload/sources.js';
export {
  UploadIncompleteError,
  type UploadOptions,
  type UploadProgress,
} from './upload/upload-file.js';
export type { WaitOptions } from './wait.js';
export type { Waiters } from './waiters.js';
export type {
  ExportOptions,
  ExportResult,
  ImportUrlOptions,
  RecordMeetingOptions,
  TranscribeFileOptions,
  Workflows,
} from './workflows.js';
