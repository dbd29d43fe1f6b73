/**
 * Generated from the bundled spec (spec/dist/openapi.json) by scripts/generate-resources.mjs. Do not edit by hand.
 * Regenerate with `pnpm generate` at the repository root (or `pnpm --filter @scribekit/sdk generate`).
 */

import type { RequestOptions } from '../../request-options.js';
import type { Query, WithLastResponse } from '../../resource-types.js';
import type { components } from '../schema.js';

type Schemas = components['schemas'];

/** The Recording jobs operations: `scribekit.recordingJobs`. */
export interface RecordingJobsResource {
  /**
   * List recording jobs.
   *
   * `GET /recording-jobs/`, needs scope `recordings:read`. Throws a typed `ScribekitError` on failure.
   */
  list(query?: Query<'listRecordingJobs'>, options?: RequestOptions): Promise<WithLastResponse<Schemas['RecordingJobList']>>;
  /**
   * Send a recording bot to a meeting.
   *
   * `POST /recording-jobs/`, needs scope `recordings:write`. Throws a typed `ScribekitError` on failure.
   */
  create(body: Schemas['CreateRecordingJobRequest'], options?: RequestOptions): Promise<WithLastResponse<Schemas['RecordingJob']>>;
  /**
   * Cancel a recording job.
   *
   * `POST /recording-jobs/{id}/cancel`, needs scope `recordings:write`. Throws a typed `ScribekitError` on failure.
   */
  cancel(id: string, options?: RequestOptions): Promise<WithLastResponse<Schemas['RecordingJob']>>;
  /**
   * List supported meeting platforms.
   *
   * `GET /recording-jobs/platforms`, needs scope `recordings:read`. Throws a typed `ScribekitError` on failure.
   */
  listRecordingPlatforms(options?: RequestOptions): Promise<WithLastResponse<Schemas['RecordingPlatforms']>>;
  /**
   * Poll a recording job.
   *
   * `GET /recording-jobs/{id}`, needs scope `recordings:read`. Throws a typed `ScribekitError` on failure.
   */
  get(id: string, options?: RequestOptions): Promise<WithLastResponse<Schemas['RecordingJob']>>;
}

/** How each method of `RecordingJobsResource` is sent: `name METHOD path [b(ody)][q(uery)]`, `;`-separated. */
export const recordingJobsOperations =
  'list GET /recording-jobs/ q;' +
  'create POST /recording-jobs/ b;' +
  'cancel POST /recording-jobs/{id}/cancel;' +
  'listRecordingPlatforms GET /recording-jobs/platforms;' +
  'get GET /recording-jobs/{id}';
