import type { LogLevel } from './log/log-level.js';

/** Options of `startSandbox`; every one has a default. */
export interface SandboxOptions {
  /** Port of the API origin; 0 (default) picks a free port. */
  port?: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** Port of the upload origin; default `port + 1` when `port` is set, else a free port. */
  uploadPort?: number;
  /** Port of the media origin; default `port + 2` when `port` is set, else a free port. */
  mediaPort?: number;
  /** How long a transcript, export, import, report or recording takes to finish (default 3000). */
  processingMs?: number;
  /** A key to seed with scope `*`; a random one is made when omitted. */
  apiKey?: string;
  /** Upload part size in bytes (default 8 MiB). */
  chunkSize?: number;
  /** Check every response and webhook payload against the spec; a mismatch becomes a 500. */
  validateResponses?: boolean;
  /**
   * Per-key hourly limits (defaults: the service's 10 upload-inits and 30 imports); `windowS`
   * shortens the hour of both for tests in real time (3 upload-inits per 5 s: `{uploadInit: 3,
   * windowS: 5}`), and `Retry-After` follows it.
   */
  rateLimits?: { uploadInit?: number; sourceImports?: number; windowS?: number };
  /** Smart Reports that may run at once for the account (default 3). */
  maxConcurrentReports?: number;
  /**
   * Webhook delivery: first retry delay (default 1000 ms, doubling), timeout (10 s), attempts
   * (5), and addresses or CIDR ranges allowed besides the default policy (which refuses
   * link-local and cloud-metadata addresses).
   */
  webhooks?: {
    retryBaseMs?: number;
    timeoutMs?: number;
    maxAttempts?: number;
    allowAddresses?: string[];
  };
  /** Life of pre-signed upload and download addresses in seconds (default 3600). */
  presignTtlS?: number;
  /** How long an Idempotency-Key returns the earlier result (default 60000 ms). */
  idempotencyWindowMs?: number;
  /**
   * Names a request's `Host` may carry besides IP addresses, `localhost` and `host`, e.g. a
   * proxy's name in front of the sandbox (`.example.com` allows its subdomains too; `*` any
   * name, which opens the sandbox to DNS-rebinding pages). Others get `403 host_not_allowed`.
   */
  allowHosts?: string[];
  /** Extra origins allowed by CORS besides extension origins; `*` allows any. */
  corsOrigins?: string[];
  /** Path of the bundled spec (default: the `spec` package's dist/openapi.json). */
  specPath?: string;
  /** Parent directory of the temp directory for uploaded bytes (default: the OS temp dir). */
  tempDir?: string;
  /**
   * Keep all state (keys, files and their bytes, transcripts, jobs, webhooks and their logs)
   * in this directory across restarts. Without it, state lives in memory and a temp directory.
   */
  dataDir?: string;
  /** When set, operator endpoints (`/__sandbox/*`) require this token. */
  operatorToken?: string;
  /**
   * `real` (default): the sandbox's time is the wall clock. `manual`: a virtual clock that moves
   * only when told (`sandbox.clock.advance(ms)`, `POST /__sandbox/clock/advance`); job
   * timelines, webhooks and their retries, rate-limit windows, link expiry, the idempotency
   * window and timestamps follow it. With `dataDir` its time is kept across restarts.
   */
  clock?: 'real' | 'manual';
  /** Where a new manual clock starts (ISO time or epoch ms; default: the current time). */
  clockStart?: string | number;
  /** Where diagnostic lines go (default: stderr). */
  log?: (line: string) => void;
  /**
   * Which lines to log (default `warn`, quiet for tests; the CLI defaults to `info`, one line per
   * request): `silent`, `error`, `warn`, `info` or `debug`.
   */
  logLevel?: LogLevel;
}

/** The service's own limits, used unless options override them. */
export const DEFAULTS = {
  host: '127.0.0.1',
  processingMs: 3000,
  chunkSize: 8 * 1024 * 1024,
  uploadInitLimit: 10,
  sourceImportLimit: 30,
  rateWindowS: 3600,
  maxConcurrentReports: 3,
  webhookRetryBaseMs: 1000,
  webhookTimeoutMs: 10_000,
  webhookMaxAttempts: 5,
  presignTtlS: 3600,
  idempotencyWindowMs: 60_000,
} as const;
