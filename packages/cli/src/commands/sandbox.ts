import { resolve } from 'node:path';
import { defineCommand } from '../command.js';
import { profileName, readProfiles, saveProfile } from '../config/profiles.js';
import { UsageError } from '../errors.js';
import { err, out } from '../io/io.js';

const HOW_TO_ADD =
  'The sandbox is an optional part of the CLI: add it with `npm install --save-dev @scribekit/sandbox` (or globally: `npm install --global @scribekit/sandbox`), or run it alone with `npx @scribekit/sandbox`.';

const whole = (name: string, text: string | undefined): number | undefined => {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    throw new UsageError(`--${name} must be a whole number, got ${text}`);
  return value;
};

export default defineCommand({
  name: 'sandbox',
  description:
    'Start the local sandbox (@scribekit/sandbox, an optional peer package) and point a profile at it, so every other command can run against it. Runs until Ctrl+C.',
  args: {
    port: {
      type: 'string',
      description: 'API port (the next two serve uploads and media)',
      default: '4010',
      valueHint: 'n',
    },
    'data-dir': {
      type: 'string',
      description: 'Keep the sandbox state here across restarts',
      valueHint: 'dir',
    },
    'processing-ms': { type: 'string', description: 'How long each job takes', valueHint: 'ms' },
    'upload-init-limit': {
      type: 'string',
      description: 'Upload-inits per key per hour (the service: 10)',
      valueHint: 'n',
    },
    'import-limit': {
      type: 'string',
      description: 'Imports per key per hour (the service: 30)',
      valueHint: 'n',
    },
    'rate-window-s': {
      type: 'string',
      description: "Length of those limits' hour in seconds",
      valueHint: 's',
    },
    profile: {
      type: 'string',
      description: 'Profile to point at it (default: "sandbox")',
      valueHint: 'name',
    },
    json: { type: 'boolean', description: 'Print the ready line as JSON' },
  },
  examples: [
    'scribekit sandbox',
    'scribekit sandbox --upload-init-limit 3 --rate-window-s 60   # watch the quota at work',
    'SCRIBEKIT_PROFILE=sandbox scribekit transcribe ./recordings --out ./transcripts',
  ],
  async run({ args, io }) {
    let sandboxModule: typeof import('@scribekit/sandbox');
    try {
      sandboxModule = await import('@scribekit/sandbox');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
      err(io, `${io.style.fail} @scribekit/sandbox is not installed. ${HOW_TO_ADD}`);
      return 1;
    }
    const name = args.profile || 'sandbox';
    const port = whole('port', args.port) as number;
    const saved = readProfiles(io.env)[profileName(io.env, name)];
    const uploadInit = whole('upload-init-limit', args['upload-init-limit']);
    const sourceImports = whole('import-limit', args['import-limit']);
    const windowS = whole('rate-window-s', args['rate-window-s']);
    const processingMs = whole('processing-ms', args['processing-ms']);
    const sandbox = await sandboxModule.startSandbox({
      port,
      // The profile's key is seeded again, so scripts and apps configured with it keep working.
      ...(saved ? { apiKey: saved.apiKey } : {}),
      ...(args['data-dir'] ? { dataDir: resolve(io.cwd, args['data-dir']) } : {}),
      ...(processingMs !== undefined ? { processingMs } : {}),
      rateLimits: {
        ...(uploadInit !== undefined ? { uploadInit } : {}),
        ...(sourceImports !== undefined ? { sourceImports } : {}),
        ...(windowS !== undefined ? { windowS } : {}),
      },
    });
    try {
      const path = saveProfile(io.env, name, { apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl });
      if (args.json) {
        out(
          io,
          JSON.stringify({ baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey, profile: name }),
        );
      } else {
        const { ok, dim, bold } = io.style;
        out(
          io,
          `${ok} Sandbox running at ${bold(sandbox.baseUrl)}  ${dim(`(API under /api/v1, reference at ${sandbox.baseUrl}/docs)`)}`,
        );
        out(io, `  Profile  "${name}" in ${path}`);
        out(io, `  Use it   scribekit transcripts list --profile ${name}`);
        out(io, `           or SCRIBEKIT_PROFILE=${name} for every command in this shell`);
        out(io, dim('  Ctrl+C to stop'));
      }
      await new Promise<void>((done) => {
        if (io.interrupt.aborted) done();
        io.interrupt.addEventListener('abort', () => done(), { once: true });
      });
      return 0;
    } finally {
      await sandbox.close();
      if (!args.json) err(io, `${io.style.ok} Sandbox stopped.`);
    }
  },
});
