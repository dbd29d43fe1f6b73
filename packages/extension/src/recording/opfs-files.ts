import { RECORDINGS_DIR, recordingFileName } from './protocol.js';

/** The recordings' directory in the extension origin's private file system. */
export async function recordingsDir(): Promise<FileSystemDirectoryHandle> {
  const root = await navigator.storage.getDirectory();
  return root.getDirectoryHandle(RECORDINGS_DIR, { create: true });
}

/** The recorded file of a recording, as a disk-backed `File` (nothing read into memory). */
export async function recordingFile(id: string): Promise<File> {
  const handle = await (await recordingsDir()).getFileHandle(recordingFileName(id));
  return handle.getFile();
}

/** Deletes a recording's file; a missing one is fine. */
export async function deleteRecordingFile(id: string): Promise<void> {
  await (await recordingsDir()).removeEntry(recordingFileName(id)).catch((error: unknown) => {
    if ((error as { name?: string }).name !== 'NotFoundError') throw error;
  });
}
