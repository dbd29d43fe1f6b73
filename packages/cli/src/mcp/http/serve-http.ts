import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createMcpHandler,
  isLegacyRequest,
  type McpServerFactory,
} from '@modelcontextprotocol/server';
import { UsageError } from '../../errors.js';
import { MCP_PATH, refuse } from './http-guard.js';
import { LegacySessions } from './legacy-sessions.js';
import { sendWebResponse, toWebRequest } from './node-bridge.js';

export interface HttpServing {
  /** `http://127.0.0.1:PORT/mcp` */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves MCP over Streamable HTTP on 127.0.0.1 only, behind `refuse` (Host, Origin, path,
 * bearer token): 2026-era requests through the SDK's per-request handler, 2025-era clients
 * through sessions (`LegacySessions`).
 */
export async function serveHttp(
  factory: McpServerFactory,
  options: { port: number; token: string; log(line: string): void },
): Promise<HttpServing> {
  const modern = createMcpHandler(factory, { legacy: 'reject' });
  const legacy = new LegacySessions(factory);
  let port = options.port;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const refusal = refuse(
      {
        host: req.headers.host,
        origin: req.headers.origin,
        authorization: req.headers.authorization,
        path: url.pathname,
      },
      { port, token: options.token },
    );
    if (refusal) {
      res.writeHead(refusal.status, { 'content-type': 'application/json', ...refusal.headers });
      res.end(
        JSON.stringify({
          jsonrpc: '2.0',
          error: { code: -32001, message: refusal.message },
          id: null,
        }),
      );
      return;
    }
    try {
      const request = toWebRequest(req, res, `http://127.0.0.1:${port}`);
      const response = (await isLegacyRequest(request))
        ? await legacy.handle(request)
        : await modern.fetch(request);
      await sendWebResponse(res, response);
    } catch (error) {
      options.log(`HTTP ${req.method} ${MCP_PATH}: ${(error as Error).stack ?? error}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          jsonrpc: '2.0',
          error: { code: -32603, message: 'Internal error' },
          id: null,
        }),
      );
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new UsageError(
              `port ${options.port} is in use: pick another with --port N (0 for any free one)`,
            )
          : error,
      ),
    );
    server.listen(options.port, '127.0.0.1', resolve);
  });
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}${MCP_PATH}`,
    async close() {
      await Promise.all([legacy.close(), modern.close()]);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
