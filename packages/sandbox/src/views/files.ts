import type { Runtime } from '../runtime.js';
import type { FileRecord } from '../state/types.js';

/** A pre-signed media-origin address for a file or an export. */
export function mediaUrlFor(rt: Runtime, kind: 'files' | 'exports', id: string): string {
  return rt.signer.signedUrl(rt.urls.media, `/${kind}/${id}`).url;
}

export function fileView(file: FileRecord) {
  return {
    id: file.id,
    name: file.name,
    mime: file.mime,
    size: file.size ?? file.declaredSize,
    status: file.status,
    sha256: file.sha256 ?? file.expectedSha256,
    created_at: file.createdAt,
  };
}

export function uploadStatusView(file: FileRecord) {
  const completed = [...file.parts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([part_no, part]) => ({ part_no, etag: part.etag, size: part.size }));
  const missing: number[] = [];
  if (file.status === 'uploading') {
    for (let n = 1; n <= file.partsTotal; n++) if (!file.parts.has(n)) missing.push(n);
  }
  return {
    file_id: file.id,
    upload_id: file.uploadId,
    status: file.status,
    size_bytes: file.declaredSize,
    chunk_size: file.chunkSize,
    parts_total: file.partsTotal,
    completed_parts: completed,
    missing_parts: missing,
  };
}
