import type { InputRequiredResult, ResourceLink } from '@modelcontextprotocol/server';
import type * as z from 'zod';
import type { ServerDeps } from './server-deps.js';

/** The four behaviour hints every tool states (MCP tool annotations), all given on purpose. */
export interface ToolAnnotations {
  /** It changes nothing, on the service or on disk. */
  readOnlyHint: boolean;
  /** It may do something that cannot be taken back (send a bot into a meeting). */
  destructiveHint: boolean;
  /** Calling it again with the same arguments has no further effect. */
  idempotentHint: boolean;
  /** It reaches beyond the user's Scribekit account (links on the web, live meetings). */
  openWorldHint: boolean;
}

/** What one call of a tool can use besides its arguments. */
export interface ToolCall {
  deps: ServerDeps;
  /** Aborted when the client cancels the call or goes away. */
  signal: AbortSignal;
  /** Sends a progress notification (0–1) when the client asked for them; never goes backwards. */
  progress(fraction: number, message: string): Promise<void>;
  /** Whether the client declared this capability (asking it for roots, asking the user). */
  clientCan(capability: 'elicitation' | 'roots'): boolean;
  /** Answers the client gave to what an earlier round of this call asked (input_required). */
  inputResponses: Record<string, unknown> | undefined;
  /** Most characters the whole result may take (`max_chars`, else `RESULT_BUDGET`). */
  budget: number;
  /** Sends the client a log message (notifications/message) when it listens at that level. */
  notice(level: 'info' | 'warning', text: string): Promise<void>;
}

/** A tool's result: the structured value, a text rendering of it, and links to what it made. */
export interface ToolAnswer<T> {
  structured: T;
  text: string;
  links?: ResourceLink[];
}

/**
 * A result made of items of which only some may fit the budget: `page(n)` renders the answer
 * with the first `n`, and the server sends the largest page whose whole result fits. `page(0)`
 * is called when not even one item fits (it should say how to ask for less).
 */
export interface PagedAnswer<T> {
  paged: true;
  count: number;
  page(n: number): ToolAnswer<T>;
}

/** Marks a paged answer (see `PagedAnswer`). */
export const paged = <T>(count: number, page: (n: number) => ToolAnswer<T>): PagedAnswer<T> => ({
  paged: true,
  count,
  page,
});

/**
 * One tool, in its own file: name (pinned), title, a description an assistant can act on, input
 * and output schemas, annotations, and `run`. `run` throws for what went wrong (it becomes a tool
 * error an assistant can read) or returns `inputRequired(...)` to ask the client first.
 */
export interface ToolDefinition<
  I extends z.ZodObject = z.ZodObject,
  O extends z.ZodObject = z.ZodObject,
> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  annotations: ToolAnnotations;
  /** An MCP App (`ui://…` resource) that shows this tool's result, for hosts that render Apps. */
  app?: string;
  run(
    args: z.output<I>,
    call: ToolCall,
  ): Promise<ToolAnswer<z.output<O>> | PagedAnswer<z.output<O>> | InputRequiredResult>;
}

export function defineTool<I extends z.ZodObject, O extends z.ZodObject>(
  tool: ToolDefinition<I, O>,
): ToolDefinition<I, O> {
  return tool;
}
