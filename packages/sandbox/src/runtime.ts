import type { AccountRegistry } from './accounts/account-registry.js';
import type { SandboxClock } from './clock/sandbox-clock.js';
import type { FaultRegistry } from './faults.js';
import type { Scheduler } from './jobs/scheduler.js';
import type { IdempotencyStore } from './limits/idempotency.js';
import type { RateLimiter } from './limits/rate-limit.js';
import type { Logger } from './log/log-level.js';
import type { RequestLog } from './log/request-log.js';
import type { OperationInfo } from './spec/operations.js';
import type { SpecValidator } from './spec/validator.js';
import type { SnapshotShelf } from './state/named-snapshots.js';
import type { Store } from './state/store.js';
import type { ApiKeyRecord } from './state/types.js';
import type { PartStore } from './upload/part-store.js';
import type { UrlSigner } from './upload/signing.js';
import type { WebhookDispatcher } from './webhooks/dispatcher.js';
import type { DocumentPool } from './workers/document-pool.js';

/** Settings of a running sandbox, after defaults. */
export interface SandboxConfig {
  processingMs: number;
  chunkSize: number;
  validateResponses: boolean;
  uploadInitLimit: number;
  sourceImportLimit: number;
  /** Length of the hourly limits' window in seconds (3600 unless shortened for tests). */
  rateWindowS: number;
  maxConcurrentReports: number;
  corsOrigins: string[];
  /** The interface the origins listen on (`--host`). */
  host: string;
  /** Names besides loopback and the listening host that requests may name in `Host`. */
  allowHosts: string[];
  /** Logs an error line (internal errors, contract problems). */
  /** When set, operator endpoints require it. */
  operatorToken: string | null;
  log: (line: string) => void;
  logger: Logger;
  /** The bundled spec the sandbox validates with; served at `/openapi.json`. */
  specPath: string;
}

/** Everything handlers share: state, clocks, timers, signers and the three origins. */
export interface Runtime {
  config: SandboxConfig;
  store: Store;
  scheduler: Scheduler;
  webhooks: WebhookDispatcher;
  signer: UrlSigner;
  parts: PartStore;
  /** Worker threads that render exports and parse documents off the event loop. */
  documents: DocumentPool;
  faults: FaultRegistry;
  validator: SpecValidator;
  idempotency: IdempotencyStore;
  limiters: { uploadInit: RateLimiter; sourceImports: RateLimiter };
  urls: { api: string; upload: string; media: string };
  /** The event names of the spec's `webhooks` section. */
  eventNames: readonly string[];
  /** Contract problems found in responses and events (test mode). */
  problems: string[];
  /** Recent requests with their ids (`GET /__sandbox/requests`). */
  requestLog: RequestLog;
  /**
   * Saves the records marked changed soon, without waiting (job transitions, deliveries); a
   * no-op without a data directory. Changes are marked by the store's maps (`set`, `delete`)
   * and by `markChanged(record)` after a record is changed in place.
   */
  changed: () => void;
  /** Saves what changed and resolves once it is durable; every answer waits for it. */
  persist: () => Promise<void>;
  /** The sandbox's time: the wall clock, or a manual clock that tests advance. */
  clock: SandboxClock;
  /** Isolated accounts, each a sandbox of its own (`POST /__sandbox/accounts`). */
  accounts: AccountRegistry;
  /** Named snapshots of the whole state (`POST /__sandbox/snapshots`). */
  snapshots: SnapshotShelf;
  /** Keeps a manual clock's time with the data directory (a no-op otherwise). */
  saveClock: () => Promise<void>;
  /** `clock.now()`: epoch milliseconds. */
  now: () => number;
}

/** What a handler gets for one validated request. */
export interface OperationContext {
  rt: Runtime;
  operation: OperationInfo;
  // biome-ignore lint/suspicious/noExplicitAny: values are validated against the spec
  params: Record<string, any>;
  // biome-ignore lint/suspicious/noExplicitAny: values are validated against the spec
  query: Record<string, any>;
  headers: Record<string, string>;
  // biome-ignore lint/suspicious/noExplicitAny: the body is validated against the spec
  body: any;
  key: ApiKeyRecord;
  requestId: string;
}

export interface HandlerResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type OperationHandler = (ctx: OperationContext) => HandlerResult | Promise<HandlerResult>;

export type HandlerMap = Record<string, OperationHandler>;

export const ok = (body: unknown, status = 200): HandlerResult => ({ status, body });
