import { ConnectionError, ResponseParseError, TimeoutError } from '../errors.js';
import { redactedHeaders } from '../logger.js';
import { asAbortError, throwIfAborted } from './abort.js';
import { attemptTimeouts, TIMED_OUT } from './attempt-timeouts.js';
import { retryDelayMs } from './backoff.js';
import { checkOption } from './check-option.js';
import { isReadableStream } from './guards.js';
import { takesIdempotencyKey } from './idempotency.js';
import { type CallFields, PlainRequest } from './plain-request.js';
import { parseRetryAfterMs } from './retry-after.js';
import { sleep as defaultSleep } from './sleep.js';

/** A function with the shape of the global `fetch`. */
export type FetchFunction = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Options of `createRetryingFetch`. */
export interface RetryingFetchOptions {
  /** The fetch that sends each attempt (default: `globalThis.fetch`, looked up at call time). */
  fetch?: FetchFunction | undefined;
  /** Re-sends allowed after the first attempt for retryable failures (default 2). */
  maxRetries?: number | undefined;
  /** Time limit of one attempt, from sending to the last byte of the body, in ms; Infinity for none (default 60 000). */
  timeoutMs?: number | undefined;
  /** Waits between attempts; must reject when `signal` aborts (for tests). */
  sleep?: (ms: number, signal: AbortSignal | undefined) => Promise<void>;
  /** Random source in [0, 1) for backoff jitter (for tests). */
  random?: (() => number) | undefined;
  /** Logs each request, response and retry (leave undefined to skip the work). */
  debug?: LogFunction | undefined;
  /** Logs each retry with its delay and reason. */
  info?: LogFunction | undefined;
}

type LogFunction = (message: string, data?: Record<string, unknown>) => void;

/** Methods re-sent without an `Idempotency-Key`. */
const safeMethods = ['GET', 'HEAD', 'OPTIONS'];

/** Longest `Retry-After` honoured; a longer one hands the response back unretried. */
const maxRetryAfterMs = 60_000;

/** Whether a response status is worth another attempt: 408, 429 and any server error. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * Wraps `fetch` with per-attempt timeouts and safe retries, for openapi-fetch's `fetch` option.
 *
 * - Retries connection failures, timeouts, 408, 429 and 5xx, up to `maxRetries` times, with
 *   exponential backoff (equal jitter) or the response's `Retry-After` when it is 0..60 s.
 * - Only re-sends requests that are safe to repeat: GET, HEAD, OPTIONS, or an operation the spec
 *   marks `x-idempotent` (the service deduplicates it by its `Idempotency-Key`). Any other POST is
 *   sent exactly once, even with a caller's own `Idempotency-Key` the service would ignore.
 * - A call's own `maxRetries` and `timeoutMs` (fields of the request) win over the client's.
 * - Bodies are re-sent from a clone of the request; a raw `ReadableStream` passed in `init.body`
 *   cannot be replayed, so such a request is sent once.
 * - An attempt gets `timeoutMs` from sending to the last byte of its body: the body of the response
 *   handed back is read here (a stalled body is a timeout like stalled headers), and a timed-out
 *   attempt is aborted, which closes its connection.
 * - A caller abort stops at once with an `AbortError` whose `cause` is the signal's reason, even
 *   mid-backoff.
 * - After the last attempt, a timeout throws `TimeoutError`, a network failure `ConnectionError`;
 *   a success whose body is not JSON throws `ResponseParseError` (not retried); an error response
 *   is returned as is (openapi-fetch turns it into `{ error }`).
 */
