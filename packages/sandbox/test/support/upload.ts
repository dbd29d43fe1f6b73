import { expect } from 'vitest';
import type { TestSandbox } from './sandbox.js';

export interface Uploaded {
  fileId: string;
  etags: string[];
}

/** Uploads `bytes` through upload-init, one PUT per part, and upload-complete. */
export async function uploadBytes(
  sbx: Pick<TestSandbox, 'api'>,
  bytes: Uint8Array,
  init: { filename: string; mime_type?: string; sha256?: string } = { filename: 'recording.wav' },
): Promise<Uploaded> {
  const started = await sbx.api('POST', '/files/upload-init', {
    body: { ...init, size_bytes: bytes.length },
  });
  expect(started.status, started.text).toBe(200);
  const { file_id: fileId, chunk_size: chunk, parts } = started.body;
  const etags: string[] = [];
  for (const part of parts as { part_no: number; url: string }[]) {
    const slice = bytes.subarray((part.part_no - 1) * chunk, part.part_no * chunk);
    const put = await fetch(part.url, { method: 'PUT', body: slice });
    expect(put.status, await put.clone().text()).toBe(200);
    etags.push(put.headers.get('etag') as string);
  }
  const done = await sbx.api('POST', '/files/upload-complete', {
    body: { file_id: fileId, parts: etags.map((etag, i) => ({ part_no: i + 1, etag })) },
  });
  expect(done.status, done.text).toBe(200);
  return { fileId, etags };
}

/** Uploads a file and transcribes it; resolves with the completed transcript's id. */
export async function completedTranscript(
  sbx: Pick<TestSandbox, 'api'>,
  bytes: Uint8Array,
  options: Record<string, unknown> = {},
): Promise<string> {
  const { fileId } = await uploadBytes(sbx, bytes);
  const created = await sbx.api('POST', '/transcripts/', { body: { file_id: fileId, ...options } });
  expect(created.status, created.text).toBe(200);
  const id = created.body.id as string;
  for (let i = 0; i < 250; i++) {
    const status = await sbx.api('GET', `/transcripts/${id}/status`);
    if (status.body.status === 'completed') return id;
    if (status.body.status === 'failed') throw new Error(`transcript failed: ${status.text}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('transcript did not complete');
}
