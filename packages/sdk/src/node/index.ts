import type { ScribekitOptions } from '../client.js';
import { createScribekit as createPortableScribekit } from '../scribekit.js';
import type { UploadInput } from '../upload/sources.js';
import type { UploadOptions } from '../upload/upload-file.js';
import type { TranscribeFileOptions } from '../workflows.js';
import { fileSource } from './file-source.js';

export * from '../index.js';
export * from '../webhooks/index.js';
export { type FileSource, FileSourceError, fileSource } from './file-source.js';

/** A file path, or anything the portable entry accepts. */
export type NodeUploadInput = UploadInput | string;

/**
 * `createScribekit` for Node: the upload helpers also take a file path, read part by part
 * (never the whole file in memory); the file name defaults to the path's base name.
 */
export function createScribekit(options: ScribekitOptions) {
  const scribekit = createPortableScribekit(options);
  // A path is checked and opened before any request, and its file is closed when the call ends.
  const withInput = async <O extends UploadOptions, R>(
    input: NodeUploadInput,
    opts: O | undefined,
    call: (input: UploadInput, opts: O) => Promise<R>,
  ): Promise<R> => {
    if (typeof input !== 'string') return call(input, opts ?? ({} as O));
    const source = await fileSource(input);
    try {
      return await call(source, { filename: source.name, ...opts } as O);
    } finally {
      await source.close();
    }
  };
  return {
    ...scribekit,
    uploadFile: (input: NodeUploadInput, opts?: UploadOptions) =>
      withInput(input, opts, scribekit.uploadFile),
    resumeUpload: (fileId: string, input: NodeUploadInput, opts?: UploadOptions) =>
      withInput(input, opts, (source, o) => scribekit.resumeUpload(fileId, source, o)),
    transcribeFile: (input: NodeUploadInput, opts?: TranscribeFileOptions) =>
      withInput(input, opts, scribekit.transcribeFile),
  };
}
