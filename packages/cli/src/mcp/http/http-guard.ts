import { createHash, timingSafeEqual } from 'node:crypto';

/** The path clients connect to. */
export const MCP_PATH = '/mcp';

/** A refusal: the status and the reason, sent before any MCP handling. */
export interface Refusal {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares a presented token with the server's in constant time (digests of equal length). */
export function tokenMatches(presented: string, token: string): boolean {
  return timingSafeEqual(digest(presented), digest(token));
}

/**
 * Checks a request to the local HTTP server before it reaches MCP: the `Host` must be this
 * server's own loopback address and port (a page on another name resolved to 127.0.0.1 — DNS
 * rebinding — is refused), an `Origin`, when a browser sends one, must be the server's own, the
 * path `/mcp`, and `Authorization: Bearer <token>` the token printed at start.
 */
export function refuse(
  request: {
    host?: string | null;
    origin?: string | null;
    authorization?: string | null;
    path: string;
  },
  server: { port: number; token: string },
): Refusal | undefined {
  const own = [`127.0.0.1:${server.port}`, `localhost:${server.port}`];
  if (!request.host || !own.includes(request.host.toLowerCase())) {
    return {
      status: 403,
      message: `Host ${request.host ?? '(none)'} is not this server: connect to http://127.0.0.1:${server.port}${MCP_PATH}.`,
    };
  }
  if (
    request.origin != null &&
    !own.some((host) => request.origin?.toLowerCase() === `http://${host}`)
  ) {
    return { status: 403, message: `Requests from ${request.origin} are refused (cross-site).` };
  }
  if (request.path !== MCP_PATH)
    return { status: 404, message: `Nothing here: the MCP endpoint is ${MCP_PATH}.` };
  const presented = /^Bearer\s+(\S+)$/i.exec(request.authorization ?? '')?.[1];
  if (!presented || !tokenMatches(presented, server.token)) {
    return {
      status: 401,
      message:
        'A bearer token is required: the one `scribekit mcp --http` printed when it started (Authorization: Bearer <token>).',
      headers: { 'www-authenticate': 'Bearer realm="scribekit-mcp"' },
    };
  }
  return undefined;
}
