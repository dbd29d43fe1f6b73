import type { ToolDefinition } from './define-tool.js';

const HINTS = [
  ['destructiveHint', 'destructive'],
  ['idempotentHint', 'idempotent'],
  ['openWorldHint', 'open world'],
] as const;

/** The first sentence of a description. */
const firstSentence = (text: string) => /^.*?[.!?](?=\s+[A-Z(]|$)/s.exec(text)?.[0] ?? text;

/** `path?`, `id`: each input with a `?` when it may be left out. */
function inputsOf(tool: ToolDefinition): string {
  const shape = tool.input.shape as Record<
    string,
    { safeParse(value: unknown): { success: boolean } }
  >;
  return Object.entries(shape)
    .map(([name, schema]) => `\`${name}${schema.safeParse(undefined).success ? '?' : ''}\``)
    .join(', ');
}

/**
 * The docs' table of the MCP tools (docs/cli/mcp-tools.md), made from their definitions (name, title, first sentence
 * of the description, inputs, annotations), with aligned columns as the formatter writes them.
 */
export function toolsTable(tools: readonly ToolDefinition[]): string {
  const rows = tools.map((tool) => [
    `\`${tool.name}\``,
    `**${tool.title}**: ${firstSentence(tool.description)}`.replaceAll('|', '\\|'),
    inputsOf(tool),
    [
      tool.annotations.readOnlyHint ? 'read-only' : 'writes',
      ...HINTS.filter(([key]) => tool.annotations[key]).map(([, label]) => label),
    ].join(', '),
  ]);
  const header = ['Tool', 'What it does', 'Takes', 'Hints'];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] as string).length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] as number)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}
