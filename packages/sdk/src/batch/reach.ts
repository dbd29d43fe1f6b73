import { ConnectionError, ServerError, TimeoutError, UploadIncompleteError } from '../index.js';

/**
 * True when a request got no answer from the service itself: no connection, a time-out, or a
 * gateway in front of it answering 502, 503 or 504 (also inside an interrupted upload). Enough of
 * these in a row, and the batch pauses until the service answers again.
 */
export function isUnanswered(error: unknown): boolean {
  const inner = error instanceof UploadIncompleteError ? error.cause : error;
  return (
    inner instanceof ConnectionError ||
    inner instanceof TimeoutError ||
    (inner instanceof ServerError && [502, 503, 504].includes(inner.status as number))
  );
}
