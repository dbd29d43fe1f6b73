import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { answerClientErrorsWithEnvelope, unparsableRequestAnswer } from './client-error.js';
import type { AppEnv } from './middleware.js';

export interface Listening {
  server: Server;
  port: number;
  close(): Promise<void>;
}

/** Serves a Hono app on host:port with Node's HTTP server. */
export async function listen(app: Hono<AppEnv>, host: string, port: number): Promise<Listening> {
  const listener = getRequestListener(app.fetch, {
    // Keeps the global Request/Response of the embedding process intact.
    overrideGlobalObjects: false,
    // A target or Host no URL can be built from (a backslash, `Host: a b`): the envelope, not a bare 400.
    errorHandler: unparsableRequestAnswer,
  });
  // The Host check (host-guard.ts) answers a missing Host with the envelope instead of Node.
  const server = createServer({ requireHostHeader: false }, listener);
  answerClientErrorsWithEnvelope(server);
  // Keep idle connections longer than clients do (undici closes at the server's hint minus 1 s):
  // at Node's 5 s, a loaded client could reuse a socket the server was closing ("other side
  // closed").
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** `http://host:port` with IPv6 hosts in brackets and wildcard hosts shown as loopback. */
export function originOf(host: string, port: number): string {
  const shown = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}
