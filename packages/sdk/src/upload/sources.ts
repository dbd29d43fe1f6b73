import { isReadableStream } from '../internal/guards.js';

/** Bytes that can be read at any offset: a Blob/File, a Uint8Array, or a file on disk (Node). */
export interface RandomAccessSource {
  readonly kind: 'random';
  readonly size: number;
  /**
   * Bytes `[start, end)`. A source may read them into `into` (a reusable buffer of at least
   * `end - start` bytes) and answer a view of it; a Blob slice is also accepted.
   */
  read(start: number, end: number, into?: Uint8Array): Promise<Uint8Array | Blob>;
}

/** Bytes that arrive once, in order: a ReadableStream or an async iterable of chunks. */
export interface SequentialSource {
  readonly kind: 'sequential';
  readonly size: number;
  readonly chunks: AsyncIterable<Uint8Array>;
}

export type PartSource = RandomAccessSource | SequentialSource;

/** What `uploadFile` accepts; the Node entry adds file paths. */
export type UploadInput =
  | Blob
  | Uint8Array
  | ArrayBuffer
  | ReadableStream<Uint8Array>
  | AsyncIterable<Uint8Array>
  | PartSource;

/** Turns an upload input into a part source; streams need `size` because upload-init needs it. */
export function toPartSource(input: UploadInput, size?: number): PartSource {
  if (isPartSource(input)) return input;
  if (input instanceof ArrayBuffer) return bytesSource(new Uint8Array(input));
  if (input instanceof Uint8Array) return bytesSource(input);
  if (isBlob(input)) {
    return {
      kind: 'random',
      size: input.size,
      // The part's bytes, not a streamed slice: some runtimes' fetch (Deno) buffers a Blob body
      // beside its source, and holding exactly one part per PUT keeps memory bounded.
      read: async (start, end) => new Uint8Array(await input.slice(start, end).arrayBuffer()),
    };
  }
  if (size === undefined || !Number.isSafeInteger(size) || size < 0) {
    throw new TypeError('uploadFile: a stream needs its exact byte length in the `size` option');
  }
  const chunks = isReadableStream(input) ? readStream(input) : input;
  return { kind: 'sequential', size, chunks };
}

function bytesSource(bytes: Uint8Array): RandomAccessSource {
  return {
    kind: 'random',
    size: bytes.byteLength,
    read: async (start, end) => bytes.subarray(start, end),
  };
}

/** Whether `input` is a Blob or File (false where the runtime has no Blob). */
export function isBlob(input: unknown): input is Blob {
  return typeof Blob !== 'undefined' && input instanceof Blob;
}

function isPartSource(input: unknown): input is PartSource {
  const kind = (input as { kind?: unknown }).kind;
  return kind === 'random' || kind === 'sequential';
}

// getReader works in every runtime; async iteration of ReadableStream does not (Safari).
async function* readStream(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}
