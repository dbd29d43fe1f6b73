/**
 * Generated from the bundled spec (spec/dist/openapi.json) by scripts/generate-resources.mjs. Do not edit by hand.
 * Regenerate with `pnpm generate` at the repository root (or `pnpm --filter @scribekit/sdk generate`).
 */

import type { ListPage } from '../../list-page.js';
import type { PageOptions } from '../../pagination.js';
import type { RequestOptions } from '../../request-options.js';
import type { Query, WithLastResponse } from '../../resource-types.js';
import type { CreateSourceImportRequest, PreviewSourceImportRequest, SourceImport, SourceImportList, SourceImportPreview, SourceImportProviders } from '../models.js';

/** The Source imports operations: `scribekit.sourceImports`. */
export interface SourceImportsResource {
  /**
   * List imports.
   *
   * `GET /source-imports/`, needs scope `imports:read`. Throws a typed `ScribekitError` on failure.
   */
  list(query?: Query<'listSourceImports'>, options?: PageOptions): ListPage<SourceImportList, SourceImport>;
  /**
   * Import a recording from a link.
   *
   * `POST /source-imports/`, needs scope `imports:write`. Throws a typed `ScribekitError` on failure.
   */
  create(body: CreateSourceImportRequest, options?: RequestOptions): Promise<WithLastResponse<SourceImport>>;
  /**
   * Preview a link.
   *
   * `POST /source-imports/preview`, needs scope `imports:write`. Throws a typed `ScribekitError` on failure.
   */
  preview(body: PreviewSourceImportRequest, options?: RequestOptions): Promise<WithLastResponse<SourceImportPreview>>;
  /**
   * Retry a failed import.
   *
   * `POST /source-imports/{id}/retry`, needs scope `imports:write`. Throws a typed `ScribekitError` on failure.
   */
  retry(id: string, options?: RequestOptions): Promise<WithLastResponse<SourceImport>>;
  /**
   * List supported sources.
   *
   * `GET /source-imports/providers`, needs scope `imports:read`. Throws a typed `ScribekitError` on failure.
   */
  listProviders(options?: RequestOptions): Promise<WithLastResponse<SourceImportProviders>>;
  /**
   * Poll an import.
   *
   * `GET /source-imports/{id}`, needs scope `imports:read`. Throws a typed `ScribekitError` on failure.
   */
  get(id: string, options?: RequestOptions): Promise<WithLastResponse<SourceImport>>;
}

/** How each method of `SourceImportsResource` is sent: `name METHOD path [b(ody)][q(uery)] [s|o<max page>]`, `;`-separated. */
export const sourceImportsOperations =
  'list GET /source-imports/ q s200;' +
  'create POST /source-imports/ b;' +
  'preview POST /source-imports/preview b;' +
  'retry POST /source-imports/{id}/retry;' +
  'listProviders GET /source-imports/providers;' +
  'get GET /source-imports/{id}';
