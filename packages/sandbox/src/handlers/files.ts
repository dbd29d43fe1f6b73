import { randomBytes, randomUUID } from 'node:crypto';
import { ApiError, bodyInvalid, conflict, notFound } from '../errors/api-error.js';
import {
  type HandlerMap,
  type HandlerResult,
  type OperationContext,
  ok,
  type Runtime,
} from '../runtime.js';
import type { FileRecord } from '../state/types.js';
import { guessMime } from '../upload/mime.js';
import { fileView, mediaUrlFor, uploadStatusView } from '../views/files.js';

/**
 * The upload-complete call running for a file, if any. A second call (a client retrying after a
 * time-out) waits for it and then answers from the finished state, so the parts are assembled
 * exactly once; part PUTs are refused while it runs.
 */
const completions = new WeakMap<FileRecord, Promise<HandlerResult>>();

/** Whether upload-complete is assembling this file's parts right now. */
export function isCompleting(file: FileRecord): boolean {
  return completions.has(file);
}

/** Most parts one upload may have (S3's limit). */
const MAX_PARTS = 10_000;

export function partResource(fileId: string, partNo: number): string {
  return `/uploads/${fileId}/parts/${partNo}`;
}

function signPart(rt: Runtime, fileId: string, partNo: number) {
  const { url, expiresAt } = rt.signer.signedUrl(rt.urls.upload, partResource(fileId, partNo));
  return { part_no: partNo, url, expires_at: expiresAt };
}

/** Bytes part `partNo` must hold. */
export function expectedPartSize(file: FileRecord, partNo: number): number {
  if (partNo < file.partsTotal) return file.chunkSize;
  return file.declaredSize - file.chunkSize * (file.partsTotal - 1);
}

function getFileOr404(rt: Runtime, id: string): FileRecord {
  const file = rt.store.files.get(id);
  if (!file) throw notFound('File', id);
  return file;
}

