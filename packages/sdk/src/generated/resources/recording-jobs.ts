/**
 * Generated from the bundled spec (spec/dist/openapi.json) by scripts/generate-resources.mjs. Do not edit by hand.
 * Regenerate with `pnpm generate` at the repository root (or `pnpm --filter @scribekit/sdk generate`).
 */

import type { ListPage } from '../../list-page.js';
import type { PageOptions } from '../../pagination.js';
import type { RequestOptions } from '../../request-options.js';
import type { Query, WithLastResponse } from '../../resource-types.js';
import type { CreateRecordingJobRequest, RecordingJob, RecordingJobList, RecordingPlatforms } from '../models.js';

/** The Recording jobs operations: `scribekit.recordingJobs`. */
export interface RecordingJobsResource {
  /**
   * List recording jobs.
   *
   * `GET /recording-jobs/`, needs scope `recordings:read`. Throws a typed `ScribekitError` on failure.
   */
  list(query?: Query<'listRecordingJobs'>, options?: PageOptions): ListPage<RecordingJobList, RecordingJob>;
  /**
   * Send a recording bot to a meeting.
   *
   * `POST /recording-jobs/`, needs scope `recordings:write`. Throws a typed `ScribekitError` on failure.
   */
  create(body: CreateRecordingJobRequest, options?: RequestOptions): Promise<WithLastResponse<RecordingJob>>;
  /**
   * Cancel a recording job.
   *
   * `POST /recording-jobs/{id}/cancel`, needs scope `recordings:write`. Throws a typed `ScribekitError` on failure.
   */
  cancel(id: string, options?: RequestOptions): Promise<WithLastResponse<RecordingJob>>;
  /**
   * List supported meeting platforms.
   *
   * `GET /recording-jobs/platforms`, needs scope `recordings:read`. Throws a typed `ScribekitError` on failure.
   */
  listRecordingPlatforms(options?: RequestOptions): Promise<WithLastResponse<RecordingPlatforms>>;
  /**
   * Poll a recording job.
   *
   * `GET /recording-jobs/{id}`, needs scope `recordings:read`. Throws a typed `ScribekitError` on failure.
   */
  get(id: string, options?: RequestOptions): Promise<WithLastResponse<RecordingJob>>;
}

/** How each method of `RecordingJobsResource` is sent: `name METHOD path [b(ody)][q(uery)] [s|o<max page>]`, `;`-separated. */
export const recordingJobsOperations =
  'list GET /recording-jobs/ q s200;' +
  'create POST /recording-jobs/ b;' +
  'cancel POST /recording-jobs/{id}/cancel;' +
  'listRecordingPlatforms GET /recording-jobs/platforms;' +
  'get GET /recording-jobs/{id}';
