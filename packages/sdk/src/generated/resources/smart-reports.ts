/**
 * Generated from the bundled spec (spec/dist/openapi.json) by scripts/generate-resources.mjs. Do not edit by hand.
 * Regenerate with `pnpm generate` at the repository root (or `pnpm --filter @scribekit/sdk generate`).
 */

import type { RequestOptions } from '../../request-options.js';
import type { Query, WithLastResponse } from '../../resource-types.js';
import type { components } from '../schema.js';

type Schemas = components['schemas'];

/** The Smart Reports operations: `scribekit.smartReports`. */
export interface SmartReportsResource {
  /**
   * List Smart Reports.
   *
   * `GET /smart-reports/`, needs scope `reports:read`. Throws a typed `ScribekitError` on failure.
   */
  list(query?: Query<'listSmartReports'>, options?: RequestOptions): Promise<WithLastResponse<Schemas['SmartReportList']>>;
  /**
   * Create a Smart Report.
   *
   * `POST /smart-reports/`, needs scope `reports:write`; retried with one Idempotency-Key. Throws a typed `ScribekitError` on failure.
   */
  create(body: Schemas['CreateSmartReportRequest'], options?: RequestOptions): Promise<WithLastResponse<Schemas['SmartReport']>>;
  /**
   * List the reports of one transcript.
   *
   * `GET /smart-reports/by-transcript/{id}`, needs scope `reports:read`. Throws a typed `ScribekitError` on failure.
   */
  listByTranscript(id: string, query?: Query<'listSmartReportsByTranscript'>, options?: RequestOptions): Promise<WithLastResponse<Schemas['SmartReportList']>>;
  /**
   * Get a Smart Report.
   *
   * `GET /smart-reports/{id}`, needs scope `reports:read`. Throws a typed `ScribekitError` on failure.
   */
  get(id: string, options?: RequestOptions): Promise<WithLastResponse<Schemas['SmartReport']>>;
}

/** How each method of `SmartReportsResource` is sent: `name METHOD path [b(ody)][q(uery)]`, `;`-separated. */
export const smartReportsOperations =
  'list GET /smart-reports/ q;' +
  'create POST /smart-reports/ b;' +
  'listByTranscript GET /smart-reports/by-transcript/{id} q;' +
  'get GET /smart-reports/{id}';
