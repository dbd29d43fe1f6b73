/**
 * Generated from the bundled spec (spec/dist/openapi.json) by scripts/generate-resources.mjs. Do not edit by hand.
 * Regenerate with `pnpm generate` at the repository root (or `pnpm --filter @scribekit/sdk generate`).
 */

import type { ListPage } from '../../list-page.js';
import type { PageOptions } from '../../pagination.js';
import type { RequestOptions } from '../../request-options.js';
import type { Query, WithLastResponse } from '../../resource-types.js';
import type { DownloadLink, CreateExportRequest, CreateTranscriptExportRequest, Export, ExportList } from '../models.js';

/** The Exports operations: `scribekit.exports`. */
export interface ExportsResource {
  /**
   * List exports.
   *
   * `GET /exports/`, needs scope `exports:read`. Throws a typed `ScribekitError` on failure.
   */
  list(query?: Query<'listExports'>, options?: PageOptions): ListPage<ExportList, Export>;
  /**
   * Export a transcript to a file.
   *
   * `POST /exports/`, needs scope `exports:write`. Throws a typed `ScribekitError` on failure.
   */
  create(body: CreateExportRequest, options?: RequestOptions): Promise<WithLastResponse<Export>>;
  /**
   * Poll an export.
   *
   * `GET /exports/{id}`, needs scope `exports:read`. Throws a typed `ScribekitError` on failure.
   */
  get(id: string, options?: RequestOptions): Promise<WithLastResponse<Export>>;
  /**
   * Get the download link of an export.
   *
   * `GET /exports/{id}/download`, needs scope `exports:read`. Throws a typed `ScribekitError` on failure.
   */
  getDownload(id: string, options?: RequestOptions): Promise<WithLastResponse<DownloadLink>>;
  /**
   * List a transcript's exports (nested form).
   *
   * `GET /transcripts/{id}/exports`, needs scope `exports:read`. Throws a typed `ScribekitError` on failure.
   */
  listTranscriptExports(id: string, query?: Query<'listTranscriptExports'>, options?: PageOptions): ListPage<ExportList, Export>;
  /**
   * Export a transcript (nested form).
   *
   * `POST /transcripts/{id}/exports`, needs scope `exports:write`. Throws a typed `ScribekitError` on failure.
   */
  createTranscriptExport(id: string, body: CreateTranscriptExportRequest, options?: RequestOptions): Promise<WithLastResponse<Export>>;
}

/** How each method of `ExportsResource` is sent: `name METHOD path [b(ody)][q(uery)] [s|o<max page>]`, `;`-separated. */
export const exportsOperations =
  'list GET /exports/ q s200;' +
  'create POST /exports/ b;' +
  'get GET /exports/{id};' +
  'getDownload GET /exports/{id}/download;' +
  'listTranscriptExports GET /transcripts/{id}/exports q s200;' +
  'createTranscriptExport POST /transcripts/{id}/exports b';
