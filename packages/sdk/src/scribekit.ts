import { createCore, type ScribekitCore, type ScribekitOptions } from './client.js';
import type { UploadCompleteResponse } from './generated/models.js';
import type { ScribekitResources } from './generated/resources/index.js';
import type { WithLastResponse } from './resource-types.js';
import { createResources } from './resources.js';
import type { UploadInput } from './upload/sources.js';
import { resumeUpload, type UploadOptions, uploadFile } from './upload/upload-file.js';
import { type Waiters, waiters } from './waiters.js';
import { type Workflows, workflows } from './workflows.js';

/** The upload helpers, for an input type (the Node entry adds file paths). */
export interface Uploads<Input> {
  /** Uploads a file in parallel parts; resolves when the file is ready. */
  uploadFile(
    input: Input,
    options?: UploadOptions,
  ): Promise<WithLastResponse<UploadCompleteResponse>>;
  /** Finishes an interrupted upload, sending only the parts the service lacks. */
  resumeUpload(
    fileId: string,
    input: Input,
    options?: UploadOptions,
  ): Promise<WithLastResponse<UploadCompleteResponse>>;
}

/**
 * A Scribekit client: resource methods (`scribekit.transcripts.get(id)`; list methods page and
 * iterate), the typed path-string `client`, and the workflow helpers that upload, wait and chain
 * operations.
 */
export interface Scribekit<Input = UploadInput>
  extends ScribekitCore,
    ScribekitResources,
    Uploads<Input>,
    Waiters,
    Workflows<Input> {}

/**
 * Creates a Scribekit client. Throws a `TypeError` naming the option when `apiKey` or `baseUrl`
 * is missing or malformed.
 *
 * ```ts
 * import { createScribekit } from '@scribekit/sdk';
 * const scribekit = createScribekit({ apiKey: 'sk_test', baseUrl: 'https://api.example.com' });
 * const { items } = await scribekit.transcripts.list({ limit: 10 });
 * ```
 */
export function createScribekit(options: ScribekitOptions): Scribekit {
  const core: ScribekitCore = createCore(options);
  return {
    ...core,
    ...createResources(core.client),
    uploadFile: (input, uploadOptions) =>
      uploadFile(core, input, uploadOptions) as Promise<WithLastResponse<UploadCompleteResponse>>,
    resumeUpload: (fileId, input, uploadOptions) =>
      resumeUpload(core, fileId, input, uploadOptions) as Promise<
        WithLastResponse<UploadCompleteResponse>
      >,
    ...waiters(core),
    ...workflows(core),
  };
}
