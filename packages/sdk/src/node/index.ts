import type { ScribekitOptions } from '../client.js';
import {
  createScribekit as createPortable,
  type Scribekit as PortableScribekit,
} from '../scribekit.js';
import type { UploadInput } from '../upload/sources.js';
import type { UploadOptions } from '../upload/upload-file.js';
import { createBytesPutFetch } from './bytes-put-fetch.js';
import { fileSource } from './file-source.js';

export * from '../index.js';
export * from '../webhooks/index.js';
export { type FileSource, FileSourceError, fileSource } from './file-source.js';

/** A file path, or anything the portable entry accepts. */
export type NodeUploadInput = UploadInput | string;

/** A Scribekit client whose upload helpers (and `transcribeFile`) also take a file path. */
export type Scribekit = PortableScribekit<NodeUploadInput>;

/** Options of the Node `createScribekit`: `apiKey` and `baseUrl` default to the environment. */
export interface NodeScribekitOptions extends Omit<ScribekitOptions, 'apiKey' | 'baseUrl'> {
  /** The API key (default `process.env.SCRIBEKIT_API_KEY`). */
  apiKey?: string | undefined;
  /** The service's address (default `process.env.SCRIBEKIT_BASE_URL`). */
  baseUrl?: string | undefined;
}

/**
 * `createScribekit` for Node: `apiKey` and `baseUrl` default to `SCRIBEKIT_API_KEY` and
 * `SCRIBEKIT_BASE_URL`; the upload helpers also take a file path, read part by part (never the
 * whole file in memory); the file name defaults to the path's base name.
 */
export function createScribekit(options: NodeScribekitOptions = {}): Scribekit {
  const scribekit = createPortable({
    ...options,
    fetch: options.fetch ?? createBytesPutFetch(),
    apiKey: options.apiKey ?? (process.env.SCRIBEKIT_API_KEY as string),
    baseUrl: options.baseUrl ?? (process.env.SCRIBEKIT_BASE_URL as string),
  });
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
    uploadFile: (input, opts) => withInput(input, opts, scribekit.uploadFile),
    resumeUpload: (fileId, input, opts) =>
      withInput(input, opts, (source, o) => scribekit.resumeUpload(fileId, source, o)),
    transcribeFile: (input, opts) => withInput(input, opts, scribekit.transcribeFile),
  };
}
