/**
 * The request openapi-fetch builds for each call, when given as its `Request` class: the URL and
 * init are kept as they are and the retrying fetch hands them straight to `fetch`. fetch then
 * builds one Request per attempt instead of copying a built one, and a string or FormData body is
 * re-sent on a retry without cloning.
 */
export class PlainRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: BodyInit | null;
  /** The caller's signal, if any. */
  readonly signal: AbortSignal | undefined;
  readonly init: RequestInit;

  constructor(url: string | URL, init: RequestInit = {}) {
    this.url = String(url);
    this.method = (init.method ?? 'GET').toUpperCase();
    // openapi-fetch passes a Headers object made for this call: no need to copy it.
    this.headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
    this.body = init.body ?? null;
    this.signal = init.signal ?? undefined;
    this.init = init;
  }
}
