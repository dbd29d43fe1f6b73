import { randomUUID } from 'node:crypto';
import { type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { RequestError } from '@hono/node-server';

/** Status, key and text for each kind of request Node's HTTP parser refuses before any handler. */
function describe(code: string | undefined): { status: number; key: string; text: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      key: 'request_header_fields_too_large',
      text: 'The request headers are too large.',
    };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, key: 'request_timeout', text: 'The request took too long to arrive.' };
  }
  return { status: 400, key: 'malformed_request', text: 'The request is not valid HTTP.' };
}

/**
 * The envelope for a request that parsed as HTTP but whose target or Host makes no URL (a
 * `RequestError` of the Node adapter), or for an error that escaped the app (500).
 */
export function unparsableRequestAnswer(error: unknown): Response {
  const requestId = randomUUID();
  const malformed = error instanceof RequestError;
  const detail = [
    !malformed
      ? { key: 'internal_error', text: 'Something went wrong in the sandbox.' }
      : /missing host/i.test(error.message)
        ? { key: 'host_required', text: 'The request has no Host header.' }
        : { key: 'malformed_request', text: 'The request target or Host is not valid.' },
  ];
  return new Response(JSON.stringify({ detail, request_id: requestId }), {
    status: malformed ? 400 : 500,
    headers: {
      'content-type': 'application/json',
      'x-request-id': requestId,
      connection: 'close',
    },
  });
}

/**
 * Answers requests that Node's HTTP parser refuses (oversized headers, malformed request lines)
 * with the API's JSON error envelope and a request id, instead of Node's bare status line.
 */
export function answerClientErrorsWithEnvelope(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, key, text } = describe(error.code);
    const requestId = randomUUID();
    const body = JSON.stringify({ detail: [{ key, text }], request_id: requestId });
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `X-Request-Id: ${requestId}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });
}
