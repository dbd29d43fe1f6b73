import type { RequestOptions } from '../request-options.js';

/** The per-call options that travel on a request to the retry loop. */
export type CallFields = Pick<RequestOptions, 'timeoutMs' | 'maxRetries' | 'idempotencyKey'>;

/**
 * The request openapi-fetch builds for each call, when given as its `Request` class: the URL and
 * init are kept as they are and the retrying fetch hands them straight to `fetch`. fetch then
 * builds one Request per attempt instead of copying a built one, and a string or FormData body is
 * re-sent on a retry without cloning.
 */
export class PlainRequest {
  declare readonly url: string;
  declare readonly method: string;
  declare readonly headers: Headers;
  // Not `BodyInit`: public types must compile without the DOM lib (Node's own RequestInit has it).
  declare readonly body: RequestInit['body'];
  /** The caller's signal, if any. */
  declare readonly signal: AbortSignal | undefined;
  /** Other init fields (credentials, cache, undici's dispatcher …), passed on as they are. */
  declare readonly rest: RequestInit | undefined;
  // The per-call options the retry loop reads (declared, so openapi-fetch does not copy them on).
  declare readonly timeoutMs: number | undefined;
  declare readonly maxRetries: number | undefined;
  declare readonly idempotencyKey: string | undefined;

  constructor(url: string | URL, init: RequestInit & CallFields = {}) {
    const {
      method = 'GET',
      headers,
      body,
      signal,
      redirect,
      timeoutMs,
      maxRetries,
      idempotencyKey,
      ...rest
    } = init;
    this.url = String(url);
    this.method = method.toUpperCase();
    // openapi-fetch passes a Headers object made for this call: no need to copy it.
    this.headers = headers instanceof Headers ? headers : new Headers(headers);
    this.body = body ?? null;
    this.signal = signal ?? undefined;
    this.timeoutMs = timeoutMs;
    this.maxRetries = maxRetries;
    this.idempotencyKey = idempotencyKey;
    // fetch converts every field it is given, so only non-default ones are kept.
    if (redirect && redirect !== 'follow') (rest as RequestInit).redirect = redirect;
    this.rest = Object.keys(rest).length > 0 ? rest : undefined;
  }

  /** The init of one attempt; without a signal, fetch skips the work of linking one. */
  attemptInit(signal: AbortSignal | undefined): RequestInit {
    const { method, headers, body } = this;
    const init: RequestInit = body === null ? { method, headers } : { method, headers, body };
    if (signal) init.signal = signal;
    return this.rest ? { ...this.rest, ...init } : init;
  }
}
