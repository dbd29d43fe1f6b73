import type { ScribekitCore } from '../client.js';
import { ScribekitError } from '../errors.js';
import type { components } from '../generated/schema.js';
import { anySignal } from '../internal/abort.js';
import { unwrap } from '../unwrap.js';
import { partBytes } from './part-bytes.js';
import { type PartUrl, putPart } from './put-part.js';
import { isBlob, type PartSource, toPartSource, type UploadInput } from './sources.js';

type Schemas = components['schemas'];

/** Progress of an upload, in bytes and parts. */
export interface UploadProgress {
  uploadedBytes: number;
  totalBytes: number;
  completedParts: number;
  totalParts: number;
}

/** Options of `uploadFile` and `resumeUpload`. */
export interface UploadOptions {
  /** File name sent to upload-init (default: the File's name, else `upload.bin`). */
  filename?: string;
  /** MIME type (default: the Blob's type; the service guesses from the name when empty). */
  mimeType?: string;
  /** Exact size in bytes; required for streams. */
  size?: number;
  /** Parts sent at once (default 4); memory use is about `concurrency × chunk_size`. */
  concurrency?: number;
  /** Hex SHA-256 of the whole file; the service rejects the upload when the bytes differ. */
  sha256?: string;
  /** Extra attempts per part (default 3). */
  partRetries?: number;
  /** Called once per finished part. */
  onProgress?: (progress: UploadProgress) => void;
  /** Called right after upload-init with the new file's id: keep it to resume after a failure. */
  onStart?: (upload: { fileId: string; totalParts: number; chunkSize: number }) => void;
  /** Aborts every part in flight; the upload can be resumed later from its file id. */
  signal?: AbortSignal;
  /** Idempotency-Key of upload-init (generated when omitted). */
  idempotencyKey?: string;
}

/** An upload failed after upload-init; `fileId` lets `resumeUpload` finish it. */
export class UploadIncompleteError extends ScribekitError {
  static {
    UploadIncompleteError.prototype.name = 'UploadIncompleteError';
  }
  /** The file to pass to `resumeUpload`. */
  declare readonly fileId: string;

  constructor(fileId: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super({
      key: 'upload_incomplete',
      message: `Upload of file ${fileId} stopped: ${reason}. Resume it with resumeUpload('${fileId}', …).`,
      cause,
    });
    this.fileId = fileId;
  }
}

/** Sends a file in parallel parts: upload-init, PUT every part, upload-complete. */
export async function uploadFile(
  core: ScribekitCore,
  input: UploadInput,
  options: UploadOptions = {},
): Promise<Schemas['UploadCompleteResponse']> {
  const source = toPartSource(input, options.size);
  const blob = isBlob(input) ? input : undefined;
  const init = await unwrap(
    core.client.POST('/files/upload-init', {
      body: {
        filename: options.filename ?? (blob && 'name' in blob ? String(blob.name) : 'upload.bin'),
        size_bytes: source.size,
        // Empty values are left out of the JSON body, as are undefined ones.
        mime_type: (options.mimeType ?? blob?.type) || undefined,
        sha256: options.sha256 || undefined,
      },
      // Without a key of the caller's, the idempotency middleware adds a fresh one.
      params: { header: { 'Idempotency-Key': options.idempotencyKey || undefined } },
    }),
  );
  const plan = {
    fileId: init.file_id,
    chunkSize: init.chunk_size,
    totalParts: init.parts.length,
  };
  options.onStart?.(plan);
  const urls = new Map(init.parts.map((part) => [part.part_no, toPartUrl(part)]));
  return sendParts(core, source, options, { ...plan, done: [], urls });
}

/**
 * Finishes an interrupted upload: asks upload-status which parts are missing, re-signs and sends
 * only those (reading `input` again from the start), then completes.
 */
export async function resumeUpload(
  core: ScribekitCore,
  fileId: string,
  input: UploadInput,
  options: UploadOptions = {},
): Promise<Schemas['UploadCompleteResponse']> {
  const source = toPartSource(input, options.size);
  const status = await unwrap(
    core.client.GET('/files/{id}/upload-status', {
      params: { path: { id: fileId } },
      signal: options.signal,
    }),
  );
  if (status.size_bytes !== source.size) {
    throw new RangeError(
      `resumeUpload: file ${fileId} was declared with ${status.size_bytes} bytes, the input has ${source.size}`,
    );
  }
  return sendParts(core, source, options, {
    fileId,
    chunkSize: status.chunk_size,
    totalParts: status.parts_total,
    done: status.completed_parts,
    urls: new Map(),
  });
}

interface UploadPlan {
  fileId: string;
  chunkSize: number;
  totalParts: number;
  /** Parts the service already holds. */
  done: readonly Schemas['CompletedPart'][];
  /** Known part addresses; missing ones are re-signed before use. */
  urls: Map<number, PartUrl>;
}

async function sendParts(
  { client, fetch }: ScribekitCore,
  source: PartSource,
  options: UploadOptions,
  plan: UploadPlan,
): Promise<Schemas['UploadCompleteResponse']> {
  const { fileId, chunkSize, totalParts } = plan;
  const failure = new AbortController();
  const signal = anySignal([options.signal, failure.signal]);
  const etags = new Map(plan.done.map((part) => [part.part_no, part.etag]));
  const progress: UploadProgress = {
    uploadedBytes: plan.done.reduce((sum, part) => sum + part.size, 0),
    totalBytes: source.size,
    completedParts: etags.size,
    totalParts,
  };
  const wanted = Array.from({ length: totalParts }, (_, index) => index + 1).filter(
    (partNo) => !etags.has(partNo),
  );
  const resign = async (partNo: number, partSignal: AbortSignal) =>
    toPartUrl(
      await unwrap(
        client.POST('/files/upload-init/{file_id}/parts/{part_no}/presign', {
          params: { path: { file_id: fileId, part_no: partNo } },
          signal: partSignal,
        }),
      ),
    );
  const context = { fetch, resign, retries: options.partRetries ?? 3, signal };
  const parts = partBytes(source, chunkSize, wanted);

  // Each worker pulls the next part only when it is free, which bounds the bytes in memory.
  async function worker(): Promise<void> {
    // Not `for await`: its implicit `return()` would close the generator the other workers share.
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      const { partNo, bytes } = next.value;
      const url = plan.urls.get(partNo) ?? (await resign(partNo, signal));
      etags.set(partNo, await putPart(partNo, bytes, url, context));
      progress.uploadedBytes += bytes instanceof Uint8Array ? bytes.byteLength : bytes.size;
      progress.completedParts += 1;
      options.onProgress?.({ ...progress });
    }
  }

  const workers = Math.max(1, Math.min(options.concurrency ?? 4, wanted.length || 1));
  try {
    await Promise.all(
      Array.from({ length: workers }, () =>
        worker().catch((error: unknown) => {
          // One failed part stops the others at once.
          failure.abort(error);
          throw error;
        }),
      ),
    );
  } catch (error) {
    await parts.return(undefined);
    if (options.signal?.aborted) throw options.signal.reason;
    throw new UploadIncompleteError(fileId, failure.signal.reason ?? error);
  }
  const ordered = [...etags].sort(([a], [b]) => a - b);
  return unwrap(
    client.POST('/files/upload-complete', {
      body: { file_id: fileId, parts: ordered.map(([part_no, etag]) => ({ part_no, etag })) },
    }),
  );
}

function toPartUrl(part: { url: string; expires_at: string }): PartUrl {
  return { url: part.url, expiresAt: Date.parse(part.expires_at) };
}
