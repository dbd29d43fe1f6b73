import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the loopback server received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Answers one request; `index` counts the requests the server has received so far (0-based). */
export type LoopbackHandler = (
  request: ReceivedRequest,
  res: ServerResponse,
  index: number,
  req: IncomingMessage,
) => void | Promise<void>;

/** A real HTTP server on 127.0.0.1 that records what it receives. */
export interface LoopbackServer {
  /** `http://127.0.0.1:PORT` */
  url: string;
  /** Every request received, in order. */
  received: ReceivedRequest[];
  close(): Promise<void>;
}

export async function startLoopbackServer(handler: LoopbackHandler): Promise<LoopbackServer> {
  const received: ReceivedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request: ReceivedRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    const index = received.push(request) - 1;
    try {
      await handler(request, res, index, req);
    } catch (error) {
      if (!res.headersSent) res.writeHead(599);
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends a JSON body with the given status and extra headers. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Answers after `ms`, unless the client has gone away by then. */
export function answerLater(res: ServerResponse, ms: number, answer: () => void): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      if (!res.destroyed && !res.socket?.destroyed) answer();
      resolve();
    }, ms);
    res.on('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
