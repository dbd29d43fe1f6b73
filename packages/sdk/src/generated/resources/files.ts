/**
 * Generated from the bundled spec (spec/dist/openapi.json) by scripts/generate-resources.mjs. Do not edit by hand.
 * Regenerate with `pnpm generate` at the repository root (or `pnpm --filter @scribekit/sdk generate`).
 */

import type { RequestOptions } from '../../request-options.js';
import type { WithLastResponse } from '../../resource-types.js';
import type { DownloadLink, UploadInitRequest, UploadInitResponse, UploadCompleteRequest, UploadCompleteResponse, PresignedPart, File, UploadStatus } from '../models.js';

/** The Files operations: `scribekit.files`. */
export interface FilesResource {
  /**
   * Start a multipart upload.
   *
   * `POST /files/upload-init`, needs scope `files:write`; retried with one Idempotency-Key. Throws a typed `ScribekitError` on failure.
   */
  initUpload(body: UploadInitRequest, options?: RequestOptions): Promise<WithLastResponse<UploadInitResponse>>;
  /**
   * Re-sign one upload part.
   *
   * `POST /files/upload-init/{file_id}/parts/{part_no}/presign`, needs scope `files:write`. Throws a typed `ScribekitError` on failure.
   */
  presignUploadPart(fileId: string, partNo: number, options?: RequestOptions): Promise<WithLastResponse<PresignedPart>>;
  /**
   * Finish a multipart upload.
   *
   * `POST /files/upload-complete`, needs scope `files:write`. Throws a typed `ScribekitError` on failure.
   */
  completeUpload(body: UploadCompleteRequest, options?: RequestOptions): Promise<WithLastResponse<UploadCompleteResponse>>;
  /**
   * Get file metadata.
   *
   * `GET /files/{id}`, needs scope `files:read`. Throws a typed `ScribekitError` on failure.
   */
  get(id: string, options?: RequestOptions): Promise<WithLastResponse<File>>;
  /**
   * Get a download link for a file.
   *
   * `GET /files/{id}/download-url`, needs scope `files:read`. Throws a typed `ScribekitError` on failure.
   */
  getDownloadUrl(id: string, options?: RequestOptions): Promise<WithLastResponse<DownloadLink>>;
  /**
   * See which parts still need bytes.
   *
   * `GET /files/{id}/upload-status`, needs scope `files:read`. Throws a typed `ScribekitError` on failure.
   */
  getUploadStatus(id: string, options?: RequestOptions): Promise<WithLastResponse<UploadStatus>>;
}

/** How each method of `FilesResource` is sent: `name METHOD path [b(ody)][q(uery)] [s|o<max page>]`, `;`-separated. */
export const filesOperations =
  'initUpload POST /files/upload-init b;' +
  'presignUploadPart POST /files/upload-init/{file_id}/parts/{part_no}/presign;' +
  'completeUpload POST /files/upload-complete b;' +
  'get GET /files/{id};' +
  'getDownloadUrl GET /files/{id}/download-url;' +
  'getUploadStatus GET /files/{id}/upload-status';
