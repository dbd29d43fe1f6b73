import { request } from 'node:http';
import { connect } from 'node:net';
import type { Json } from './sandbox.js';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  body: Json;
}

/**
 * Sends a request exactly as given: the path is not normalised and `Host` can be anything (fetch
 * resolves `%2e%2e` and refuses to set `Host`).
 */
export function rawHttp(
  origin: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: hostname.replace(/^\[|\]$/g, ''),
        port,
        path,
        method: init.method ?? 'GET',
        headers: init.headers,
        setHost: !init.headers || !Object.keys(init.headers).some((h) => /^host$/i.test(h)),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: Json = text;
          try {
            body = JSON.parse(text);
          } catch {}
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, body });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

/** Writes `text` on a fresh connection and answers all the server sent back. */
export function rawSocket(origin: string, text: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

/** Status, request id header and JSON body of a raw HTTP reply. */
export function envelopeOf(reply: string): { status: number; requestId: string; body: Json } {
  const [head = '', ...rest] = reply.split('\r\n\r\n');
  const status = Number(head.split(' ')[1]);
  const requestId = /x-request-id: ([0-9a-f-]+)/i.exec(head)?.[1] ?? '';
  let body: Json = null;
  try {
    body = JSON.parse(rest.join('\r\n\r\n'));
  } catch {}
  return { status, requestId, body };
}
