import { randomBytes } from 'node:crypto';
import type { Readable, Writable } from 'node:stream';
import type { QuotaLimit, QuotaName } from '@scribekit/sdk/batch';
import { configDir } from '../config/config-dir.js';
import { type Credentials, resolveCredentials } from '../config/credentials.js';
import { UsageError } from '../errors.js';
import { err, type Io } from '../io/io.js';
import { accountResolver } from './account.js';
import { startFolders } from './allowed-folders.js';
import { cliVersion } from './cli-version.js';
import type { ServerDeps } from './server-deps.js';
import { serverFactory } from './server-factory.js';
import { Transcriber } from './transcriber.js';

export interface McpServeOptions {
  io: Io;
  http: boolean;
  port: number;
  sandbox: boolean;
  allowDirs: string[];
  allowBots: boolean;
  profile: string | undefined;
  /** Limits stated with `--upload-limit` / `--import-limit` (else the documented ones). */
  limits?: Partial<Record<QuotaName, QuotaLimit>>;
}

const HOW_TO_ADD_SANDBOX =
  '--sandbox needs @scribekit/sandbox, an optional part of the CLI: `npm install --global @scribekit/sandbox` beside a global CLI, or `npx -y -p @scribekit/cli -p @scribekit/sandbox scribekit mcp --sandbox`.';

/** Ends when the client closes stdin (stdio) or at Ctrl+C / SIGTERM. */
function stopped(io: Io, stdin?: Readable): Promise<void> {
  return new Promise((resolve) => {
    if (io.interrupt.aborted) return resolve();
    io.interrupt.addEventListener('abort', () => resolve(), { once: true });
    process.once('SIGTERM', () => resolve());
    stdin?.once('end', () => resolve());
    stdin?.once('close', () => resolve());
  });
}

/** Waits for a shutdown step, but never more than 5 s: a stuck request must not keep the process. */
const closing = (step: Promise<unknown> | undefined) =>
  Promise.race([step, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);

/**
 * `scribekit mcp`: the kit's tools for AI assistants over stdio (nothing but protocol on stdout;
 * messages on stderr) or Streamable HTTP on 127.0.0.1 with a bearer token.
 */
export async function runMcpServer(options: McpServeOptions): Promise<number> {
  const { io } = options;
  const log = (line: string) => err(io, `scribekit mcp: ${line}`);
  const stdin = io.stdin as Readable;
  // The protocol needs the stream itself (the io's stdout is a sink that drops writes after EPIPE).
  const stdout = (io.stdoutStream ?? io.stdout) as unknown as Writable;
  if (!options.http) {
    // stdout is the protocol channel: anything a library prints there would break the client.
    console.log = console.info = console.debug = console.error;
  }
  const { folders, note } = await startFolders(options.allowDirs, io.cwd);
  let closeSandbox: (() => Promise<void>) | undefined;
  let credentials: () => Credentials | Promise<Credentials> = () =>
    resolveCredentials(io, options.profile);
  if (options.sandbox) {
    try {
      import.meta.resolve('@scribekit/sandbox');
    } catch {
      throw new UsageError(HOW_TO_ADD_SANDBOX);
    }
    // Loaded and started when a tool first needs it, or a second after the server starts: that
    // takes the event loop for about a second, and tools/list must not wait for it.
    let starting: Promise<import('@scribekit/sandbox').Sandbox> | undefined;
    const start = () => {
      starting ??= import('@scribekit/sandbox').then((sandbox) =>
        sandbox.startSandbox({
          port: 0,
          logLevel: 'warn',
          log: (line) => err(io, `sandbox: ${line}`),
        }),
      );
      return starting;
    };
    closeSandbox = async () => (await starting)?.close();
    let ready: Promise<Credentials> | undefined;
    const sandboxCredentials = () => {
      ready ??= start().then(({ apiKey, baseUrl }) => {
        log(`serving against a sandbox at ${baseUrl} (in memory; gone when the server stops)`);
        return {
          apiKey,
          baseUrl,
          source: 'the sandbox in this process',
          keyName: 'the key of the sandbox in this process',
        };
      });
      return ready;
    };
    setTimeout(() => {
      sandboxCredentials().catch((error) => log(`the sandbox did not start: ${error.message}`));
    }, 1000).unref();
    credentials = sandboxCredentials;
  }
  const transcriber = new Transcriber(configDir(io.env), log, options.limits);
  const deps: ServerDeps = {
    account: accountResolver(credentials, async ({ apiKey, baseUrl }) => {
      const { createScribekit } = await import('@scribekit/sdk/node');
      return createScribekit({ apiKey, baseUrl });
    }),
    configDir: configDir(io.env),
    startFolders: folders,
    ...(note ? { startFolderNote: note } : {}),
    allowBots: options.allowBots,
    transcriber,
    log,
    version: cliVersion(),
  };
  if (!options.sandbox) {
    try {
      resolveCredentials(io, options.profile);
    } catch (error) {
      // The server still starts: each tool then says how to set a key, where the user sees it.
      log(`${(error as Error).message} — tools will answer with how to set one.`);
    }
  }
  if (folders.length === 0) log(`no folder is open to file tools: ${note}. Use --allow-dir DIR.`);
  const factory = serverFactory(deps);
  try {
    if (options.http) {
      const token = io.env.SCRIBEKIT_MCP_TOKEN || randomBytes(24).toString('base64url');
      if (token.length < 32)
        throw new UsageError('SCRIBEKIT_MCP_TOKEN must be at least 32 characters');
      const { serveHttp } = await import('./http/serve-http.js');
      const serving = await serveHttp(factory, { port: options.port, token, log });
      err(io, `Scribekit MCP server on ${serving.url} (Streamable HTTP, this machine only)`);
      err(io, `Bearer token: ${token}`);
      err(io, 'Clients send it as the header  Authorization: Bearer <token>  · Ctrl+C to stop');
      await stopped(io);
      await closing(serving.close());
    } else {
      const { serveStdio } = await import('@modelcontextprotocol/server/stdio');
      const { GuardedStdioTransport } = await import('./guarded-stdio.js');
      const handle = serveStdio(factory, {
        transport: new GuardedStdioTransport(stdin, stdout),
        onerror: (error) => log(error.message),
      });
      await stopped(io, stdin);
      await closing(handle.close());
    }
    return 0;
  } finally {
    await closing(transcriber.close());
    await closing(closeSandbox?.());
  }
}
