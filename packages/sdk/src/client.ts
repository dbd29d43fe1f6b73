import createClient, {
  type Client,
  type ClientPathsWithMethod,
  createQuerySerializer,
  type FetchResponse,
  type MaybeOptionalInit,
  type Middleware,
} from 'openapi-fetch';
import type { paths } from './generated/schema.js';
import { withIdempotency } from './internal/idempotency.js';
import { PlainRequest } from './internal/plain-request.js';
import { createRetryingFetch } from './internal/retrying-fetch.js';
import { type Logger, type LogLevel, logAt, resolveLogLevel } from './logger.js';
import type { RequestOptions } from './request-options.js';

/** Options of `createScribekit`. */
export interface ScribekitOptions {
  /** The API key (`Authorization: Bearer <key>`). Keep it out of web pages. */
  apiKey: string;
  /** The service's address, with or without the `/api/v1` suffix (e.g. the sandbox's `baseUrl`). */
  baseUrl: string;
  /** The fetch to use (default `globalThis.fetch`). */
  fetch?: typeof fetch | undefined;
  /** Retries of a failed request that is safe to repeat: reads, and POSTs the spec marks idempotent (default 2). */
  maxRetries?: number | undefined;
  /** Time limit of one attempt until response headers arrive, in ms (default 60 000). */
  timeoutMs?: number | undefined;
  /** Extra headers sent with every API request. */
  headers?: Record<string, string> | undefined;
  /** What to log (default: `SCRIBEKIT_LOG` where `process.env` exists, else `warn`); `debug` logs every request. */
  logLevel?: LogLevel | undefined;
  /** Where logs go (default `console`). The API key is never logged. */
  logger?: Logger | undefined;
}

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
// As in openapi-fetch, the init is optional when none of its fields is required.
type InitParam<Init> = Record<never, never> extends Init ? [init?: Init] : [init: Init];

/**
 * openapi-fetch's init with the per-call options, each of which also takes an explicit
 * `undefined` (its `signal` and `headers` do not, which `exactOptionalPropertyTypes` enforces).
 */
type CallInit<Init> = Init extends undefined
  ? undefined
  : Omit<Init, keyof RequestOptions> &
      Omit<RequestOptions, 'headers'> & {
        headers?: (Init extends { headers?: infer Headers } ? Headers : never) | undefined;
      };

/** One method of the typed client: openapi-fetch's, with the per-call options in the init. */
export type ScribekitClientMethod<M extends HttpMethod> = <
  Path extends ClientPathsWithMethod<Client<paths>, M>,
  Init extends CallInit<MaybeOptionalInit<paths[Path], M>>,
>(
  url: Path,
  ...init: InitParam<Init>
) => Promise<
  paths[Path][M] extends infer Operation extends Record<string | number, unknown>
    ? FetchResponse<Operation, Init, `${string}/${string}`>
    : never
>;

/**
 * The openapi-fetch client typed by the spec: every operation, `{ data, error, response }` style,
 * with `signal`, `timeoutMs`, `maxRetries`, `headers` and `idempotencyKey` in each call's init.
 */
export interface ScribekitClient
  extends Omit<Client<paths>, 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH'> {
  /** Calls a GET operation. */
  GET: ScribekitClientMethod<'get'>;
  /** Calls a PUT operation. */
  PUT: ScribekitClientMethod<'put'>;
  /** Calls a POST operation. */
  POST: ScribekitClientMethod<'post'>;
  /** Calls a DELETE operation. */
  DELETE: ScribekitClientMethod<'delete'>;
  /** Calls a PATCH operation. */
  PATCH: ScribekitClientMethod<'patch'>;
}

/** The parts of a Scribekit instance that the workflow helpers build on. */
export interface ScribekitCore {
  /** Typed client for every operation of the API. */
  client: ScribekitClient;
  /** The plain fetch (no retries, no API key), for pre-signed upload and media addresses. */
  fetch: typeof fetch;
  /** The API's root, ending in `/api/v1`. */
  apiUrl: string;
  /** The client's per-attempt time limit, also applied to each upload part PUT. */
  timeoutMs?: number | undefined;
  /** The client's log functions, for requests the helpers send outside the typed client (part PUTs). */
  log?: RequestLog | undefined;
}

