import { browser } from 'wxt/browser';
import type { ErrorInfo, Result } from './envelope.js';
import type { Protocol, RequestMessage, RequestType } from './protocol.js';

// How a page sends a request: typed, and always answered with a `Result`.

/** A failure that is not the API's: the background did not answer. */
function noAnswer(cause: unknown): ErrorInfo {
  return {
    kind: 'unknown',
    title: 'The extension did not answer.',
    detail: `Reload the extension and try again. (${cause instanceof Error ? cause.message : String(cause)})`,
    status: null,
    requestId: null,
    retryAfterS: null,
    scope: null,
  };
}

/** Sends a typed request to the background; resolves with its `Result` (never rejects). */
export async function sendMessage<K extends RequestType>(
  type: K,
  payload: Protocol[K]['request'],
): Promise<Result<Protocol[K]['response']>> {
  const message: RequestMessage<K> = { type, payload };
  try {
    const answer = (await browser.runtime.sendMessage(message)) as
      | Result<Protocol[K]['response']>
      | undefined;
    return answer ?? { ok: false, error: noAnswer('no answer') };
  } catch (error) {
    return { ok: false, error: noAnswer(error) };
  }
}
