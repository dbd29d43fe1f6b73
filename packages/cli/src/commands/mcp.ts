import { profileArgs, repeatedOption } from '../args.js';
import { defineCommand } from '../command.js';
import { UsageError } from '../errors.js';

export default defineCommand({
  name: 'mcp',
  description:
    "Serve the kit to AI assistants (Claude, Cursor, VS Code, any MCP client) over the Model Context Protocol: transcribe files and links, read, search, summarise and export transcripts, send the meeting bot. stdio by default (the client starts this command); --http serves Streamable HTTP on 127.0.0.1 with a bearer token printed at start. File tools stay inside the allowed folders: the current folder (or each --allow-dir) and the client's roots. The key is the one every command uses (SCRIBEKIT_API_KEY / SCRIBEKIT_BASE_URL, or `scribekit login`); --sandbox serves against a local sandbox instead, no key needed.",
  args: {
    http: {
      type: 'boolean',
      description: 'Serve Streamable HTTP on 127.0.0.1 instead of stdio (token printed at start)',
    },
    port: {
      type: 'string',
      description: 'Port for --http (0 picks a free one)',
      default: '4020',
      valueHint: 'n',
    },
    sandbox: {
      type: 'boolean',
      description:
        'Start the local sandbox in this process and serve against it (needs @scribekit/sandbox)',
    },
    'allow-dir': {
      type: 'string',
      description:
        "A folder the tools may read recordings from and write exports to (repeatable); default: the current folder. The client's roots are added",
      valueHint: 'dir',
    },
    'allow-bots': {
      type: 'boolean',
      description: 'Let send_meeting_bot run when the client cannot ask the user to confirm',
    },
    'upload-limit': {
      type: 'string',
      description:
        "The key's upload-init limit when it is not the documented 10/h (a raised plan, a sandbox's window): 100/h, 10/60s",
      valueHint: 'n/window',
    },
    'import-limit': {
      type: 'string',
      description: "The key's import limit when it is not the documented 30/h",
      valueHint: 'n/window',
    },
    ...profileArgs,
  },
  examples: [
    'scribekit mcp   # stdio: what a client starts (setup for Claude, Cursor, VS Code: docs/getting-started/mcp.md)',
    'scribekit mcp --allow-dir ~/Recordings --allow-dir ~/Transcripts',
    'scribekit mcp --http --port 4020   # then: Authorization: Bearer <printed token>',
    'scribekit mcp --sandbox   # try every tool without a key',
  ],
  async run({ args, io, argv }) {
    const port = Number(args.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw new UsageError(`--port must be a whole number from 0 to 65535, got ${args.port}`);
    }
    const limits = (await import('../batch/parse-limit.js')).statedLimits(args);
    const { runMcpServer } = await import('../mcp/run-mcp-server.js');
    return runMcpServer({
      io,
      http: Boolean(args.http),
      port,
      sandbox: Boolean(args.sandbox),
      allowDirs: repeatedOption(argv, 'allow-dir'),
      allowBots: Boolean(args['allow-bots']),
      profile: args.profile,
      limits,
    });
  },
});