/** Log functions for requests and retries; undefined where the log level hides them. */
export interface RequestLog {
  /** Every request and response (`debug`). */
  debug?: ((message: string, data?: Record<string, unknown>) => void) | undefined;
  /** Retries (`info`). */
  info?: ((message: string, data?: Record<string, unknown>) => void) | undefined;
}

const API_PREFIX = '/api/v1';

/** Throws a TypeError naming the option unless `apiKey` and `baseUrl` are usable. */
function checkConfig({ apiKey, baseUrl }: Partial<ScribekitOptions> = {}): URL {
  const fail = (option: string, problem: string) => {
    throw new TypeError(`createScribekit: the ${option} option ${problem}`);
  };
  // @scribekit/sdk/node fills both from the environment.
  const orEnv = (name: string) => `is missing (or set SCRIBEKIT_${name} with @scribekit/sdk/node)`;
  if (!apiKey) fail('apiKey', orEnv('API_KEY'));
  // A key goes into a header: whitespace or control characters mean a copy-paste slip.
  if (typeof apiKey !== 'string' || !/^[\x21-\x7e]+$/.test(apiKey)) {
    fail('apiKey', 'must be visible ASCII, without spaces or line breaks');
  }
  if (!baseUrl) fail('baseUrl', orEnv('BASE_URL'));
  const url = URL.canParse(baseUrl as string) ? new URL(baseUrl as string) : undefined;
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
    fail('baseUrl', `must be an http(s) URL such as https://api.example.com, got ${baseUrl}`);
  }
  return url as URL;
}

/** The typed client with retries, timeouts, idempotency keys, logging and the API key wired in. */
export function createCore(options: ScribekitOptions): ScribekitCore {
  const root = checkConfig(options).href.replace(/\/+$/, '');
  const apiUrl = root.endsWith(API_PREFIX) ? root : `${root}${API_PREFIX}`;
  const fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const level = resolveLogLevel(options.logLevel);
  const logger = options.logger ?? console;
  const log: RequestLog = {
    debug: logAt(logger, level, 'debug'),
    info: logAt(logger, level, 'info'),
  };
  const clientOptions = {
    baseUrl: apiUrl,
    // Built once: given options instead, openapi-fetch would build a serializer on every call.
    querySerializer: createQuerySerializer(),
    // Keys are added before the retries (not in middleware, which would cost every GET a pass).
    fetch: withIdempotency(
      createRetryingFetch({
        fetch,
        maxRetries: options.maxRetries,
        timeoutMs: options.timeoutMs,
        ...log,
      }),
    ) as typeof globalThis.fetch,
    headers: { ...options.headers, Authorization: `Bearer ${options.apiKey}` },
  };
  return {
    client: switchingClient(clientOptions),
    fetch,
    apiUrl,
    timeoutMs: options.timeoutMs,
    log,
  };
}

/**
 * The typed client. Without middleware, calls reach the retrying fetch as URL + init (a
 * `PlainRequest`), so fetch builds one Request per attempt instead of copying a built one. The
 * first `use()` switches every later call to a client that builds standard Requests, which
 * middleware can `clone()` and copy.
 */
function switchingClient(options: Parameters<typeof createClient<paths>>[0]): ScribekitClient {
  const fast = createClient<paths>({
    ...options,
    Request: PlainRequest as unknown as typeof Request,
  });
  let standard: Client<paths> | undefined;
  let current = fast;
  const client: Record<string, unknown> = {
    use(...middleware: Middleware[]) {
      standard ??= createClient<paths>(options);
      standard.use(...middleware);
      current = standard;
    },
    eject(...middleware: Middleware[]) {
      standard?.eject(...middleware);
    },
  };
  for (const name of 'GET PUT POST DELETE OPTIONS HEAD PATCH TRACE request'.split(' ')) {
    client[name] = (...args: unknown[]) =>
      (current[name as 'request'] as (...args: unknown[]) => unknown)(...args);
  }
  return client as unknown as ScribekitClient;
}
