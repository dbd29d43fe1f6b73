// Appends the recorder's chunks to one file in the origin's private file system. A dedicated
// worker, because only there can a file be written in place and flushed (a sync access handle):
// each chunk is on disk when its write answers, so a crash keeps what was recorded.
import { RECORDINGS_DIR } from './protocol.js';

/** A request to the writer; `seq` pairs it with its answer. */
export type WriterRequest =
  | { seq: number; type: 'open'; name: string }
  | { seq: number; type: 'append'; chunk: Blob }
  | { seq: number; type: 'close' };

/** The writer's answer: bytes written so far, or why it failed. */
export type WriterAnswer =
  | { seq: number; ok: true; bytes: number }
  | { seq: number; ok: false; error: string };

/** A file open for writing in place (workers only; TypeScript's DOM library lacks it). */
interface SyncAccessHandle {
  write(buffer: Uint8Array, options: { at: number }): number;
  truncate(size: number): void;
  flush(): void;
  close(): void;
}

let handle: SyncAccessHandle | null = null;
let written = 0;
let queue: Promise<void> = Promise.resolve();

async function run(request: WriterRequest): Promise<void> {
  if (request.type === 'open') {
    const root = await navigator.storage.getDirectory();
    const dir = await root.getDirectoryHandle(RECORDINGS_DIR, { create: true });
    const file = await dir.getFileHandle(request.name, { create: true });
    handle = await (
      file as unknown as { createSyncAccessHandle(): Promise<SyncAccessHandle> }
    ).createSyncAccessHandle();
    handle.truncate(0);
    written = 0;
  } else if (request.type === 'append') {
    if (!handle) throw new Error('the recording file is not open');
    const bytes = new Uint8Array(await request.chunk.arrayBuffer());
    written += handle.write(bytes, { at: written });
    handle.flush();
  } else {
    handle?.flush();
    handle?.close();
    handle = null;
  }
}

/** Serves the writer's requests in a worker, one after the other, in the order they came. */
export function serveRecordingWriter(scope: {
  onmessage: ((event: MessageEvent<WriterRequest>) => void) | null;
  postMessage(answer: WriterAnswer): void;
}): void {
  scope.onmessage = (event) => {
    const request = event.data;
    queue = queue.then(() =>
      run(request).then(
        () => scope.postMessage({ seq: request.seq, ok: true, bytes: written }),
        (error: unknown) =>
          scope.postMessage({ seq: request.seq, ok: false, error: String(error) }),
      ),
    );
  };
}
