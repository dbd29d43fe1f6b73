import { randomUUID } from 'node:crypto';
import {
  isInitializeRequest,
  type McpServer,
  type McpServerFactory,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server';

/** Sessions kept at once; the one idle longest is closed to make room. */
const MAX_SESSIONS = 32;

interface Session {
  transport: WebStandardStreamableHTTPServerTransport;
  server: McpServer;
  lastUsed: number;
}

const jsonError = (status: number, message: string) =>
  Response.json({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }, { status });

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
    const body = await request
      .clone()
      .json()
      .catch(() => undefined);
    if (!isInitializeRequest(body)) return jsonError(400, 'No session: send initialize first.');
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
