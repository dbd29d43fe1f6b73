/** Where a stream request body with a Content-Length goes out as such: Node (undici) and Bun. */
const streamsWithLength =
  typeof process !== 'undefined' &&
  typeof process.versions?.node === 'string' &&
  !('Deno' in globalThis);

// Views handed to fetch one after another; the part's buffer itself is never copied.
const VIEW_BYTES = 256 * 1024;

/**
 * The fetch init for a part's bytes. fetch copies a Uint8Array body whole before sending it, so
 * on Node and Bun the part goes out as a stream of views of its buffer with an explicit
 * Content-Length (no chunked encoding, which pre-signed PUTs refuse): no part-sized copy is left
 * for the garbage collector. Elsewhere (browsers, Deno) the bytes are the body.
 */
export function partBody(bytes: Uint8Array | Blob): {
  body: RequestInit['body'];
  headers?: Record<string, string>;
  duplex?: 'half';
} {
  if (!streamsWithLength || !(bytes instanceof Uint8Array) || bytes.byteLength === 0) {
    // A part never views a SharedArrayBuffer, which is all the DOM typing of BodyInit rules out.
    return { body: bytes as Uint8Array<ArrayBuffer> | Blob };
  }
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(bytes.subarray(offset, offset + VIEW_BYTES));
      offset += VIEW_BYTES;
      if (offset >= bytes.byteLength) controller.close();
    },
  });
  return {
    body: stream,
    headers: { 'content-length': String(bytes.byteLength) },
    duplex: 'half',
  };
}
