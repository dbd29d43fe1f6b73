export type { ScribekitClient, ScribekitCore, ScribekitOptions } from './client.js';
export {
  AuthenticationError,
  ConflictError,
  ConnectionError,
  type ErrorDetail,
  errorFromResponse,
  JobFailedError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  readErrorBody,
  ScribekitError,
  ServerError,
  TimeoutError,
  ValidationError,
} from './errors.js';
export type { components, operations, paths, webhooks } from './generated/schema.js';
export { newIdempotencyKey } from './internal/idempotency.js';
export type { Page, PageIterator, PageOptions } from './pagination.js';
export { createScribekit, type Scribekit } from './scribekit.js';
export { type FetchResult, unwrap } from './unwrap.js';
export type { PartSource, UploadInput } from './upload/sources.js';
export {
  UploadIncompleteError,
  type UploadOptions,
  type UploadProgress,
} from './upload/upload-file.js';
export type { WaitOptions } from './wait.js';
export type {
  ExportOptions,
  ImportUrlOptions,
  RecordMeetingOptions,
  TranscribeFileOptions,
} from './workflows.js';
