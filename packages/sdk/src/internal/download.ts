import { ConnectionError, ScribekitError, TimeoutError } from '../errors.js';
import { abortError, anySignal } from './abort.js';

/**
 * GETs a pre-signed address (an export's download link) and reads it whole within `timeoutMs`.
 * Fails with the SDK's errors: `AbortError` for the caller's signal, `TimeoutError`,
 * `ConnectionError`, or a `ScribekitError` with the status of an error response.
 */
export async function downloadBytes(
  fetch: typeof globalThis.fetch,
  url: string,
  what: string,
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<Uint8Array> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), Math.min(timeoutMs, 2 ** 31 - 1));
  const failed = `Download of ${what}`;
  try {
    const response = await fetch(url, { signal: anySignal([signal, timeout.signal]) });
    const { ok, status, headers } = response;
    if (ok) return new Uint8Array(await response.arrayBuffer());
    await response.body?.cancel();
    throw new ScribekitError({ message: `${failed} failed: ${status}`, status, headers });
  } catch (error) {
    if (signal?.aborted) throw abortError(signal);
    if (timeout.signal.aborted) {
      throw new TimeoutError({ message: `${failed} took over ${timeoutMs} ms`, timeoutMs });
    }
    throw error instanceof ScribekitError
      ? error
      : new ConnectionError({ message: `${failed} failed: ${error}`, cause: error });
  } finally {
    clearTimeout(timer);
  }
}