export function createRetryingFetch(
  options: RetryingFetchOptions = {},
): (input: RequestInfo | URL | PlainRequest, init?: RequestInit) => Promise<Response> {
  const {
    fetch: baseFetch = (input, init) => globalThis.fetch(input, init),
    maxRetries = 2,
    timeoutMs = 60_000,
    sleep = defaultSleep,
    random = Math.random,
    debug,
    info,
  } = options;
  checkCallFields(timeoutMs, maxRetries);

  const startAttempt = attemptTimeouts(timeoutMs);

  return async function retryingFetch(input, init) {
    const outgoing = toOutgoing(input, init, baseFetch);
    const callerSignal = outgoing.signal;
    const callTimeoutMs = outgoing.call.timeoutMs ?? timeoutMs;
    const callRetries = outgoing.call.maxRetries ?? maxRetries;
    checkCallFields(callTimeoutMs, callRetries);
    const canRepeat =
      (safeMethods.includes(outgoing.method) ||
        takesIdempotencyKey(outgoing.method, new URL(outgoing.url).pathname)) &&
      outgoing.replayable;
    const maxAttempts = canRepeat ? callRetries + 1 : 1;

    for (let attempt = 1; ; attempt++) {
      throwIfAborted(callerSignal);
      const isLast = attempt >= maxAttempts;
      const started = debug ? performance.now() : 0;
      debug?.(`${outgoing.method} ${outgoing.url} (attempt ${attempt})`, {
        headers: redactedHeaders(outgoing.headers),
      });
      const timed = startAttempt(callerSignal, callTimeoutMs);
      const stage = { headersArrived: false };
      let settled: Settled | undefined;
      let failure: unknown;
      try {
        settled = await timed.answer(
          outgoing.send(timed.signal, isLast).then((response) => {
            stage.headersArrived = true;
            return settle(response, isLast, outgoing);
          }),
        );
      } catch (error) {
        failure = error;
      }
      timed.detach();

      let reason: string;
      if (settled === undefined) {
        throwIfAborted(callerSignal);
        if (failure instanceof ResponseParseError) throw failure;
        const timedOut = failure === TIMED_OUT;
        if (isLast) {
          throw timedOut
            ? transportError(outgoing, attempt, callTimeoutMs, undefined, stage.headersArrived)
            : transportError(outgoing, attempt, undefined, failure, stage.headersArrived);
        }
        reason = timedOut ? `timed out after ${callTimeoutMs} ms` : `failed: ${String(failure)}`;
      } else {
        const { response } = settled;
        debug?.(`${response.status} ${outgoing.method} ${outgoing.url}`, {
          requestId: response.headers.get('x-request-id'),
          ms: Math.round(performance.now() - started),
        });
        if (!settled.retry) return response;
        reason = `got ${response.status}`;
      }
      const delayMs = settled?.retryAfterMs ?? retryDelayMs(attempt, { random });
      (info ?? debug)?.(`retrying ${outgoing.method} ${outgoing.url} in ${delayMs} ms: ${reason}`, {
        attempt,
        delayMs,
        reason,
      });
      await sleep(delayMs, callerSignal).catch(asAbortError(callerSignal));
    }
  };
}

/** A response as the retry loop decides on it. */
interface Settled {
  response: Response;
  /** True when the response is discarded and the call sent again. */
  retry: boolean;
  /** The wait the response asks for before the next attempt, if any. */
  retryAfterMs: number | null;
}

/**
 * Decides on a response within the attempt's time limit: a retryable one has its body discarded
 * (so its connection can be reused); the one handed back has its body read and checked here.
 */
async function settle(
  response: Response,
  isLast: boolean,
  request: { method: string; url: string },
): Promise<Settled> {
  if (!isLast && isRetryableStatus(response.status)) {
    const retryAfterMs = parseRetryAfterMs(response.headers.get('retry-after'));
    // The service asked for a longer pause than a caller would wait: hand it the response.
    if (retryAfterMs === null || retryAfterMs <= maxRetryAfterMs) {
      await response.body?.cancel().catch(() => {});
      return { response, retry: true, retryAfterMs };
    }
  }
  return { response: await readBody(response, request), retry: false, retryAfterMs: null };
}

// Statuses and methods whose responses carry no body.
const bodiless = new Set([204, 205, 304]);

/**
 * Reads a response's body, so the time limit covers it, and hands back the same Response with
 * `text()` and `json()` answering from the text read (a new Response would cost a GET a sixth of
 * its time). A success must be JSON (every operation of the API answers with JSON); anything else
 * is a `ResponseParseError`.
 */
async function readBody(
  response: Response,
  request: { method: string; url: string },
): Promise<Response> {
  if (bodiless.has(response.status) || request.method === 'HEAD') return response;
  const text = response.body === null ? '' : await response.text();
  let parsed: unknown;
  if (response.ok) {
    try {
      parsed = JSON.parse(text);
    } catch (cause) {
      throw parseError(response, request, text, cause);
    }
  }
  const buffered = response as { -readonly [K in keyof Response]: Response[K] };
  buffered.text = () => Promise.resolve(text);
  buffered.json = response.ok
    ? () => Promise.resolve(parsed)
    : () => Promise.resolve(text).then(JSON.parse);
  return response;
}

