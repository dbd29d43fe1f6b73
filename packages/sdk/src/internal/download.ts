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
  options: { signal?: AbortSignal | undefined; timeoutMs: number },
): Promise<Uint8Array> {
  const { signal, timeoutMs } = options;
  const timeout = new AbortController();
  const timer = Number.isFinite(timeoutMs) ? setTimeout(() => timeout.abort(), timeoutMs) : 0;
  try {
    const response = await fetch(url, { signal: anySignal([signal, timeout.signal]) });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new ScribekitError({
        key: 'export_download_failed',
        message: `Download of ${what} failed: ${response.status}`,
        status: response.status,
        headers: response.headers,
      });
    }
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    if (signal?.aborted) throw abortError(signal);
    if (timeout.signal.aborted) {
      throw new TimeoutError({
        message: `Download of ${what} took over ${timeoutMs} ms`,
        timeoutMs,
      });
    }
    if (error instanceof ScribekitError) throw error;
    const why = error instanceof Error ? error.message : String(error);
    throw new ConnectionError({ message: `Download of ${what} failed: ${why}`, cause: error });
  } finally {
    clearTimeout(timer);
  }
}
