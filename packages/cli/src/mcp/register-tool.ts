import {
  type CallToolResult,
  CLIENT_CAPABILITIES_META_KEY,
  type ClientCapabilities,
  isInputRequiredResult,
  type McpServer,
  type ServerContext,
} from '@modelcontextprotocol/server';
import { clipErrorText, largestFitting, RESULT_BUDGET, resultSize } from './answer-budget.js';
import type { PagedAnswer, ToolAnswer, ToolCall, ToolDefinition } from './define-tool.js';
import { ICONS } from './icons.js';
import { scrub } from './safe-link.js';
import type { ServerDeps } from './server-deps.js';
import { describeToolError, ToolUserError } from './tool-errors.js';

/** The capabilities the client declared: per request (2026 era) or at initialize (2025 era). */
function clientCapabilities(server: McpServer, ctx: ServerContext): ClientCapabilities | undefined {
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
  return (
    (envelope?.[CLIENT_CAPABILITIES_META_KEY] as ClientCapabilities | undefined) ??
    server.server.getClientCapabilities()
  );
}

/**
 * Progress notifications for one call: only when asked for, always increasing, and never for the
 * finished work — the result says that. (A waiter reports completion just before the call
 * returns, and @modelcontextprotocol/client 2.4 handles a notification a microtask after a
 * response read with it: the client had dropped the token and reported a protocol error.)
 */
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
    if (progress >= 100) return;
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

const isPaged = (answer: object): answer is PagedAnswer<unknown> =>
  (answer as { paged?: unknown }).paged === true;

/** The `_meta` that links a tool and its results to the MCP App that shows them. */
export const appMeta = (uri: string) => ({ ui: { resourceUri: uri } });

/**
 * Registers a tool: its schemas and annotations as declared, its answer as text plus
 * `structuredContent` and resource links — within the call's budget (`max_chars`, else
 * `RESULT_BUDGET`) counted over the whole result, a paged answer cut to the largest page that
 * fits — and every failure as a tool error (`isError`) with a sentence an assistant can act on,
 * quoting long inputs by their start only — never a protocol error. The API key is scrubbed from
 * whatever goes out, as a last guard.
 */
export function registerTool(server: McpServer, tool: ToolDefinition, deps: ServerDeps): void {
  const meta = tool.app ? appMeta(tool.app) : undefined;
  server.registerTool(
    tool.name,
    {
      title: tool.title,
      description: tool.description,
      inputSchema: tool.input,
      outputSchema: tool.output,
      annotations: { title: tool.title, ...tool.annotations },
      icons: ICONS,
      ...(meta ? { _meta: meta } : {}),
    },
    async (args: unknown, ctx: ServerContext) => {
      const budget = (args as { max_chars?: number }).max_chars ?? RESULT_BUDGET;
      const call: ToolCall = {
        deps,
        signal: ctx.mcpReq.signal,
        inputResponses: ctx.mcpReq.inputResponses,
        clientCan: (capability) => Boolean(clientCapabilities(server, ctx)?.[capability]),
        progress: progressOf(ctx),
        budget,
        notice: (level, text) =>
          ctx.mcpReq.log(level, text, 'scribekit').catch(() => undefined) as Promise<void>,
      };
      const account = await deps.account().catch(() => undefined);
      const secrets = account ? [account.credentials.apiKey] : [];
      const render = (answer: ToolAnswer<unknown>): CallToolResult => ({
        content: [{ type: 'text', text: scrub(answer.text, secrets) }, ...(answer.links ?? [])],
        structuredContent: JSON.parse(scrub(JSON.stringify(answer.structured), secrets)),
        ...(meta ? { _meta: meta } : {}),
      });
      try {
        const answer = await tool.run(args as never, call);
        if (isInputRequiredResult(answer)) return answer;
        if (!isPaged(answer)) {
          const result = render(answer);
          const size = resultSize(result);
          if (size > budget) {
            throw new ToolUserError(
              `The answer would take ${size.toLocaleString('en-US')} characters, over this call's budget of ${budget.toLocaleString('en-US')}: ask for less (a smaller limit, or a narrower query).`,
            );
          }
          return result;
        }
        const pages = new Map<number, CallToolResult>();
        const page = (n: number) => {
          const result = pages.get(n) ?? render(answer.page(n));
          pages.set(n, result);
          return result;
        };
        const fits = largestFitting(answer.count, (n) => resultSize(page(n)), budget);
        return page(fits);
      } catch (error) {
        const text = clipErrorText(
          scrub(describeToolError(error, account?.credentials.baseUrl), secrets),
        );
        if (!(error instanceof Error && error.name === 'ToolUserError'))
          deps.log(`${tool.name}: ${text}`);
        return { content: [{ type: 'text', text }], isError: true };
      }
    },
  );
}
