/**
 * Generated from the bundled spec (spec/dist/openapi.json) by scripts/generate-resources.mjs. Do not edit by hand.
 * Regenerate with `pnpm generate` at the repository root (or `pnpm --filter @scribekit/sdk generate`).
 */

import type { ListPage } from '../../list-page.js';
import type { PageOptions } from '../../pagination.js';
import type { RequestOptions } from '../../request-options.js';
import type { Query, WithLastResponse } from '../../resource-types.js';
import type { CreateSmartReportRequest, SmartReport, SmartReportList } from '../models.js';

/** The Smart Reports operations: `scribekit.smartReports`. */
export interface SmartReportsResource {
  /**
   * List Smart Reports.
   *
   * `GET /smart-reports/`, needs scope `reports:read`. Throws a typed `ScribekitError` on failure.
   */
  list(query?: Query<'listSmartReports'>, options?: PageOptions): ListPage<SmartReportList, SmartReport>;
  /**
   * Create a Smart Report.
   *
   * `POST /smart-reports/`, needs scope `reports:write`; retried with one Idempotency-Key. Throws a typed `ScribekitError` on failure.
   */
  create(body: CreateSmartReportRequest, options?: RequestOptions): Promise<WithLastResponse<SmartReport>>;
  /**
   * List the reports of one transcript.
   *
   * `GET /smart-reports/by-transcript/{id}`, needs scope `reports:read`. Throws a typed `ScribekitError` on failure.
   */
  listByTranscript(id: string, query?: Query<'listSmartReportsByTranscript'>, options?: PageOptions): ListPage<SmartReportList, SmartReport>;
  /**
   * Get a Smart Report.
   *
   * `GET /smart-reports/{id}`, needs scope `reports:read`. Throws a typed `ScribekitError` on failure.
   */
  get(id: string, options?: RequestOptions): Promise<WithLastResponse<SmartReport>>;
}

/** How each method of `SmartReportsResource` is sent: `name METHOD path [b(ody)][q(uery)] [s|o<max page>]`, `;`-separated. */
export const smartReportsOperations =
  'list GET /smart-reports/ q s200;' +
  'create POST /smart-reports/ b;' +
  'listByTranscript GET /smart-reports/by-transcript/{id} q s200;' +
  'get GET /smart-reports/{id}';