function normalizeEtag(etag: string): string {
  return etag.trim().replace(/^W\//, '').replace(/^"|"$/g, '').toLowerCase();
}

export const fileHandlers: HandlerMap = {
  initUpload: ({ rt, body }) => {
    const size = body.size_bytes as number;
    const chunkSize = rt.config.chunkSize;
    const partsTotal = Math.max(1, Math.ceil(size / chunkSize));
    if (partsTotal > MAX_PARTS) {
      throw bodyInvalid(
        `body.size_bytes: a file of ${size} bytes needs ${partsTotal} parts of ${chunkSize} bytes; at most ${MAX_PARTS} are allowed`,
        ['body', 'size_bytes'],
      );
    }
    const id = randomUUID();
    const file: FileRecord = {
      id,
      name: body.filename,
      mime: body.mime_type || guessMime(body.filename),
      declaredSize: size,
      size: null,
      status: 'uploading',
      expectedSha256: body.sha256 ? String(body.sha256).toLowerCase() : null,
      sha256: null,
      uploadId: randomBytes(16).toString('hex'),
      s3Key: `uploads/${rt.store.userId}/${id}/${encodeURIComponent(body.filename)}`,
      chunkSize,
      partsTotal,
      parts: new Map(),
      dataPath: null,
      createdAt: new Date(rt.now()).toISOString(),
    };
    rt.store.files.set(id, file);
    const parts = Array.from({ length: partsTotal }, (_, i) => signPart(rt, id, i + 1));
    return ok({
      file_id: id,
      upload_id: file.uploadId,
      s3_key: file.s3Key,
      upload_kind: 'multipart_s3',
      chunk_size: chunkSize,
      parts,
      expires_at: parts[0]?.expires_at,
      presigned_put_url: partsTotal === 1 ? (parts[0]?.url ?? null) : null,
    });
  },

  presignUploadPart: ({ rt, params }) => {
    const file = getFileOr404(rt, params.file_id);
    const partNo = params.part_no as number;
    if (partNo > file.partsTotal) {
      throw notFound('Part', `${partNo} of file ${file.id} (it has ${file.partsTotal} parts)`);
    }
    if (file.status !== 'uploading') {
      throw conflict('invalid_state', `The upload of file ${file.id} is already ${file.status}.`);
    }
    return ok(signPart(rt, file.id, partNo));
  },

  completeUpload: async (ctx) => {
    const file = getFileOr404(ctx.rt, ctx.body.file_id);
    const earlier = completions.get(file);
    if (earlier) await earlier.catch(() => undefined);
    const running = completeOnce(ctx, file);
    completions.set(file, running);
    try {
      return await running;
    } finally {
      if (completions.get(file) === running) completions.delete(file);
    }
  },

  getFile: ({ rt, params }) => ok(fileView(getFileOr404(rt, params.id))),

  getFileDownloadUrl: ({ rt, params }) => {
    const file = getFileOr404(rt, params.id);
    if (file.status !== 'ready') {
      throw conflict(
        'file_not_ready',
        `File ${file.id} is ${file.status}; finish its upload first.`,
      );
    }
    return ok({ url: mediaUrlFor(rt, 'files', file.id), expires_in: rt.signer.ttlS });
  },

  getFileUploadStatus: ({ rt, params }) => ok(uploadStatusView(getFileOr404(rt, params.id))),
};

/** Checks the listed parts against the uploaded ones and assembles the file, once. */
async function completeOnce(
  { rt, body }: OperationContext,
  file: FileRecord,
): Promise<HandlerResult> {
  const given = body.parts as { part_no: number; etag: string }[];
  if (file.status === 'ready') {
    const same = given.every((p) => file.parts.get(p.part_no)?.etag === normalizeEtag(p.etag));
    if (same && given.length === file.partsTotal) {
      return ok({ file_id: file.id, s3_key: file.s3Key, size: file.size, status: file.status });
    }
    throw conflict('invalid_state', `File ${file.id} is already complete.`);
  }
  if (file.status !== 'uploading') {
    throw conflict('invalid_state', `The upload of file ${file.id} is ${file.status}.`);
  }
  const seen = new Set<number>();
  for (const [index, part] of given.entries()) {
    if (seen.has(part.part_no)) {
      throw bodyInvalid(`body.parts[${index}]: part ${part.part_no} is listed twice`, [
        'body',
        'parts',
        index,
      ]);
    }
    seen.add(part.part_no);
    if (part.part_no > file.partsTotal) {
      throw bodyInvalid(`body.parts[${index}]: the upload has only ${file.partsTotal} parts`, [
        'body',
        'parts',
        index,
        'part_no',
      ]);
    }
  }
  const notUploaded = [];
  for (let n = 1; n <= file.partsTotal; n++) if (!file.parts.has(n)) notUploaded.push(n);
  if (notUploaded.length > 0) {
    throw conflict(
      'upload_incomplete',
      `Parts ${notUploaded.join(', ')} of file ${file.id} have not been uploaded.`,
    );
  }
  const notListed = [];
  for (let n = 1; n <= file.partsTotal; n++) if (!seen.has(n)) notListed.push(n);
  if (notListed.length > 0) {
    throw bodyInvalid(`body.parts: parts ${notListed.join(', ')} are missing from the list`, [
      'body',
      'parts',
    ]);
  }
  for (const [index, part] of given.entries()) {
    const stored = file.parts.get(part.part_no);
    if (stored?.etag !== normalizeEtag(part.etag)) {
      throw new ApiError(
        409,
        'etag_mismatch',
        `The ETag of part ${part.part_no} does not match the uploaded bytes.`,
        { loc: ['body', 'parts', index, 'etag'] },
      );
    }
    const expected = expectedPartSize(file, part.part_no);
    if (stored.size !== expected) {
      throw conflict(
        'part_size_mismatch',
        `Part ${part.part_no} holds ${stored.size} bytes; it must hold ${expected} (chunk_size ${file.chunkSize}, size_bytes ${file.declaredSize}).`,
      );
    }
  }
  const { sha256, size } = await rt.parts.assemble(file.id, file.partsTotal);
  file.dataPath = rt.parts.dataPath(file.id);
  file.size = size;
  if (file.expectedSha256 && file.expectedSha256 !== sha256) {
    file.status = 'failed';
    file.sha256 = sha256;
    rt.store.files.markChanged(file);
    throw conflict(
      'checksum_mismatch',
      `The SHA-256 of the uploaded bytes (${sha256}) differs from the one given at upload-init.`,
    );
  }
  file.sha256 = sha256;
  file.status = 'ready';
  rt.store.files.markChanged(file);
  return ok({ file_id: file.id, s3_key: file.s3Key, size, status: file.status });
}
