import type { ScribekitCore } from '../client.js';
import {
  ConflictError,
  ConnectionError,
  RateLimitError,
  ScribekitError,
  ServerError,
  TimeoutError,
} from '../errors.js';
import type { CompletedPart, UploadCompleteResponse } from '../generated/models.js';
import { abortError, anySignal, asAbortError, throwIfAborted } from '../internal/abort.js';
import { sleep } from '../internal/sleep.js';
import type { RequestOptions } from '../request-options.js';
import type { ResponseInfo } from '../resource-types.js';
import { unwrap } from '../unwrap.js';
import { BufferPool } from './buffer-pool.js';
import { partBytes } from './part-bytes.js';
import { type PartUrl, putPart } from './put-part.js';
import { isBlob, type PartSource, toPartSource, type UploadInput } from './sources.js';

/** Progress of an upload, in bytes and parts. */
export interface UploadProgress {
  uploadedBytes: number;
  totalBytes: number;
  completedParts: number;
  totalParts: number;
}

/**
 * Options of `uploadFile` and `resumeUpload`. `timeoutMs` limits each API call and each part PUT
 * (until its answer arrives, so it must cover sending one part); `idempotencyKey` is upload-init's.
 */
export interface UploadOptions extends RequestOptions {
  /** File name sent to upload-init (default: the File's name, else `upload.bin`). */
  filename?: string | undefined;
  /** MIME type (default: the Blob's type; the service guesses from the name when empty). */
  mimeType?: string | undefined;
  /** Exact size in bytes; required for streams. */
  size?: number | undefined;
  /** Parts sent at once (default 4); memory use is about `concurrency × chunk_size`. */
  concurrency?: number | undefined;
  /** Hex SHA-256 of the whole file; the service rejects the upload when the bytes differ. */
  sha256?: string | undefined;
  /** Extra attempts per part (default: `maxRetries` when given, else 3). */
  partRetries?: number | undefined;
  /** Called once per finished part. */
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  /**
   * Called right after upload-init with the new file's id: keep it to resume after a failure.
   * The first part is sent once a promise it returns has resolved (e.g. the id is on disk).
   * `lastResponse` is upload-init's answer (its headers state the service's rate limit).
   */
  onStart?:
    | ((upload: {
        fileId: string;
        totalParts: number;
        chunkSize: number;
        lastResponse: ResponseInfo;
      }) => unknown)
    | undefined;
  /** Called (and awaited) once per part the service has accepted, e.g. to record it durably. */
  onPart?: ((part: { partNo: number; etag: string }) => unknown) | undefined;
}

/** Default time limit of one part PUT, as the client's default per-attempt limit. */
const DEFAULT_PART_TIMEOUT_MS = 60_000;
/** How long `resumeUpload` waits for an upload-complete that may still run on the service. */
const COMPLETE_SETTLE_MS = 5_000;

/** upload-complete calls this process has under way, by file id, per client. */
const completing = new WeakMap<ScribekitCore, Map<string, Promise<unknown>>>();

function completionsOf(core: ScribekitCore): Map<string, Promise<unknown>> {
  let map = completing.get(core);
  if (!map) {
    map = new Map();
    completing.set(core, map);
  }
  return map;
}

