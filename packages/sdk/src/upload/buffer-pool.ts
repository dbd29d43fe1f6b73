/**
 * Part buffers reused across parts: a part's buffer goes back to the pool once its PUT has an
 * answer, so an upload holds about `concurrency + 1` buffers however many parts it has, and no
 * runtime waits on its garbage collector to free part-sized allocations.
 */
export class BufferPool {
  private readonly free: Uint8Array[] = [];

  constructor(private readonly bufferSize: number) {}

  /** A buffer of `bufferSize` bytes, reused when one is free. */
  acquire(): Uint8Array {
    return this.free.pop() ?? new Uint8Array(this.bufferSize);
  }

  /** Gives a buffer from `acquire` back; its bytes may be overwritten from now on. */
  release(buffer: Uint8Array): void {
    if (buffer.byteLength === this.bufferSize) this.free.push(buffer);
  }
}