function parseError(
  response: Response,
  request: { method: string; url: string },
  text: string,
  cause: unknown,
): ResponseParseError {
  const { status, headers } = response;
  const requestId = headers.get('x-request-id') ?? undefined;
  const received = text.slice(0, 200);
  const what =
    text.length === 0 ? 'an empty body' : `a body that is not JSON: ${JSON.stringify(received)}`;
  const message = `${status} ${request.method} ${new URL(request.url).pathname} answered with ${what}${
    requestId ? ` (request ${requestId})` : ''
  }`;
  return new ResponseParseError({ status, requestId, headers, received, message, cause });
}

/** One call as the retry loop sees it, whatever form it came in. */
interface Outgoing {
  url: string;
  method: string;
  headers: Headers;
  signal: AbortSignal | undefined;
  /** The call's own timeoutMs and maxRetries, if any. */
  call: CallFields;
  /** False for a body that can be read only once (a raw stream). */
  replayable: boolean;
  /** Sends one attempt; `isLast` lets the last attempt consume a body without copying it. */
  send(signal: AbortSignal | undefined, isLast: boolean): Promise<Response>;
}

function toOutgoing(
  input: RequestInfo | URL | PlainRequest,
  init: RequestInit | undefined,
  fetch: FetchFunction,
): Outgoing {
  // A URL and init travel as a PlainRequest: fetch builds each attempt's Request from them.
  if (!(input instanceof Request || input instanceof PlainRequest)) {
    input = new PlainRequest(input, init);
  }
  if (input instanceof PlainRequest) {
    const request = input;
    return {
      url: request.url,
      method: request.method,
      headers: request.headers,
      signal: request.signal,
      call: request,
      replayable: !isReadableStream(request.body),
      send: (signal) => fetch(request.url, request.attemptInit(signal)),
    };
  }
  // A built Request is used as is rather than copied.
  const template = init ? new Request(input, init) : input;
  return {
    url: template.url,
    method: template.method,
    headers: template.headers,
    signal: template.signal,
    // openapi-fetch copies a call's non-standard init fields onto the Request it builds.
    call: input as Request & CallFields,
    replayable: !isReadableStream(init?.body),
    // A body can be read once: attempts before the last send a copy.
    send: (signal, isLast) =>
      fetch(isLast || template.body === null ? template : template.clone(), { signal }),
  };
}

function checkCallFields(timeoutMs: number, maxRetries: number): void {
  checkOption(timeoutMs > 0, 'timeoutMs', 'a positive number or Infinity', timeoutMs);
  checkOption(
    Number.isInteger(maxRetries) && maxRetries >= 0,
    'maxRetries',
    'a whole number >= 0',
    maxRetries,
  );
}

/** The error after the last attempt got no whole response: a `TimeoutError` when `timeoutMs` is given. */
export function transportError(
  request: { method: string; url: string },
  attempts: number,
  timeoutMs: number | undefined,
  cause: unknown,
  headersArrived: boolean,
): TimeoutError | ConnectionError {
  const what = `${request.method} ${new URL(request.url).pathname}`;
  const tries = `${attempts} attempt${attempts === 1 ? '' : 's'}`;
  if (timeoutMs !== undefined) {
    const part = headersArrived ? ' while reading the body' : '';
    const message = `${what} timed out after ${timeoutMs} ms${part} (${tries})`;
    return new TimeoutError({ message, attempts, timeoutMs, cause });
  }
  // Node's fetch says "fetch failed"; what failed (ECONNREFUSED, a DNS or TLS error) is its cause.
  const inner = (cause as { cause?: unknown } | undefined)?.cause;
  const why = String((inner as Error)?.message || (cause as Error)?.message || cause);
  const how = headersArrived ? 'lost the connection while reading the body' : 'failed to connect';
  const message = `${what} ${how} (${tries}): ${why}`;
  return new ConnectionError({ message, attempts, cause });
}
