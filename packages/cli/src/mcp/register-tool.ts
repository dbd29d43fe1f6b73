import {
  type CallToolResult,
  CLIENT_CAPABILITIES_META_KEY,
  type ClientCapabilities,
  isInputRequiredResult,
  type McpServer,
  type ServerContext,
} from '@modelcontextprotocol/server';
import type { ToolCall, ToolDefinition } from './define-tool.js';
import { scrub } from './safe-link.js';
import type { ServerDeps } from './server-deps.js';
import { describeToolError } from './tool-errors.js';

/** The capabilities the client declared: per request (2026 era) or at initialize (2025 era). */
function clientCapabilities(server: McpServer, ctx: ServerContext): ClientCapabilities | undefined {
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
  return (
    (envelope?.[CLIENT_CAPABILITIES_META_KEY] as ClientCapabilities | undefined) ??
    server.server.getClientCapabilities()
  );
}

/** Progress notifications for one call: only when asked for, always increasing. */
function progressOf(ctx: ServerContext): ToolCall['progress'] {
  const token = ctx.mcpReq._meta?.progressToken;
  let sent = -1;
  let said = '';
  return async (fraction, message) => {
    if (token === undefined) return;
    let progress = Math.round(Math.min(1, Math.max(0, fraction)) * 1000) / 10;
    if (progress <= sent) {
      if (message === said) return;
      progress = Math.round((sent + 0.1) * 10) / 10; // a new message at the same point
    }
    sent = progress;
    said = message;
    await ctx.mcpReq
      .notify({
        method: 'notifications/progress',
        params: { progressToken: token, progress, total: 100, message },
      })
      .catch(() => undefined); // a client gone mid-call is not the tool's failure
  };
}

/**
 * Registers a tool: its schemas and annotations as declared, its answer as text plus
 * `structuredContent` and resource links, and every failure as a tool error (`isError`) with a
 * sentence an assistant can act on — never a protocol error. The API key is scrubbed from
 * whatever goes out, as a last guard.
 */
export function registerTool(server: McpServer, tool: ToolDefinition, deps: ServerDeps): void {
  server.registerTool(
    tool.name,
    {
      title: tool.title,
      description: tool.description,
      inputSchema: tool.input,
      outputSchema: tool.output,
      annotations: { title: tool.title, ...tool.annotations },
    },
    async (args: unknown, ctx: ServerContext) => {
      const call: ToolCall = {
        deps,
        signal: ctx.mcpReq.signal,
        inputResponses: ctx.mcpReq.inputResponses,
        clientCan: (capability) => Boolean(clientCapabilities(server, ctx)?.[capability]),
        progress: progressOf(ctx),
      };
      const account = await deps.account().catch(() => undefined);
      const secrets = account ? [account.credentials.apiKey] : [];
      try {
        const answer = await tool.run(args as never, call);
        if (isInputRequiredResult(answer)) return answer;
        const result: CallToolResult = {
          content: [{ type: 'text', text: scrub(answer.text, secrets) }, ...(answer.links ?? [])],
          structuredContent: JSON.parse(scrub(JSON.stringify(answer.structured), secrets)),
        };
        return result;
      } catch (error) {
        const text = scrub(describeToolError(error, account?.credentials.baseUrl), secrets);
        if (!(error instanceof Error && error.name === 'ToolUserError'))
          deps.log(`${tool.name}: ${text}`);
        return { content: [{ type: 'text', text }], isError: true };
      }
    },
  );
}
