#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { isLogLevel, LOG_LEVELS, type LogLevel } from './log/log-level.js';
import type { SandboxOptions } from './options.js';
import { PERSIST_PORT, withPersistDefaults } from './persist-defaults.js';
import { startSandbox } from './sandbox.js';
import { WebhookAddressPolicy } from './webhooks/address-policy.js';

const USAGE = `Usage: scribekit-sandbox [options]

  --port N                 API port (0 = any free port; default 0)
  --host HOST              interface to listen on (default 127.0.0.1)
  --processing-ms N        how long each job takes (default 3000)
  --api-key KEY            seed this key with scope * (default: a random key)
  --chunk-size N           upload part size in bytes (default 8388608)
  --upload-port N          upload origin port (default port+1, or any free port when --port is 0)
  --media-port N           media origin port (default port+2, or any free port when --port is 0)
  --upload-init-limit N    upload-init calls per key per hour (default 10)
  --import-limit N         source imports per key per hour (default 30)
  --rate-window-s S        length of those limits' hour in seconds, for tests in real time
                           (default 3600; --upload-init-limit 3 --rate-window-s 5 = 3 per 5 s)
  --clock real|manual      manual: a virtual clock that moves only with
                           POST /__sandbox/clock/advance {ms} or {to} (default real)
  --clock-start TIME       where a new manual clock starts (ISO time; default now)
  --max-concurrent-reports N  Smart Reports running at once (default 3)
  --webhook-retry-ms N     first webhook retry delay, doubling (default 1000)
  --allow-webhook-address CIDR  let notifications go to this address or range although it is
                           link-local or a cloud-metadata address (repeatable)
  --allow-host NAME        also answer requests for this Host name, e.g. a proxy in front
                           (repeatable; .example.com allows subdomains too); others are
                           refused against DNS rebinding (IP addresses and localhost pass)
  --cors-origin ORIGIN     also allow this origin (repeatable; * allows any)
  --data-dir DIR           keep all state in DIR across restarts (default: memory only)
  --persist                the same address, key and data at every start: port ${PERSIST_PORT}
                           and a data directory in your config directory (~/.config/
                           scribekit/sandbox), each unless --port or --data-dir is given
  --operator-token TOKEN   require TOKEN (Authorization: Bearer or X-Operator-Token) on /__sandbox/*
  --validate-responses     check every response against the spec (test mode)
  --log-level LEVEL        ${LOG_LEVELS.join('|')} (default info: one line per request;
                           or the SCRIBEKIT_LOG_LEVEL environment variable)
  --help                   show this text

Prints one JSON line when ready: {"baseUrl","apiKey","uploadUrl","mediaUrl"}.`;

function integer(name: string, value: string | undefined, min = 0): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min) {
    throw new Error(`--${name} must be an integer ≥ ${min}, got ${JSON.stringify(value)}`);
  }
  return Number(value);
}

function logLevel(value: string | undefined): LogLevel {
  const level = value ?? process.env.SCRIBEKIT_LOG_LEVEL ?? 'info';
  if (!isLogLevel(level)) {
    throw new Error(
      `--log-level must be one of ${LOG_LEVELS.join(', ')}, got ${JSON.stringify(level)}`,
    );
  }
  return level;
}

function parse(argv: string[]): SandboxOptions | null {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'processing-ms': { type: 'string' },
      'api-key': { type: 'string' },
      'chunk-size': { type: 'string' },
      'upload-port': { type: 'string' },
      'media-port': { type: 'string' },
      'upload-init-limit': { type: 'string' },
      'import-limit': { type: 'string' },
      'rate-window-s': { type: 'string' },
      clock: { type: 'string' },
      'clock-start': { type: 'string' },
      'max-concurrent-reports': { type: 'string' },
      'webhook-retry-ms': { type: 'string' },
      'allow-webhook-address': { type: 'string', multiple: true },
      'allow-host': { type: 'string', multiple: true },
      'cors-origin': { type: 'string', multiple: true },
      'data-dir': { type: 'string' },
      persist: { type: 'boolean' },
      'operator-token': { type: 'string' },
      'validate-responses': { type: 'boolean' },
      'log-level': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return null;
  try {
    new WebhookAddressPolicy(values['allow-webhook-address']);
  } catch (error) {
    throw new Error(`--allow-webhook-address: ${(error as Error).message}`);
  }
  if (values.clock !== undefined && values.clock !== 'real' && values.clock !== 'manual') {
    throw new Error(`--clock must be real or manual, got ${JSON.stringify(values.clock)}`);
  }
  if (values['clock-start'] !== undefined && !Number.isFinite(Date.parse(values['clock-start']))) {
    throw new Error(
      `--clock-start must be an ISO time, got ${JSON.stringify(values['clock-start'])}`,
    );
  }
  if (values['data-dir'] === '') throw new Error('--data-dir needs a directory');
  const kept = withPersistDefaults(
    { port: integer('port', values.port), dataDir: values['data-dir'] },
    values.persist === true,
  );
  const options: SandboxOptions = {
    port: kept.port,
    host: values.host,
    processingMs: integer('processing-ms', values['processing-ms']),
    apiKey: values['api-key'],
    chunkSize: integer('chunk-size', values['chunk-size'], 1),
    uploadPort: integer('upload-port', values['upload-port']),
    mediaPort: integer('media-port', values['media-port']),
    rateLimits: {
      uploadInit: integer('upload-init-limit', values['upload-init-limit']),
      sourceImports: integer('import-limit', values['import-limit']),
      windowS: integer('rate-window-s', values['rate-window-s'], 1),
    },
    clock: values.clock as SandboxOptions['clock'],
    clockStart: values['clock-start'],
    maxConcurrentReports: integer('max-concurrent-reports', values['max-concurrent-reports']),
    webhooks: {
      retryBaseMs: integer('webhook-retry-ms', values['webhook-retry-ms']),
      allowAddresses: values['allow-webhook-address'],
    },
    allowHosts: values['allow-host'],
    corsOrigins: values['cors-origin'],
    validateResponses: values['validate-responses'],
    logLevel: logLevel(values['log-level']),
    dataDir: kept.dataDir,
    operatorToken: values['operator-token'],
  };
  if (values['operator-token'] === '') throw new Error('--operator-token must not be empty');
  return JSON.parse(JSON.stringify(options)) as SandboxOptions;
}

async function main(): Promise<void> {
  let options: SandboxOptions | null;
  try {
    options = parse(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  if (!options) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const sandbox = await startSandbox(options);
  const ready = {
    baseUrl: sandbox.baseUrl,
    apiKey: sandbox.apiKey,
    uploadUrl: sandbox.uploadUrl,
    mediaUrl: sandbox.mediaUrl,
  };
  process.stdout.write(`${JSON.stringify(ready)}\n`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`scribekit-sandbox: ${signal}, shutting down\n`);
    sandbox.close().then(
      () => process.exit(0),
      (error) => {
        process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error) => {
  process.stderr.write(`scribekit-sandbox failed to start: ${(error as Error).message}\n`);
  process.exit(1);
});
