import { McpServer, type McpServerFactory } from '@modelcontextprotocol/server';
import { registerTool } from './register-tool.js';
import { registerResources } from './resources.js';
import type { ServerDeps } from './server-deps.js';
import { TOOLS } from './tools/index.js';

/** What the server tells a client's model about using it, once, at the start. */
const INSTRUCTIONS = [
  'Scribekit turns recordings into transcripts with speakers and times.',
  'transcribe takes a local file (path, inside the allowed folders) or a web link (url); get_transcript reads the result page by page; search_transcripts finds transcripts by title; list_jobs shows what is running.',
  'summarize_transcript, get_action_items and get_chapters work on completed transcripts; export_transcript makes srt/vtt subtitles and other files.',
  'Uploads (10 an hour) and link imports (30 an hour) are limited per API key: transcribe each recording once and reuse its transcript id.',
  'send_meeting_bot puts a visible bot into a live meeting: only when the user asks for it.',
].join(' ');

/**
 * The factory the SDK's entries call for each connection (stdio, 2025-era HTTP sessions) or each
 * request (2026-era HTTP): a fresh `McpServer` with every tool and resource, over shared deps.
 */
export function serverFactory(deps: ServerDeps): McpServerFactory {
  return () => {
    const server = new McpServer(
      { name: 'scribekit', title: 'Scribekit', version: deps.version },
      { instructions: INSTRUCTIONS },
    );
    for (const tool of TOOLS) registerTool(server, tool, deps);
    registerResources(server, deps);
    return server;
  };
}
