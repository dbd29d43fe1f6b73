import {
  createCore,
  listings,
  type ScribekitCore,
  type ScribekitOptions,
  waiters,
} from './client.js';
import type { UploadInput } from './upload/sources.js';
import { resumeUpload, type UploadOptions, uploadFile } from './upload/upload-file.js';
import { workflows } from './workflows.js';

/**
 * A Scribekit client: `client` reaches every operation typed by the spec; the helpers upload,
 * wait, paginate and chain whole workflows.
 */
export function createScribekit(options: ScribekitOptions) {
  const core: ScribekitCore = createCore(options);
  return {
    ...core,
    /** Uploads a Blob/File, Uint8Array or stream in parallel parts; resolves when the file is ready. */
    uploadFile: (input: UploadInput, uploadOptions?: UploadOptions) =>
      uploadFile(core, input, uploadOptions),
    /** Finishes an interrupted upload, sending only the parts the service lacks. */
    resumeUpload: (fileId: string, input: UploadInput, uploadOptions?: UploadOptions) =>
      resumeUpload(core, fileId, input, uploadOptions),
    ...listings(core),
    ...waiters(core),
    ...workflows(core),
  };
}

/** What `createScribekit` returns. */
export type Scribekit = ReturnType<typeof createScribekit>;
