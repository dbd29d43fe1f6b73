import type { RequestLog } from '../client.js';
import { errorFromResponse, readErrorBody } from '../errors.js';
import { abortError, throwIfAborted } from '../internal/abort.js';
import { retryDelayMs } from '../internal/backoff.js';
import { parseRetryAfterMs } from '../internal/retry-after.js';
import { isRetryableStatus, transportError } from '../internal/retrying-fetch.js';
import { sleep } from '../internal/sleep.js';
import { untilAborted } from '../internal/until-aborted.js';

/** A part's pre-signed address and when it stops working. */
export interface PartUrl {
  url: string;
  expiresAt: number;
}

/** What a part upload needs from its surroundings. */
export interface PutPartContext {
  fetch: typeof fetch;
  /** Fetches a fresh address for a part (the presign operation). */
  resign: (partNo: number, signal: AbortSignal) => Promise<PartUrl>;
  /** Extra attempts per part after the first (default 3). */
  retries: number;
  /** Time limit of one PUT, from sending the bytes until the response headers arrive. */
  timeoutMs: number;
  signal: AbortSignal;
  /** The client's log functions: each PUT, its answer and each retry are logged like API calls. */
  log?: RequestLog | undefined;
}

// Re-sign a little before expiry: a PUT of several MiB can outlive the last seconds of an address.
const EXPIRY_MARGIN_MS = 60_000;
// A longer Retry-After than this fails the part (with the wait in the error) instead of stalling.
const MAX_RETRY_AFTER_MS = 60_000;

/**
 * PUTs one part and returns its ETag. Each attempt is limited to `timeoutMs`. Retries connection
 * errors, time-outs, 408, 429 and 5xx — after `Retry-After` when the upload origin gives one, else
 * with backoff; re-signs the address when it has expired or the upload origin refuses it (403).
 * A wait ended by `signal` rejects with its reason: `sendParts` makes that the call's error.
 */
export async function putPart(
  partNo: number,
  bytes: Uint8Array | Blob,
  initialUrl: PartUrl,
  context: PutPartContext,
): Promise<string> {
  const { signal } = context;
  const { debug, info } = context.log ?? {};
  const retrying = (delayMs: number, reason: string, attempt: number) =>
    (info ?? debug)?.(`retrying PUT part ${partNo} in ${delayMs} ms: ${reason}`, {
      partNo,
      attempt,
      delayMs,
      reason,
    });
  let address = initialUrl;
  for (let attempt = 0; ; attempt += 1) {
    throwIfAborted(signal);
    if (address.expiresAt - Date.now() < EXPIRY_MARGIN_MS) {
      address = await context.resign(partNo, signal);
    }
    // The address's query is its signature: only the origin and path are logged.
    const where = debug ? address.url.split('?')[0] : '';
    const started = debug ? performance.now() : 0;
    debug?.(`PUT ${where} part ${partNo} (attempt ${attempt + 1})`, { partNo });
    const timeout = AbortSignal.timeout(context.timeoutMs);
    let response: Response;
    try {
      // A part never views a SharedArrayBuffer, which is all the DOM typing of BodyInit rules out.
      // Not a stream of views (which would spare fetch its copy of the bytes): an upload origin
      // that answers before reading the body (403, 5xx) then looks like a dropped connection.
      const body = bytes as Uint8Array<ArrayBuffer> | Blob;
      const attemptSignal = AbortSignal.any([signal, timeout]);
      response = await untilAborted(
        context.fetch(address.url, { method: 'PUT', body, signal: attemptSignal }),
        attemptSignal,
        (late) => late.body?.cancel().catch(() => undefined),
      );
    } catch (cause) {
      if (signal.aborted) throw abortError(signal);
      const timedOut = timeout.aborted;
      if (attempt >= context.retries) {
        // The same errors as an API call's: the message names the path, never the signature.
        const request = { method: 'PUT', url: address.url };
        throw transportError(
          request,
          attempt + 1,
          timedOut ? context.timeoutMs : undefined,
          cause,
          false,
        );
      }
      const delayMs = retryDelayMs(attempt + 1);
      const reason = timedOut
        ? `timed out after ${context.timeoutMs} ms`
        : `failed: ${String(cause)}`;
      retrying(delayMs, reason, attempt + 1);
      await sleep(delayMs, signal);
      continue;
    }
    debug?.(`${response.status} PUT ${where} part ${partNo}`, {
      partNo,
      ms: Math.round(performance.now() - started),
    });
    const etag = response.headers.get('etag');
    if (response.ok && etag) {
      await response.body?.cancel();
      return etag;
    }
    const body = await readErrorBody(response);
    const refused = response.status === 403;
    const retryAfterMs = parseRetryAfterMs(response.headers.get('retry-after'));
    const retryable = refused || isRetryableStatus(response.status);
    if (
      attempt >= context.retries ||
      !retryable ||
      (retryAfterMs !== null && retryAfterMs > MAX_RETRY_AFTER_MS)
    ) {
      throw errorFromResponse(response, body);
    }
    if (refused) {
      retrying(0, `got 403, signing the address again`, attempt + 1);
      address = await context.resign(partNo, signal);
    } else {
      const delayMs = retryAfterMs ?? retryDelayMs(attempt + 1);
      retrying(delayMs, `got ${response.status}`, attempt + 1);
      await sleep(delayMs, signal);
    }
  }
}
