/**
 * Generated from the bundled spec (spec/dist/openapi.json) by scripts/generate-resources.mjs. Do not edit by hand.
 * Regenerate with `pnpm generate` at the repository root (or `pnpm --filter @scribekit/sdk generate`).
 */

import type { RequestOptions } from '../../request-options.js';
import type { Query, WithLastResponse } from '../../resource-types.js';
import type { components } from '../schema.js';

type Schemas = components['schemas'];

/** The Exports operations: `scribekit.exports`. */
export interface ExportsResource {
  /**
   * List exports.
   *
   * `GET /exports/`, needs scope `exports:read`. Throws a typed `ScribekitError` on failure.
   */
  list(query?: Query<'listExports'>, options?: RequestOptions): Promise<WithLastResponse<Schemas['ExportList']>>;
  /**
   * Export a transcript to a file.
   *
   * `POST /exports/`, needs scope `exports:write`. Throws a typed `ScribekitError` on failure.
   */
  create(body: Schemas['CreateExportRequest'], options?: RequestOptions): Promise<WithLastResponse<Schemas['Export']>>;
  /**
   * Poll an export.
   *
   * `GET /exports/{id}`, needs scope `exports:read`. Throws a typed `ScribekitError` on failure.
   */
  get(id: string, options?: RequestOptions): Promise<WithLastResponse<Schemas['Export']>>;
  /**
   * Get the download link of an export.
   *
   * `GET /exports/{id}/download`, needs scope `exports:read`. Throws a typed `ScribekitError` on failure.
   */
  getDownload(id: string, options?: RequestOptions): Promise<WithLastResponse<Schemas['DownloadLink']>>;
  /**
   * List a transcript's exports (nested form).
   *
   * `GET /transcripts/{id}/exports`, needs scope `exports:read`. Throws a typed `ScribekitError` on failure.
   */
  listTranscriptExports(id: string, query?: Query<'listTranscriptExports'>, options?: RequestOptions): Promise<WithLastResponse<Schemas['ExportList']>>;
  /**
   * Export a transcript (nested form).
   *
   * `POST /transcripts/{id}/exports`, needs scope `exports:write`. Throws a typed `ScribekitError` on failure.
   */
  createTranscriptExport(id: string, body: Schemas['CreateTranscriptExportRequest'], options?: RequestOptions): Promise<WithLastResponse<Schemas['Export']>>;
}

/** How each method of `ExportsResource` is sent: `name METHOD path [b(ody)][q(uery)]`, `;`-separated. */
export const exportsOperations =
  'list GET /exports/ q;' +
  'create POST /exports/ b;' +
  'get GET /exports/{id};' +
  'getDownload GET /exports/{id}/download;' +
  'listTranscriptExports GET /transcripts/{id}/exports q;' +
  'createTranscriptExport POST /transcripts/{id}/exports b';
