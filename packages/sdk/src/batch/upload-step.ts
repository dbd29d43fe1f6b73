import {
  ConflictError,
  NotFoundError,
  newIdempotencyKey,
  RateLimitError,
  type ResponseInfo,
  UploadIncompleteError,
} from '../index.js';
import { BatchStoppedError } from './batch.js';
import type { ItemRun } from './context.js';
import { refusedAsInvalid, refusesInput } from './failure-kind.js';
import type { FileItem } from './items.js';
import { limitStatedBy } from './rate-limit-policy.js';
import { nextAttempt } from './retry-policy.js';

/**
 * The service keeps an Idempotency-Key's result for 60 s; a rerun within this time sends
 * upload-init again with the recorded key and gets the earlier file back (margin for clocks).
 */
const REPLAY_WINDOW_MS = 50_000;

/** Uploads the item's file, or finishes its interrupted upload; resolves with the file's id. */
export async function ensureUploaded(run: ItemRun, item: FileItem): Promise<string> {
  for (let attempt = 1; ; ) {
    const upload = run.record.upload;
    if (upload?.complete && upload.fileId) return upload.fileId;
    try {
      if (upload?.fileId) await resume(run, item, upload.fileId);
      else await start(run, item);
    } catch (error) {
      run.context.signal?.throwIfAborted();
      // After stop(), a failure is not retried: the rerun takes the item up from the ledger.
      if (run.context.stopping()) throw new BatchStoppedError();
      // A 429 is not a failure: the gate has set the cooldown, the next slot is waited for.
      if (error instanceof RateLimitError) continue;
      attempt = await nextAttempt(run, error, attempt);
    }
  }
}

/** upload-init (new, or replayed with the recorded key), then every part, then upload-complete. */
async function start(run: ItemRun, item: FileItem): Promise<void> {
  const { now } = run.context;
  const lease = await run.context.slot('upload-init', item);
  let settled = false;
  try {
    const earlier = run.record.upload;
    let key: string;
    if (earlier && !earlier.fileId && now() - earlier.at < REPLAY_WINDOW_MS) {
      // upload-init may have reached the service before the crash: same key, same file.
      key = earlier.key;
    } else {
      key = newIdempotencyKey();
      await run.step({ type: 'upload-intent', key, at: now() });
    }
    await send(run, item, {
      idempotencyKey: key,
      // 429s are the gate's business: the SDK must not wait and retry on its own.
      maxRetries: 0,
      onStart: async ({ fileId, totalParts, lastResponse }) => {
        settled = true;
        await run.context.settle('upload-init', lease, {
          kind: 'counted',
          serviceLimit: limitStatedBy(lastResponse?.response.headers),
        });
        await run.step({ type: 'upload-started', fileId, totalParts });
      },
    });
  } catch (error) {
    if (!settled) {
      await run.context.failed('upload-init', lease, error);
      // upload-init refused the file itself (too big, a type it takes no recordings of).
      if (refusedAsInvalid(error)) throw refusesInput(error);
    }
    throw error;
  }
}

/** Asks upload-status which parts are missing and sends only those, then completes. */
async function resume(run: ItemRun, item: FileItem, fileId: string): Promise<void> {
  try {
    await send(run, item, { resumeFileId: fileId });
  } catch (error) {
    // The service lost or refused the file (expired, a checksum mismatch): upload it anew.
    const gone =
      !(error instanceof UploadIncompleteError) &&
      (error instanceof NotFoundError ||
        error instanceof ConflictError ||
        error instanceof RangeError);
    if (!gone) throw error;
    // start() sees a recorded file id, so it records a new intent with a new key.
    await start(run, item);
  }
}

interface SendOptions {
  idempotencyKey?: string;
  maxRetries?: number;
  resumeFileId?: string;
  onStart?: (upload: {
    fileId: string;
    totalParts: number;
    lastResponse?: ResponseInfo | undefined;
  }) => Promise<void>;
}

/** Opens the file and runs the SDK's upload (or resume) with the ledger's hooks. */
async function send(run: ItemRun, item: FileItem, how: SendOptions): Promise<void> {
  const { scribekit, signal, options } = run.context;
  const opened = await item.open();
  try {
    const uploadOptions = {
      filename: item.filename ?? item.name,
      ...(item.mimeType ? { mimeType: item.mimeType } : {}),
      ...(run.record.sha256 ? { sha256: run.record.sha256 } : {}),
      ...(run.record.size !== undefined ? { size: run.record.size } : {}),
      ...(signal ? { signal } : {}),
      ...(how.idempotencyKey ? { idempotencyKey: how.idempotencyKey } : {}),
      ...(how.maxRetries !== undefined ? { maxRetries: how.maxRetries } : {}),
      ...(how.onStart ? { onStart: how.onStart } : {}),
      concurrency: options.uploadConcurrency ?? 4,
      partRetries: 3,
      onPart: async ({ partNo }: { partNo: number }) => {
        await run.step({ type: 'part', partNo });
      },
      onProgress: ({ uploadedBytes, totalBytes }: { uploadedBytes: number; totalBytes: number }) =>
        run.progress('uploading', 0.05 + 0.35 * (totalBytes ? uploadedBytes / totalBytes : 1)),
    };
    run.progress('uploading', 0.05);
    if (how.resumeFileId)
      await scribekit.resumeUpload(how.resumeFileId, opened.input, uploadOptions);
    else await scribekit.uploadFile(opened.input, uploadOptions);
    await run.step({ type: 'uploaded' });
  } finally {
    await opened.close?.();
  }
}
