import { ApiError } from '../errors/api-error.js';
import { findUnsafeValue, jsonDepthExceeds, MAX_JSON_DEPTH } from './json-safety.js';

/** Largest JSON body accepted; anything larger is a 422 before it is parsed. */
export const MAX_JSON_BYTES = 1024 * 1024;
/** Largest multipart body: a knowledge-base document (at most 10 MiB) and its form fields. */
export const MAX_MULTIPART_BYTES = 11 * 1024 * 1024;

/**
 * Reads a request body up to `maxBytes`; a larger body is `tooLarge()` (by default a 422
 * `validation_error`), found from Content-Length or while reading.
 */
export async function readLimited(
  request: Request,
  maxBytes: number,
  tooLarge: () => ApiError = () =>
    new ApiError(422, 'validation_error', `body: the request body exceeds ${maxBytes} bytes`, {
      loc: ['body'],
    }),
): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  // With a declared length, each chunk is copied into place as it arrives: a 10 MiB body is
  // never copied in one piece on one turn of the event loop.
  let into = Number.isInteger(declared) && declared > 0 ? Buffer.allocUnsafe(declared) : null;
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (total + value.byteLength > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    if (into && total + value.byteLength <= into.byteLength) into.set(value, total);
    else {
      // More than declared (the server below would refuse it): gathered the plain way.
      if (into) chunks.push(into.subarray(0, total));
      into = null;
      chunks.push(value);
    }
    total += value.byteLength;
  }
  return into ? into.subarray(0, total) : Buffer.concat(chunks);
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/**
 * Parses a JSON body. Bytes that are not UTF-8, nesting deeper than `MAX_JSON_DEPTH`, malformed
 * JSON and values that cannot be stored (lone surrogates, non-finite or inexact numbers) are a
 * 422 `validation_error` naming where the problem is.
 */
export function parseJson(bytes: Uint8Array): unknown {
  const invalid = (text: string, loc: (string | number)[] = ['body']) =>
    new ApiError(422, 'validation_error', text, { loc });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalid('body: the request body is not valid UTF-8');
  }
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
    throw invalid(`body: JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw invalid(`body: malformed JSON (${(error as Error).message})`);
  }
  const unsafe = findUnsafeValue(value, ['body']);
  if (unsafe) throw invalid(`${unsafe.loc.join('.')}: ${unsafe.problem}`, unsafe.loc);
  return value;
}
