import { randomUUID } from 'node:crypto';
import {
  isInitializeRequest,
  type McpServer,
  type McpServerFactory,
  parseJSONRPCMessage,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server';

/** Sessions kept at once; the one idle longest is closed to make room. */
const MAX_SESSIONS = 32;

interface Session {
  transport: WebStandardStreamableHTTPServerTransport;
  server: McpServer;
  lastUsed: number;
}

const jsonError = (status: number, message: string, code = -32000, id: unknown = null) =>
  Response.json({ jsonrpc: '2.0', error: { code, message }, id }, { status });

/** Why a body without a session is refused: not JSON, no JSON-RPC message, or no initialize. */
function refusalOf(text: string): Response {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return jsonError(400, 'Parse error: the body is not JSON.', -32700);
  }
  try {
    parseJSONRPCMessage(body);
  } catch {
    const id = (body as { id?: unknown } | null)?.id;
    return jsonError(
      400,
      'Invalid Request: not a JSON-RPC 2.0 message (needs "jsonrpc": "2.0" and a method).',
      -32600,
      typeof id === 'string' || typeof id === 'number' ? id : null,
    );
  }
  return jsonError(400, 'No session: send initialize first.');
}

/**
 * 2025-era clients (every host today) over Streamable HTTP, with sessions: the server can then
 * ask the client for its roots and the user for a confirmation in the middle of a call, which a
 * stateless request cannot. One server instance per session, made by the same factory as for
 * stdio; a `DELETE` or the server's close ends it.
 */
export class LegacySessions {
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly factory: McpServerFactory) {}

  async handle(request: Request): Promise<Response> {
    const id = request.headers.get('mcp-session-id');
    if (id) {
      const session = this.sessions.get(id);
      if (!session) return jsonError(404, 'Session not found: initialize a new one.');
      session.lastUsed = Date.now();
      return session.transport.handleRequest(request);
    }
    if (request.method !== 'POST') return jsonError(400, 'No session: send initialize first.');
    const text = await request.clone().text();
    const body = (() => {
      try {
        return JSON.parse(text);
      } catch {
        return undefined;
      }
    })();
    if (!isInitializeRequest(body)) return refusalOf(text);
    if (this.sessions.size >= MAX_SESSIONS) await this.closeIdlest();
    const server = (await this.factory({ era: 'legacy', requestInfo: request })) as McpServer;
    const transport: WebStandardStreamableHTTPServerTransport =
      new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (sessionId) => {
          this.sessions.set(sessionId, { transport, server, lastUsed: Date.now() });
        },
        onsessionclosed: (sessionId) => {
          this.sessions.delete(sessionId);
          void server.close();
        },
      });
    await server.connect(transport);
    return transport.handleRequest(request);
  }

  private async closeIdlest(): Promise<void> {
    const [id, session] = [...this.sessions].sort((a, b) => a[1].lastUsed - b[1].lastUsed)[0] ?? [];
    if (!id || !session) return;
    this.sessions.delete(id);
    await session.server.close();
  }

  async close(): Promise<void> {
    const all = [...this.sessions.values()];
    this.sessions.clear();
    await Promise.all(all.map((session) => session.server.close()));
  }
}
