/**
 * Generated from the bundled spec (spec/dist/openapi.json) by scripts/generate-resources.mjs. Do not edit by hand.
 * Regenerate with `pnpm generate` at the repository root (or `pnpm --filter @scribekit/sdk generate`).
 */

import type { RequestOptions } from '../../request-options.js';
import type { Query, WithLastResponse } from '../../resource-types.js';
import type { components } from '../schema.js';

type Schemas = components['schemas'];

/** The Source imports operations: `scribekit.sourceImports`. */
export interface SourceImportsResource {
  /**
   * List imports.
   *
   * `GET /source-imports/`, needs scope `imports:read`. Throws a typed `ScribekitError` on failure.
   */
  list(query?: Query<'listSourceImports'>, options?: RequestOptions): Promise<WithLastResponse<Schemas['SourceImportList']>>;
  /**
   * Import a recording from a link.
   *
   * `POST /source-imports/`, needs scope `imports:write`. Throws a typed `ScribekitError` on failure.
   */
  create(body: Schemas['CreateSourceImportRequest'], options?: RequestOptions): Promise<WithLastResponse<Schemas['SourceImport']>>;
  /**
   * Preview a link.
   *
   * `POST /source-imports/preview`, needs scope `imports:write`. Throws a typed `ScribekitError` on failure.
   */
  preview(body: Schemas['PreviewSourceImportRequest'], options?: RequestOptions): Promise<WithLastResponse<Schemas['SourceImportPreview']>>;
  /**
   * Retry a failed import.
   *
   * `POST /source-imports/{id}/retry`, needs scope `imports:write`. Throws a typed `ScribekitError` on failure.
   */
  retry(id: string, options?: RequestOptions): Promise<WithLastResponse<Schemas['SourceImport']>>;
  /**
   * List supported sources.
   *
   * `GET /source-imports/providers`, needs scope `imports:read`. Throws a typed `ScribekitError` on failure.
   */
  listProviders(options?: RequestOptions): Promise<WithLastResponse<Schemas['SourceImportProviders']>>;
  /**
   * Poll an import.
   *
   * `GET /source-imports/{id}`, needs scope `imports:read`. Throws a typed `ScribekitError` on failure.
   */
  get(id: string, options?: RequestOptions): Promise<WithLastResponse<Schemas['SourceImport']>>;
}

/** How each method of `SourceImportsResource` is sent: `name METHOD path [b(ody)][q(uery)]`, `;`-separated. */
export const sourceImportsOperations =
  'list GET /source-imports/ q;' +
  'create POST /source-imports/ b;' +
  'preview POST /source-imports/preview b;' +
  'retry POST /source-imports/{id}/retry;' +
  'listProviders GET /source-imports/providers;' +
  'get GET /source-imports/{id}';
