import { browser } from 'wxt/browser';
import type { WriterAnswer, WriterRequest } from './opfs-writer.js';

/** The worker script that writes recordings (the `recording-writer` entrypoint). */
const WRITER_SCRIPT = '/recording-writer.js';

type Body<T> = T extends unknown ? Omit<T, 'seq'> : never;

/** A recording file on disk, written by a dedicated worker: open, append chunks, close. */
export class RecordingFileWriter {
  private seq = 0;
  private readonly pending = new Map<number, (answer: WriterAnswer) => void>();
  /** Bytes on disk. */
  bytes = 0;

  private constructor(private readonly worker: Worker) {
    worker.onmessage = (event: MessageEvent<WriterAnswer>) => {
      this.pending.get(event.data.seq)?.(event.data);
      this.pending.delete(event.data.seq);
    };
  }

  /** Creates (or empties) the file `name` in the recordings directory. */
  static async open(name: string): Promise<RecordingFileWriter> {
    // Built by the `recording-writer` entrypoint as a classic script.
    const worker = new Worker((browser.runtime.getURL as (path: string) => string)(WRITER_SCRIPT));
    const writer = new RecordingFileWriter(worker);
    await writer.send({ type: 'open', name });
    return writer;
  }

  /** Appends a chunk; resolves once it is flushed to disk. */
  append(chunk: Blob): Promise<void> {
    return this.send({ type: 'append', chunk });
  }

  /** Flushes and closes the file, then ends the worker. */
  async close(): Promise<void> {
    await this.send({ type: 'close' });
    this.worker.terminate();
  }

  private send(request: Body<WriterRequest>): Promise<void> {
    const seq = ++this.seq;
    return new Promise((resolve, reject) => {
      this.pending.set(seq, (answer) => {
        if (!answer.ok) return reject(new Error(answer.error));
        this.bytes = answer.bytes;
        resolve();
      });
      this.worker.postMessage({ ...request, seq } as WriterRequest);
    });
  }
}
