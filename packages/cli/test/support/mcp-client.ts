import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { bin } from './build-once.js';

export interface McpClientOptions {
  /** Arguments after `scribekit mcp`. */
  args?: string[];
  env: Record<string, string>;
  cwd: string;
  /** Folders the client offers as roots (none: no roots capability). */
  roots?: string[];
  /** Answers a confirmation (none: no elicitation capability). */
  confirm?: (message: string) => 'accept' | 'decline' | 'cancel';
}

/**
 * The SDK's own client over stdio, spawning the built CLI (`node dist/main.js mcp …`) as a host
 * such as Claude Desktop does. Keeps what the server writes on stderr and any stdout line the
 * client could not parse as a protocol message.
 */
export async function startMcpClient(options: McpClientOptions) {
  const capabilities = {
    ...(options.roots ? { roots: { listChanged: true } } : {}),
    ...(options.confirm ? { elicitation: { form: {} } } : {}),
  };
  const client = new Client({ name: 'scribekit-tests', version: '1.0.0' }, { capabilities });
  const asked: string[] = [];
  if (options.roots) {
    const roots = options.roots;
    client.setRequestHandler('roots/list', async () => ({
      roots: roots.map((path) => ({ uri: pathToFileURL(path).href, name: path })),
    }));
  }
  if (options.confirm) {
    const confirm = options.confirm;
    client.setRequestHandler('elicitation/create', async (request) => {
      const message = String(request.params.message);
      asked.push(message);
      const action = confirm(message);
      return action === 'accept' ? { action, content: { confirm: true } } : { action };
    });
  }
  const protocolErrors: string[] = [];
  client.onerror = (error) => protocolErrors.push(error.message);
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [bin, 'mcp', ...(options.args ?? [])],
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  await client.connect(transport);
  return {
    client,
    /** Questions the server asked the user through the client. */
    asked,
    /** Lines on stdout that were not protocol messages (must stay empty). */
    protocolErrors,
    stderr: () => stderr,
    /** The server process's id. */
    pid: transport.pid,
    close: () => client.close(),
  };
}

/** The text of a tool result's first content block. */
export const textOf = (result: { content?: unknown }) =>
  ((result.content as { type: string; text?: string }[] | undefined) ?? [])
    .filter((block) => block.type === 'text')
    .map((block) => block.text)
    .join('\n');