/** An upload failed after upload-init; `fileId` lets `resumeUpload` finish it. */
export class UploadIncompleteError extends ScribekitError {
  get name(): string {
    return 'UploadIncompleteError';
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
): Promise<UploadCompleteResponse> {
  throwIfAborted(options.signal);
  const source = toPartSource(input, options.size);
  const blob = isBlob(input) ? input : undefined;
  const init = await unwrap(
    core.client.POST('/files/upload-init', {
      signal: options.signal,
      headers: options.headers,
      // Per-call retries (a batch handles upload-init's 429s itself: maxRetries 0).
      maxRetries: options.maxRetries,
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
    lastResponse: init.lastResponse,
  };
  await options.onStart?.(plan);
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
): Promise<UploadCompleteResponse> {
  throwIfAborted(options.signal);
  const source = toPartSource(input, options.size);
  // An upload-complete of this process for the file may still be running: let it finish first.
  await completionsOf(core)
    .get(fileId)
    ?.catch(() => undefined);
  const status = await settledUploadStatus(core, fileId, options);
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

/**
 * The file's upload status. When every part is on the service but the file is still `uploading`,
 * an upload-complete may be running there (sent by a call that timed out): wait a little for it
 * to settle, so that resuming does not race it.
 */
async function settledUploadStatus(core: ScribekitCore, fileId: string, options: UploadOptions) {
  const read = () =>
    unwrap(
      core.client.GET('/files/{id}/upload-status', {
        params: { path: { id: fileId } },
        signal: options.signal,
        headers: options.headers,
      }),
    );
  let status = await read();
  const deadline = Date.now() + COMPLETE_SETTLE_MS;
  while (status.status === 'uploading' && status.missing_parts.length === 0) {
    if (Date.now() >= deadline) break;
    await sleep(250, options.signal).catch(asAbortError(options.signal));
    status = await read();
  }
  return status;
}

interface UploadPlan {
  fileId: string;
  chunkSize: number;
  totalParts: number;
  /** Parts the service already holds. */
  done: readonly CompletedPart[];
  /** Known part addresses; missing ones are re-signed before use. */
  urls: Map<number, PartUrl>;
}

async function sendParts(
  core: ScribekitCore,
  source: PartSource,
  options: UploadOptions,
  plan: UploadPlan,
): Promise<UploadCompleteResponse> {
  const { client, fetch } = core;
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
          headers: options.headers,
        }),
      ),
    );
  const context = {
    fetch,
    resign,
    retries: options.partRetries ?? options.maxRetries ?? 3,
    timeoutMs: options.timeoutMs ?? core.timeoutMs ?? DEFAULT_PART_TIMEOUT_MS,
    signal,
    log: core.log,
  };
  const parts = partBytes(source, chunkSize, wanted, new BufferPool(chunkSize));

  // Each worker pulls the next part only when it is free, which bounds the bytes in memory.
  async function worker(): Promise<void> {
    // Not `for await`: its implicit `return()` would close the generator the other workers share.
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      const { partNo, bytes, release } = next.value;
      try {
        const url = plan.urls.get(partNo) ?? (await resign(partNo, signal));
        const etag = await putPart(partNo, bytes, url, context);
        etags.set(partNo, etag);
        await options.onPart?.({ partNo, etag });
      } finally {
        release();
      }
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
    if (options.signal?.aborted) throw abortError(options.signal);
    throw new UploadIncompleteError(fileId, failure.signal.reason ?? error);
  }
  const ordered = [...etags].sort(([a], [b]) => a - b);
  const completions = completionsOf(core);
  const completed = unwrap(
    client.POST('/files/upload-complete', {
      body: { file_id: fileId, parts: ordered.map(([part_no, etag]) => ({ part_no, etag })) },
      signal: options.signal,
      headers: options.headers,
    }),
  );
  completions.set(fileId, completed);
  try {
    return await completed;
  } catch (error) {
    if (options.signal?.aborted) throw abortError(options.signal);
    // Every part is on the service: resumeUpload(fileId, …) finishes the file, unless the
    // service refused the file itself (a checksum mismatch, a bad request).
    throw resumable(error) ? new UploadIncompleteError(fileId, error) : error;
  } finally {
    if (completions.get(fileId) === completed) completions.delete(fileId);
  }
}

/** Whether a failed upload-complete leaves a file that resumeUpload can finish. */
function resumable(error: unknown): boolean {
  if (
    error instanceof ConnectionError ||
    error instanceof TimeoutError ||
    error instanceof ServerError ||
    error instanceof RateLimitError
  ) {
    return true;
  }
  // Parts missing or replaced since: resuming sends them and completes again.
  return (
    error instanceof ConflictError &&
    (error.key === 'upload_incomplete' || error.key === 'etag_mismatch')
  );
}

function toPartUrl(part: { url: string; expires_at: string }): PartUrl {
  return { url: part.url, expiresAt: Date.parse(part.expires_at) };
}
