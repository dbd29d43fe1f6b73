import { type ClientRequest, request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { isBun } from './runtime.js';

type Send = (
  url: URL,
  options: object,
  onResponse: (res: IncomingMessage) => void,
) => ClientRequest;

const senders: Record<string, Send> = { 'http:': httpRequest, 'https:': httpsRequest };

/**
 * The Node entry's default fetch: a PUT whose body is bytes (an upload part) goes out through
 * node:http(s) with a Content-Length, written straight from the part buffer; everything else goes
 * to `base`. Why: fetch on Node (undici) and Deno copies a byte body before sending it, and those
 * part-sized copies, freed only when the garbage collector gets to them, more than doubled an
 * upload's peak memory (1 GiB at 4 × 8 MiB on Node: 189 MiB with fetch, 69 MiB here). On Bun the
 * bytes go to its fetch as a Blob instead (see `bench/upload-memory.mjs` for all six figures).
 */
export function createBytesPutFetch(
  base: typeof fetch = globalThis.fetch.bind(globalThis),
): typeof fetch {
  return (input, init) => {
    const body = init?.body;
    // Method and body first: every API call passes here, and only part PUTs need the URL parsed.
    if (init?.method !== 'PUT' || !(body instanceof Uint8Array)) return base(input, init);
    const url = typeof input === 'string' || input instanceof URL ? new URL(input) : null;
    const send = url && senders[url.protocol];
    if (!url || !send) return base(input, init);
    // Bun's fetch sends a Blob without a second copy, and its node:http holds more than fetch.
    if (isBun) return base(input, { ...init, body: new Blob([body as Uint8Array<ArrayBuffer>]) });
    return putBytes(send, url, body, init);
  };
}

function putBytes(send: Send, url: URL, body: Uint8Array, init: RequestInit): Promise<Response> {
  const signal = init.signal ?? undefined;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const headers: Record<string, string> = Object.fromEntries(new Headers(init.headers));
  headers['content-length'] = String(body.byteLength);
  return new Promise((resolve, reject) => {
    const request = send(url, { method: 'PUT', headers, signal }, (response) => {
      resolve(toResponse(response));
    });
    // As fetch does: an abort rejects with the signal's reason, anything else with a TypeError.
    request.on('error', (error) => {
      reject(signal?.aborted ? signal.reason : new TypeError('fetch failed', { cause: error }));
    });
    request.end(body);
  });
}

function toResponse(response: IncomingMessage): Response {
  const status = response.statusCode ?? 0;
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, item);
    }
  }
  // These statuses may not carry a body in a Response.
  const noBody = status === 204 || status === 205 || status === 304;
  if (noBody) response.resume();
  const stream = noBody ? null : (Readable.toWeb(response) as ReadableStream<Uint8Array>);
  return new Response(stream, { status, statusText: response.statusMessage ?? '', headers });
}
