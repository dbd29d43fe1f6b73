import type { ExportFormat } from '@scribekit/sdk';

/** The export formats that are text: printed by `scribekit export`, answered by the MCP tool. */
export const TEXT_FORMATS: ReadonlySet<ExportFormat> = new Set(['srt', 'vtt', 'txt', 'json', 'md']);
