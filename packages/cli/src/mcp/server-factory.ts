import { McpServer, type McpServerFactory } from '@modelcontextprotocol/server';
import { clipErrorMessage, clipErrorText } from './answer-budget.js';
import { ICONS } from './icons.js';
import { registerTool } from './register-tool.js';
import { listTranscriptsPaged, registerResources } from './resources.js';
import type { ServerDeps } from './server-deps.js';
import { TOOLS } from './tools/index.js';
import { registerTranscriptApp, transcriptAppListing } from './transcript-app/app-resource.js';

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
 * What the server logs also goes to every connected client that listens (`logging`, as
 * notifications/message at the level the client set); the SDK's own tool errors (arguments that
 * fail the schema) quote long inputs by their start only, as the tools' errors and every protocol error do.
 */
export function serverFactory(baseDeps: ServerDeps): McpServerFactory {
  const live = new Set<McpServer>();
  const deps: ServerDeps = {
    ...baseDeps,
    log(line) {
      baseDeps.log(line);
      for (const server of live) {
        server
          .sendLoggingMessage(
            { level: 'notice', logger: 'scribekit', data: line },
            server.server.transport?.sessionId,
          )
          .catch(() => undefined);
      }
    },
  };
  return () => {
    const server = new McpServer(
      { name: 'scribekit', title: 'Scribekit', version: deps.version, icons: ICONS },
      { instructions: INSTRUCTIONS, capabilities: { logging: {} } },
    );
    // The SDK's own tool errors (arguments that fail the schema) quote long inputs by their start.
    const sdk = server as unknown as { createToolError(message: string): unknown };
    const toolError = sdk.createToolError.bind(server);
    sdk.createToolError = (message) => toolError(clipErrorText(message));
    // Every error going out, whatever the transport, quotes a long input by its start only.
    const connect = server.connect.bind(server);
    server.connect = (transport) => {
      const send = transport.send.bind(transport);
      transport.send = (message, options) => send(clipErrorMessage(message), options);
      return connect(transport);
    };
    for (const tool of TOOLS) registerTool(server, tool, deps);
    registerResources(server, deps);
    registerTranscriptApp(server, deps);
    listTranscriptsPaged(server, deps, () => [transcriptAppListing()]);
    live.add(server);
    const closed = server.server.onclose;
    server.server.onclose = () => {
      live.delete(server);
      closed?.();
    };
    return server;
  };
}
