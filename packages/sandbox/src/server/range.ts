import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';

/** Parses a single `bytes=` range against `size`; null when absent, 'unsatisfiable' when bad. */
function parseRange(
  header: string | null | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Multiple ranges and other units are not supported; answer with the whole file like S3 does.
  if (!match) return null;
  const [, from, to] = match;
  if (from === '' && to === '') return 'unsatisfiable';
  let start: number;
  let end: number;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** Serves a file from disk, honouring a `Range` header (206/416) and HEAD. */
export async function serveFile(
  path: string,
  options: { method: string; range: string | null; contentType: string; disposition?: string },
): Promise<Response> {
  const { size } = await stat(path);
  const headers: Record<string, string> = {
    'content-type': options.contentType,
    'accept-ranges': 'bytes',
  };
  if (options.disposition) headers['content-disposition'] = options.disposition;
  const range = parseRange(options.range, size);
  if (range === 'unsatisfiable') {
    return new Response(null, {
      status: 416,
      headers: { ...headers, 'content-range': `bytes */${size}` },
    });
  }
  const start = range?.start ?? 0;
  const end = range?.end ?? size - 1;
  const length = size === 0 ? 0 : end - start + 1;
  headers['content-length'] = String(length);
  if (range) headers['content-range'] = `bytes ${start}-${end}/${size}`;
  const status = range ? 206 : 200;
  if (options.method === 'HEAD' || length === 0) return new Response(null, { status, headers });
  const stream = Readable.toWeb(
    createReadStream(path, { start, end }),
  ) as ReadableStream<Uint8Array>;
  return new Response(stream, { status, headers });
}
