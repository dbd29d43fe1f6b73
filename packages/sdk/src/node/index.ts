import type { ScribekitOptions } from '../client.js';
import { createScribekit as createPortableScribekit } from '../scribekit.js';
import type { UploadInput } from '../upload/sources.js';
import type { UploadOptions } from '../upload/upload-file.js';
import type { TranscribeFileOptions } from '../workflows.js';
import { fileSource } from './file-source.js';

export * from '../index.js';
export * from '../webhooks/index.js';
export { fileSource } from './file-source.js';

/** A file path, or anything the portable entry accepts. */
export type NodeUploadInput = UploadInput | string;

/**
 * `createScribekit` for Node: the upload helpers also take a file path, read part by part
 * (never the whole file in memory); the file name defaults to the path's base name.
 */
export function createScribekit(options: ScribekitOptions) {
  const scribekit = createPortableScribekit(options);
  const resolve = async (input: NodeUploadInput, opts: UploadOptions = {}) => {
    if (typeof input !== 'string') return { input, opts };
    const source = await fileSource(input);
    return { input: source as UploadInput, opts: { filename: source.name, ...opts } };
  };
  return {
    ...scribekit,
    uploadFile: async (input: NodeUploadInput, opts?: UploadOptions) => {
      const resolved = await resolve(input, opts);
      return scribekit.uploadFile(resolved.input, resolved.opts);
    },
    resumeUpload: async (fileId: string, input: NodeUploadInput, opts?: UploadOptions) => {
      const resolved = await resolve(input, opts);
      return scribekit.resumeUpload(fileId, resolved.input, resolved.opts);
    },
    transcribeFile: async (input: NodeUploadInput, opts?: TranscribeFileOptions) => {
      const resolved = await resolve(input, opts);
      return scribekit.transcribeFile(resolved.input, resolved.opts);
    },
  };
}
